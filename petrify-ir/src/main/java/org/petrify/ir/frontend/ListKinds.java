package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Variable;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.PrimitiveType;

/**
 * Element kinds of plain JDK lists walked with an iterator ({@code LinkedList}, {@code
 * ArrayList}, {@code ArrayDeque}): per list object and element object, how many of the list's
 * elements are runtime objects of that element object, so that {@code it.next()} returns only
 * an element the list holds and pins it ({@link PolledObjects}), {@code it.hasNext()} is false
 * on an empty list, and {@code it.remove()} takes away the kind {@code next} returned. A request
 * that a pool parks in a pending list and later moves out of it by an iterator is then the one
 * it parked, not any request the program ever parked.
 *
 * <p><b>Which lists.</b> A list object (one runtime list, not a summary, not a Mockito object,
 * of exactly one of {@link #TYPES}) has kinds when, over the reachable code ({@link
 * QueueElements} decides the same way for queues):
 * <ul>
 *   <li>every call whose receiver may be the list has it as its only receiver (the iterators
 *       of a list are the list itself in the points-to analysis), and calls an insertion
 *       ({@link #INSERTIONS}, one argument, a local whose points-to set is not empty and has at
 *       most {@link QueueElements#MAX_SITE_OBJECTS} objects), {@code iterator()}, {@code
 *       listIterator()}, {@code hasNext()}, {@code next()} or {@code remove()} declared by
 *       {@code Iterator} or {@code ListIterator}, {@code clear()}, a query of {@link #READS},
 *       or a constructor without a collection argument; nothing else ({@code remove(o)},
 *       {@code addAll}, {@code set}, {@code previous}, streams, ...);</li>
 *   <li>it is never an argument of a call into the library, never captured by an {@code
 *       invokedynamic}, never returned to the library, and the program does not change JDK
 *       collections behind their methods ({@link TrackedValues#containersTrusted});</li>
 *   <li>the union of its insertion sites' objects has at least two objects, and some
 *       iterator walks it ({@code next()} or {@code hasNext()}: the counts serve nothing
 *       else);</li>
 *   <li>none of its count variables was found racy by an earlier round ({@link
 *       org.petrify.ir.encode.ValueRaces}: every two accesses of them by different threads
 *       hold a common lock).</li>
 * </ul>
 *
 * <p><b>Counts.</b> Per kind a variable {@code <list>.count.<object>} with values {@code 0} to
 * {@link #MAX_COUNT}: an insertion adds one to its element's kind (the object its local is
 * pinned to, or a choice among its site's objects), at {@link #MAX_COUNT} it overflows instead
 * (a limit counter {@code <list>.count.bound} of capacity 1 that starts full: the analysis
 * reports the overflow, never a verdict); {@code clear()} sets every count to 0; {@code
 * it.remove()} takes one from the kind of the local {@code it.next()} last pinned for {@code it}
 * (the key {@code it!last}, {@link #LAST}), or from a choice of kinds, when it is positive.
 * {@code x = it.next()} goes, for each kind in turn as a first choice, to the first kind round
 * the cycle whose count is positive, with {@code x} and {@code it!last} pinned to it; when every
 * count is 0 it goes to its first choice (a free choice, as without counts). {@code b =
 * it.hasNext()} is false, or true when some count is positive; on a <em>fresh</em> iterator
 * (the key {@code it!fresh}, {@link #FRESH}: pinned by {@code it = list.iterator()} when the
 * method uses {@code it} only as a call receiver, {@link #onlyReceiver}, dropped by {@code
 * next()} and {@code remove()}) it is exactly "some count is positive".
 *
 * <p><b>Soundness.</b> The count variables are rb variables: their tests and assignments are
 * atomic and sequentially consistent, which Java guarantees here because they are data-race
 * free (the race rounds leave a racy one untracked, and then the list has no counts). An
 * element of a Java list is a runtime object of one of its insertion site's objects, or null; let
 * its kind be the object the model counted it as (the pinned object, which the element is a
 * runtime object of or null, see {@link PolledObjects}, or the choice that names its object).
 * Invariant: after every list operation, each count is the number of the list's elements of its
 * kind, up to {@link #MAX_COUNT} (an overflow stops the thread and ends the analysis
 * inconclusively). It holds at the start (a new list is empty; no constructor copies a
 * collection), insertions and {@code clear} keep it, and nothing else changes the list (all
 * other methods are excluded above; the library never sees it). {@code next()} returns an
 * element of the list: its kind's count is positive, and the cycle that starts at that kind
 * takes it, so the model can return it pinned to its kind. {@code hasNext()} true needs a
 * non-empty list, so some count is positive; on a fresh iterator (the cursor at the start:
 * only calls on the local move it, and none of them was a {@code next()}) {@code hasNext()} of
 * {@code LinkedList} and {@code ArrayList} compares the cursor 0 with the current size, so it
 * is true exactly when the list is not empty. {@code it.remove()} removes the element the
 * last {@code next()} of that iterator returned; when {@code it!last} is pinned, no {@code
 * next()} on that local ran since (an assignment to the local drops the pin, {@link
 * Environment#without}), so it is that element's kind, whose count is positive; without a pin
 * the choice covers it. So every JVM run is a run of the model. A test never blocks (a switch
 * has a case for every value). A {@code ConcurrentModificationException} or {@code
 * NoSuchElementException} the JDK would throw is not raised, as for every JDK method (see the
 * limitations).
 */
final class ListKinds {
  /** The list classes whose objects may have kinds. */
  static final Set<String> TYPES = Set.of("java.util.LinkedList", "java.util.ArrayList");
  /** What starts the pin keys of an iterator local's marks (no Jimple local name has it; SootUp splits locals as {@code i#1}). */
  static final String MARK = "!";
  /** The suffix of the pin key of the element an iterator local's last {@code next} returned. */
  static final String LAST = MARK + "last";
  /** The suffix of the pin key of an iterator local no {@code next} has moved yet. */
  static final String FRESH = MARK + "fresh";
  /** The largest count of one kind followed exactly. */
  static final int MAX_COUNT = 3;
  /** The list and deque methods that insert one element ({@link SizeCounters} steps on them). */
  static final Set<String> INSERTIONS = Set.of("add", "addLast", "addFirst", "offer",
      "offerLast", "offerFirst", "push");
  private static final Set<String> ITERATORS = Set.of("iterator", "listIterator");
  private static final Set<String> ITERATOR_CLASSES = Set.of("java.util.Iterator",
      "java.util.ListIterator");
  private static final Set<String> READS = Set.of("size", "isEmpty", "contains", "get",
      "getFirst", "getLast", "peek", "peekFirst", "peekLast", "element", "hashCode");

  /** What a call does to a list with kinds. */
  enum Op { INSERT, ITERATOR, NEXT, HAS_NEXT, REMOVE, CLEAR, NONE }

  private final PointsToResult pts;
  private final boolean trusted;
  private final TrackedValues values;
  private Map<Integer, List<AbstractObject>> elements;
  private final Map<String, Variable> declared = new TreeMap<>();

  ListKinds(PointsToResult pts, TrackedValues values) {
    this.pts = pts;
    this.values = values;
    this.trusted = values.containersTrusted();
  }

  /** What the call does to a list (by name and declaring class; the receiver is not asked). */
  static Op op(AbstractInvokeExpr inv) {
    MethodSignature sig = inv.getMethodSignature();
    String name = sig.getName();
    boolean iterator = ITERATOR_CLASSES.contains(sig.getDeclClassType().getFullyQualifiedName());
    if (INSERTIONS.contains(name) && inv.getArgCount() == 1 && !iterator) {
      return Op.INSERT;
    }
    if (iterator && inv.getArgCount() == 0) {
      return switch (name) {
        case "next" -> Op.NEXT;
        case "hasNext" -> Op.HAS_NEXT;
        case "remove" -> Op.REMOVE;
        default -> Op.NONE;
      };
    }
    if (ITERATORS.contains(name) && inv.getArgCount() == 0 && !iterator) {
      return Op.ITERATOR;
    }
    return name.equals("clear") && inv.getArgCount() == 0 ? Op.CLEAR : Op.NONE;
  }

  /**
   * True if the method uses the local only as the receiver of calls (never copies it, stores
   * it, passes it or returns it): then only calls on that local move the iterator it holds.
   */
  static boolean onlyReceiver(MethodCode code, Local it) {
    for (Stmt s : code.stmts()) {
      boolean used = false;
      for (sootup.core.jimple.common.Value u : s.getUses()) {
        used |= u.equals(it);
      }
      if (!used) {
        continue;
      }
      AbstractInvokeExpr inv = MethodCode.invokeOf(s);
      boolean receiver = inv instanceof AbstractInstanceInvokeExpr ii
          && !(inv instanceof JDynamicInvokeExpr) && ii.getBase().equals(it)
          && inv.getArgs().stream().noneMatch(it::equals);
      if (!receiver) {
        return false;
      }
    }
    return true;
  }

  /**
   * The list with kinds the call operates on (its only receiver), or null: the call is no
   * counted operation ({@link Op#NONE}) or its receiver has no kinds.
   */
  AbstractObject list(MethodInstance mi, int at, AbstractInvokeExpr inv) {
    if (!(inv instanceof AbstractInstanceInvokeExpr ii) || inv instanceof JDynamicInvokeExpr
        || op(inv) == Op.NONE) {
      return null;
    }
    List<AbstractObject> r = pts.pointsTo(mi, at, ii.getBase());
    return r.size() == 1 && of(r.get(0)) != null ? r.get(0) : null;
  }

  /** The element objects (kinds) of a list, or null: it has none. */
  List<AbstractObject> of(AbstractObject list) {
    if (elements == null) {
      elements = new HashMap<>();
      if (trusted && pts.code() != null
          && pts.objects().stream().anyMatch(o -> candidate(o))) {
        decide();
      }
    }
    List<AbstractObject> e = elements.get(list.id());
    if (e == null || e.stream().anyMatch(o -> values.isExcluded(variable(list, o)))) {
      return null;
    }
    return e;
  }

  /** The count variable of a kind, declared on first use. */
  String count(AbstractObject list, AbstractObject element) {
    String name = variable(list, element);
    declared.computeIfAbsent(name, n -> {
      List<String> domain = new ArrayList<>();
      for (int k = 0; k <= MAX_COUNT; k++) {
        domain.add(Integer.toString(k));
      }
      return new Variable(n, domain, "0");
    });
    return name;
  }

  /** The limit counter an insertion beyond {@link #MAX_COUNT} overflows (starts full). */
  static Counter bound(AbstractObject list) {
    return new Counter(list.name() + ".count.bound", 1, 1, true);
  }

  /** The count variables declared so far, sorted by name. */
  List<Variable> declarations() {
    return List.copyOf(declared.values());
  }

  private static String variable(AbstractObject list, AbstractObject element) {
    return list.name() + ".count." + element.name();
  }

  private boolean candidate(AbstractObject o) {
    return TYPES.contains(o.type()) && !pts.isSummary(o) && !pts.isMockitoObject(o);
  }

  private void decide() {
    CodeBase code = pts.code();
    Set<MethodSignature> lambdaBodies = LambdaTargets.of(pts).bodies();
    Map<Integer, List<AbstractObject>> found = new HashMap<>();
    Set<Integer> spoiled = new HashSet<>();
    Set<Integer> walked = new HashSet<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode body = pts.body(mi);
      if (body == null) {
        continue;
      }
      for (int i = 0; i < body.size(); i++) {
        Stmt s = body.stmt(i);
        EmptyContainers.returnedToLibrary(pts, mi, i, lambdaBodies, spoiled);
        AbstractInvokeExpr inv = MethodCode.invokeOf(s);
        if (inv == null) {
          continue;
        }
        if (inv instanceof AbstractInstanceInvokeExpr ii && !(inv instanceof JDynamicInvokeExpr)) {
          receiverUse(mi, i, ii, found, spoiled, walked);
        }
        boolean library = inv instanceof JDynamicInvokeExpr
            || !code.isApplication(inv.getMethodSignature().getDeclClassType())
            || pts.callees(mi, i).isEmpty();
        if (library) {
          for (Immediate arg : inv.getArgs()) {
            if (arg instanceof Local a && !(a.getType() instanceof PrimitiveType)) {
              pts.pointsTo(mi, i, a).forEach(o -> spoiled.add(o.id()));
            }
          }
        }
      }
    }
    found.forEach((l, objects) -> {
      if (!spoiled.contains(l) && walked.contains(l) && objects.size() > 1) {
        elements.put(l, List.copyOf(objects));
      }
    });
  }

  /** Notes a call on possible lists: an insertion's element, or a use that spoils them. */
  private void receiverUse(MethodInstance mi, int i, AbstractInstanceInvokeExpr ii,
      Map<Integer, List<AbstractObject>> found, Set<Integer> spoiled, Set<Integer> walked) {
    List<AbstractObject> receivers = pts.pointsTo(mi, i, ii.getBase());
    List<AbstractObject> lists = receivers.stream().filter(this::candidate).toList();
    if (lists.isEmpty()) {
      return;
    }
    if (receivers.size() > 1) {
      lists.forEach(l -> spoiled.add(l.id()));
      return;
    }
    AbstractObject l = lists.get(0);
    String name = ii.getMethodSignature().getName();
    Op op = op(ii);
    if (op == Op.INSERT) {
      List<AbstractObject> element = ii.getArg(0) instanceof Local a
          ? pts.pointsTo(mi, i, a) : List.of();
      if (element.isEmpty() || element.size() > QueueElements.MAX_SITE_OBJECTS) {
        spoiled.add(l.id());
        return;
      }
      List<AbstractObject> e = found.computeIfAbsent(l.id(), k -> new ArrayList<>());
      for (AbstractObject o : element) {
        if (!e.contains(o)) {
          e.add(o);
        }
      }
      return;
    }
    if (op == Op.NEXT || op == Op.HAS_NEXT) {
      walked.add(l.id());
    }
    boolean constructor = name.equals("<init>") && ii.getMethodSignature().getParameterTypes()
        .stream().allMatch(t -> t instanceof PrimitiveType);
    boolean allowed = op != Op.NONE || constructor || READS.contains(name)
        ;
    if (!allowed) {
      spoiled.add(l.id());
    }
  }
}
