package org.orbits.puzzle;

import java.util.List;

/** Every family orbits lists keeps the contract; a family added to the services file is checked here at once. */
class FamilyContractTest extends FamilyContract {

    @Override
    protected List<PuzzleFamily> families() {
        return PuzzleRegistry.standard().families();
    }
}
