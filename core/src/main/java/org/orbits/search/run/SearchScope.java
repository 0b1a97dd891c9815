package org.orbits.search.run;

import java.util.List;
import java.util.Optional;
import org.orbits.puzzle.BadInputException;
import org.orbits.puzzle.PuzzleInstance;
import org.orbits.search.Census;
import org.orbits.symmetry.Group;

/** The search an enumeration runs: the group searched, and the groups its orbits are reported under. */
public record SearchScope(Group searched, List<Group> reported) {

    public SearchScope {
        reported = List.copyOf(reported);
    }

    /** A search under {@code group} alone, reported under it. */
    static SearchScope alone(Group group) {
        return new SearchScope(group, List.of(group));
    }

    public List<String> names() {
        return reported.stream().map(Group::name).toList();
    }

    /**
     * The group the request names; or the instance's group that holds every other, reported under all; empty when no
     * group holds the others.
     */
    static Optional<SearchScope> of(PuzzleInstance puzzle, SearchRequest request) {
        if (request.group().isPresent()) {
            return Optional.of(alone(puzzle.group(request.group().get())));
        }
        return Census.covering(puzzle.groups()).map(covering -> new SearchScope(covering, puzzle.groups()));
    }

    /** The scope of a search that must be one search (a checkpoint, parts, units), or bad input. */
    static SearchScope single(PuzzleInstance puzzle, SearchRequest request, String purpose) {
        return of(puzzle, request)
                .orElseThrow(() -> new BadInputException("no group of " + puzzle.label()
                        + " holds the others: name one with the group option to " + purpose));
    }
}
