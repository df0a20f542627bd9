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
 * skeletons cut from the two have the same procedures with the same commands (a stub may raise
 * where the translation decided the throw away, so a call of it may also jump to its handler:
 * more runs, never fewer; how many skeletons are the same rb text is printed at the end), and
 * the caveats that can change a verdict are the same.
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
    assertThat(relevant(demand.caveats())).as(mainClass + " caveats")
        .isEqualTo(relevant(full.caveats()));
    for (Skeleton.Mode mode : Skeleton.Mode.values()) {
      Program fullCut = Skeleton.of(full.program(), full.threadLocalLocks(), mode).program();
      Program demandCut = Skeleton.of(demand.program(), demand.threadLocalLocks(), mode)
          .program();
      // a stub may raise where the translation decides the throw away (DemandSet#mayRaise):
      // the calls of it may jump to the handler too; every other command is the same
      assertThat(operations(demandCut)).as(mainClass + " " + mode)
          .isEqualTo(operations(fullCut));
      EXACT.merge(RbDump.dump(demandCut).equals(RbDump.dump(fullCut)), 1, Integer::sum);
    }
    assertThat(demand.statistics().translatedMethods())
        .isLessThanOrEqualTo(full.statistics().translatedMethods());
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

  /** Per procedure, its commands other than control transfers, raises and skips, unlabelled. */
  private static java.util.Map<String, List<String>> operations(Program p) {
    java.util.Map<String, List<String>> out = new java.util.TreeMap<>();
    for (Procedure proc : p.procedures()) {
      out.put(proc.name(), proc.body().stream()
          .filter(c -> !(c instanceof org.petrify.ir.rb.Command.Jump
              || c instanceof org.petrify.ir.rb.Command.Goto
              || c instanceof org.petrify.ir.rb.Command.Raise
              || c instanceof org.petrify.ir.rb.Command.Skip))
          .map(c -> RbDump.command(c).replaceAll(" else [A-Za-z0-9_]+$", "")).toList());
    }
    return out;
  }

  private static FrontendResult translate(String mainClass, FrontendOptions options) {
    return Frontend.translate(List.of(RbDump.testClasses()), EntryPoint.mainClass(mainClass),
        options);
  }

  private static Set<String> relevant(List<Caveat> caveats) {
    Set<String> out = new TreeSet<>();
    for (Caveat c : caveats) {
      if (c.effect() != Caveat.Effect.INFO) {
        out.add(c.kind() + " " + c.effect() + " " + c.where() + " " + c.message());
      }
    }
    return out;
  }
}
