package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;

/**
 * The block of rb commands the {@link ProcedureTranslator} is building for one state (statement,
 * environment), as the classes that emit a statement's commands see it ({@link ValueSteps},
 * {@link CallSteps}).
 *
 * <p>Invariants: commands are appended to the current block only, in order; every label comes
 * from {@link #label} (unique within the procedure); a successor is named only by a placeholder
 * from {@link #stateRef}, {@link #exitRef}, {@link #raiseRef} or {@link #handlers}, which also
 * make sure that the state is translated, so a reference never dangles. Environments are
 * interned: {@link #env(Environment)} gives equal environments the same id.
 */
interface BlockBuilder {

  /** A fresh label in the current block. */
  String label();

  /**
   * {@code wanted} if no block of the procedure took that label yet, else a fresh variant of
   * it: for labels named after a statement and an environment, which two blocks of one
   * statement (their environments before it differ, after it agree) may both want.
   */
  String uniqueLabel(String wanted);

  /** The label of the skip that rejoins a {@link #choice}, taken before its first label. */
  String joinLabel();

  /** Appends a command to the current block. */
  void emit(Command c);

  /** Appends commands to the current block. */
  void emitAll(List<Command> cs);

  /** The origin of the statement being translated. */
  Origin origin();

  /** The environment with id {@code e}. */
  Environment env(int e);

  /** The id of an environment (a new one if it was not seen before). */
  int env(Environment env);

  /** How many environments the method has so far. */
  int environments();

  /** Makes sure state (i, e) (live locals only) is translated, without naming it. */
  void enqueue(int i, int e);

  /** The placeholder of state (i, e) (live locals only); makes sure it is translated. */
  String stateRef(int i, int e);

  /** The placeholder of the normal exit in environment {@code e}. */
  String exitRef(int e);

  /**
   * The placeholder of the exceptional exit in environment {@code e} (a raise) as a return
   * takes it: a result variant's return of {@code false} or null ({@link ThrownFlags}).
   */
  String raiseRef(int e);

  /**
   * The handler states an exception thrown at statement i may reach, plus the exceptional exit
   * if it may escape ({@link ExceptionRoutes}); types are the possible exception classes (empty:
   * unknown).
   */
  List<String> handlers(int i, int e, List<String> types);

  /**
   * Emits the jump of a loop test (statement {@code i}) to states {@code (succ[k], envs[k])};
   * the target that is the loop's bounded exit ({@code boundedExit}, or null) is reached
   * through its exit mark ({@link LoopExitMark}), a skip and a goto after the jump.
   */
  default void testJump(int i, int[] succ, int[] envs, Integer boundedExit) {
    List<String> refs = new ArrayList<>();
    int marked = -1;
    for (int k = 0; k < succ.length; k++) {
      if (marked < 0 && boundedExit != null && succ[k] == boundedExit) {
        marked = k;
        enqueue(succ[k], envs[k]);
        refs.add(LoopExitMark.label(i, label()));
      } else {
        refs.add(stateRef(succ[k], envs[k]));
      }
    }
    emit(new Command.Jump(label(), refs, origin()));
    if (marked >= 0) {
      emit(new Command.Skip(refs.get(marked), origin()));
      emit(new Command.Goto(label(), stateRef(succ[marked], envs[marked]), origin()));
    }
  }

  /** Emits "goto state" and makes sure the state is translated. */
  default void gotoState(int i, int e) {
    enqueue(i, e);
    emit(new Command.Goto(label(), stateRef(i, e), origin()));
  }

  /**
   * Emits one command, or a jump among n alternatives that rejoin after them. The factory is
   * asked for the k-th alternative's first command after the jump's label is taken.
   */
  default void choice(int n, IntFunction<Command> alternative) {
    if (n == 1) {
      emit(alternative.apply(0));
      return;
    }
    String join = joinLabel();
    List<Command> alts = new ArrayList<>();
    List<String> targets = new ArrayList<>();
    String jumpLabel = label();
    for (int k = 0; k < n; k++) {
      Command c = alternative.apply(k);
      targets.add(c.label());
      alts.add(c);
      alts.add(new Command.Goto(label(), join, origin()));
    }
    emit(new Command.Jump(jumpLabel, targets, origin()));
    emitAll(alts);
    emit(new Command.Skip(join, origin()));
  }

  /** Like {@link #choice}, for alternatives that are command sequences. */
  default void choiceOfSequences(List<Supplier<List<Command>>> alternatives) {
    String join = joinLabel();
    List<Command> alts = new ArrayList<>();
    List<String> targets = new ArrayList<>();
    String jumpLabel = label();
    for (Supplier<List<Command>> alternative : alternatives) {
      List<Command> cs = alternative.get();
      targets.add(cs.get(0).label());
      alts.addAll(cs);
      alts.add(new Command.Goto(label(), join, origin()));
    }
    emit(new Command.Jump(jumpLabel, targets, origin()));
    emitAll(alts);
    emit(new Command.Skip(join, origin()));
  }
}
