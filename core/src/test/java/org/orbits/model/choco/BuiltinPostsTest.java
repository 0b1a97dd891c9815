package org.orbits.model.choco;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.orbits.model.flatzinc.Builtin;

/** The translation's entries fit the list of builtins: a condition is posted as one, so that it can be reified. */
class BuiltinPostsTest {

    @Test
    void aBuiltinIsPostedAsAConditionExactlyWhenItIsOne() {
        BuiltinPosts posts = new BuiltinPosts("AC", scope -> {});
        List<String> misfits = Arrays.stream(Builtin.values())
                .filter(builtin -> builtin.kind().condition() != (posts.of(builtin) instanceof BuiltinPosts.Condition))
                .map(Builtin::flatZincName)
                .toList();
        assertEquals(List.of(), misfits);
    }
}
