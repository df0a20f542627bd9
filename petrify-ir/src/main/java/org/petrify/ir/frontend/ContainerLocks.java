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
  /** Mutators that run application functions under the lock (not run by this model). */
  private static final Set<String> FUNCTIONS_UNDER_LOCK = Set.of("removeIf", "replaceAll",
      "sort");

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

  /** True if the object is a container that holds its internal lock around its call-backs. */
  static boolean isLocking(AbstractObject o) {
    return o.type().equals(PRIORITY_QUEUE) || COPY_ON_WRITE.contains(o.type());
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
   * element method a call runs is in {@code runs}, so both places are covered; a call whose
   * mutator runs application functions under the lock ({@code removeIf}, {@code replaceAll},
   * {@code sort}) keeps the UNSOUND {@code library-callback} caveat (the caller-runs model
   * runs them without it).
   */
  List<Supplier<List<Command>>> copyOnWrite(AbstractObject o, LibraryModel.Call call,
      List<Supplier<List<Command>>> alternatives, Supplier<List<Command>> runs) {
    String method = call.sig().getName();
    Origin origin = call.origin();
    Supplier<String> label = call.label();
    if (FUNCTIONS_UNDER_LOCK.contains(method)
        && !tc.pts().callbacks(call.mi(), call.index()).isEmpty()) {
      tc.caveat("library-callback", origin, call.sig().getDeclClassType().getClassName() + "."
          + method + " runs its function under the collection's internal lock, which the"
          + " model does not hold around it", org.petrify.ir.rb.Caveat.Effect.UNSOUND);
    }
    boolean mutator = COPY_ON_WRITE_MUTATORS.contains(method);
    String lock = lock(o, origin);
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
   * True if the locking container's call-backs matter: an element it holds (through nested
   * containers) has a {@code compareTo}, {@code equals} or {@code hashCode} that is not plain,
   * or a comparator it keeps matters. Memoised per object.
   */
  boolean matters(AbstractObject o) {
    return isLocking(o) && matters.computeIfAbsent(o.id(), id -> {
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
   * lock, run the call-backs ({@code runs}, possibly empty), release it. The section comes
   * before the model's commands, except for a removal ({@link #WAITING_REMOVALS}), which in
   * Java compares the remaining elements once it has its item (after a wait, which releases
   * the lock): there it comes after.
   */
  List<Supplier<List<Command>>> around(AbstractObject o, String method,
      List<Supplier<List<Command>>> model, Supplier<List<Command>> runs, Origin origin,
      Supplier<String> label) {
    String lock = lock(o, origin);
    Supplier<List<Command>> section = () -> {
      List<Command> cs = new ArrayList<>();
      cs.add(new Command.Acquire(label.get(), lock, origin));
      cs.addAll(runs.get());
      cs.add(new Command.Release(label.get(), lock, origin));
      return cs;
    };
    return WAITING_REMOVALS.contains(method) ? Alternatives.wrapped(List::of, model, section)
        : Alternatives.after(section, model);
  }
}
