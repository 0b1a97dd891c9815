package org.orbits.tiling;

import java.util.List;
import org.orbits.puzzle.FamilyContract;
import org.orbits.puzzle.PuzzleFamily;

/**
 * Tiling files keep the contract every puzzle family keeps: facts, groups, models, checker and drawing against each
 * other (see {@link FamilyContract}), for a flat file, a file with repeated pieces and a solid one.
 */
class TilingContractTest extends FamilyContract {

    @Override
    protected List<PuzzleFamily> families() {
        return List.of(
                Tilings.example("pentominoes-4x5").family(),
                TilingFamily.parse("dominoes-3x4.tiling", "board\n####\n####\n####\n\npiece D x6\n##\n"),
                TilingFamily.parse(
                        "tricubes.tiling", "board\n###\n###\n--\n###\n###\n\npiece V x2\n##\n#.\n\npiece I x2\n###\n"));
    }
}
