package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.ElementCalls;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;

/**
 * The internal lock a JDK container holds while it runs application code: {@code
 * PriorityBlockingQueue} takes one {@code ReentrantLock} in every public method and sifts its
 * elements with {@code compareTo} (or its comparator) and compares them with {@code equals}
 * while it holds it (JDK 17, 21 and 25 sources); the copy-on-write collections take theirs in
 * every mutator and re-run {@code equals} under it when the array changed since the snapshot
 * they searched ({@link #copyOnWrite}). A call-back that blocks on a lock held by a thread
 * that wants the container (a {@code put}, even a {@code size}) deadlocks.
 *
 * <p>Model: a lock of its own per queue object ({@link #lock}, apart from the object's monitor,
 * which the queue never takes). When the queue's call-backs matter ({@link #matters}: an
 * element it holds has a {@code compareTo}, {@code equals} or {@code hashCode} that is not
 * plain, or its comparator matters), every call on it takes the lock, runs the call's element
 * call-backs and releases it, before the model's own commands ({@link #around}). Soundness: (1)
 * when the call-backs do not matter, a thread holding the lock runs only plain code and
 * releases it without blocking or taking another lock, so the lock closes no cycle and never
 * makes a thread wait for ever; (2) when they matter, every Java call holds the lock around
 * its call-backs, as the model does; the model's item count ({@code QueueModel}) moves after
 * the section instead of inside it, which only adds interleavings, and a {@code take} that
 * waits for an item releases the lock in Java, as the model, which has none then. Calls whose
 * call-backs matter only through an argument the queue does not hold ({@code contains(x)} with
 * a locking {@code x.equals}) keep the UNSOUND {@code library-callback} caveat (other calls do
 * not take the lock for them); so do pinned attempts ({@code offer}, {@code poll} with a used
 * result), which the model translates apart.
 *
 * <p>Functions under the lock ({@link #FUNCTIONS_UNDER_LOCK}): {@code ArrayBlockingQueue} and
 * {@code PriorityBlockingQueue} run the function of {@code forEach} and {@code removeIf} (and
 * their iterators' {@code forEachRemaining}) holding their one lock, the copy-on-write
 * collections that of {@code removeIf}, {@code replaceAll} and {@code sort} (JDK 17, 21, 25
 * sources; {@code LinkedBlockingQueue}/{@code Deque} copy a batch under the lock and run the
 * function without it, as the plain caller-runs model does; the iterators of the priority
 * queue and the copy-on-write collections walk a snapshot without it). An iterator of a
 * container is the container's own object in the points-to analysis, so {@code
 * forEachRemaining} of an {@code ArrayBlockingQueue}'s iterator is a call on the queue. When some reachable call runs an
 * application function so on a container object ({@link #functionLocked}), its lock matters
 * too: such a call runs the function's runs inside the section ({@link #holding}), and every
 * other call takes the lock as above. A queue call that may wait ({@code take}, and
 * {@code put} on an {@code ArrayBlockingQueue}) takes and releases it both before and after
 * the model's commands: in Java it takes the lock before it tests for an item or a slot and
 * again when it wakes, so a thread blocked behind a function holding the lock is blocked in
 * the model as well. Soundness: Java's lock is one per container object; the rb lock is one
 * per abstract object, so a summary object (several containers) is one rb lock and gets the
 * UNSOUND {@code summary-lock} caveat ({@link TranslationContext#lockName}); a call whose
 * receiver may be several objects keeps the UNSOUND {@code library-callback} caveat.
 */
final class ContainerLocks {
  static final String PRIORITY_QUEUE = "java.util.concurrent.PriorityBlockingQueue";
  /** The copy-on-write collections: one internal lock, taken by their mutators only. */
  private static final Set<String> COPY_ON_WRITE = Set.of(
      "java.util.concurrent.CopyOnWriteArrayList", "java.util.concurrent.CopyOnWriteArraySet");
  /**
   * The methods of a copy-on-write collection that take its lock (JDK 17, 21, 25): every
   * mutator; its readers ({@code get}, {@code size}, {@code contains}, {@code indexOf},
   * iteration, {@code equals}, {@code toString}) read a snapshot without it.
   */
  private static final Set<String> COPY_ON_WRITE_MUTATORS = Set.of("add", "addIfAbsent",
      "addAll", "addAllAbsent", "set", "remove", "removeAll", "retainAll", "removeIf",
      "replaceAll", "sort", "clear");
  static final String ARRAY_QUEUE = "java.util.concurrent.ArrayBlockingQueue";
  /**
   * Per container class, the caller-runs methods that run their function argument holding the
   * container's internal lock (JDK 17, 21, 25 sources).
   */
  private static final Map<String, Set<String>> FUNCTIONS_UNDER_LOCK = Map.of(
      ARRAY_QUEUE, Set.of("forEach", "removeIf", "forEachRemaining"),
      PRIORITY_QUEUE, Set.of("forEach", "removeIf"),
      "java.util.concurrent.CopyOnWriteArrayList", Set.of("removeIf", "replaceAll", "sort"),
      "java.util.concurrent.CopyOnWriteArraySet", Set.of("removeIf"));
  /** Queue calls that may wait, taking the lock again when they wake (see the class comment). */
  private static final Set<String> WAITING_CALLS = Set.of("take", "takeFirst", "takeLast",
      "put", "putFirst", "putLast");

  private final TranslationContext tc;
  private final ArgumentCallbacks judge;
  private final ElementCallbacks elements;
  private final Predicate<AbstractObject> comparatorMatters;
  private final Map<Integer, Boolean> matters = new HashMap<>();

  ContainerLocks(TranslationContext tc, ArgumentCallbacks judge, ElementCallbacks elements,
      Predicate<AbstractObject> comparatorMatters) {
    this.tc = tc;
    this.judge = judge;
    this.elements = elements;
    this.comparatorMatters = comparatorMatters;
  }

  /**
   * True for a locking queue ({@code ArrayBlockingQueue}, {@code PriorityBlockingQueue}): every
   * public method takes its lock, those it inherits too ({@code isEmpty} calls {@code size}).
   */
  static boolean isLockingQueue(AbstractObject o) {
    return o.type().equals(ARRAY_QUEUE) || o.type().equals(PRIORITY_QUEUE);
  }

  /** True if the object is a container that holds its internal lock around its call-backs. */
  static boolean isLocking(AbstractObject o) {
    return FUNCTIONS_UNDER_LOCK.containsKey(o.type());
  }

  /** True if {@code method} of the container {@code o} runs its function under the lock. */
  static boolean runsFunctionUnderLock(AbstractObject o, String method) {
    return FUNCTIONS_UNDER_LOCK.getOrDefault(o.type(), Set.of()).contains(method);
  }

  /**
   * True if some reachable call on the container runs application functions under its lock:
   * a method of {@link #FUNCTIONS_UNDER_LOCK} with call-backs. One whole-program scan, kept
   * with the points-to result.
   */
  boolean functionLocked(AbstractObject o) {
    return tc.pts().memo("functionLockedContainers", () -> tc.pts().callReceiverIds(
        inv -> FUNCTIONS_UNDER_LOCK.values().stream()
            .anyMatch(ms -> ms.contains(inv.getMethodSignature().getName())),
        (mi, index, inv, receiver) -> runsFunctionUnderLock(receiver,
            inv.getMethodSignature().getName()) && !tc.pts().callbacks(mi, index).isEmpty()))
        .contains(o.id());
  }

  /**
   * The function runs of a call that runs them under {@code o}'s lock: each alternative
   * between an acquire and a release of the lock.
   */
  List<Supplier<List<Command>>> holding(AbstractObject o, List<Supplier<List<Command>>> runs,
      Origin origin, Supplier<String> label) {
    String lock = lock(o, origin);
    return Alternatives.wrapped(() -> List.of(new Command.Acquire(label.get(), lock, origin)),
        runs, () -> List.of(new Command.Release(label.get(), lock, origin)));
  }

  /** True for a copy-on-write collection ({@link #copyOnWrite}). */
  static boolean isCopyOnWrite(AbstractObject o) {
    return COPY_ON_WRITE.contains(o.type());
  }

  /**
   * A call on a copy-on-write collection whose call-backs matter ({@link #matters}): its
   * element methods ({@code runs}) run first without the lock (the snapshot search of {@code
   * addIfAbsent}, {@code remove(Object)}, {@code contains}), then a mutator takes the lock,
   * runs them again (the re-check under the lock when the array changed since the snapshot)
   * and releases it, before the call's other alternatives. Readers take no lock. Sound: in
   * Java each mutator holds the lock around its re-check and a reader holds none; every
   * element method a call runs is in {@code runs}, so both places are covered. A mutator that
   * runs application functions under the lock ({@code removeIf}, {@code replaceAll},
   * {@code sort}) runs them inside its section when {@code alternatives} are those functions'
   * runs ({@code functionRuns}, from the caller-runs model); otherwise it keeps the UNSOUND
   * {@code library-callback} caveat.
   */
  List<Supplier<List<Command>>> copyOnWrite(AbstractObject o, LibraryModel.Call call,
      List<Supplier<List<Command>>> alternatives, Supplier<List<Command>> runs,
      boolean functionRuns) {
    String method = call.sig().getName();
    Origin origin = call.origin();
    Supplier<String> label = call.label();
    boolean functions = runsFunctionUnderLock(o, method)
        && !tc.pts().callbacks(call.mi(), call.index()).isEmpty();
    if (functions && !functionRuns) {
      tc.caveat("library-callback", origin, call.sig().getDeclClassType().getClassName() + "."
          + method + " runs its function under the collection's internal lock, which the"
          + " model does not hold around it", org.petrify.ir.rb.Caveat.Effect.UNSOUND);
    }
    boolean mutator = COPY_ON_WRITE_MUTATORS.contains(method);
    String lock = lock(o, origin);
    if (functions && functionRuns) {
      return Alternatives.wrapped(() -> {
        List<Command> cs = new ArrayList<>(runs.get());
        cs.add(new Command.Acquire(label.get(), lock, origin));
        cs.addAll(runs.get());
        return cs;
      }, alternatives, () -> List.of(new Command.Release(label.get(), lock, origin)));
    }
    return Alternatives.after(() -> {
      List<Command> cs = new ArrayList<>(runs.get());
      if (mutator) {
        cs.add(new Command.Acquire(label.get(), lock, origin));
        cs.addAll(runs.get());
        cs.add(new Command.Release(label.get(), lock, origin));
      }
      return cs;
    }, alternatives);
  }

  /**
   * True if the locking container's call-backs matter: some call runs an application function
   * under its lock ({@link #functionLocked}), an element it holds (through nested containers)
   * has a {@code compareTo}, {@code equals} or {@code hashCode} that is not plain, or a
   * comparator it keeps matters. Memoised per object.
   */
  boolean matters(AbstractObject o) {
    return isLocking(o) && matters.computeIfAbsent(o.id(), id -> {
      if (functionLocked(o)) {
        return true;
      }
      List<AbstractObject> held = elements.elementsOf(List.of(o));
      for (String m : List.of(ElementCalls.COMPARE_TO, ElementCalls.EQUALS,
          ElementCalls.HASH_CODE)) {
        if (!judge.nonPlainTargets(m, held).isEmpty()) {
          return true;
        }
      }
      return tc.pts().fieldPointsTo(o, ElementCalls.COMPARATOR_FIELD).stream()
          .anyMatch(comparatorMatters);
    });
  }

  /** The rb lock of the container's internal lock: one per object, apart from its monitor. */
  String lock(AbstractObject o, Origin where) {
    return tc.lockName(o, where) + "#internal";
  }

  /** Removals that may wait for an item: their comparisons come after it arrives. */
  private static final Set<String> WAITING_REMOVALS = Set.of("take", "poll", "remove",
      "drainTo");

  /**
   * The model's alternatives, each with the section of the container {@code o}: acquire its
   * lock, run the call-backs ({@code runs}, possibly empty) and then one alternative of the
   * functions the call runs under the lock ({@code functions}, none if empty: {@link
   * #holding}), release it. The section comes before the model's commands, except for a
   * removal ({@link #WAITING_REMOVALS}), which in Java compares the remaining elements once it
   * has its item (after a wait, which releases the lock): there it comes after. A call that
   * may wait ({@link #WAITING_CALLS}; {@code put} only on an {@code ArrayBlockingQueue}, the
   * one bounded locking queue) also takes and releases the lock on the other side of the
   * model's commands: Java takes it before it tests and again when it wakes.
   */
  List<Supplier<List<Command>>> around(AbstractObject o, String method,
      List<Supplier<List<Command>>> model, Supplier<List<Command>> runs,
      List<Supplier<List<Command>>> functions, Origin origin, Supplier<String> label) {
    String lock = lock(o, origin);
    Supplier<List<Command>> enter = () -> {
      List<Command> cs = new ArrayList<>();
      cs.add(new Command.Acquire(label.get(), lock, origin));
      cs.addAll(runs.get());
      return cs;
    };
    Supplier<List<Command>> leave = () -> List.of(new Command.Release(label.get(), lock,
        origin));
    Supplier<List<Command>> pass = () -> List.of(new Command.Acquire(label.get(), lock, origin),
        new Command.Release(label.get(), lock, origin));
    boolean removal = WAITING_REMOVALS.contains(method);
    boolean waits = WAITING_CALLS.contains(method)
        && (method.startsWith("take") || o.type().equals(ARRAY_QUEUE));
    List<Supplier<List<Command>>> out = new ArrayList<>();
    for (Supplier<List<Command>> section : Alternatives.wrapped(enter, functions, leave)) {
      out.addAll(removal || method.startsWith("take")
          ? Alternatives.wrapped(waits ? pass : List::of, model, section)
          : Alternatives.wrapped(section, model, waits ? pass : List::of));
    }
    return out;
  }
}
