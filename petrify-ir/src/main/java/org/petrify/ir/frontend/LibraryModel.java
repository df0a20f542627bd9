package org.petrify.ir.frontend;

import java.util.List;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.signatures.MethodSignature;

/**
 * The model of one JDK API family (semaphores, latches, executors, ...): which calls it owns
 * ({@link #matches}), what it learns from the whole program before translating
 * ({@link #observe}, one pass shared by all models) and the rb commands of a call
 * ({@link #commands}). What the points-to analysis must know of the family (objects the
 * library allocates, hands over or calls back) is stated by each model's Javadoc and
 * implemented in {@code pointsto.LibraryEffects}, which runs before any model.
 *
 * <p>Models are registered, one line each, in {@link LibraryModels#MODELS}; a call is given to
 * the first model that matches it. A model is made per translation (it may keep counters and
 * facts of the program) and shares the rb counters through its {@link ModelContext}.
 */
interface LibraryModel {

  /**
   * One call of a modelled method: statement {@code index} of {@code mi} invoking {@code inv},
   * resolved to {@code sig}; {@code label} gives fresh rb labels. {@code given} is null for a
   * call of the statement itself (its receivers are the invoke's base objects), or the
   * receivers of a method reference to {@code sig} that the library applies to elements at
   * that statement ({@link ElementReferences}; only for methods a model says it
   * {@link #appliesToElements applies to elements}).
   */
  record Call(MethodInstance mi, int index, AbstractInvokeExpr inv, MethodSignature sig,
      Origin origin, Supplier<String> label, List<AbstractObject> given) {

    Call(MethodInstance mi, int index, AbstractInvokeExpr inv, MethodSignature sig,
        Origin origin, Supplier<String> label) {
      this(mi, index, inv, sig, origin, label, null);
    }

    String name() {
      return sig.getName();
    }

    int params() {
      return sig.getParameterCount();
    }
  }

  /**
   * True if a call of a method declared in {@code cls} (after resolution), on these receiver
   * objects, belongs to this model. Class names are listed explicitly: no claim by a part of a
   * name.
   */
  boolean matches(String cls, List<AbstractObject> receivers);

  /**
   * True if the model owns this method of the classes it {@link #matches}; by default every
   * method. A model of a few methods of a class leaves the others to the library boundary.
   */
  default boolean claims(String method) {
    return true;
  }

  /**
   * Called once for every invoke statement of every reachable method, before the first
   * {@link #commands} of any model: collect what the model needs to know of the whole program
   * (constructor arguments, insertion sites, ...).
   */
  default void observe(MethodInstance mi, int index, AbstractInvokeExpr inv) {}

  /**
   * True if the commands of {@code method} (without arguments) depend on the call only through
   * its receivers, signature, origin and labels: not on the statement, its arguments or result,
   * nor on facts gathered from the call sites of the method ({@link #observe}). Such a method
   * may be made for receivers given explicitly ({@link Call#given}): a method reference
   * {@code Type::method} the library applies to elements ({@link ElementReferences}). False by
   * default.
   */
  default boolean appliesToElements(String method) {
    return false;
  }

  /**
   * The alternatives (each a command sequence) of a call this model matches; an empty list if
   * the method does nothing in the model.
   */
  List<Supplier<List<Command>>> commands(Call call);

  /**
   * True if the commands of {@code method} already run the call's application functions
   * (where and how often the library runs them): the caller-runs rule ({@link CallerRunsModel})
   * must not run them again after the model's commands. False by default.
   */
  default boolean runsFunctions(String method) {
    return false;
  }

  /**
   * The alternatives of a constructor call ({@code <init>}) of a class this model matches;
   * none by default (a constructor of a modelled family only makes the object).
   */
  default List<Supplier<List<Command>>> constructorCommands(Call call) {
    return new java.util.ArrayList<>();
  }

  /**
   * The worker counters a task thread must take one of before it runs (and gives back when it
   * ends), for the task pools this model owns; empty by default.
   */
  default List<String> workers(AbstractObject task) {
    return List.of();
  }

  /**
   * True if the wait {@code sig} (as the invoke statement names it), on receivers of these
   * classes (empty if unknown), is one of this model's that tests the caller's interrupt flag on
   * entry and throws when it is set, whatever the state of what it waits for: a flagged thread
   * never enters it (rb {@code interruptible H checked}). False by default: a wait that may
   * return normally with the flag set ({@code join} of a dead thread, {@code get} of a done
   * future, a hand-off whose partner completes it first) must not claim it.
   */
  default boolean checksInterruptOnEntry(MethodSignature sig, List<String> receiverTypes) {
    return false;
  }

  /** True if the call is a non-blocking attempt whose boolean result the translator pins. */
  default boolean isTry(MethodSignature sig) {
    return false;
  }

  /** Like {@link #isTry(MethodSignature)}, knowing the receiver objects of the call. */
  default boolean isTry(MethodSignature sig, List<AbstractObject> receivers) {
    return isTry(sig);
  }

  /**
   * Like {@link #isTry(MethodSignature, List)}, knowing the call ({@code label} may be null):
   * for a model whose attempts depend on where the call is.
   */
  default boolean isTry(Call call, List<AbstractObject> receivers) {
    return isTry(call.sig(), receivers);
  }

  /** The alternatives of a pinned attempt (see {@link #isTry}), one per receiver object. */
  default List<TryMaker> tryCommands(Call call) {
    return List.of();
  }

  /**
   * Makes the commands of one alternative of a pinned non-blocking attempt: the first command
   * has {@code label}, failure goes to {@code failure}, success falls through past the last
   * command; {@code fresh} gives further labels.
   */
  @FunctionalInterface
  interface TryMaker {
    List<Command> make(String label, String failure, Supplier<String> fresh);
  }
}
