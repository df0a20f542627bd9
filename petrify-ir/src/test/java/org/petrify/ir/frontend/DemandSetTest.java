package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;

/**
 * Demand-driven translation ({@link DemandSet}) against the translation of every reachable
 * method, on every sample program with a {@code main}: for each {@link Skeleton.Mode}, the
 * skeletons cut from the two have the same live procedures (those main's calls and forks
 * reach) with the same commands (a stub may raise where the translation decided the throw
 * away, so a call of it may also jump to its handler: more runs, never fewer; how many
 * skeletons are the same rb text is printed at the end), the demand-driven skeleton counts no
 * more procedures, the UNSOUND caveats are the same and the IMPRECISE ones a subset (see
 * {@link DemandSet}'s class comment: the netty harness of {@code RealJarFigures} differs in
 * exactly these ways).
 */
class DemandSetTest {
  private static final FrontendOptions FULL = FrontendOptions.defaults();
  private static final FrontendOptions DEMAND = FULL.withDemandDriven(true);
  private static final java.util.Map<Boolean, Integer> EXACT =
      new java.util.concurrent.ConcurrentHashMap<>();

  @org.junit.jupiter.api.AfterAll
  static void summary() {
    System.out.println("demand-driven skeletons: " + EXACT.getOrDefault(true, 0)
        + " the same rb text, " + EXACT.getOrDefault(false, 0) + " with more raise paths");
  }

  static Stream<String> samples() throws IOException {
    Path dir = RbDump.testClasses().resolve("org/petrify/ir/frontend/samples");
    try (Stream<Path> files = Files.list(dir)) {
      return files.map(f -> f.getFileName().toString())
          .filter(n -> n.endsWith(".class") && !n.contains("$"))
          .map(n -> "org.petrify.ir.frontend.samples." + n.substring(0, n.length() - 6))
          .filter(DemandSetTest::hasMain).sorted().toList().stream();
    }
  }

  private static boolean hasMain(String className) {
    try {
      Class.forName(className, false, DemandSetTest.class.getClassLoader())
          .getDeclaredMethod("main", String[].class);
      return true;
    } catch (ReflectiveOperationException | LinkageError e) {
      return false;
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("samples")
  void demandDrivenTranslationCutsTheSameSkeleton(String mainClass) {
    FrontendResult full;
    try {
      full = translate(mainClass, FULL);
    } catch (FrontendException e) {
      return; // a sample that is bad input on purpose
    }
    FrontendResult demand = translate(mainClass, DEMAND);
    assertThat(caveats(demand.caveats(), Caveat.Effect.UNSOUND)).as(mainClass + " caveats")
        .isEqualTo(caveats(full.caveats(), Caveat.Effect.UNSOUND));
    assertThat(caveats(full.caveats(), Caveat.Effect.IMPRECISE)).as(mainClass + " caveats")
        .containsAll(caveats(demand.caveats(), Caveat.Effect.IMPRECISE));
    for (Skeleton.Mode mode : Skeleton.Mode.values()) {
      Skeleton.Result fullResult = Skeleton.of(full.program(), full.threadLocalLocks(), mode);
      Skeleton.Result demandResult = Skeleton.of(demand.program(), demand.threadLocalLocks(),
          mode);
      Program fullCut = fullResult.program();
      Program demandCut = demandResult.program();
      // a stub may raise where the translation decides the throw away (DemandSet#mayRaise):
      // the calls of it may jump to the handler too; every other command is the same
      assertThat(operations(demandCut)).as(mainClass + " " + mode)
          .isEqualTo(operations(fullCut));
      assertThat(demandResult.skeletonProcedures()).as(mainClass + " " + mode)
          .isLessThanOrEqualTo(fullResult.skeletonProcedures());
      EXACT.merge(RbDump.dump(demandCut).equals(RbDump.dump(fullCut)), 1, Integer::sum);
    }
    assertThat(demand.statistics().translatedMethods())
        .isLessThanOrEqualTo(full.statistics().translatedMethods());
  }

  @Test
  void aHelperWhoseHandlerTheModelMayMissIsTranslated() {
    String sample = "org.petrify.ir.frontend.samples.DemandInertHandler";
    FrontendResult full = translate(sample, FULL);
    FrontendResult demand = translate(sample, DEMAND);
    Set<String> unreached = new TreeSet<>(caveats(full.caveats(), Caveat.Effect.UNSOUND));
    unreached.removeIf(c -> !c.startsWith("unreached-handler"));
    assertThat(unreached).isNotEmpty();
    assertThat(caveats(demand.caveats(), Caveat.Effect.UNSOUND)).containsAll(unreached);
    assertThat(procedure(demand.program(), "DemandInertHandler.parse[").body()).isNotEmpty();
  }

  @Test
  void aCaveatReportedOnceIsStillReportedAfterTheDemandScan() {
    FrontendResult demand = translate("org.petrify.ir.frontend.samples.DemandSummaryLock",
        DEMAND);
    assertThat(caveats(demand.caveats(), Caveat.Effect.UNSOUND))
        .anyMatch(c -> c.startsWith("summary-lock"));
  }

  @Test
  void aSampleWithLibraryHelpersTranslatesFewerMethods() {
    FrontendResult full = translate(
        "org.petrify.ir.frontend.samples.ClassicDeadlock", FULL);
    FrontendResult demand = translate(
        "org.petrify.ir.frontend.samples.ClassicDeadlock", DEMAND);
    assertThat(demand.statistics().translatedMethods()).isPositive()
        .isLessThanOrEqualTo(full.statistics().translatedMethods());
    Set<String> stubs = new TreeSet<>();
    for (Procedure p : demand.program().procedures()) {
      stubs.add(p.name());
    }
    assertThat(stubs).contains(demand.program().main());
  }

  /**
   * Per live procedure (reached from main by calls and forks), its commands other than control
   * transfers, raises and skips, unlabelled. A procedure no other calls can be in one skeleton
   * only: the full translation keeps a dead procedure with a value switch, whose stub is empty.
   */
  private static java.util.Map<String, List<String>> operations(Program p) {
    java.util.Map<String, Procedure> byName = new java.util.HashMap<>();
    p.procedures().forEach(proc -> byName.put(proc.name(), proc));
    java.util.Map<String, List<String>> out = new java.util.TreeMap<>();
    java.util.ArrayDeque<String> work = new java.util.ArrayDeque<>(List.of(p.main()));
    while (!work.isEmpty()) {
      Procedure proc = byName.get(work.poll());
      if (proc == null || out.containsKey(proc.name())) {
        continue;
      }
      out.put(proc.name(), proc.body().stream()
          .filter(c -> !(c instanceof org.petrify.ir.rb.Command.Jump
              || c instanceof org.petrify.ir.rb.Command.Goto
              || c instanceof org.petrify.ir.rb.Command.Raise
              || c instanceof org.petrify.ir.rb.Command.Skip))
          .map(c -> RbDump.command(c).replaceAll(" else [A-Za-z0-9_]+$", "")).toList());
      for (org.petrify.ir.rb.Command c : proc.body()) {
        if (c instanceof org.petrify.ir.rb.Command.Call call) {
          work.add(call.procedure());
        } else if (c instanceof org.petrify.ir.rb.Command.Fork fork) {
          work.add(fork.procedure());
        }
      }
    }
    return out;
  }

  private static Procedure procedure(Program p, String part) {
    return p.procedures().stream().filter(proc -> proc.name().contains(part)).findFirst()
        .orElseThrow();
  }

  private static FrontendResult translate(String mainClass, FrontendOptions options) {
    return Frontend.translate(List.of(RbDump.testClasses()), EntryPoint.mainClass(mainClass),
        options);
  }

  private static Set<String> caveats(List<Caveat> caveats, Caveat.Effect effect) {
    Set<String> out = new TreeSet<>();
    for (Caveat c : caveats) {
      if (c.effect() == effect) {
        out.add(c.kind() + " " + c.effect() + " " + c.where() + " " + c.message());
      }
    }
    return out;
  }
}
