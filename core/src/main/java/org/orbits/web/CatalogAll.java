package org.orbits.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.primitives.ImmutableIntArray;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.orbits.api.Instance;
import org.orbits.api.OrbitsException;

/**
 * All answered from the catalog: where the served catalog holds the complete entry of the position's instance
 * under its default group, every orbit is already known, and the answer is read there instead of searched.
 * Without givens the entry's representatives are the answer (an entry may list only its first orbits, and the
 * answer says so). With givens, each listed orbit's solutions that complete them are found by applying the group's
 * elements to its representative; this needs every orbit listed. An optimisation's entry holds its optimal
 * solutions only: when none of them completes the givens, the optimum of the givens is another, and only a
 * search can say which.
 */
final class CatalogAll {

    /** The most orbits an answer draws; the page draws no more, and the others are counted. */
    static final int MOST_DRAWN = 200;

    private final PlayApi play;
    private final CatalogShelf shelf;

    CatalogAll(PlayApi play, CatalogShelf shelf) {
        this.play = play;
        this.shelf = shelf;
    }

    /** The events of All, start to done, when the catalog answers for the position; empty when it cannot. */
    Optional<List<ObjectNode>> answer(Position position, long startNanos) {
        Instance instance = position.instance();
        String group = instance.groups().get(0).name();
        Optional<CatalogShelf.Listing> found = shelf.listing(instance, group);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        CatalogShelf.Listing listing = found.get();
        boolean givens = !position.givens().isEmpty();
        if (givens && !listing.everyOrbit()) {
            return Optional.empty();
        }
        List<ObjectNode> orbits = new ArrayList<>();
        List<Long> perOrbit = new ArrayList<>();
        long solutions = 0;
        for (int k = 0; k < listing.representatives().size(); k++) {
            ImmutableIntArray canonical = listing.representatives().get(k);
            long size = listing.sizes().get(k);
            ImmutableIntArray shown = canonical;
            long completing = size;
            if (givens) {
                List<ImmutableIntArray> agreeing;
                try {
                    agreeing = instance.imagesAgreeingWith(group, canonical, position.givensByName());
                } catch (OrbitsException tooLarge) {
                    return Optional.empty();
                }
                if (agreeing.isEmpty()) {
                    continue;
                }
                shown = agreeing.get(0);
                completing = agreeing.size();
            }
            orbits.add(
                    play.orbitEvent(position, orbits.size() + 1, canonical, size, shown, orbits.size() < MOST_DRAWN));
            perOrbit.add(completing);
            solutions += completing;
        }
        if (givens && orbits.isEmpty() && listing.optimisation()) {
            return Optional.empty();
        }
        List<ObjectNode> events = new ArrayList<>();
        ObjectNode start = play.startEvent(position);
        ObjectNode source = start.putObject("catalog");
        source.put("family", listing.family());
        source.put("entry", listing.entry());
        source.put("solutions", listing.solutions());
        source.put("orbits", listing.orbits());
        source.put("listed", listing.representatives().size());
        events.add(start);
        events.addAll(orbits);
        ObjectNode done = play.json().createObjectNode();
        done.put("event", "done");
        done.put("fromCatalog", true);
        done.put("complete", true);
        done.put("cancelled", false);
        // Without givens the entry's counts are the answer, orbits it does not list included.
        done.put("completions", givens ? solutions : listing.solutions());
        done.put("orbits", givens ? orbits.size() : listing.orbits());
        done.put("listed", orbits.size());
        ArrayNode counts = done.putArray("completionsPerOrbit");
        perOrbit.forEach(counts::add);
        done.put("millis", (System.nanoTime() - startNanos) / 1_000_000);
        events.add(done);
        return Optional.of(events);
    }
}
