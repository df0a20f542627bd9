package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;
import sootup.core.signatures.MethodSignature;

/**
 * The non-blocking queues {@code ConcurrentLinkedQueue} and {@code ConcurrentLinkedDeque}:
 * insertions and {@code poll}s only (every other method is left to the library boundary, as
 * before), so that an object handed over through such a queue is ordered: a {@code poll} that
 * returns an item (non-null: these queues reject null) follows some insertion.
 *
 * <p>Only a <em>counted</em> queue gets counters: an abstract object that stands for one
 * runtime queue (not a summary) and whose contents change only through the insertions and
 * polls this model translates ({@link ConcurrentQueueUses}, decided once per translation: no
 * {@code clear}, {@code remove}, {@code removeIf}, {@code retainAll}, {@code pop},
 * {@code iterator()}, {@code addAll}, copy constructor, ... on it anywhere, never handed to
 * the JDK as an argument or captured by a JDK method reference; read-only calls such as
 * {@code peek}, {@code size}, {@code isEmpty} are allowed). On any other queue the calls do
 * nothing and a pinned poll's result is a free choice, as for calls no model covers.
 *
 * <p>Per counted queue, counter {@code items} (capacity {@link #CAPACITY}) and a sticky flag
 * {@code many} (capacity 1): an insertion never blocks, {@code tryup items 1}, and when
 * {@code items} is full it sets {@code many} instead ({@code tryup many 1 else skip}); a
 * {@code poll} takes an item ({@code trydown items 1}) or, when there is none, returns null,
 * or, once {@code many} is set, may also return an item it cannot count. Invariant, for every
 * Java run: {@code items} is at most the queue's real size, and whenever it is smaller,
 * {@code many} is set. It holds initially (both 0: the queue was made empty by the
 * no-argument constructor), an insertion keeps it (both grow, or the real size grows past a
 * full {@code items} and {@code many} is set), and so does a poll (a real item is taken from
 * {@code items} when it has one, else {@code many} is set and the poll succeeds through it; an
 * empty real queue has {@code items} 0 and the poll fails); read-only calls change neither
 * side, and no other call can change the real queue because the queue is counted (a
 * {@code clear()} would make {@code items} exceed the real size, an {@code addAll} would grow
 * the real size with {@code many} unset). So every Java outcome of a poll is an outcome of the
 * model (it is exact until more than {@link #CAPACITY} items wait at once, a superset after),
 * and the model never blocks where Java does not. A pinned poll's result
 * ({@code if (item == null)}) follows the outcome; when some receiver of the call is not
 * counted, it may also be either.
 *
 * <p>A counted queue with element objects ({@link QueueElements}) is counted exactly instead:
 * {@code items} is a limit counter (bound: its number of element objects, at least {@link
 * #CAPACITY}; an overflow is reported, never hidden), an insertion counts its element's kind
 * then the item, and a poll takes an item or fails exactly when {@code items} is 0, then takes
 * some kind ({@link QueuePills}, which also pins the polled local to the kind's object). With
 * the invariant {@code items} = the real size (both start at 0 and move together, and no other
 * call changes the queue), a poll fails exactly when the queue is empty at that step.
 */
final class ConcurrentQueueModel implements LibraryModel {
  /** The classes of this model. */
  static final Set<String> CLASSES = Set.of("java.util.concurrent.ConcurrentLinkedQueue",
      "java.util.concurrent.ConcurrentLinkedDeque");
  /** How many items are counted exactly. */
  static final int CAPACITY = 2;
  private static final Set<String> INSERTIONS = Set.of("offer", "add", "offerLast", "addLast",
      "offerFirst", "addFirst", "push");
  private static final Set<String> INTERFACES = Set.of("java.util.Queue", "java.util.Deque",
      "java.util.AbstractQueue", "java.util.Collection");
  private static final Set<String> POLLS = Set.of("poll", "pollFirst", "pollLast");

  private final ModelContext mc;
  /** Which queues are counted: decided on the first need, once per translation. */
  private ConcurrentQueueUses uses;

  ConcurrentQueueModel(ModelContext mc) {
    this.mc = mc;
  }

  /**
   * Its classes, and the collection interfaces ({@code Queue}, {@code Deque}, ...) when every
   * receiver is one queue of its classes (not a summary).
   */
  @Override
  public boolean matches(String cls, List<AbstractObject> receivers) {
    return CLASSES.contains(cls) || INTERFACES.contains(cls) && !receivers.isEmpty()
        && receivers.stream().allMatch(this::single);
  }

  /** True for a queue of these classes that stands for one runtime queue (not a summary). */
  private boolean single(AbstractObject o) {
    return CLASSES.contains(o.type()) && !mc.tc.pts().isSummary(o);
  }

  /**
   * True for a queue whose counters the calls keep: one runtime queue whose contents change
   * only through the insertions and polls of this model ({@link ConcurrentQueueUses}).
   */
  private boolean modelled(AbstractObject o) {
    if (!single(o)) {
      return false;
    }
    if (uses == null) {
      uses = new ConcurrentQueueUses(mc.tc.pts(), mc.tc.values().containersTrusted(),
          (sig, receivers) -> claims(sig.getName())
              && matches(sig.getDeclClassType().getFullyQualifiedName(), receivers));
    }
    return uses.counted(o);
  }

  @Override
  public boolean claims(String method) {
    return INSERTIONS.contains(method) || POLLS.contains(method);
  }

  @Override
  public boolean isTry(MethodSignature sig, List<AbstractObject> receivers) {
    return POLLS.contains(sig.getName())
        && matches(sig.getDeclClassType().getFullyQualifiedName(), receivers);
  }

  @Override
  public List<TryMaker> tryCommands(Call c) {
    List<TryMaker> out = new ArrayList<>();
    for (AbstractObject o : queues(c)) {
      if (exact(o)) {
        String items = items(o, c.origin());
        boolean split = mc.tc.pills().splits(c.mi(), c.index(), c.inv(), true);
        out.add((label, failure, fresh) -> {
          List<Command> cs = new ArrayList<>();
          cs.add(new Command.TryDown(label, items, 1, failure, c.origin()));
          if (!split) {
            cs.addAll(mc.tc.pills().resolve(o, items, fresh, c.origin()));
          }
          return cs;
        });
        continue;
      }
      out.add((label, failure, fresh) -> poll(o, c.origin(), label, failure, fresh));
    }
    if (!out.isEmpty() && !allModelled(c)) {
      // Another receiver is not counted: its poll may return null or an item.
      out.add((label, failure, fresh) -> {
        String item = fresh.get();
        return List.of(new Command.Jump(label, List.of(failure, item), c.origin()),
            new Command.Skip(item, c.origin()));
      });
    }
    return out;
  }

  @Override
  public List<Supplier<List<Command>>> commands(Call c) {
    List<Supplier<List<Command>>> out = new ArrayList<>();
    Origin origin = c.origin();
    Supplier<String> label = c.label();
    for (AbstractObject o : queues(c)) {
      if (exact(o)) {
        exactCall(o, c, out);
        continue;
      }
      if (INSERTIONS.contains(c.name())) {
        out.add(() -> {
          String first = label.get();
          String full = label.get();
          String done = label.get();
          return List.of(new Command.TryUp(first, items(o, origin), 1, full, origin),
              new Command.Goto(label.get(), done, origin),
              new Command.TryUp(full, many(o, origin), 1, done, origin),
              new Command.Skip(done, origin));
        });
      } else if (POLLS.contains(c.name())) {
        out.add(() -> {
          String first = label.get();
          String after = label.get();
          List<Command> cs = new ArrayList<>(poll(o, origin, first, after, label));
          cs.add(new Command.Skip(after, origin));
          return cs;
        });
      }
    }
    if (!out.isEmpty() && !allModelled(c)) {
      // The runtime receiver may be a queue that is not counted: then nothing is counted.
      out.add(() -> List.of(new Command.Skip(label.get(), origin)));
    }
    return out;
  }

  /**
   * True if the counted queue has element objects ({@link QueueElements}): then its {@code
   * items} count exactly, as a limit counter (an overflow is reported, never hidden), with an
   * element kind per object ({@link QueuePills}); no {@code many}.
   */
  private boolean exact(AbstractObject o) {
    return mc.tc.pills().elements(o) != null;
  }

  /**
   * An insertion or poll on a queue with element kinds: the insertion counts its element's kind
   * then the item; the poll takes an item, if there is one, then some kind ({@link
   * QueuePills#resolve}).
   */
  private void exactCall(AbstractObject o, Call c, List<Supplier<List<Command>>> out) {
    Origin origin = c.origin();
    Supplier<String> label = c.label();
    String items = items(o, origin);
    if (INSERTIONS.contains(c.name())) {
      out.add(() -> {
        List<Command> cs = new ArrayList<>(mc.tc.pills().insert(o, items, c, label));
        cs.add(new Command.Up(label.get(), items, 1, origin));
        return cs;
      });
    } else if (POLLS.contains(c.name())) {
      out.add(() -> QueueModel.poll(mc, o, items, label, origin, List.of()));
    }
  }

  private boolean allModelled(Call c) {
    return mc.tc.libraryReceivers(c.mi(), c.index(), c.inv()).stream().allMatch(this::modelled);
  }

  /**
   * The counted queue objects of the receivers. A summary object (one counter for several
   * queues would break the invariant), a queue that is not counted, or a receiver of another
   * class, is left out: its calls do nothing and a pinned poll is a free choice, as for calls
   * no model covers (alongside the counted receivers' alternatives, when there are some).
   */
  private List<AbstractObject> queues(Call c) {
    List<AbstractObject> out = new ArrayList<>();
    for (AbstractObject o : mc.tc.libraryReceivers(c.mi(), c.index(), c.inv())) {
      if (modelled(o)) {
        out.add(o);
      }
    }
    return out;
  }

  /**
   * A poll: the first command has {@code first}; null goes to {@code failure}, an item falls
   * through past the last command.
   */
  private List<Command> poll(AbstractObject o, Origin origin, String first, String failure,
      Supplier<String> fresh) {
    String items = items(o, origin);
    return stickyPoll(items, many(o, origin), origin, first, failure, fresh);
  }

  /**
   * A poll of counter {@code items} with the sticky flag {@code many} (see the class comment;
   * also {@link QueueModel}'s saturating queues): the first command has {@code first}; null goes
   * to {@code failure}, an item falls through past the last command. An uncounted item is
   * taken by reading {@code many}: a {@code trydown} then a {@code tryup} that goes on also
   * when another thread set the flag in between (an {@code up} would wait for ever there).
   */
  static List<Command> stickyPoll(String items, String many, Origin origin, String first,
      String failure, Supplier<String> fresh) {
    String none = fresh.get();
    String uncounted = fresh.get();
    String got = fresh.get();
    return List.of(new Command.TryDown(first, items, 1, none, origin),
        new Command.Goto(fresh.get(), got, origin),
        new Command.Jump(none, List.of(failure, uncounted), origin),
        new Command.TryDown(uncounted, many, 1, failure, origin),
        new Command.TryUp(fresh.get(), many, 1, got, origin),
        new Command.Skip(got, origin));
  }

  private String items(AbstractObject o, Origin where) {
    if (exact(o)) {
      String name = o.name() + ".items";
      if (!mc.has(name)) {
        mc.declare(new Counter(name, Math.max(CAPACITY, mc.tc.pills().elements(o).size()), 0,
            true), o, where);
      }
      return name;
    }
    return declare(o, "items", CAPACITY, where);
  }

  private String many(AbstractObject o, Origin where) {
    return declare(o, "many", 1, where);
  }

  private String declare(AbstractObject o, String role, int capacity, Origin where) {
    String name = o.name() + "." + role;
    if (!mc.has(name)) {
      mc.declare(new Counter(name, capacity, 0, false), o, where);
    }
    return name;
  }
}
