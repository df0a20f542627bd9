package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.signatures.MethodSignature;

/**
 * {@code BlockingQueue}s: counter {@code items}, with the queue's capacity for {@code
 * ArrayBlockingQueue(n)} and {@code LinkedBlockingQueue(n)}/{@code LinkedBlockingDeque(n)},
 * else a limit counter bounded by the number of insertion sites; {@code put} is {@code up 1},
 * {@code take} is {@code down 1}, {@code offer} a pinned {@code tryup 1}, {@code poll} a
 * {@code trydown 1} whose failure returns null; {@code add} on a bounded queue is an offer (the
 * exception when full is not modelled), {@code remove(o)} may remove one item, {@code
 * clear}/{@code drainTo} any number. {@code SynchronousQueue}: a hand-over between inserters and
 * waiting takers, {@link SynchronousHandoff} (an offer succeeds exactly when a taker waits).
 * {@code transfer} waits until a consumer received its item ({@link TransferHandoff}; on a
 * queue with element kinds it is a put, UNSOUND caveat {@code queue-transfer});
 * {@code tryTransfer} fails or inserts (a free choice). The collection interfaces ({@code Queue}, {@code Collection},
 * ...) are matched when every receiver is a modelled queue. Points-to: a queue is an opaque
 * container (elements flow through its {@code $content}).
 */
final class QueueModel implements LibraryModel {
  static final String SYNCHRONOUS_QUEUE = "java.util.concurrent.SynchronousQueue";
  /**
   * Queues whose int constructor argument is their capacity: the array- and linked-list-backed
   * ones, whose {@code put}/{@code take} take their lock with {@code lockInterruptibly}.
   */
  static final Set<String> SIZED_QUEUES = Set.of(
      "java.util.concurrent.ArrayBlockingQueue", "java.util.concurrent.LinkedBlockingQueue",
      "java.util.concurrent.LinkedBlockingDeque");
  /** Queues without a capacity. */
  private static final Set<String> UNBOUNDED_QUEUES = Set.of(
      "java.util.concurrent.PriorityBlockingQueue", "java.util.concurrent.DelayQueue",
      "java.util.concurrent.LinkedTransferQueue");
  /** The queue interfaces. */
  private static final Set<String> INTERFACES = Set.of("java.util.concurrent.BlockingQueue",
      "java.util.concurrent.BlockingDeque", "java.util.concurrent.TransferQueue");
  /** Collection interfaces whose calls on queue objects only are queue calls. */
  private static final Set<String> COLLECTIONS = Set.of("java.util.Queue", "java.util.Deque",
      "java.util.Collection", "java.util.AbstractQueue", "java.lang.Iterable");
  private static final Set<String> INSERTIONS = Set.of("put", "putFirst", "putLast", "add",
      "addFirst", "addLast", "offer", "offerFirst", "offerLast", "transfer", "tryTransfer");

  private static final Set<String> REMOVALS = Set.of("take", "poll", "remove", "drainTo",
      "clear");
  /** The removals that wait for an item. */
  private static final Set<String> BLOCKING_REMOVALS = Set.of("take", "takeFirst", "takeLast");

  private final ModelContext mc;
  /** Per synchronous queue object id, its removal sites (2 for one that may run again). */
  private final Map<Integer, Integer> removalSites = new HashMap<>();
  /** Per queue object id, the number of its insertion sites. */
  private final Map<Integer, Integer> insertionSites = new HashMap<>();
  /** Per queue object id, the number of its {@code transfer} sites. */
  private final Map<Integer, Integer> transferSites = new HashMap<>();
  /** Ids of the queue objects some {@code take} may wait on. */
  private final Set<Integer> taken = new java.util.HashSet<>();

  QueueModel(ModelContext mc) {
    this.mc = mc;
  }

  static boolean isQueue(String cls) {
    return INTERFACES.contains(cls) || cls.equals(SYNCHRONOUS_QUEUE)
        || SIZED_QUEUES.contains(cls) || UNBOUNDED_QUEUES.contains(cls);
  }

  @Override
  public boolean matches(String cls, List<AbstractObject> receivers) {
    return isQueue(cls) || COLLECTIONS.contains(cls) && !receivers.isEmpty()
        && receivers.stream().allMatch(o -> queueKind(o) != null);
  }

  @Override
  public boolean checksInterruptOnEntry(MethodSignature sig, List<String> receiverTypes) {
    // Array- and linked-list-backed queues take their lock with lockInterruptibly; hand-off
    // and transfer queues may complete with a waiting partner first.
    return (sig.getName().equals("put") || sig.getName().equals("take"))
        && !receiverTypes.isEmpty() && receiverTypes.stream().allMatch(SIZED_QUEUES::contains);
  }

  @Override
  public void observe(MethodInstance mi, int i, AbstractInvokeExpr inv) {
    if (!(inv instanceof AbstractInstanceInvokeExpr ii)) {
      return;
    }
    String name = inv.getMethodSignature().getName();
    boolean insertion = INSERTIONS.contains(name);
    boolean removal = REMOVALS.contains(name) || BLOCKING_REMOVALS.contains(name);
    if (insertion || removal) {
      for (AbstractObject o : mc.tc.pts().pointsTo(mi, i, ii.getBase())) {
        if (insertion && queueKind(o) != null) {
          insertionSites.merge(o.id(), 1, Integer::sum);
        }
        if (BLOCKING_REMOVALS.contains(name) && queueKind(o) != null) {
          taken.add(o.id());
        }
        if (name.equals("transfer") && queueKind(o) != null) {
          transferSites.merge(o.id(), 1, Integer::sum);
        }
        if (removal && queueKind(o) == QueueKind.SYNCHRONOUS) {
          removalSites.merge(o.id(), mc.tc.pts().isInLoop(mi, i)
              || mc.tc.pts().mayRunMoreThanOnce(mi) ? 2 : 1, Integer::sum);
        }
      }
    }
  }

  @Override
  public List<Supplier<List<Command>>> commands(Call c) {
    List<Supplier<List<Command>>> out = new ArrayList<>();
    for (AbstractObject o : mc.receivers(c, "BlockingQueue")) {
      queueCall(o, c, out);
    }
    return out;
  }

  @Override
  public boolean isTry(MethodSignature sig) {
    return isQueue(sig.getDeclClassType().getFullyQualifiedName())
        && (sig.getName().startsWith("offer") || sig.getName().startsWith("poll")
            || sig.getName().equals("tryTransfer"));
  }

  @Override
  public List<TryMaker> tryCommands(Call c) {
    List<TryMaker> out = new ArrayList<>();
    Origin origin = c.origin();
    for (AbstractObject o : mc.receivers(c, "BlockingQueue")) {
      if (c.name().startsWith("poll")) {
        pollTry(o, c, out);
      } else if (c.name().equals("tryTransfer") && countsItems(o)) {
        String items = queueItems(o, origin);
        out.add((label, failure, fresh) -> tryTransfer(o, items, c, label, failure, fresh));
      } else if (queueKind(o) == QueueKind.SYNCHRONOUS) {
        boolean timed = c.params() > 1;
        out.add((label, failure, fresh) -> handoff(o, origin, fresh)
            .offer(label, failure, fresh, timed));
      } else if (queueKind(o) != null) {
        String items = queueItems(o, origin);
        out.add((label, failure, fresh) -> offer(o, items, c, label, failure, fresh));
      }
    }
    return out;
  }

  /**
   * A {@code poll} whose result the translator pins: null exactly when nothing was taken (the
   * queues modelled here reject null elements, so a taken item is never null). A bounded or
   * unbounded queue: {@code trydown items 1}; a synchronous queue: see
   * {@link SynchronousHandoff#poll(String, String, Supplier)}. A timed poll may also return
   * null after waiting, which the immediate failure covers. Of a queue with kinds ({@link
   * QueuePills}), the item's kind is taken too, here or, when the translator pins it, there.
   */
  private void pollTry(AbstractObject o, Call c, List<TryMaker> out) {
    Origin origin = c.origin();
    QueueKind kind = queueKind(o);
    if (kind == QueueKind.SYNCHRONOUS) {
      out.add((label, failure, fresh) -> handoff(o, origin, fresh).poll(label, failure, fresh));
    } else if (kind != null) {
      String items = queueItems(o, origin);
      if (saturating(o)) {
        out.add((label, failure, fresh) -> ConcurrentQueueModel.stickyPoll(items, many(o),
            origin, label, failure, fresh));
        return;
      }
      boolean split = mc.tc.pills().splits(c.mi(), c.index(), c.inv(), true);
      out.add((label, failure, fresh) -> {
        List<Command> cs = new ArrayList<>();
        cs.add(new Command.TryDown(label, items, 1, failure, origin));
        if (!split) {
          cs.addAll(mc.tc.pills().resolve(o, items, fresh, origin));
        }
        cs.addAll(removal(o, fresh, origin));
        return cs;
      });
    }
  }

  /**
   * True if the object is a queue whose items the model counts ({@code items}): a bounded or
   * unbounded blocking queue, not a synchronous one.
   */
  static boolean countsItems(AbstractObject o) {
    QueueKind kind = queueKind(o);
    return kind == QueueKind.SIZED || kind == QueueKind.UNBOUNDED;
  }

  /** How a queue object's count is modelled, or null if it is no modelled queue. */
  private enum QueueKind { SIZED, UNBOUNDED, SYNCHRONOUS }

  private static QueueKind queueKind(AbstractObject o) {
    String t = o.type();
    if (t.equals(SYNCHRONOUS_QUEUE)) {
      return QueueKind.SYNCHRONOUS;
    }
    if (SIZED_QUEUES.contains(t)) {
      return QueueKind.SIZED;
    }
    return UNBOUNDED_QUEUES.contains(t) ? QueueKind.UNBOUNDED : null;
  }

  private String queueItems(AbstractObject o, Origin where) {
    String name = o.name() + ".items";
    if (!mc.has(name)) {
      QueueKind kind = queueKind(o);
      Integer capacity = kind == QueueKind.SIZED ? mc.constructorArg(o, 0) : null;
      boolean sized = kind == QueueKind.SIZED && !mc.constructorArgs(o).isEmpty();
      if (sized && capacity != null && capacity > 0) {
        mc.declare(new Counter(name, capacity, 0, false), o, where);
        if (mc.tc.pills().mayHoldKinds(o)) {
          mc.declareIfAbsent(new Counter(QueuePills.room(o), capacity, capacity, false));
        }
      } else {
        if (sized) {
          mc.tc.caveat("queue-capacity", where, "the capacity of " + o.name() + " is not a"
              + " positive constant; modelled as unbounded", Caveat.Effect.UNSOUND);
        }
        mc.observed();
        int sites = Math.max(1, insertionSites.getOrDefault(o.id(), 0));
        boolean saturates = !sized && saturates(o);
        mc.declare(new Counter(name, sites, 0, !saturates), o, where);
        if (saturates) {
          mc.declare(new Counter(many(o), 1, 0, false), o, where);
        }
      }
    }
    return name;
  }

  /** The sticky flag of a saturating queue ({@link #saturates}). */
  private static String many(AbstractObject o) {
    return o.name() + ".many";
  }

  /** True once the queue's counters are declared saturating ({@link #saturates}). */
  private boolean saturating(AbstractObject o) {
    return mc.has(many(o));
  }

  /**
   * True if the count of an unbounded queue may saturate instead of overflowing the model's
   * bound: no {@code take} may wait on it (its removals are {@code poll}s, {@code remove}s,
   * {@code drainTo}s and {@code clear}s, which never wait), no {@code transfer} inserts into it,
   * it has no element kinds ({@link QueuePills#mayHoldKinds}) and it stands for one runtime
   * queue. Its {@code items} then counts exactly up to the number of insertion sites and a
   * sticky flag {@code many} records that more may be there, as {@link ConcurrentQueueModel}'s
   * uncounted queues: an insertion is {@code tryup items 1}, else {@code tryup many 1 else
   * skip}; a poll takes a counted item, or fails, or, once {@code many} is set, may return an
   * item it could not count. Invariant, for every Java run: {@code items} is at most the real
   * size, and {@code many} is set whenever it is smaller (a {@code drainTo}/{@code clear},
   * which takes any number of counted items up to the real number removed, keeps it; see
   * {@link ConcurrentQueueModel} for insertions and polls). So every Java outcome of an
   * operation is one of the model's, and since no command waits on {@code items}, the model
   * blocks nowhere Java does not and Java blocks nowhere the model does not: dead states are
   * kept, and an unbounded queue that only grows (an event buffer read by no thread)
   * no longer stops the analysis.
   */
  private boolean saturates(AbstractObject o) {
    return !taken.contains(o.id()) && !transferSites.containsKey(o.id())
        && !mc.tc.pts().isSummary(o) && !mc.tc.pills().mayHoldKinds(o);
  }

  /**
   * An insertion into a saturating queue labelled {@code first}: one more counted item, or,
   * when {@code items} is full, the flag {@code many}; it falls through past its last command.
   */
  private static List<Command> saturatingInsert(AbstractObject o, String items, String first,
      Supplier<String> fresh, Origin origin) {
    String full = fresh.get();
    String done = fresh.get();
    return List.of(new Command.TryUp(first, items, 1, full, origin),
        new Command.Goto(fresh.get(), done, origin),
        new Command.TryUp(full, many(o), 1, done, origin),
        new Command.Skip(done, origin));
  }

  /** The hand-over model of a synchronous queue object ({@link SynchronousHandoff}). */
  private SynchronousHandoff handoff(AbstractObject o, Origin origin, Supplier<String> label) {
    mc.observed();
    return new SynchronousHandoff(mc, o, removalSites.getOrDefault(o.id(), 0), origin, label);
  }

  /** A call on a synchronous queue: see {@link SynchronousHandoff}. */
  private void synchronousCall(AbstractObject o, String name, int params, Origin origin,
      Supplier<String> label, List<Supplier<List<Command>>> out) {
    switch (name) {
      case "put", "transfer" -> out.add(() -> handoff(o, origin, label).put());
      case "take" -> out.add(() -> handoff(o, origin, label).take());
      case "offer", "add" -> {
        if (name.equals("add")) {
          mc.tc.caveat("queue-add", origin, "add on " + o.name() + " throws when no taker"
              + " waits; modelled as offer (the exception is not)", Caveat.Effect.UNSOUND);
        }
        out.add(() -> handoff(o, origin, label).offer(params > 1));
      }
      case "poll", "remove" -> {
        if (name.equals("remove") && params == 1) {
          return; // remove(o): a synchronous queue holds nothing to remove
        }
        if (name.equals("remove")) {
          mc.tc.caveat("queue-remove", origin, "remove on " + o.name() + " throws when no"
              + " inserter waits; modelled as poll (the exception is not)",
              Caveat.Effect.UNSOUND);
        }
        out.add(() -> handoff(o, origin, label).poll());
      }
      case "clear", "drainTo" -> out.add(() -> handoff(o, origin, label).drain());
      default -> {
        // size, peek, isEmpty, contains, iteration: a synchronous queue is always empty
      }
    }
  }

  private void queueCall(AbstractObject o, Call c, List<Supplier<List<Command>>> out) {
    String name = c.name();
    int params = c.params();
    Origin origin = c.origin();
    Supplier<String> label = c.label();
    QueueKind kind = queueKind(o);
    if (kind == null) {
      mc.tc.caveat("unknown-queue", origin, o.name() + " is not a modelled blocking queue ("
          + o.type() + "); " + name + " does nothing", Caveat.Effect.UNSOUND);
      return;
    }
    if (kind == QueueKind.SYNCHRONOUS) {
      synchronousCall(o, name, params, origin, label, out);
      return;
    }
    String items = queueItems(o, origin);
    boolean bounded = !mc.counter(items).limit() && !saturating(o);
    switch (name) {
      case "put", "putFirst", "putLast" -> out.add(() -> insert(o, items, c, label));
      case "add", "addFirst", "addLast", "offer", "offerFirst", "offerLast" -> {
        if (bounded && name.startsWith("add") && !mc.tc.pts().isSummary(o)
            && mc.tc.uncaughtRaises().endsThread(c.mi(), c.index())) {
          out.add(() -> failingInsert(o, items, c));
        } else if (bounded) {
          if (name.startsWith("add")) {
            mc.tc.caveat("queue-add", origin, name + " on the bounded " + o.name() + " throws"
                + " when it is full; modelled as offer (the exception is not)",
                Caveat.Effect.UNSOUND);
          }
          out.add(() -> tryInsert(o, items, c));
        } else {
          out.add(() -> insert(o, items, c, label));
        }
      }
      case "take", "takeFirst", "takeLast" -> out.add(() -> remove(o, items, c));
      case "poll", "pollFirst", "pollLast", "remove", "removeFirst", "removeLast" -> {
        if (name.startsWith("remove")) {
          mc.tc.caveat("queue-remove", origin, name + " on " + o.name() + " throws when it is"
              + " empty (or, for remove(o), may find nothing); modelled as poll (the exception"
              + " is not)", Caveat.Effect.UNSOUND);
        }
        if (saturating(o)) {
          out.add(() -> {
            String first = label.get();
            String after = label.get();
            List<Command> cs = new ArrayList<>(ConcurrentQueueModel.stickyPoll(items, many(o),
                origin, first, after, label));
            cs.add(new Command.Skip(after, origin));
            return cs;
          });
        } else {
          out.add(() -> poll(mc, o, items, label, origin, removal(o, label, origin)));
        }
      }
      case "clear", "drainTo" -> out.add(() -> {
        String head = label.get();
        String take = label.get();
        String again = label.get();
        String done = label.get();
        List<Command> cs = new ArrayList<>();
        cs.add(new Command.Jump(head, List.of(done, take), origin));
        cs.add(new Command.TryDown(take, items, 1, done, origin));
        cs.addAll(mc.tc.pills().resolve(o, items, label, origin));
        cs.addAll(removal(o, label, origin));
        cs.add(new Command.Goto(again, head, origin));
        cs.add(new Command.Skip(done, origin));
        return cs;
      });
      case "transfer" -> out.add(() -> transfer(o, items, c));
      case "tryTransfer" -> out.add(() -> {
        String first = label.get();
        String after = label.get();
        List<Command> cs = new ArrayList<>(tryTransfer(o, items, c, first, after, label));
        cs.add(new Command.Skip(after, origin));
        return cs;
      });
      default -> {
        // size, peek, contains, iteration: no synchronization effect modelled
      }
    }
  }

  /**
   * The transfer model of a queue object the program calls {@code transfer} on, or null: for
   * a queue without, or with element kinds ({@link TransferHandoff}).
   */
  private TransferHandoff handoffOf(AbstractObject o, Origin origin) {
    mc.observed();
    int transfers = transferSites.getOrDefault(o.id(), 0);
    if (transfers == 0 || !countsItems(o) || !mc.tc.pills().kinds(o).isEmpty()) {
      return null;
    }
    return new TransferHandoff(mc, o, insertionSites.getOrDefault(o.id(), 0), transfers,
        origin);
  }

  /** The split of a removed item into plain or transferred ({@link TransferHandoff}). */
  private List<Command> removal(AbstractObject o, Supplier<String> label, Origin origin) {
    TransferHandoff h = handoffOf(o, origin);
    return h == null ? List.of() : h.removal(label);
  }

  /**
   * {@code transfer(e)}: see {@link TransferHandoff}; on a queue with element kinds a put
   * (UNSOUND caveat {@code queue-transfer}: it does not wait for a consumer).
   */
  private List<Command> transfer(AbstractObject o, String items, Call c) {
    TransferHandoff h = handoffOf(o, c.origin());
    if (h == null) {
      mc.tc.caveat("queue-transfer", c.origin(), "transfer on " + o.name() + ", a queue with"
          + " element kinds, is modelled as put: it does not wait for a consumer",
          Caveat.Effect.UNSOUND);
      return insert(o, items, c, c.label());
    }
    if (mc.tc.interruptibleWaits().anyInterrupt()) {
      mc.tc.caveat("queue-transfer", c.origin(), "an interrupted transfer on " + o.name()
          + " withdraws its element in Java; in the model it stays in the queue",
          Caveat.Effect.UNSOUND);
    }
    return h.transfer(items, c.label());
  }

  /**
   * {@code tryTransfer}, labelled {@code first}: goes to {@code failure} inserting nothing, or
   * inserts like {@code put} and falls through (see {@link TransferHandoff}).
   */
  private List<Command> tryTransfer(AbstractObject o, String items, Call c, String first,
      String failure, Supplier<String> label) {
    List<Command> insert = insert(o, items, c, label);
    List<Command> cs = new ArrayList<>();
    cs.add(new Command.Jump(first, List.of(failure, insert.get(0).label()), c.origin()));
    cs.addAll(insert);
    return cs;
  }

  /**
   * {@code put}: one more of its kind ({@link QueuePills}), then one more item; on a bounded
   * queue with kinds, room for the item first.
   */
  private List<Command> insert(AbstractObject o, String items, Call c,
      Supplier<String> label) {
    List<Command> cs = new ArrayList<>();
    String room = mc.tc.pills().roomOf(o);
    if (room != null) {
      cs.add(new Command.Down(label.get(), room, 1, c.origin()));
    }
    cs.addAll(mc.tc.pills().insert(o, items, c, label));
    TransferHandoff h = handoffOf(o, c.origin());
    if (h != null) {
      cs.add(h.plainInsertion(label.get()));
    }
    if (saturating(o)) {
      cs.addAll(saturatingInsert(o, items, label.get(), label, c.origin()));
    } else {
      cs.add(new Command.Up(label.get(), items, 1, c.origin()));
    }
    return cs;
  }

  /**
   * {@code offer} whose failure just goes on ({@link #offer}).
   */
  private List<Command> tryInsert(AbstractObject o, String items, Call c) {
    String first = c.label().get();
    String after = c.label().get();
    List<Command> cs = new ArrayList<>(offer(o, items, c, first, after, c.label()));
    cs.add(new Command.Skip(after, c.origin()));
    return cs;
  }

  /**
   * An {@code add} on the bounded queue {@code o} whose exception ends the thread ({@link
   * UncaughtRaises#endsThread}) and that is one queue (not a summary of several, whose shared
   * count is not any one's): the offer's insertion, or, when the queue is full, a raise of
   * the thread's root procedure. Exact: {@code add} throws {@code IllegalStateException}
   * exactly when {@code offer} would fail (the counted queue's capacity is the queue's, {@link
   * #offer}), before any effect, and no handler or caller is between the call and the end of
   * the thread, which the raise is (with the thread's uncaught-exception handling).
   */
  private List<Command> failingInsert(AbstractObject o, String items, Call c) {
    String first = c.label().get();
    String full = c.label().get();
    String after = c.label().get();
    List<Command> cs = new ArrayList<>(offer(o, items, c, first, full, c.label()));
    cs.add(new Command.Goto(c.label().get(), after, c.origin()));
    cs.add(new Command.Raise(full, c.origin()));
    cs.add(new Command.Skip(after, c.origin()));
    return cs;
  }

  /**
   * The commands of an offer labelled {@code first} that goes to {@code failure} when the
   * queue is full: one more of its kind ({@link QueuePills}), then one more item if it fits. On
   * a bounded queue with kinds the room is taken first, so only an insertion sure to happen is
   * counted in its kind.
   */
  private List<Command> offer(AbstractObject o, String items, Call c, String first,
      String failure, Supplier<String> fresh) {
    Origin origin = c.origin();
    String room = mc.tc.pills().roomOf(o);
    List<Command> kind = mc.tc.pills().insert(o, items, c, fresh);
    TransferHandoff h = handoffOf(o, origin);
    if (h != null) {
      return List.of(h.plainInsertion(first),
          new Command.TryUp(fresh.get(), items, 1, failure, origin));
    }
    if (saturating(o)) {
      return saturatingInsert(o, items, first, fresh, origin); // never fails
    }
    if (kind.isEmpty()) {
      return List.of(new Command.TryUp(first, items, 1, failure, origin));
    }
    List<Command> cs = new ArrayList<>();
    cs.add(room != null ? new Command.TryDown(first, room, 1, failure, origin)
        : new Command.Skip(first, origin));
    cs.addAll(kind);
    cs.add(room != null ? new Command.Up(fresh.get(), items, 1, origin)
        : new Command.TryUp(fresh.get(), items, 1, failure, origin));
    return cs;
  }

  /**
   * A {@code poll} that takes nothing from an empty queue: one item less if there is one, then
   * one of its kind ({@link QueuePills#resolve}), then {@code onItem}; also {@link
   * ConcurrentQueueModel}'s.
   */
  static List<Command> poll(ModelContext mc, AbstractObject o, String items,
      Supplier<String> label, Origin origin, List<Command> onItem) {
    String first = label.get();
    String after = label.get();
    List<Command> cs = new ArrayList<>();
    cs.add(new Command.TryDown(first, items, 1, after, origin));
    cs.addAll(mc.tc.pills().resolve(o, items, label, origin));
    cs.addAll(onItem);
    cs.add(new Command.Skip(after, origin));
    return cs;
  }

  /**
   * {@code take}: one item less, and one of its kind unless the translator pins the kind in
   * the taken local ({@link QueuePills#splits}).
   */
  private List<Command> remove(AbstractObject o, String items, Call c) {
    List<Command> cs = new ArrayList<>();
    cs.add(new Command.Down(c.label().get(), items, 1, c.origin()));
    if (!mc.tc.pills().splits(c.mi(), c.index(), c.inv(), false)) {
      cs.addAll(mc.tc.pills().resolve(o, items, c.label(), c.origin()));
    }
    cs.addAll(removal(o, c.label(), c.origin()));
    return cs;
  }

}
