package org.petrify.api;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The queue hand-offs of a deadlock witness, for its replay ({@link DeadlockReplayer}): which
 * call of a FIFO queue puts which item and which take or poll gets it.
 *
 * <p>The model counts a queue's items ({@code Q.items}) and, where it tells items apart, each
 * kind of item ({@code Q.kind.K}, an allocation site in its context). A put adds to the kind,
 * then to the items; a take (or a successful poll) takes from the items, then, possibly several
 * steps of other threads later, from one kind: that kind step is when the witness decides which
 * item the take gets, so the replay's call is placed there. A poll that fails on the items finds
 * the queue empty. Each call is one step of the plan ({@link Op}).
 *
 * <p>The model's queue is a bag: a take may get any kind that is in it. The JVM's queue is FIFO:
 * a take gets the oldest item. {@link #fifoOrder} reorders the plan's steps so that the JVM's
 * FIFO gives each take the item the witness gives it: the puts of a queue in the order in which
 * their items are taken (the items never taken last); everything else keeps the witness's
 * order as far as the reordering allows (see there). The n-th take of a kind is matched with the
 * n-th put of that kind; the agent checks at run time that each take returns the object of its
 * matched put (a replay that gets another item fails, it does not go on in another state).
 *
 * <p>Only queues of the FIFO classes below that the witness never finds full or beyond the
 * model's bound are handled: a bounded queue's put may block, which the order of returned calls
 * cannot express; their steps stay with the program, as before.
 */
final class QueueHandOffs {
  /** Queue classes whose plain insertions and removals are FIFO. */
  static final Set<String> FIFO = Set.of("java.util.concurrent.LinkedBlockingQueue",
      "java.util.concurrent.ArrayBlockingQueue", "java.util.concurrent.LinkedBlockingDeque",
      "java.util.concurrent.ConcurrentLinkedQueue", "java.util.concurrent.ConcurrentLinkedDeque",
      "java.util.concurrent.LinkedTransferQueue");

  /** The most plan steps {@link #fifoOrder} reorders (it takes time and space n squared). */
  static final int MAX_REORDERED = 2_000;

  /**
   * What a witness step does to a queue: adds a kind, adds an item, takes an item, takes a
   * kind, tries a kind that is not there, finds the queue empty; anything else (a wait for room,
   * a full queue, a count beyond the bound) excludes the queue.
   */
  enum Role { PUT_KIND, PUT, TAKE, TAKE_KIND, KIND_MISS, EMPTY, OTHER }

  /** A step on queue {@code queue} (its name in the model), of kind {@code kind} or null. */
  record QueueStep(String queue, String kind, Role role) {}

  private QueueHandOffs() {}

  /** The queue step {@code s} is, or null if it is not one on a queue. */
  static QueueStep of(Step s) {
    Step.Operation op = s.operation();
    if (op != Step.Operation.COUNTER && op != Step.Operation.COUNTER_FAILED
        && op != Step.Operation.COUNTER_OVERFLOW) {
      return null;
    }
    Action a = s.action();
    Action tried = a.attempted() != null ? a.attempted() : a;
    String subject = strip(tried.subject() != null ? tried.subject() : a.subject());
    if (subject == null) {
      return null;
    }
    boolean ok = op == Step.Operation.COUNTER;
    boolean notEnough = op == Step.Operation.COUNTER_FAILED && a.verb() == Action.Verb.NOT_ENOUGH;
    boolean adds = tried.verb() == Action.Verb.ADD || tried.verb() == Action.Verb.TRY_ADD;
    boolean takes = tried.verb() == Action.Verb.TAKE || tried.verb() == Action.Verb.TRY_TAKE;
    int kindAt = subject.indexOf(".kind.");
    if (kindAt > 0) {
      Role role = ok && adds ? Role.PUT_KIND : ok && takes ? Role.TAKE_KIND
          : notEnough && takes ? Role.KIND_MISS : Role.OTHER;
      return new QueueStep(subject.substring(0, kindAt),
          subject.substring(kindAt + ".kind.".length()), role);
    }
    if (!subject.endsWith(".items")) {
      return null;
    }
    Role role = ok && adds ? Role.PUT : ok && takes ? Role.TAKE
        : notEnough && tried.verb() == Action.Verb.TRY_TAKE ? Role.EMPTY : Role.OTHER;
    return new QueueStep(subject.substring(0, subject.length() - ".items".length()), null, role);
  }

  /** The queues of {@code steps} whose hand-offs the replay orders (see the class comment). */
  static Set<String> handled(List<Step> steps) {
    Set<String> seen = new HashSet<>();
    Set<String> excluded = new HashSet<>();
    for (Step s : steps) {
      QueueStep q = of(s);
      if (q == null) {
        continue;
      }
      seen.add(q.queue());
      if (q.role() == Role.OTHER || !FIFO.contains(className(q.queue()))) {
        excluded.add(q.queue());
      }
    }
    seen.removeAll(excluded);
    return seen;
  }

  /**
   * One step of the plan before it is numbered: the agent's {@code kind} ({@code acquire}, ...,
   * or for a queue call {@code put}, {@code take}, {@code empty}) by witness thread {@code
   * thread} at {@code position}, placed at witness step {@code step}; for a queue call its queue, the kind of its item (or null) and,
   * for a take, the put whose item it gets (or null when the witness does not tell).
   */
  static final class Op {
    final int step;
    /** For a take, the witness step that takes from the items (its count); else {@code step}. */
    int count;
    final String thread;
    final String path;
    final String kind;
    final String position;
    final String queue;
    final String item;
    Op from;

    Op(int step, String thread, String path, String kind, String position, String queue,
        String item) {
      this.step = step;
      this.count = step;
      this.thread = thread;
      this.path = path;
      this.kind = kind;
      this.position = position;
      this.queue = queue;
      this.item = item;
    }

    /** The plan's words; a queue call ends with the number of its item's put, or -1. */
    String text(Map<Op, Integer> index) {
      String words = path + " " + kind + " " + position;
      if (queue == null) {
        return words;
      }
      Op put = kind.equals("put") ? this : from;
      return words + " " + (put == null ? -1 : index.get(put));
    }
  }

  /**
   * A start or join of the witness: the ops of {@code before} (all of them for a join, those
   * before witness step {@code step} for a start) precede those of {@code after} (all of them
   * for a start, those after {@code step} for a join); {@code step} is a witness step index.
   */
  record Sync(String before, int step, String after, boolean start) {}

  /**
   * Matches each take of {@code ops} (in witness order) with the earliest earlier put of the
   * same queue and kind (of any kind when the take's is not known) not matched yet.
   */
  static void match(List<Op> ops) {
    Map<String, List<Op>> open = new HashMap<>();
    for (Op op : ops) {
      if (op.queue == null) {
        continue;
      }
      List<Op> puts = open.computeIfAbsent(op.queue, q -> new ArrayList<>());
      if (op.kind.equals("put")) {
        puts.add(op);
      } else if (op.kind.equals("take")) {
        for (int i = 0; i < puts.size(); i++) {
          Op p = puts.get(i);
          if (op.item == null || op.item.equals(p.item)) {
            op.from = puts.remove(i);
            break;
          }
        }
      }
    }
  }

  /** True if FIFO queues give every take of {@code order} its matched item, every empty none. */
  static boolean fifo(List<Op> order) {
    Map<String, java.util.ArrayDeque<Op>> queues = new HashMap<>();
    for (Op op : order) {
      if (op.queue == null) {
        continue;
      }
      java.util.ArrayDeque<Op> q = queues.computeIfAbsent(op.queue, k -> new java.util.ArrayDeque<>());
      switch (op.kind) {
        case "put" -> q.addLast(op);
        case "take" -> {
          Op head = q.pollFirst();
          if (op.from != null && head != op.from) {
            return false;
          }
        }
        default -> {
          if (!q.isEmpty()) {
            return false;
          }
        }
      }
    }
    return true;
  }

  /**
   * The ops in an order that FIFO queues follow ({@link #fifo}), or {@code ops} itself if it
   * already is one or none is found. The order keeps: each thread's order; the witness's order
   * of the steps that are not queue calls (locks, waits, notifications); the order in which a
   * queue's takes and empty polls take from its items (a take's count step: the witness may
   * decide which item it gets later, when more puts have happened); a put before the takes from
   * the one that gets its item on, after the earlier ones; a queue's puts in the order their
   * items are taken; a put before an empty poll that follows its item's take, after one that
   * precedes it; the witness's starts and joins ({@code syncs}). A queue call of one thread and
   * a lock step of another are not ordered: what passes between them is not ordered by the
   * replay anyway (reads, writes), except through the queue and the locks. Among the orders that
   * keep these, the one that takes the earliest witness step first at each point.
   * The replay only delays threads, so any order is one the JVM may run; a wrong one ends in a
   * replay that is not reproduced, never in a false confirmation.
   */
  static List<Op> fifoOrder(List<Op> ops, List<Sync> syncs) {
    int n = ops.size();
    if (fifo(ops) || n > MAX_REORDERED) {
      return ops;
    }
    boolean[][] edge = new boolean[n][n];
    Map<Op, Integer> rank = new HashMap<>();
    Map<String, Integer> takes = new HashMap<>();
    List<Op> byCount = new ArrayList<>(ops);
    byCount.sort(java.util.Comparator.comparingInt(op -> op.count));
    for (Op op : byCount) {
      if (op.queue != null && !op.kind.equals("put")) {
        rank.put(op, takes.merge(op.queue, 1, Integer::sum));
      }
    }
    Map<Op, Integer> takerRanks = takerRanks(rank, ops);
    Map<Op, Integer> index = new HashMap<>();
    for (int i = 0; i < n; i++) {
      index.putIfAbsent(ops.get(i), i);
    }
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        Op a = ops.get(i);
        Op b = ops.get(j);
        if (a.thread.equals(b.thread) || a.queue == null && b.queue == null) {
          edge[i][j] = true;
        } else if (a.queue != null && a.queue.equals(b.queue)) {
          boolean aPut = a.kind.equals("put");
          boolean bPut = b.kind.equals("put");
          if (!aPut && !bPut) {
            edge[rank.get(a) < rank.get(b) ? i : j][rank.get(a) < rank.get(b) ? j : i] = true;
          } else if (aPut != bPut) {
            Op put = aPut ? a : b;
            Op other = aPut ? b : a;
            Integer taker = takerRanks.get(put);
            if (taker == null) {
              edge[i][j] = true;
            } else if (taker < rank.get(other)
                || taker.equals(rank.get(other)) && other.kind.equals("take")) {
              edge[index.get(put)][index.get(other)] = true;
            } else {
              edge[index.get(other)][index.get(put)] = true;
            }
          }
        }
      }
    }
    Map<String, List<Op>> puts = new HashMap<>();
    for (Op op : ops) {
      if (op.queue != null && op.kind.equals("put")) {
        puts.computeIfAbsent(op.queue, k -> new ArrayList<>()).add(op);
      }
    }
    for (List<Op> p : puts.values()) {
      List<Op> chain = new ArrayList<>(p);
      chain.sort(java.util.Comparator.comparingInt(op -> {
        Integer r = takerRanks.get(op);
        return r == null ? Integer.MAX_VALUE : r;
      }));
      for (int k = 0; k + 1 < chain.size(); k++) {
        edge[index.get(chain.get(k))][index.get(chain.get(k + 1))] = true;
      }
    }
    for (Sync s : syncs) {
      for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
          if (ops.get(i).thread.equals(s.before()) && ops.get(j).thread.equals(s.after())
              && (s.start() ? ops.get(i).step < s.step() : ops.get(j).step > s.step())) {
            edge[i][j] = true;
          }
        }
      }
    }
    int[] before = new int[n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        before[j] += edge[i][j] && i != j ? 1 : 0;
      }
    }
    List<Op> order = new ArrayList<>();
    boolean[] placed = new boolean[n];
    for (int round = 0; round < n; round++) {
      int next = -1;
      for (int j = 0; j < n && next < 0; j++) {
        next = !placed[j] && before[j] == 0 ? j : -1;
      }
      if (next < 0) {
        return ops; // the constraints have a cycle: no FIFO order keeps them
      }
      placed[next] = true;
      order.add(ops.get(next));
      for (int j = 0; j < n; j++) {
        before[j] -= edge[next][j] && next != j ? 1 : 0;
      }
    }
    return fifo(order) ? order : ops;
  }

  /**
   * Per put, the rank of the take that gets its item (the first op of {@code ops} whose {@code
   * from} it is); puts no take gets are absent.
   */
  private static Map<Op, Integer> takerRanks(Map<Op, Integer> rank, List<Op> ops) {
    Map<Op, Integer> out = new HashMap<>();
    Set<Op> seen = new HashSet<>();
    for (Op op : ops) {
      if (op.from != null && seen.add(op.from)) {
        out.put(op.from, rank.get(op));
      }
    }
    return out;
  }

  /** The class of a queue's model name {@code pkg.Cls@File.java:7[...]}. */
  static String className(String queue) {
    int at = queue.indexOf('@');
    return at < 0 ? queue : queue.substring(0, at);
  }

  private static String strip(String subject) {
    if (subject != null && subject.startsWith("<") && subject.endsWith(">")) {
      return subject.substring(1, subject.length() - 1);
    }
    return subject;
  }
}
