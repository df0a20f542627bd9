package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.FixedListLoops;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbPrinter;

/**
 * For-each loops over a parameter whose collections are all {@code List.of}/{@code Set.of}
 * results of one size ({@link org.petrify.ir.pointsto.FixedSizeForEach}) run exactly that many
 * trips, and over {@code List.of} each trip takes the element at its position: a lock loop and
 * an unlock loop over one list agree. Where sizes differ or the order is not fixed, the loops
 * stay free loops and the cycle is still found.
 */
class FixedSizeLoopsTest {
  private static Program program(Class<?> main) {
    FrontendResult r = RbDump.translate(main);
    assertThat(r.caveats()).filteredOn(c -> c.effect() == Caveat.Effect.UNSOUND)
        .as(RbPrinter.print(r.program())).isEmpty();
    return r.program();
  }

  private static RbInterpreter.Answer deadlock(Program p) {
    return RbInterpreter.of(p).explore(500_000).deadlock();
  }

  /** The commands of the procedures of {@code lockAll}, in order. */
  private static String lockAll(Program p, String method) {
    StringBuilder sb = new StringBuilder();
    for (Procedure proc : p.procedures()) {
      if (proc.name().contains("FixedListLoops." + method)) {
        for (Command c : proc.body()) {
          if (c instanceof Command.Acquire a) {
            sb.append("acquire ").append(name(a.lock())).append("; ");
          } else if (c instanceof Command.Release r) {
            sb.append("release ").append(name(r.lock())).append("; ");
          } else if (c instanceof Command.Jump) {
            sb.append("jump; ");
          }
        }
        sb.append('|');
      }
    }
    return sb.toString();
  }

  /** A or B, by the line of the sample that allocates the lock. */
  private static String name(String lock) {
    return lock.contains("FixedListLoops.java:18") ? "B" : "A";
  }

  @Test
  void theUnlockLoopReleasesWhatTheLockLoopTook() {
    Program p = program(FixedListLoops.SameOrder.class);
    assertThat(lockAll(p, "lockAll")).as(RbPrinter.print(p))
        .isEqualTo("acquire A; acquire B; release A; release B; |");
    assertThat(deadlock(p)).as(RbPrinter.print(p)).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void oppositeOrdersAreALockCycle() {
    Program p = program(FixedListLoops.OppositeOrders.class);
    assertThat(deadlock(p)).as(RbPrinter.print(p)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void anUnlockLoopThatSkipsALockKeepsItHeld() {
    Program p = program(FixedListLoops.SkipsOne.class);
    assertThat(deadlock(p)).as(RbPrinter.print(p)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void listsOfDifferentSizesStayFreeLoops() {
    Program p = program(FixedListLoops.SizesDiffer.class);
    assertThat(lockAll(p, "lockAll")).as("a choice of lock per trip").contains("jump");
    assertThat(deadlock(p)).as(RbPrinter.print(p)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aFixedSizeViewRunsItsSizeInTripsEachChoosingAnElement() {
    Program p = RbDump.translate(FixedListLoops.AsList.class).program();
    String body = lockAll(p, "lockAll");
    assertThat(body.split("acquire", -1).length - 1).as("two trips, each A or B: " + body)
        .isEqualTo(4);
    assertThat(deadlock(p)).as("elements not pinned: a cycle is not ruled out")
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void setsFixTheSizeButNotTheOrder() {
    // Set.of may throw on equal elements: an UNSOUND uncaught-exception caveat, not checked
    Program p = RbDump.translate(FixedListLoops.Sets.class).program();
    assertThat(deadlock(p)).as("either order: the cycle is not ruled out")
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aCopyOfAFixedListKeepsItsSizeAndPositions() {
    // List.copyOf may throw on a null element: an UNSOUND uncaught-exception caveat, not checked
    Program p = RbDump.translate(FixedListLoops.CopyOf.class).program();
    assertThat(lockAll(p, "lockAll")).as(RbPrinter.print(p))
        .isEqualTo("acquire A; acquire B; release A; release B; |");
    assertThat(deadlock(p)).as(RbPrinter.print(p)).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void anUnmodifiableViewOfAnUnresizedCopyKeepsItsSizeAndPositions() {
    Program p = RbDump.translate(FixedListLoops.UnmodifiableCopy.class).program();
    assertThat(lockAll(p, "lockAll")).as("one variant per view, each in order: "
        + RbPrinter.print(p)).matches("(acquire A; acquire B; release A; release B; \\|)+");
    assertThat(deadlock(p)).as(RbPrinter.print(p)).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aCopySomethingResizesStaysAFreeLoop() {
    Program p = RbDump.translate(FixedListLoops.ResizedCopy.class).program();
    assertThat(lockAll(p, "lockAll")).as("a choice of lock per trip").contains("jump");
    assertThat(deadlock(p)).as(RbPrinter.print(p)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aCopyHandedToAnAddingJdkMethodOrWrappedCheckedStaysAFreeLoop() {
    for (Class<?> main : java.util.List.of(FixedListLoops.CopyGivenToJdk.class,
        FixedListLoops.CheckedView.class)) {
      Program p = RbDump.translate(main).program();
      assertThat(lockAll(p, "lockAll")).as(main.getSimpleName() + ": a choice of lock per trip")
          .contains("jump");
    }
  }
}
