package org.orbits.model;

import static org.orbits.model.TinyModels.model;

import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;

/**
 * A tiny model of each FlatZinc builtin in each of its forms (plain, with its result, reified, half-reified) and of
 * each global, as {@code (label, model)}: a few output variables of small domains, one constraint. The tests of every
 * room that works the builtins run them: Choco's solutions against the evaluator's
 * ({@link TranslationAgainstEvaluatorTest}), the literal graph's maps against the evaluator's solutions, and
 * {@link BuiltinsTest} holds the list to the registry, so a builtin added without a sample fails.
 */
public final class BuiltinSamples {

    private BuiltinSamples() {}

    private static Arguments check(String label, String model) {
        return Arguments.of(label, model);
    }

    /** The label and model of every sample, builtins and globals. */
    public static Stream<Arguments> all() {
        return Stream.concat(builtins(), globals());
    }

    public static Stream<Arguments> builtins() {
        String xyz = "x:-2..2 y:-2..2 z:-2..2";
        String cmp = "x:0..3 y:0..3 r:bool";
        String abc = "a:bool b:bool c:bool";
        return Stream.of(
                check("int_abs", model("x:-3..3 y:-3..3", "int_abs(x,y)")),
                check("int_div", model("x:-4..4 y:-2..2 z:-4..4", "int_div(x,y,z)")),
                check("int_mod", model("x:-4..4 y:-3..3 z:-4..4", "int_mod(x,y,z)")),
                check("int_max", model(xyz, "int_max(x,y,z)")),
                check("int_min", model(xyz, "int_min(x,y,z)")),
                check("int_plus", model(xyz, "int_plus(x,y,z)")),
                check("int_times", model("x:-3..3 y:-3..3 z:-9..9", "int_times(x,y,z)")),
                check("int_pow", model("x:-2..2 y:-2..3 z:-8..8", "int_pow(x,y,z)")),
                check("int_eq", model(cmp, "int_eq(x,y)")),
                check("int_eq_reif", model(cmp, "int_eq_reif(x,y,r)")),
                check("int_eq_imp", model(cmp, "int_eq_imp(x,y,r)")),
                check("int_ne", model(cmp, "int_ne(x,y)")),
                check("int_ne_reif", model(cmp, "int_ne_reif(x,y,r)")),
                check("int_ne_imp", model(cmp, "int_ne_imp(x,y,r)")),
                check("int_le", model(cmp, "int_le(x,y)")),
                check("int_le_reif", model(cmp, "int_le_reif(x,2,r)")),
                check("int_le_imp", model(cmp, "int_le_imp(x,y,r)")),
                check("int_lt", model(cmp, "int_lt(x,y)")),
                check("int_lt_reif", model(cmp, "int_lt_reif(x,y,r)")),
                check("int_lt_imp", model(cmp, "int_lt_imp(1,y,r)")),
                check("int_lin_eq", model(xyz, "int_lin_eq([2,-3,1],[x,y,z],1)")),
                check("int_lin_eq empty", model("x:0..1", "int_lin_eq([],[],0)")),
                check("int_lin_eq_reif", model("x:-2..2 y:-2..2 r:bool", "int_lin_eq_reif([1,2],[x,y],1,r)")),
                check("int_lin_eq_imp", model("x:-2..2 y:-2..2 r:bool", "int_lin_eq_imp([1,2],[x,y],1,r)")),
                check("int_lin_ne", model(xyz, "int_lin_ne([1,1,1],[x,y,z],0)")),
                check("int_lin_ne_reif", model("x:-2..2 y:-2..2 r:bool", "int_lin_ne_reif([1,-1],[x,y],0,r)")),
                check("int_lin_ne_imp", model("x:-2..2 y:-2..2 r:bool", "int_lin_ne_imp([1,-1],[x,y],0,r)")),
                check("int_lin_le", model(xyz, "int_lin_le([3,-1,2],[x,y,z],-1)")),
                check("int_lin_le_reif", model("x:-2..2 y:-2..2 r:bool", "int_lin_le_reif([3,-1],[x,y],0,r)")),
                check("int_lin_le_imp", model("x:-2..2 y:-2..2 r:bool", "int_lin_le_imp([3,-1],[x,y],0,r)")),
                check("array_int_element", model("i:-1..6 v:0..6", "array_int_element(i,[3,1,4,1,5],v)")),
                check("array_bool_element", model("i:0..4 b:bool", "array_bool_element(i,[true,false,true],b)")),
                check(
                        "array_var_int_element",
                        model("i:0..4 x:0..2 y:0..2 v:0..2", "array_var_int_element(i,[x,y,1],v)")),
                check(
                        "array_var_bool_element",
                        model("i:0..4 a:bool b:bool r:bool", "array_var_bool_element(i,[a,b,true],r)")),
                check("array_int_maximum", model("m:-3..3 x:-2..2 y:-2..2 z:-2..2", "array_int_maximum(m,[x,y,z])")),
                check("array_int_minimum", model("m:-3..3 x:-2..2 y:-2..2 z:-2..2", "array_int_minimum(m,[x,y,z])")),
                check("set_in", model("x:0..6", "set_in(x,{1,3,5})")),
                check("set_in range", model("x:0..6", "set_in(x,2..4)")),
                check("set_in_reif", model("x:0..6 r:bool", "set_in_reif(x,{1,3,4},r)")),
                check("set_in_imp", model("x:0..6 r:bool", "set_in_imp(x,{1,3,4},r)")),
                check("bool2int", model("a:bool x:-1..2", "bool2int(a,x)")),
                check("bool_not", model(abc, "bool_not(a,b)")),
                check("bool_eq", model(abc, "bool_eq(a,b)")),
                check("bool_eq_reif", model(abc, "bool_eq_reif(a,b,c)")),
                check("bool_eq_imp", model(abc, "bool_eq_imp(a,b,c)")),
                check("bool_le", model(abc, "bool_le(a,b)")),
                check("bool_le_reif", model(abc, "bool_le_reif(a,b,c)")),
                check("bool_le_imp", model(abc, "bool_le_imp(a,b,c)")),
                check("bool_lt", model(abc, "bool_lt(a,b)")),
                check("bool_lt_reif", model(abc, "bool_lt_reif(a,b,c)")),
                check("bool_lt_imp", model(abc, "bool_lt_imp(a,b,c)")),
                check("bool_and", model(abc, "bool_and(a,b,c)")),
                check("bool_and of two", model(abc, "bool_and(a,b)")),
                check("bool_and_reif", model(abc, "bool_and_reif(a,b,c)")),
                check("bool_and_imp", model(abc, "bool_and_imp(a,b,c)")),
                check("bool_or", model(abc, "bool_or(a,b,c)")),
                check("bool_or of two", model(abc, "bool_or(a,b)")),
                check("bool_or_reif", model(abc, "bool_or_reif(a,b,c)")),
                check("bool_or_imp", model(abc, "bool_or_imp(a,b,c)")),
                check("bool_xor", model(abc, "bool_xor(a,b,c)")),
                check("bool_xor of two", model(abc, "bool_xor(a,b)")),
                check("bool_xor_reif", model(abc, "bool_xor_reif(a,b,c)")),
                check("bool_xor_imp", model(abc, "bool_xor_imp(a,b,c)")),
                check("array_bool_and", model(abc + " r:bool", "array_bool_and([a,b,c],r)")),
                check("array_bool_and empty", model("r:bool", "array_bool_and([],r)")),
                check("array_bool_and of one array", model(abc, "array_bool_and([a,b,c])")),
                check("array_bool_and_reif", model(abc + " r:bool", "array_bool_and_reif([a,b,c],r)")),
                check("array_bool_and_imp", model(abc + " r:bool", "array_bool_and_imp([a,b,c],r)")),
                check("array_bool_or", model(abc + " r:bool", "array_bool_or([a,b,c],r)")),
                check("array_bool_or empty", model("r:bool", "array_bool_or([],r)")),
                check("array_bool_or of one array", model(abc, "array_bool_or([a,b,c])")),
                check("array_bool_or_reif", model(abc + " r:bool", "array_bool_or_reif([a,b,c],r)")),
                check("array_bool_or_imp", model(abc + " r:bool", "array_bool_or_imp([a,b,c],r)")),
                check("array_bool_xor", model(abc, "array_bool_xor([a,b,c])")),
                check("array_bool_xor_reif", model(abc + " r:bool", "array_bool_xor_reif([a,b,c],r)")),
                check("array_bool_xor_imp", model(abc + " r:bool", "array_bool_xor_imp([a,b,c],r)")),
                check("bool_clause", model(abc, "bool_clause([a,b],[c])")),
                check("bool_clause negative only", model(abc, "bool_clause([],[a,b])")),
                check("bool_clause_reif", model(abc + " r:bool", "bool_clause_reif([a],[b,c],r)")),
                check("bool_clause_imp", model(abc + " r:bool", "bool_clause_imp([a],[b,c],r)")),
                check("bool_lin_eq", model(abc + " x:0..7", "bool_lin_eq([1,2,3],[a,b,c],x)")),
                check("bool_lin_le", model(abc, "bool_lin_le([1,2,-1],[a,b,c],1)")));
    }

    public static Stream<Arguments> globals() {
        String xyz = "x:0..3 y:0..3 z:0..3";
        String abc = "a:bool b:bool c:bool";
        return Stream.of(
                check("all_different", model(xyz, "fzn_all_different_int([x,y,z])")),
                check("alldifferent_except_0", model(xyz, "fzn_alldifferent_except_0([x,y,z])")),
                check("alldifferent_except", model(xyz, "fzn_alldifferent_except([x,y,z],{1,2})")),
                check("all_equal", model(xyz, "fzn_all_equal_int([x,y,z])")),
                check(
                        "global_cardinality",
                        model(xyz + " c:0..3 d:0..3", "fzn_global_cardinality([x,y,z],[1,2],[c,d])")),
                check(
                        "global_cardinality_closed",
                        model(xyz + " c:0..3 d:0..3", "fzn_global_cardinality_closed([x,y,z],[1,2],[c,d])")),
                check(
                        "global_cardinality_low_up",
                        model(xyz, "fzn_global_cardinality_low_up([x,y,z],[1,2],[0,1],[1,2])")),
                check(
                        "global_cardinality_low_up_closed",
                        model(xyz, "fzn_global_cardinality_low_up_closed([x,y,z],[1,2],[0,1],[1,2])")),
                check("table_int", model("x:0..3 y:0..3", "fzn_table_int([x,y],[1,2,2,3,3,1])")),
                check("table_bool", model(abc, "fzn_table_bool([a,b,c],[true,false,true,false,false,true])")),
                check("lex_less", model("x:0..2 y:0..2 u:0..2 v:0..2", "fzn_lex_less_int([x,y],[u,v])")),
                check("lex_less shorter", model(xyz, "fzn_lex_less_int([x],[y,z])")),
                check("lex_less longer", model(xyz, "fzn_lex_less_int([x,y],[z])")),
                check("lex_lesseq", model("x:0..2 y:0..2 u:0..2 v:0..2", "fzn_lex_lesseq_int([x,y],[u,v])")),
                check("lex_lesseq shorter", model(xyz, "fzn_lex_lesseq_int([x],[y,z])")),
                check("lex_lesseq longer", model(xyz, "fzn_lex_lesseq_int([x,y],[z])")),
                check("lex_lesseq empty", model(xyz, "fzn_lex_lesseq_int([],[y,z])")),
                check("lex_less_bool", model(abc, "fzn_lex_less_bool([a,b],[c,a])")),
                check("lex_lesseq_bool", model(abc, "fzn_lex_lesseq_bool([a,b],[c,a])")),
                check("count_eq", model(xyz + " c:0..3", "fzn_count_eq([x,y],z,c)")),
                check("count_neq", model(xyz + " c:0..3", "fzn_count_neq([x,y],z,c)")),
                check("count_lt", model(xyz + " c:0..3", "fzn_count_lt([x,y],z,c)")),
                check("count_leq", model(xyz + " c:0..3", "fzn_count_leq([x,y],z,c)")),
                check("count_gt", model(xyz + " c:0..3", "fzn_count_gt([x,y],z,c)")),
                check("count_geq", model(xyz + " c:0..3", "fzn_count_geq([x,y],z,c)")),
                check("circuit", model("a:1..4 b:1..4 c:1..4 d:1..4", "orbits_circuit([a,b,c,d],1)")),
                check("circuit from 0", model("a:0..3 b:0..3 c:0..3", "orbits_circuit([a,b,c],0)")),
                check("circuit of one", model("a:0..2", "orbits_circuit([a],1)")),
                check("subcircuit", model("a:1..4 b:1..4 c:1..4 d:1..4", "orbits_subcircuit([a,b,c,d],1)")),
                check("subcircuit from 3", model("a:2..6 b:2..6 c:2..6", "orbits_subcircuit([a,b,c],3)")),
                check(
                        "inverse",
                        model("a:0..4 b:0..4 c:0..4 d:1..3 e:1..3 f:1..3", "orbits_inverse([a,b,c],1,[d,e,f],1)")),
                check(
                        "inverse with offsets",
                        model("a:0..4 b:0..4 d:-1..2 e:-1..2", "orbits_inverse([a,b],0,[d,e],2)")),
                check("increasing", model(xyz, "fzn_increasing_int([x,y,z])")),
                check("strictly increasing", model(xyz, "fzn_strictly_increasing_int([x,y,z])")),
                check("decreasing", model(xyz, "fzn_decreasing_int([x,y,z])")),
                check("strictly decreasing", model(xyz, "fzn_strictly_decreasing_int([x,y,z])")),
                check("increasing bool", model(abc, "fzn_increasing_bool([a,b,c])")),
                check("decreasing bool", model(abc, "fzn_decreasing_bool([a,b,c])")),
                check("nvalue", model(xyz + " n:0..4", "fzn_nvalue(n,[x,y,z])")),
                check("among", model(xyz + " n:0..4", "fzn_among(n,[x,y,z],{1,3})")),
                check("regular", model("x:0..3 y:0..3 z:0..3", "fzn_regular([x,y,z],3,2,[2,1,3,0,3,3],1,{3})")),
                check("value_precede", model(xyz, "fzn_value_precede_int(1,2,[x,y,z])")),
                check("value_precede of one value", model(xyz, "fzn_value_precede_int(1,1,[x,y,z])")),
                check(
                        "cumulative",
                        model(
                                "s:0..2 t:0..2 u:0..2 d:0..2 e:0..2 b:0..3",
                                "fzn_cumulative([s,t,u],[d,e,1],[1,2,1],b)")),
                check(
                        "cumulative, variable uses",
                        model("s:0..2 t:0..2 r:0..2 q:0..2 b:-1..3", "fzn_cumulative([s,t],[2,1],[r,q],b)")),
                check(
                        "disjunctive",
                        model("s:0..2 t:0..2 u:0..2 d:0..2 e:0..2 f:0..2", "fzn_disjunctive([s,t,u],[d,e,f])")),
                check(
                        "diffn",
                        model("x:0..2 y:0..2 u:0..2 v:0..2 w:0..2 h:0..2", "fzn_diffn([x,u],[y,v],[w,1],[h,2])")),
                check(
                        "diffn, solid",
                        model("x:0..2 y:0..2 u:0..2 v:0..2 w:1..2 h:1..2", "fzn_diffn([x,u],[y,v],[w,1],[h,2])")),
                check("bin_packing", model("b:1..3 c:1..3 d:1..3", "fzn_bin_packing(3,[b,c,d],[1,2,2])")),
                check(
                        "bin_packing_capa",
                        model("b:0..3 c:0..3 d:0..3", "orbits_bin_packing_capa([2,3],1,[b,c,d],[1,2,2])")),
                check(
                        "bin_packing_load",
                        model(
                                "l:0..5 m:0..5 b:0..3 c:0..3 d:0..3",
                                "orbits_bin_packing_load([l,m],1,[b,c,d],[1,2,2])")));
    }
}
