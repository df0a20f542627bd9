package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.CheckedHandlerSamples;
import org.petrify.ir.frontend.samples.ExceptionFlowSamples;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;

/** Implicit and library exceptions reach their handlers; interrupts end interruptible waits. */
class ExceptionFlowTest {

  private static List<Caveat> unreached(FrontendResult r) {
    return r.caveats().stream().filter(c -> c.kind().equals("unreached-handler")
        && c.effect() == Caveat.Effect.UNSOUND).toList();
  }

  private static List<Command> commands(Program p) {
    return p.procedures().stream().map(Procedure::body).flatMap(List::stream).toList();
  }

  private static boolean notifies(Program p) {
    return commands(p).stream().anyMatch(c -> c instanceof Command.NotifyAll);
  }

  @Test
  void aDivisionReachesItsArithmeticHandler() {
    FrontendResult r = RbDump.translate(ExceptionFlowSamples.DivCaught.class);
    assertThat(unreached(r)).isEmpty();
    assertThat(notifies(r.program())).isTrue();
  }

  @Test
  void aLibraryCallReachesItsNumberFormatHandler() {
    FrontendResult r = RbDump.translate(ExceptionFlowSamples.ParseCaught.class);
    assertThat(unreached(r)).isEmpty();
    assertThat(notifies(r.program())).isTrue();
  }

  @Test
  void aHandlerNothingReachesKeepsItsCaveat() {
    FrontendResult r = RbDump.translate(ExceptionFlowSamples.NothingThrows.class);
    // its try block holds a field write only: an implicit exception is all it could catch, and
    // those are routed where they may happen, so the caveat stays, as information
    assertThat(r.caveats()).filteredOn(c -> c.kind().equals("unreached-handler"))
        .singleElement().satisfies(c -> {
          assertThat(c.message()).contains("IllegalStateException");
          assertThat(c.effect()).isEqualTo(Caveat.Effect.INFO);
        });
  }

  @Test
  void anInterruptedLockWaitGetsAnExitAndTheInterruptSetsTheFlag() {
    FrontendResult r = RbDump.translate(ExceptionFlowSamples.Interrupted.class);
    List<Command> cs = commands(r.program());
    assertThat(cs).anySatisfy(c -> assertThat(c).isInstanceOf(Command.Interrupt.class));
    assertThat(cs).anySatisfy(c -> assertThat(c).isInstanceOf(Command.Interruptible.class));
    for (Procedure p : r.program().procedures()) {
      for (int i = 0; i < p.body().size(); i++) {
        if (p.body().get(i) instanceof Command.Interruptible) {
          assertThat(p.body().get(i + 1)).isInstanceOf(Command.Acquire.class);
        }
      }
    }
    assertThat(r.caveats()).noneMatch(c -> c.kind().equals("interrupt")
        && c.effect() == Caveat.Effect.UNSOUND);
  }

  @Test
  void withoutAnInterruptNoWaitIsMarked() {
    FrontendResult r = RbDump.translate(ExceptionFlowSamples.NotInterrupted.class);
    assertThat(commands(r.program())).noneMatch(c -> c instanceof Command.Interruptible
        || c instanceof Command.Interrupt);
  }

  private static List<Caveat.Effect> ioHandlers(Class<?> main) {
    return RbDump.translate(main).caveats().stream().filter(c -> c.kind().equals(
        "unreached-handler") && c.message().contains("java.io.IOException"))
        .map(Caveat::effect).toList();
  }

  @Test
  void aCheckedHandlerNothingCanThrowToIsInfo() {
    assertThat(ioHandlers(CheckedHandlerSamples.Never.class)).isNotEmpty()
        .containsOnly(Caveat.Effect.INFO);
    assertThat(ioHandlers(CheckedHandlerSamples.NeverLocked.class)).isNotEmpty()
        .containsOnly(Caveat.Effect.INFO);
    assertThat(ioHandlers(CheckedHandlerSamples.NeverUncheckedOnly.class)).isNotEmpty()
        .containsOnly(Caveat.Effect.INFO);
  }

  @Test
  void aCheckedHandlerReachedByAJdkSneakyOrReflectiveThrowStaysUnsound() {
    assertThat(ioHandlers(CheckedHandlerSamples.FromJdk.class)).contains(Caveat.Effect.UNSOUND);
    assertThat(ioHandlers(CheckedHandlerSamples.Reflective.class))
        .contains(Caveat.Effect.UNSOUND);
    // the model follows the sneaky throw to the handler itself
    assertThat(ioHandlers(CheckedHandlerSamples.Sneaky.class))
        .doesNotContain(Caveat.Effect.INFO);
  }

  @Test
  void withNoInterruptAnInterruptedIoExceptionIsNeverThrown() {
    assertThat(ioHandlers(CheckedHandlerSamples.NeverInterrupted.class)).isNotEmpty()
        .containsOnly(Caveat.Effect.INFO);
    assertThat(ioHandlers(CheckedHandlerSamples.Interrupted.class))
        .doesNotContain(Caveat.Effect.INFO);
  }

  @Test
  void anInterruptThroughAThreadSubclassIsAnInterrupt() {
    FrontendResult r = RbDump.translate(CheckedHandlerSamples.SubclassInterrupted.class);
    assertThat(commands(r.program())).anyMatch(c -> c instanceof Command.Interruptible);
    assertThat(ioHandlers(CheckedHandlerSamples.SubclassInterrupted.class))
        .doesNotContain(Caveat.Effect.INFO);
  }

  private static List<Caveat.Effect> executionHandlers(Class<?> main) {
    return RbDump.translate(main).caveats().stream().filter(c -> c.kind().equals(
        "unreached-handler") && c.message().contains("ExecutionException"))
        .map(Caveat::effect).toList();
  }

  @Test
  void aFutureOfATaskThatCannotFailThrowsNoExecutionException() {
    assertThat(executionHandlers(CheckedHandlerSamples.TaskNeverFails.class)).isNotEmpty()
        .containsOnly(Caveat.Effect.INFO);
    assertThat(executionHandlers(CheckedHandlerSamples.TaskMayFail.class))
        .contains(Caveat.Effect.UNSOUND);
    assertThat(executionHandlers(CheckedHandlerSamples.TaskDeclares.class))
        .contains(Caveat.Effect.UNSOUND);
  }
}
