package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.ArgumentFieldPeriod;
import org.petrify.ir.frontend.samples.ArgumentFieldPeriodPositive;
import org.petrify.ir.frontend.samples.ArgumentMixed;
import org.petrify.ir.frontend.samples.ArgumentModes;
import org.petrify.ir.frontend.samples.ArgumentModesMulti;
import org.petrify.ir.frontend.samples.ArgumentPeriods;
import org.petrify.ir.frontend.samples.ArgumentPeriodsPositive;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.RbInterpreter;

/**
 * Argument variants ({@link ArgumentVariants}, {@link TestedParameters}): a call that knows a
 * tested argument runs a copy of the callee with the parameter pinned, so locals computed from
 * it ({@code lcmp p, 0L}, {@code $SwitchMap[p.ordinal()]}) decide their branches. Samples
 * decided by the rb interpreter on their translation, each with a bug twin that must stay a
 * deadlock.
 */
class ArgumentVariantsTest {

  private static RbInterpreter.Answer deadlock(FrontendResult r) {
    return RbInterpreter.of(r.program()).explore(500_000).deadlock();
  }

  /**
   * True if a procedure runs the method specialised on the values: an argument variant, or an
   * instance the points-to analysis made for them ({@code ParameterBranches}: {@code
   * m[args(p0=-1),...]}).
   */
  /**
   * True if a procedure of {@code method} runs with {@code values} known: a result variant
   * {@code #args,values}, or a points-to context {@code [args(...)]} with the same values (the
   * variant shares the context's procedure when their bodies are the same, {@link
   * IdenticalProcedures}; a context names an enum constant by its class too).
   */
  private static boolean hasVariant(FrontendResult r, String method, String values) {
    return r.program().procedures().stream().map(Procedure::name)
        .anyMatch(n -> n.contains(method) && (n.endsWith("#args," + values)
            || contextValues(n, method).equals(values)));
  }

  /** The values of a context {@code method[args(p0=v;...)...]}, enum classes dropped. */
  private static String contextValues(String name, String method) {
    int at = name.indexOf(method + "[args(");
    if (at < 0) {
      return "";
    }
    String inside = name.substring(at + method.length() + 6);
    inside = inside.substring(0, Math.max(0, inside.indexOf(')')));
    java.util.List<String> out = new java.util.ArrayList<>();
    for (String kv : inside.split(";")) {
      int eq = kv.indexOf('=');
      String v = kv.substring(eq + 1);
      out.add(kv.substring(0, eq + 1) + v.substring(v.lastIndexOf('.') + 1));
    }
    return String.join(";", out);
  }

  @Test
  void aLongPassedTwoConstantsDecidesItsComparisonPerCall() {
    FrontendResult ok = RbDump.translate(ArgumentPeriods.class);
    // the variant may share the procedure of a context with the same body (IdenticalProcedures),
    // whose name need not state the values: the HOLDS answer below is what shows it decided
    assertThat(deadlock(ok)).as(RbDump.dump(ok.program())).isEqualTo(RbInterpreter.Answer.NO);
    FrontendResult bug = RbDump.translate(ArgumentPeriodsPositive.class);
    assertThat(deadlock(bug)).as(RbDump.dump(bug.program())).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void anEnumConstantDecidesASwitchOnItsOrdinalTwoCallsDown() {
    FrontendResult ok = RbDump.translate(ArgumentModes.class);
    assertThat(hasVariant(ok, "start", "p0=SINGLE")).as(RbDump.dump(ok.program())).isTrue();
    assertThat(deadlock(ok)).as(RbDump.dump(ok.program())).isEqualTo(RbInterpreter.Answer.NO);
    FrontendResult bug = RbDump.translate(ArgumentModesMulti.class);
    assertThat(deadlock(bug)).as(RbDump.dump(bug.program())).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aFieldWrittenFromAConstantParameterDecidesTheArgumentItIsReadInto() {
    FrontendResult ok = RbDump.translate(ArgumentFieldPeriod.class);
    assertThat(ok.program().variables()).map(org.petrify.ir.rb.Variable::name)
        .anyMatch(v -> v.endsWith(".period"));
    // the variant may share the procedure of a context with the same body (IdenticalProcedures),
    // whose name need not state the values: the HOLDS answer below is what shows it decided
    assertThat(deadlock(ok)).as(RbDump.dump(ok.program())).isEqualTo(RbInterpreter.Answer.NO);
    FrontendResult bug = RbDump.translate(ArgumentFieldPeriodPositive.class);
    assertThat(deadlock(bug)).as(RbDump.dump(bug.program())).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aCallThatDoesNotKnowTheArgumentRunsTheMethodItself() {
    FrontendResult r = RbDump.translate(ArgumentMixed.class);
    assertThat(deadlock(r)).as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.YES);
  }
}
