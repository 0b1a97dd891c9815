package org.orbits.api;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;
import org.orbits.symmetry.CanonicalOrbit;

/**
 * A census's orbits as the API's {@link Orbit}s, each made when read: an enumeration of many orbits keeps its
 * representatives once, packed, and not again as a list of objects. Immutable, as the census's list is.
 */
final class OrbitList extends AbstractList<Orbit> implements RandomAccess {

    private final List<CanonicalOrbit> orbits;

    OrbitList(List<CanonicalOrbit> orbits) {
        this.orbits = orbits;
    }

    @Override
    public Orbit get(int index) {
        CanonicalOrbit orbit = orbits.get(index);
        return new Orbit(orbit.representative(), orbit.size());
    }

    @Override
    public int size() {
        return orbits.size();
    }
}
