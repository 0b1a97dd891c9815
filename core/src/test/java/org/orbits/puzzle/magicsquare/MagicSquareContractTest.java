package org.orbits.puzzle.magicsquare;

import java.util.List;
import org.orbits.puzzle.FamilyContract;
import org.orbits.puzzle.PuzzleFamily;

/** The example family keeps the contract every registered family keeps. */
class MagicSquareContractTest extends FamilyContract {

    @Override
    protected List<PuzzleFamily> families() {
        return List.of(new MagicSquareFamily());
    }
}
