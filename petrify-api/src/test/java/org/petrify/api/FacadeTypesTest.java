package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.Origin;

/** The facade's own value types and their one conversion from the analysis's ({@link ApiTypes}). */
class FacadeTypesTest {
  private static final Origin AT = new Origin("app.Main$1", "run", "Main.java", 12, 7);

  @Test
  void aLocationAndACaveatKeepEveryFieldAndRenderAsTheInternalOnesDid() {
    SourceLocation l = ApiTypes.location(AT);
    assertThat(l).isEqualTo(new SourceLocation("app.Main$1", "run", "Main.java", 12, 7));
    assertThat(l.frame()).isEqualTo(AT.frame()).isEqualTo("app.Main$1.run(Main.java:12)");
    assertThat(ApiTypes.location(Origin.NONE)).isEqualTo(SourceLocation.NONE);
    assertThat(SourceLocation.NONE.frame()).isEqualTo(Origin.NONE.frame());
    assertThat(new SourceLocation("a.B", "m", null, -1, -1).frame())
        .isEqualTo("a.B.m(Unknown Source)");
    for (org.petrify.ir.rb.Caveat.Effect e : org.petrify.ir.rb.Caveat.Effect.values()) {
      org.petrify.ir.rb.Caveat in = new org.petrify.ir.rb.Caveat("summary-lock", AT, "k > 4", e);
      Caveat out = ApiTypes.caveat(in);
      assertThat(out.kind()).isEqualTo(CaveatKind.named("summary-lock"));
      assertThat(out.where()).isEqualTo(l);
      assertThat(out.message()).isEqualTo("k > 4");
      assertThat(out.effect().name()).isEqualTo(e.name());
      assertThat(out.toString()).isEqualTo(in.toString());
    }
  }

  @Test
  void caveatKindsAreTheAnalysisListByIdAndAnUnknownIdIsRefused() {
    assertThat(CaveatKind.all()).hasSize(org.petrify.ir.rb.CaveatKind.values().length)
        .isSorted().contains(CaveatKind.named("one-run"), CaveatKind.named("wrong-return"));
    assertThat(CaveatKind.named("summary-lock")).isEqualTo(CaveatKind.of("summary-lock").get())
        .hasToString("summary-lock").isNotEqualTo(CaveatKind.named("summary-thread"));
    assertThat(CaveatKind.of("sumary-lock")).isEmpty();
    // The dynamic route names its kinds with CaveatKind.named: each must be listed.
    for (String kind : List.of(org.petrify.race.TraceNet.TRACE_INCOMPLETE,
        org.petrify.race.TraceNet.UNSTARTED_THREAD, org.petrify.api.race.DynamicRaces.ONE_RUN,
        "mined-net")) {
      assertThat(CaveatKind.of(kind)).as(kind).isPresent();
    }
    assertThatThrownBy(() -> CaveatKind.named("sumary-lock"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("unknown caveat kind 'sumary-lock'; the kinds are ")
        .hasMessageContaining("summary-lock, summary-thread");
  }

  @Test
  void anActionIsRenderedFromItsVerbAndOperands() {
    assertThat(new Action(Action.Verb.START, "x running y", "P").text())
        .isEqualTo("start thread x running y running P");
    Action take = new Action(Action.Verb.TRY_TAKE, "<sem>", "2");
    assertThat(new Action(Action.Verb.NOT_ENOUGH, "<sem>", null, take).text())
        .isEqualTo("try to take 2 from <sem> fails: not enough in <sem>");
    assertThat(new Action(Action.Verb.OVER_BOUND, "<q>", null, new Action(Action.Verb.ADD, "<q>",
        "1")).toString()).isEqualTo("add 1 to <q> exceeds the model's bound of <q>");
    assertThat(new Action(Action.Verb.IS, "ready", "false").text()).isEqualTo("ready is false");
    for (Action.Verb v : Action.Verb.values()) {
      String text = new Action(v, "S", "A", new Action(Action.Verb.SKIP, null)).text();
      assertThat(text).as(v.name()).isNotBlank().doesNotContain("null");
    }
  }

  @Test
  void whatABlockedThreadWaitsForIsRenderedFromItsReason() {
    assertThat(new Explanation.WaitingFor(Explanation.WaitingFor.Reason.SIGNAL, "<c>", "<L>",
        null).text()).isEqualTo("a signal on <c> (of lock <L>)");
    assertThat(new Explanation.WaitingFor(Explanation.WaitingFor.Reason.NOTHING, null, null,
        new Action(Action.Verb.JOIN_ITSELF, null)).text())
        .isEqualTo("nothing it can do: join itself");
    assertThat(new Explanation.WaitingFor(Explanation.WaitingFor.Reason.ITSELF_TO_FINISH, null)
        .text()).contains("Thread.join on the current thread")
        .contains("a wait or await on an object no other thread can reach");
    assertThat(new Explanation.WaitingFor(Explanation.WaitingFor.Reason.NOTHING, null).text())
        .isEqualTo("nothing it can do: at the exit");
    EnumSet<Explanation.Waits> kinds = EnumSet.noneOf(Explanation.Waits.class);
    for (Explanation.WaitingFor.Reason r : Explanation.WaitingFor.Reason.values()) {
      assertThat(new Explanation.WaitingFor(r, "S", "A", null).text()).as(r.name())
          .isNotBlank().doesNotContain("null");
      kinds.add(r.waits());
    }
    assertThat(kinds).containsAll(EnumSet.complementOf(EnumSet.of(Explanation.Waits.OTHER)));
    Explanation.BlockedThread t = new Explanation.BlockedThread("t", 1,
        new Explanation.WaitingFor(Explanation.WaitingFor.Reason.READ_LOCK, "<rw>"), null,
        List.of(), "rw.write", null, List.of(), null);
    assertThat(t.waits()).isEqualTo(Explanation.Waits.READ_WRITE_LOCK);
    assertThat(t.createdAt()).isEqualTo(SourceLocation.NONE);
  }

  @Test
  void rbIsAnalysedFromTextAndASyntaxErrorNamesItsSource() throws java.io.IOException {
    String text = java.nio.file.Files.readString(java.nio.file.Path.of("..", "examples", "rb",
        "two-locks.rb"));
    Report r = Petrify.analyzeRb(text).deadlock();
    assertThat(r.verdict()).isEqualTo(Verdict.VIOLATED);
    assertThat(r.witnessTransitions()).isEqualTo(RbPrograms.analyze(
        AnalysisTest.rb("two-locks.rb")).deadlock().witnessTransitions());
    assertThatThrownBy(() -> Petrify.analyzeRb("proc main {", "two-locks.rb"))
        .isInstanceOf(BadInputException.class).hasMessageStartingWith("two-locks.rb:");
    assertThatThrownBy(() -> Petrify.analyzeRb("proc main {"))
        .isInstanceOf(BadInputException.class).hasMessageStartingWith("rb:");
  }
}
