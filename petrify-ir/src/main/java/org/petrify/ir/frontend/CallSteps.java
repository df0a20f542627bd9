package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CallerRunsFunctions;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;

/**
 * The call statements of one method instance whose result is not a tracked value: the heap
 * accesses of modelled library calls ({@link LibraryArrays}, {@link LibraryState}), the
 * application callees, thread and task starts and the modelled library operations as
 * alternatives, {@code interruptible} markers on waits ({@link InterruptibleWaits}), and where
 * control goes when a callee may throw ({@link ExceptionRoutes}). It emits into the {@link
 * ProcedureTranslator}'s current block through a {@link BlockBuilder} and owns no state.
 *
 * <p>Invariant: every callee the points-to analysis resolves, every start and every modelled
 * library sequence at the call is one alternative of the emitted choice (none is dropped), and
 * a call that may throw continues both normally and at every handler that may catch what it
 * throws, or at the method's raise.
 */
final class CallSteps {
  private final TranslationContext tc;
  private final MethodInstance mi;
  private final MethodCode code;
  private final HeapAccesses accesses;
  private final ExceptionRoutes routes;
  private final BlockBuilder block;
  private final LocalValueEvaluator evaluator;

  CallSteps(TranslationContext tc, MethodInstance mi, MethodCode code, HeapAccesses accesses,
      ExceptionRoutes routes, BlockBuilder block, LocalValueEvaluator evaluator) {
    this.evaluator = evaluator;
    this.tc = tc;
    this.mi = mi;
    this.code = code;
    this.accesses = accesses;
    this.routes = routes;
    this.block = block;
  }

  /**
   * Emits a call statement: the modelled library operations and the application callees as
   * alternatives (a jump when there are several), then, if a callee may throw, a choice between
   * the normal continuation and the handlers (or exit). Returns true if the block is complete.
   */
  boolean call(int i, int e, AbstractInvokeExpr inv, Value lhs) {
    return call(i, e, inv, lhs, false);
  }

  /**
   * {@link #call(int, int, AbstractInvokeExpr, Value)}, where {@code returnsNormally} says
   * that no application callee can leave this call by an exception in environment {@code e}:
   * their calls then have no handler (a raise of a callee's procedure, which the JVM cannot
   * take, falls through like its exit) and the call has no exceptional continuation. Set for
   * a value-function call whose evaluation completed ({@link ValueFunctions}: the JVM takes
   * the one evaluated path to its {@code return}).
   */
  boolean call(int i, int e, AbstractInvokeExpr inv, Value lhs, boolean returnsNormally) {
    Origin origin = block.origin();
    for (LibraryArrays.Access a : LibraryArrays.of(inv)) {
      List<String> elements = accesses.elements(a.array(), i);
      block.choice(elements.size(), k -> a.write()
          ? new Command.Write(block.label(), elements.get(k), origin)
          : new Command.Read(block.label(), elements.get(k), origin));
    }
    List<LibraryState.Access> states = new ArrayList<>();
    LibraryState.Access own = tc.libraryState().of(mi, i, inv);
    if (own != null) {
      states.add(own);
    }
    boolean callerRuns = CallerRunsFunctions.kind(inv.getMethodSignature())
        != CallerRunsFunctions.Kind.NONE;
    if (callerRuns) {
      states.addAll(tc.libraryState().ofReferences(mi, i, inv));
    }
    for (LibraryState.Access state : states) {
      List<String> ls = state.locations();
      block.choice(ls.size(), k -> state.write()
          ? new Command.Write(block.label(), ls.get(k), origin)
          : new Command.Read(block.label(), ls.get(k), origin));
    }
    List<Supplier<List<Command>>> alts = new ArrayList<>();
    boolean mayThrow = false;
    Set<String> types = new java.util.TreeSet<>();
    String handlerLabel = !returnsNormally
        && tc.polled().callees(mi, i, inv).stream().anyMatch(tc::mayThrow)
        ? block.uniqueLabel("h" + i + "e" + e) : null;
    for (MethodInstance callee : tc.polled().callees(mi, i, inv)) {
      String p = tc.argumentVariants().procedure(mi, i, callee, inv, block.env(e),
          evaluator);
      boolean throwing = !returnsNormally && tc.mayThrow(callee);
      alts.add(() -> List.of(new Command.Call(block.label(), p, throwing ? handlerLabel : null,
          origin)));
      mayThrow |= throwing;
      types.addAll(tc.throwAnalysis().thrownTypes(callee));
    }
    boolean stubbed = tc.pts().mayThrowStubbed(mi, i);
    List<AbstractObject> forkJoinWorkers = tc.pts().threadsStartedAt(mi, i).stream()
        .filter(tc.juc()::isForkJoinWorker).toList();
    if (!forkJoinWorkers.isEmpty()) {
      alts.add(() -> tc.juc().forkJoinHandOver(forkJoinWorkers, mi, i, inv, origin,
          block::label));
    }
    List<Supplier<List<Command>>> forks = new ArrayList<>();
    List<List<AbstractObject>> counted = callerRuns
        ? CountedForEachStarts.trips(tc.pts(), mi, code, i, inv) : null;
    List<List<AbstractObject>> trips = counted == null || counted.stream().flatMap(List::stream)
        .anyMatch(this::specialStart) ? null : counted;
    if (trips != null) {
      alts.add(() -> countedStarts(trips, origin));
    }
    for (AbstractObject t : trips != null ? List.<AbstractObject>of()
        : tc.pts().threadsStartedAt(mi, i)) {
      if (tc.pts().isTaskBatch(t)) {
        List<String[]> tasks = tc.batchTasks(t);
        boolean any = inv.getMethodSignature().getName().equals("invokeAny");
        String joinAny = any && oneTaskPerElement(t, i, inv) ? tc.juc().anyBatch(t) : null;
        if (joinAny != null && !tasks.isEmpty()) {
          boolean mayFail = tc.pts().threadEntries(t).stream().anyMatch(m -> tc.mayThrow(m)
              || tc.interruptibleWaits().mayBeInterrupted(m));
          alts.add(() -> TaskBatches.joinAny(joinAny, tasks, mayFail ? block.handlers(i, e,
              List.of("java.util.concurrent.ExecutionException")) : List.of(), block::label,
              origin));
        } else if (!tasks.isEmpty()) {
          alts.add(() -> any ? TaskBatches.invokeAny(tasks, block::label, origin)
              : TaskBatches.invokeAll(tasks, block::label, origin));
        }
        continue;
      }
      if (tc.juc().isForkJoinWorker(t)) {
        continue;
      }
      if (ShutdownHooks.registers(inv)) {
        alts.add(() -> tc.juc().shutdownHookRegistration(t, block::label, origin));
        continue;
      }
      if (tc.juc().isInline(t)) {
        alts.add(() -> tc.juc().inlineRegistration(t, block::label, origin));
        continue;
      }
      String p = tc.threadProcedure(t);
      String id = tc.threadId(t);
      forks.add(() -> {
        List<Command> start = new ArrayList<>(
            tc.threadLiveness().beforeFork(t, block::label, origin));
        start.addAll(tc.poolTermination().beforeTaskFork(t, block::label, origin));
        start.add(new Command.Fork(block.label(), p, id, origin));
        return start;
      });
    }
    int handedOver = !forks.isEmpty() && callerRuns
        ? new ElementReferences(tc).handOverCount(mi, i, inv, origin) : -1;
    if (handedOver >= 0) {
      // tasks.forEach(pool::execute) over n known elements: n tasks, each one of the forks
      List<List<Supplier<List<Command>>>> tasks = java.util.Collections.nCopies(handedOver,
          forks);
      alts.add(() -> ElementReferences.inSequence(tasks, origin, block::label));
    } else if (!forks.isEmpty() && callerRuns) {
      // started by a function the library runs once per element (tasks.forEach(pool::execute)):
      // zero or more times, at most once for Optional; one unconditional start missed the run
      // that starts none (an empty list) and the deadlock of a thread waiting for it
      boolean repeat = !CallerRunsFunctions.runsAtMostOnce(inv.getMethodSignature());
      alts.add(() -> CallbackChoice.loop(forks, origin, block::label, repeat));
    } else {
      alts.addAll(forks);
    }
    alts.addAll(tc.unknownStarts().at(mi, i, inv, origin, block::label));
    List<Supplier<List<Command>>> library = tc.library().sequences(mi, i, inv, origin,
        block::label);
    if (library.isEmpty() && !tc.polled().callees(mi, i, inv).isEmpty()
        && ClassPathReceivers.mayRunJdkCode(tc, mi, i, inv)) {
      // the JDK's method, which does nothing the model tracks, beside the application callees
      library = List.of(() -> List.of(new Command.Skip(block.label(), origin)));
    }
    alts.addAll(library);
    alts = interruptible(i, e, inv, alts);
    if (alts.size() == 1) {
      block.emitAll(alts.get(0).get());
    } else if (alts.size() > 1) {
      block.choiceOfSequences(alts);
    }
    if (lhs != null) {
      accesses.emit(block, lhs, true, i, null);
    }
    if (!mayThrow && !stubbed) {
      return false;
    }
    int[] succ = code.successors(i);
    int next = succ.length == 0 ? -1 : succ[0];
    String normal;
    if (next >= 0) {
      block.enqueue(next, e);
      normal = block.stateRef(next, e);
    } else {
      normal = block.exitRef(e);
    }
    List<String> callTypes = types.contains(ThrowAnalysis.UNKNOWN) ? List.of()
        : List.copyOf(types);
    if (stubbed) {
      // a Mockito thenThrow: the stubbed call itself may throw (an exception of unknown class)
      List<String> refs = new ArrayList<>();
      refs.add(normal);
      for (String h : block.handlers(i, e, List.of())) {
        if (!refs.contains(h)) {
          refs.add(h);
        }
      }
      block.emit(refs.size() == 1 ? new Command.Goto(block.label(), refs.get(0), origin)
          : new Command.Jump(block.label(), refs, origin));
    } else {
      block.emit(new Command.Goto(block.label(), normal, origin));
    }
    if (mayThrow) {
      // where a callee's raise goes: the handlers that may catch its classes, or this
      // method's own raise
      List<String> refs = block.handlers(i, e, callTypes);
      block.emit(refs.size() == 1 ? new Command.Goto(handlerLabel, refs.get(0), origin)
          : new Command.Jump(handlerLabel, refs, origin));
    }
    return true;
  }

  /**
   * True if the batch {@code t} of the {@code invokeAny} call at statement i has one task per
   * element of its collection: the collection (the call's first argument) has a known size n
   * with known positions ({@code List.of(a, b)}, a local list of n {@code add}s), each position
   * holds one object, no summary, the n objects are distinct and the batch has n tasks. The
   * model's batch has one task per distinct callable, so {@code List.of(c, c)} (two runs of
   * one callable in Java) would count one task and one failure where Java needs two.
   */
  private boolean oneTaskPerElement(AbstractObject t, int i, AbstractInvokeExpr inv) {
    if (inv.getArgCount() != 1 || !(inv.getArg(0) instanceof sootup.core.jimple.common.Local c)) {
      return false;
    }
    int n = code.collectionSize(i, c);
    List<AbstractObject> receivers = tc.pts().pointsTo(mi, i, c);
    if (n < 1 || receivers.size() != 1 || !code.positionalCollection(i, c)
        || tc.pts().threadEntries(t).size() != n) {
      return false;
    }
    Set<AbstractObject> distinct = new java.util.HashSet<>();
    for (int k = 0; k < n; k++) {
      List<AbstractObject> at = tc.pts().fieldPointsTo(receivers.get(0), "[" + k + "]");
      if (at.size() != 1 || tc.pts().isSummary(at.get(0)) || !distinct.add(at.get(0))) {
        return false;
      }
    }
    return true;
  }

  /** True if a started object is not forked as a plain thread (a task batch, a worker ...). */
  private boolean specialStart(AbstractObject t) {
    return tc.pts().isTaskBatch(t) || tc.juc().isForkJoinWorker(t) || tc.juc().isInline(t);
  }

  /**
   * The starts of a {@code forEach(Thread::start)} over a collection of known size
   * ({@link CountedForEachStarts}): one trip after the other, each the fork of one of its
   * threads (a choice where the element may be several objects); no trip for an empty one.
   */
  private List<Command> countedStarts(List<List<AbstractObject>> trips, Origin origin) {
    List<Command> cs = new ArrayList<>();
    for (List<AbstractObject> trip : trips) {
      List<String[]> threads = new ArrayList<>();
      for (AbstractObject t : trip) {
        threads.add(new String[] {tc.threadProcedure(t), tc.threadId(t)});
      }
      if (threads.size() == 1) {
        cs.addAll(tc.threadLiveness().beforeFork(trip.get(0), block::label, origin));
        cs.add(new Command.Fork(block.label(), threads.get(0)[0], threads.get(0)[1], origin));
        continue;
      }
      String head = block.label();
      String after = block.label();
      List<String> targets = new ArrayList<>();
      List<Command> forks = new ArrayList<>();
      for (int k = 0; k < threads.size(); k++) {
        String[] t = threads.get(k);
        List<Command> alive = tc.threadLiveness().beforeFork(trip.get(k), block::label, origin);
        String fork = block.label();
        targets.add(alive.isEmpty() ? fork : alive.get(0).label());
        forks.addAll(alive);
        forks.add(new Command.Fork(fork, t[0], t[1], origin));
        forks.add(new Command.Goto(block.label(), after, origin));
      }
      cs.add(new Command.Jump(head, targets, origin));
      cs.addAll(forks);
      cs.add(new Command.Skip(after, origin));
    }
    if (cs.isEmpty()) {
      cs.add(new Command.Skip(block.label(), origin));
    }
    return cs;
  }

  /**
   * A JDK wait that may throw {@code InterruptedException} in a program that interrupts
   * threads: its blocking commands get {@code interruptible} markers towards the handler
   * ({@link InterruptibleWaits}), or an UNSOUND caveat where that is not modelled.
   */
  private List<Supplier<List<Command>>> interruptible(int i, int e, AbstractInvokeExpr inv,
      List<Supplier<List<Command>>> alts) {
    Origin origin = block.origin();
    InterruptibleWaits waits = tc.interruptibleWaits();
    if (!waits.anyInterrupt() || !waits.interruptible(mi, i, inv)) {
      return alts;
    }
    String what = inv.getMethodSignature().getDeclClassType().getClassName() + "."
        + inv.getMethodSignature().getName();
    int target = waits.handler(mi, code, i);
    String ref;
    if (target >= 0) {
      block.enqueue(target, e);
      ref = block.stateRef(target, e);
    } else if (waits.onlyTaskEntry(mi)
        && block.handlers(i, e, List.of(InterruptibleWaits.INTERRUPTED))
            .equals(List.of(block.raiseRef(e)))) {
      ref = block.raiseRef(e);
    } else {
      tc.caveat("interrupt", origin, what + " may throw InterruptedException when its thread"
          + " is interrupted; the exception leaves the method, which is not modelled",
          Caveat.Effect.UNSOUND);
      return alts;
    }
    List<Supplier<List<Command>>> marked = waits.mark(alts, ref,
        tc.juc().checksInterruptOnEntry(inv.getMethodSignature(), tc.libraryReceivers(mi, i, inv)
            .stream().map(org.petrify.ir.pointsto.AbstractObject::type).toList()),
        block::label, origin);
    if (marked == null) {
      tc.caveat("interrupt", origin, what + " may be interrupted; an interrupted park or a"
          + " join that releases a monitor is not modelled", Caveat.Effect.UNSOUND);
      return alts;
    }
    if (target >= 0) {
      routes.reached(target);
    }
    return marked;
  }
}
