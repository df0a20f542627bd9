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
 * clear}/{@code drainTo} any number. {@code SynchronousQueue}: {@code put} adds the item, then
 * waits on counter {@code handoff} until a taker took it; {@code take} takes an item and
 * signals the handoff; {@code offer} may fail or hand over (IMPRECISE: in the model it may wait
 * for a taker that Java's offer would not wait for). {@code transfer} is a put (UNSOUND: it
 * does not wait for a consumer). The collection interfaces ({@code Queue}, {@code Collection},
 * ...) are matched when every receiver is a modelled queue. Points-to: a queue is an opaque
 * container (elements flow through its {@code $content}).
 */
final class QueueModel implements LibraryModel {
  static final String SYNCHRONOUS_QUEUE = "java.util.concurrent.SynchronousQueue";
  /** Queues whose int constructor argument is their capacity. */
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

  private final ModelContext mc;
  /** Per queue object id, the number of its insertion sites. */
  private final Map<Integer, Integer> insertionSites = new HashMap<>();

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
  public void observe(MethodInstance mi, int i, AbstractInvokeExpr inv) {
    if (inv instanceof AbstractInstanceInvokeExpr ii
        && INSERTIONS.contains(inv.getMethodSignature().getName())) {
      for (AbstractObject o : mc.tc.pts().pointsTo(mi, i, ii.getBase())) {
        if (queueKind(o) != null) {
          insertionSites.merge(o.id(), 1, Integer::sum);
        }
      }
    }
  }

  @Override
  public List<Supplier<List<Command>>> commands(Call c) {
    List<Supplier<List<Command>>> out = new ArrayList<>();
    for (AbstractObject o : mc.receivers(c, "BlockingQueue")) {
      queueCall(o, c.name(), c.origin(), c.label(), out);
    }
    return out;
  }

  @Override
  public boolean isTry(MethodSignature sig) {
    return isQueue(sig.getDeclClassType().getFullyQualifiedName())
        && sig.getName().startsWith("offer");
  }

  @Override
  public List<TryMaker> tryCommands(Call c) {
    List<TryMaker> out = new ArrayList<>();
    Origin origin = c.origin();
    for (AbstractObject o : mc.receivers(c, "BlockingQueue")) {
      if (queueKind(o) == QueueKind.SYNCHRONOUS) {
        mc.tc.caveat("synchronous-offer", origin, "offer on " + o.name() + " succeeds only if"
            + " a taker waits; the model may instead wait for one (spurious blocking)",
            Caveat.Effect.IMPRECISE);
        String items = queueItems(o, origin);
        String handoff = handoff(o);
        out.add((label, failure, fresh) -> {
          String put = fresh.get();
          return List.of(new Command.Jump(label, List.of(failure, put), origin),
              new Command.TryUp(put, items, 1, failure, origin),
              new Command.Down(fresh.get(), handoff, 1, origin));
        });
      } else if (queueKind(o) != null) {
        String items = queueItems(o, origin);
        out.add((label, failure, fresh) -> List.of(new Command.TryUp(label, items, 1, failure,
            origin)));
      }
    }
    return out;
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
      if (kind == QueueKind.SYNCHRONOUS) {
        mc.declare(new Counter(name, 1, 0, false), o, where);
      } else if (sized && capacity != null && capacity > 0) {
        mc.declare(new Counter(name, capacity, 0, false), o, where);
      } else {
        if (sized) {
          mc.tc.caveat("queue-capacity", where, "the capacity of " + o.name() + " is not a"
              + " positive constant; modelled as unbounded", Caveat.Effect.UNSOUND);
        }
        mc.observed();
        int sites = Math.max(1, insertionSites.getOrDefault(o.id(), 0));
        mc.declare(new Counter(name, sites, 0, true), o, where);
      }
    }
    return name;
  }

  private String handoff(AbstractObject o) {
    String name = o.name() + ".handoff";
    mc.declareIfAbsent(new Counter(name, 1, 0, false));
    return name;
  }

  private void queueCall(AbstractObject o, String name, Origin origin, Supplier<String> label,
      List<Supplier<List<Command>>> out) {
    QueueKind kind = queueKind(o);
    if (kind == null) {
      mc.tc.caveat("unknown-queue", origin, o.name() + " is not a modelled blocking queue ("
          + o.type() + "); " + name + " does nothing", Caveat.Effect.UNSOUND);
      return;
    }
    String items = queueItems(o, origin);
    boolean bounded = !mc.counter(items).limit();
    switch (name) {
      case "put", "putFirst", "putLast" -> out.add(() -> insert(o, items, label, origin));
      case "add", "addFirst", "addLast", "offer", "offerFirst", "offerLast" -> {
        if (kind == QueueKind.SYNCHRONOUS || bounded) {
          if (name.startsWith("add")) {
            mc.tc.caveat("queue-add", origin, name + " on the bounded " + o.name() + " throws"
                + " when it is full; modelled as offer (the exception is not)",
                Caveat.Effect.UNSOUND);
          }
          out.add(() -> ModelContext.tryOrSkip(label, (l, f) -> new Command.TryUp(l, items, 1, f, origin),
              origin));
        } else {
          out.add(() -> List.of(new Command.Up(label.get(), items, 1, origin)));
        }
      }
      case "take", "takeFirst", "takeLast" -> out.add(() -> remove(o, items, label, origin));
      case "poll", "pollFirst", "pollLast", "remove", "removeFirst", "removeLast" -> {
        if (name.startsWith("remove")) {
          mc.tc.caveat("queue-remove", origin, name + " on " + o.name() + " throws when it is"
              + " empty (or, for remove(o), may find nothing); modelled as poll (the exception"
              + " is not)", Caveat.Effect.UNSOUND);
        }
        out.add(() -> {
          String first = label.get();
          String after = label.get();
          List<Command> cs = new ArrayList<>();
          cs.add(new Command.TryDown(first, items, 1, after, origin));
          if (kind == QueueKind.SYNCHRONOUS) {
            cs.add(new Command.Up(label.get(), handoff(o), 1, origin));
          }
          cs.add(new Command.Skip(after, origin));
          return cs;
        });
      }
      case "clear", "drainTo" -> out.add(() -> {
        String head = label.get();
        String take = label.get();
        String again = label.get();
        String done = label.get();
        return List.of(new Command.Jump(head, List.of(done, take), origin),
            new Command.TryDown(take, items, 1, done, origin),
            new Command.Goto(again, head, origin), new Command.Skip(done, origin));
      });
      case "transfer", "tryTransfer" -> mc.tc.caveat("queue-transfer", origin, name + " on "
          + o.name() + " is modelled as put/offer: it does not wait for a consumer",
          Caveat.Effect.UNSOUND);
      default -> {
        // size, peek, contains, iteration: no synchronization effect modelled
      }
    }
    if (name.equals("transfer")) {
      out.add(() -> insert(o, items, label, origin));
    } else if (name.equals("tryTransfer")) {
      out.add(() -> ModelContext.tryOrSkip(label, (l, f) -> new Command.TryUp(l, items, 1, f, origin),
          origin));
    }
  }

  /** {@code put}: one more item; on a synchronous queue, then wait until it is taken. */
  private List<Command> insert(AbstractObject o, String items, Supplier<String> label,
      Origin origin) {
    List<Command> cs = new ArrayList<>();
    cs.add(new Command.Up(label.get(), items, 1, origin));
    if (queueKind(o) == QueueKind.SYNCHRONOUS) {
      cs.add(new Command.Down(label.get(), handoff(o), 1, origin));
    }
    return cs;
  }

  /** {@code take}: one item less; on a synchronous queue, then tell the putter. */
  private List<Command> remove(AbstractObject o, String items, Supplier<String> label,
      Origin origin) {
    List<Command> cs = new ArrayList<>();
    cs.add(new Command.Down(label.get(), items, 1, origin));
    if (queueKind(o) == QueueKind.SYNCHRONOUS) {
      cs.add(new Command.Up(label.get(), handoff(o), 1, origin));
    }
    return cs;
  }

}
