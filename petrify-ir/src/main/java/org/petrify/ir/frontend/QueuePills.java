package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.LibraryFacts;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;

/**
 * Poison pills in blocking queues: which named singletons ({@link SingletonIdentities}) a
 * queue holds, so that {@code o = q.take(); if (o == POISON) return;} is decided.
 *
 * <p><b>Kinds.</b> A queue object that is a single runtime object (not a summary), of a
 * counted kind of {@link QueueModel} (not a {@code SynchronousQueue}; a bounded queue with
 * a room counter, see below), into which some
 * modelled insertion ({@code put}, {@code offer}, {@code add}, their deque forms, {@code
 * transfer}) may insert a named singleton (the points-to set of the element meets the
 * singleton's objects, or is empty), has the kinds: those singletons, sorted, then {@link
 * #OTHER}, an item that is none of them. Each kind has a limit counter {@code
 * <queue>.kind.<kind>} besides the queue's {@code items}.
 *
 * <p><b>Literal kinds.</b> A queue without singletons into which insertions put string
 * literals or boxed constants that its consumers test by value ({@code equals}, unboxing, a
 * string {@code switch}) has instead one kind per such literal, then {@link #OTHER}: see
 * {@link PillLiterals}, whose kinds partition the items by class and content as the
 * singletons' kinds partition them by identity; the argument below holds with "the item's
 * kind" read as "the literal the item equals, or none".
 *
 * <p><b>Element kinds.</b> A queue without singletons whose element objects are known
 * ({@link QueueElements}: every insertion site puts one of a few known abstract objects, at
 * least two overall, and nothing else changes the queue) has instead one kind per element
 * object, named by the object; its {@code items} is then a limit counter or has room as above
 * (an unbounded blocking queue, a bounded one with room, a {@code ConcurrentLinkedQueue}
 * counted exactly by {@link ConcurrentQueueModel}). An insertion counts the kind of the object
 * its element is pinned to ({@link PolledObjects}: an item taken out of a queue with kinds and
 * put back carries the kind it was taken as), else a choice among its site's objects; a
 * removal takes some kind as below, and a {@code take} or pinned {@code poll} stored in a local
 * pins the local to the kind's object ({@link PolledObjects}) instead of a value. The
 * soundness argument below holds unchanged with "the item's kind" read as "the abstract
 * object the item is a runtime object of": the kind counters are the multiset of the items'
 * abstract objects, since each insertion's element is a runtime object of the object its
 * local is pinned to, or else of one of its site's objects, each of which the insertion's
 * choice may count (a summary object's kind counts all of its objects).
 *
 * <p><b>Commands.</b> An insertion first adds one to the counter of the element's kind
 * ({@link #insert}), then does its {@code up}/{@code tryup} of {@code items}. The kind is the
 * singleton when the element is surely it (its value in the translator's environment, or a
 * points-to set that is its one non-summary object); {@code other} when it is surely none of
 * them (a value or points-to set that excludes them, or a local typed with a final JDK value
 * class such as {@code String} that no singleton's object has); a choice among the possible
 * kinds otherwise. A removal, once its {@code down}/{@code trydown} of {@code items} has
 * succeeded, takes one from some kind ({@link #resolve}): a {@code jump} to any of the kinds,
 * each a {@code trydown} of its counter that, when the counter is 0, tries the next kind,
 * round the cycle. A {@code take} or pinned {@code poll} whose result is stored in a local
 * ({@link #splits}) continues with that local pinned to {@link LocalValue.Singleton} or
 * {@link LocalValue.Other} of the kind taken.
 *
 * <p><b>Soundness.</b> Let a real run be replayed by the model with each queue operation's
 * steps run back to back (no other thread in between; interleavings are all explored). Then
 * after every operation the kind counters hold exactly the multiset of the kinds of the
 * items in the Java queue, and {@code items} their number, as before. A Java {@code take}
 * or {@code poll} returns some item of the queue; its kind's counter is then positive, and
 * the {@code jump} may start at it, so the model can return that same kind: every run of the
 * JVM is a run of the model, in any order of removal (the model is not FIFO, so it has more
 * orders than Java, never fewer). The kind is exact in the local it is pinned to, since a
 * singleton's object is one runtime object and {@code other} excludes the queue's
 * singletons by construction (no insertion site may put one as {@code other}). Steps of
 * other threads between an operation's steps only add runs.
 *
 * <p><b>No false waits.</b> Invariant: the kind counters add up to at least {@code items}
 * plus the removals between their two steps (kind steps come before {@code items} steps in
 * insertions and after them in removals; an interrupt between an insertion's two steps only
 * leaves a kind too many). So a removal at its kind step always finds some kind positive:
 * left alone it takes one within a round of the cycle, and it never waits (a {@code trydown}
 * does not block). A removal may take the kind of an insertion still between its steps:
 * on a queue without a capacity that is the run where the removal happens after that
 * insertion (no insertion waits for room, so the early {@code items} step is only
 * observable as other removals waiting longer, and a dead marking has no operation half
 * done). The kind counters may exceed {@code items} by those removals, so they are limit
 * counters with {@link #SLACK} more than {@code items}' bound: an overflow is reported as an
 * overflow (inconclusive), never hidden. A kind's {@code tryup} never fails (a limit counter
 * overflows instead) and is no interruptible wait.
 *
 * <p><b>Bounded queues.</b> With one counter, a removal's {@code items} step would also make
 * room an insertion could use before the removal took its kind, and the removal could then
 * take the kind of that insertion: a consumer could hold the pill while the queue is full of
 * items put after it, a run the JVM does not have (a false deadlock). So a bounded queue
 * ({@code ArrayBlockingQueue(n)}, {@code LinkedBlockingQueue(n)}, {@code
 * LinkedBlockingDeque(n)} with a constant capacity) with kinds also has a counter {@code
 * <queue>.room} (capacity {@code n}, initially {@code n}), as the two semaphores of a bounded
 * buffer: an insertion takes room first ({@code down}, or a {@code trydown} for {@code
 * offer}), then counts its kind, then its item; a removal takes an item, then a kind, then
 * gives the room back. A kind is then counted only for an insertion that already has room,
 * whose remaining steps cannot block, so a removal that takes the kind of an insertion still
 * between its steps is the JVM run in which that insertion completed just before it (the room
 * was there); and room comes back only after the kind is taken, so no insertion uses room the
 * JVM's queue has not freed. The invariant above holds as before ({@code items} never exceeds
 * the capacity, since room bounds it). Items that enter the queue by calls the model does not
 * count ({@code addAll}, a constructor's collection) are counted in neither {@code items} nor
 * a kind, as before.
 */
final class QueuePills {
  /** The kind of an item that is none of the queue's singletons. */
  static final String OTHER = "other";
  /** How far a kind counter may exceed the queue's {@code items} bound. */
  static final int SLACK = 8;
  static final Set<String> INSERTIONS = Set.of("put", "putFirst", "putLast", "add",
      "addFirst", "addLast", "offer", "offerFirst", "offerLast", "transfer", "tryTransfer");
  static final Set<String> TAKES = Set.of("take", "takeFirst", "takeLast");

  private final TranslationContext tc;
  /** Per queue object id, its singletons (kinds but {@link #OTHER}); absent: none. */
  private Map<Integer, List<String>> singletons;
  /** The element objects of queues, decided on first need. */
  private QueueElements elements;
  /** The literal kinds of queues, decided on first need. */
  private PillLiterals literals;
  /** The statement whose element value the translator knows, and that value. */
  private MethodInstance hintMethod;
  private int hintIndex = -1;
  private LocalValue hintValue;
  /** The element's literal value ({@link PillLiterals#literalAt}) at that statement, or null. */
  private LocalValue hintLiteral;

  QueuePills(TranslationContext tc) {
    this.tc = tc;
  }

  /**
   * The kinds of a queue object ({@code [S1, ..., other]}, or its element objects' names), or
   * empty: no kinds tracked.
   */
  List<String> kinds(AbstractObject queue) {
    Counter items = tc.juc().counter(queue.name() + ".items");
    if (items == null || !items.limit() && roomOf(queue) == null) {
      return List.of();
    }
    List<String> s = singletons().get(queue.id());
    if (s == null && !literals(queue).isEmpty()) {
      List<String> out = new ArrayList<>(literals(queue).stream().map(PillLiterals::name)
          .toList());
      out.add(OTHER);
      return out;
    }
    if (s == null) {
      List<AbstractObject> e = elements(queue);
      return e == null ? List.of() : e.stream().map(AbstractObject::name).toList();
    }
    List<String> out = new ArrayList<>(s);
    out.add(OTHER);
    return out;
  }

  /**
   * The element objects of a queue that has no singleton kinds ({@link QueueElements}), or
   * null: its kinds, if any, are singletons.
   */
  List<AbstractObject> elements(AbstractObject queue) {
    if (singletons().containsKey(queue.id()) || !literals(queue).isEmpty()) {
      return null;
    }
    if (elements == null) {
      elements = new QueueElements(tc.pts(), tc.values().containersTrusted());
    }
    return elements.of(queue);
  }

  /** The element object a kind of the queue stands for, or null for a singleton kind. */
  AbstractObject elementOf(AbstractObject queue, String kind) {
    List<AbstractObject> e = elements(queue);
    return e == null ? null
        : e.stream().filter(o -> o.name().equals(kind)).findFirst().orElse(null);
  }

  /** The name of the room counter of a bounded queue with kinds. */
  static String room(AbstractObject queue) {
    return queue.name() + ".room";
  }

  /** The room counter of a bounded queue with kinds, once declared; else null. */
  String roomOf(AbstractObject queue) {
    String name = room(queue);
    return tc.juc().counter(name) != null ? name : null;
  }

  /**
   * True if some modelled insertion may put a named singleton into the queue, or it has element
   * objects (a bounded queue then gets a room counter, so that it can have kinds).
   */
  boolean mayHoldKinds(AbstractObject queue) {
    return singletons().containsKey(queue.id()) || !literals(queue).isEmpty()
        || elements(queue) != null;
  }

  /**
   * The literal kinds of a queue without named singletons ({@link PillLiterals}), sorted as its
   * kinds; empty if none.
   */
  List<LocalValue> literals(AbstractObject queue) {
    return literals().of(queue);
  }

  /** The literal kinds of all queues ({@link PillLiterals}), decided on first need. */
  PillLiterals literals() {
    if (literals == null) {
      literals = new PillLiterals(tc.pts(), tc.pts().code() == null ? null
          : tc.nullness().nonNull().statics(), singletons().keySet());
    }
    return literals;
  }

  /**
   * The translator knows the value of the element (first argument) of the call at statement
   * {@code index} of {@code mi} in the environment being translated (null: unknown), and its
   * literal value ({@link PillLiterals#literalAt}, null: none); {@link #insert} of that call
   * uses them.
   */
  void hint(MethodInstance mi, int index, LocalValue value, LocalValue literal) {
    hintMethod = mi;
    hintIndex = index;
    hintValue = value;
    hintLiteral = literal;
  }

  /**
   * True if the call at statement {@code index} is a {@code take} (or, {@code pinnedPoll}, a
   * {@code poll} the translator pins) stored in a local, on one queue object with kinds: the
   * translator then resolves the kind itself ({@link #resolve} with one target per kind) and
   * the queue model leaves it out.
   */
  boolean splits(MethodInstance mi, int index, AbstractInvokeExpr inv, boolean pinnedPoll) {
    String name = inv.getMethodSignature().getName();
    boolean take = TAKES.contains(name) || pinnedPoll && name.startsWith("poll");
    if (!take || !(inv instanceof AbstractInstanceInvokeExpr)
        || tc.mockito().noLibraryCommands(mi, index, inv)) {
      return false;
    }
    MethodCode code = tc.pts().body(mi);
    Stmt s = code == null ? null : code.stmt(index);
    if (!(s instanceof JAssignStmt a && a.getLeftOp() instanceof Local)) {
      return false;
    }
    List<AbstractObject> receivers = tc.libraryReceivers(mi, index, inv);
    return receivers.size() == 1 && !kinds(receivers.get(0)).isEmpty();
  }

  /** The local value of a kind of the queue. */
  LocalValue valueOf(AbstractObject queue, String kind) {
    List<LocalValue> lits = literals(queue);
    if (!lits.isEmpty()) {
      int k = kinds(queue).indexOf(kind);
      return k < lits.size() ? lits.get(k) : new LocalValue.NotLiteral(lits);
    }
    return kind.equals(OTHER) ? new LocalValue.Other(singletons().get(queue.id()))
        : new LocalValue.Singleton(kind);
  }

  /**
   * The commands that take one item of some kind of the queue (see the class comment); taking
   * kind {@code k} goes to {@code target.apply(k)}, after giving back the room of a bounded
   * queue. The first command has the first label.
   */
  List<Command> resolve(AbstractObject queue, String itemsCounter, Supplier<String> label,
      Origin origin, Function<String, String> target) {
    List<String> kinds = kinds(queue);
    List<String> entries = new ArrayList<>();
    String jump = label.get();
    for (int k = 0; k < kinds.size(); k++) {
      entries.add(label.get());
    }
    List<Command> out = new ArrayList<>();
    out.add(new Command.Jump(jump, entries, origin));
    String room = roomOf(queue);
    for (int k = 0; k < kinds.size(); k++) {
      String kind = kinds.get(k);
      out.add(new Command.TryDown(entries.get(k), counter(queue, itemsCounter, kind), 1,
          entries.get((k + 1) % kinds.size()), origin));
      if (room != null) {
        out.add(new Command.Up(label.get(), room, 1, origin));
      }
      out.add(new Command.Goto(label.get(), target.apply(kind), origin));
    }
    return out;
  }

  /** {@link #resolve} that falls through whatever kind it took. */
  List<Command> resolve(AbstractObject queue, String itemsCounter, Supplier<String> label,
      Origin origin) {
    if (kinds(queue).isEmpty()) {
      return List.of();
    }
    String done = label.get();
    List<Command> out = new ArrayList<>(resolve(queue, itemsCounter, label, origin, k -> done));
    out.add(new Command.Skip(done, origin));
    return out;
  }

  /**
   * The commands that count the element of the insertion {@code c} in its kind, after it was
   * counted in {@code items}: a {@code tryup} of the kind's limit counter (never fails), a
   * {@code jump} among several when the kind is not known. Empty for a queue without kinds.
   */
  List<Command> insert(AbstractObject queue, String itemsCounter, LibraryModel.Call c,
      Supplier<String> label) {
    List<String> kinds = kinds(queue);
    if (kinds.isEmpty()) {
      return List.of();
    }
    List<String> possible = possibleKinds(queue, c);
    Origin origin = c.origin();
    String done = label.get();
    List<Command> out = new ArrayList<>();
    List<String> entries = new ArrayList<>();
    String jump = possible.size() > 1 ? label.get() : null;
    List<Command> alts = new ArrayList<>();
    for (String kind : possible) {
      String entry = label.get();
      entries.add(entry);
      alts.add(new Command.TryUp(entry, counter(queue, itemsCounter, kind), 1, done, origin));
      alts.add(new Command.Goto(label.get(), done, origin));
    }
    if (jump != null) {
      out.add(new Command.Jump(jump, entries, origin));
    }
    out.addAll(alts);
    out.add(new Command.Skip(done, origin));
    return out;
  }

  /** The kinds the element of an insertion may be (see the class comment). */
  private List<String> possibleKinds(AbstractObject queue, LibraryModel.Call c) {
    List<String> kinds = kinds(queue);
    AbstractInvokeExpr inv = c.inv();
    if (inv.getArgCount() == 0) {
      return kinds;
    }
    Value arg = inv.getArg(0);
    List<LocalValue> lits = literals(queue);
    if (!lits.isEmpty()) {
      LocalValue known = c.mi().equals(hintMethod) && c.index() == hintIndex ? hintLiteral
          : null;
      MethodCode code = tc.pts().body(c.mi());
      if (known == null && code != null) {
        known = literals().literalAt(c.mi(), code, c.index(), arg, x -> null);
      }
      return PillLiterals.possible(lits, known, arg, code, c.index()).stream()
          .map(kinds::get).toList();
    }
    if (elements(queue) != null) {
      List<AbstractObject> element = arg instanceof Local l
          ? tc.polled().pointsTo(c.mi(), c.index(), l) : List.of();
      List<String> named = element.stream().map(AbstractObject::name)
          .filter(kinds::contains).toList();
      return named.size() == element.size() && !named.isEmpty() ? named : kinds;
    }
    LocalValue known = c.mi().equals(hintMethod) && c.index() == hintIndex ? hintValue : null;
    LocalValue v = known != null ? known : new LocalValue.NonNull();
    v = tc.values().identities().sharpen(v, c.mi(), c.index(), arg);
    if (v instanceof LocalValue.Singleton s) {
      return List.of(kinds.contains(s.field()) ? s.field() : OTHER);
    }
    List<String> out = new ArrayList<>();
    for (String k : kinds) {
      if (k.equals(OTHER) || !(v instanceof LocalValue.Other o && o.not().contains(k))
          && !ofOtherFinalClass(arg, k)) {
        out.add(k);
      }
    }
    return out;
  }

  /**
   * True if the element is typed with a final JDK value class ({@code String}, a boxed
   * primitive) that no object of the singleton has: the verifier guarantees the local holds
   * an instance of that class (or null), so it is not the singleton. A string built by
   * concatenation has no points-to object but is typed {@code String}.
   */
  private boolean ofOtherFinalClass(Value arg, String singleton) {
    String type = arg.getType().toString();
    return LibraryFacts.isFinalValueClass(type) && tc.values().identities().objects(singleton)
        .stream().noneMatch(o -> o.type().equals(type));
  }

  /** The limit counter of a kind, declared on first use. */
  private String counter(AbstractObject queue, String itemsCounter, String kind) {
    String name = queue.name() + ".kind." + kind;
    Counter items = tc.juc().counter(itemsCounter);
    int bound = (items == null ? 1 : items.capacity()) + SLACK;
    tc.juc().declareTranslatorCounter(new Counter(name, bound, 0, true));
    return name;
  }

  /** Per queue object, the named singletons its modelled insertions may put into it. */
  private Map<Integer, List<String>> singletons() {
    if (singletons != null) {
      return singletons;
    }
    singletons = new HashMap<>();
    SingletonIdentities ids = tc.values().identities();
    List<String> named = ids.named();
    PointsToResult pts = tc.pts();
    if (named.isEmpty() || pts.code() == null) {
      return singletons;
    }
    Map<Integer, Set<String>> found = new HashMap<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      if (code == null) {
        continue;
      }
      for (int i = 0; i < code.size(); i++) {
        AbstractInvokeExpr inv = MethodCode.invokeOf(code.stmt(i));
        if (inv == null || !(inv instanceof AbstractInstanceInvokeExpr ii)
            || !INSERTIONS.contains(inv.getMethodSignature().getName())
            || inv.getArgCount() == 0) {
          continue;
        }
        List<AbstractObject> element = inv.getArg(0) instanceof Local l
            ? pts.pointsTo(mi, i, l) : null;
        for (AbstractObject q : pts.pointsTo(mi, i, ii.getBase())) {
          if (!QueueModel.countsItems(q) || pts.isSummary(q)) {
            continue;
          }
          Set<String> to = found.computeIfAbsent(q.id(), k -> new TreeSet<>());
          for (String s : named) {
            if (element != null && (element.isEmpty()
                || !Collections.disjoint(element, ids.objects(s)))
                && !ofOtherFinalClass(inv.getArg(0), s)) {
              to.add(s);
            }
          }
        }
      }
    }
    found.forEach((q, s) -> {
      if (!s.isEmpty()) {
        singletons.put(q, List.copyOf(s));
      }
    });
    return singletons;
  }
}
