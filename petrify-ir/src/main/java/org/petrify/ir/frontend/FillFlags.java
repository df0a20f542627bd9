package org.petrify.ir.frontend;

import java.util.ArrayList;
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
import org.petrify.ir.rb.Variable;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.ClassType;
import sootup.core.types.PrimitiveType;

/**
 * Plain JDK collections that are empty until the first call that may add to them runs: the
 * flow-sensitive companion of {@link EmptyContainers}. A pool's list of idle entries, filled only
 * when an entry is released, is empty when the first lease asks {@code available.isEmpty()};
 * without this rule that test is a choice, and the lease may take an entry nobody put there.
 *
 * <p><b>Which objects.</b> An abstract object has a <em>fill flag</em>, the rb variable
 * {@code <object>.filled} with values {@code false true} and initial value {@code false}, when
 * it satisfies every condition of {@link EmptyContainers} except "no call adds to it": an
 * allocation of one of {@link EmptyContainers#TYPES}, not made by Mockito nor by a constructor
 * reference; never an argument of a call into the library nor captured by an {@code
 * invokedynamic}, never returned to the library; no adding call with an unknown receiver of a
 * supertype; the program does not change JDK collections behind their methods ({@link
 * TrackedValues#containersTrusted}). Further: it is not proved empty for the whole run (that
 * rule answers alone), some reachable call adds to it and some query of {@link #ANSWERS} asks it
 * (else the flag serves nothing), and its flag was not found racy by an earlier round ({@link
 * org.petrify.ir.encode.ValueRaces}), and it is no list with element kinds ({@link ListKinds},
 * whose walks its counts decide). The object may be a summary.
 *
 * <p><b>Commands.</b> Before every call whose receiver may be a flagged object and whose method
 * is not in {@link EmptyContainers#NON_ADDING} (or is a constructor with a non-primitive
 * parameter, such as a copy constructor), the translator emits {@code assign <object>.filled
 * true} for each flagged object of the receiver's points-to set ({@link #setBefore}). After a
 * query {@code l = r.q(...)} of {@link #ANSWERS} whose receiver's points-to set is not empty and
 * consists of flagged objects only, it switches on their flags: when every one is {@code false},
 * {@code l} is pinned to the answer the JVM gives on an empty collection ({@code isEmpty} true,
 * {@code size} 0, {@code contains} and {@code hasNext} false); otherwise nothing is learnt, as
 * without the rule ({@link #query}).
 *
 * <p><b>Soundness.</b> Invariant: whenever some runtime object of a flagged abstract object
 * holds an element, its flag is {@code true}. It holds at the start (every collection is created
 * empty: no copy constructor runs without setting the flag first). An element enters such a
 * collection only through one of its own methods called on it, by application code (a reachable
 * call statement whose receiver's points-to set contains the object, or is empty, which is ruled
 * out for its supertypes) or by the JDK, which cannot reach it (it is never handed to the
 * library); views and iterators are the object itself in the points-to analysis, so calls on
 * them are among these. Every such call is translated with the assignment before it, so the
 * flag is {@code true} before the call can add anything, and nothing sets it back. A flag of a
 * summary covers all of its runtime objects at once ({@code false}: none of them holds an
 * element). The flags are rb variables, sequentially consistent; the race rounds drop a flag
 * some two threads access without a common lock, so a {@code false} read by one thread is
 * ordered after no assignment of another, as in the JVM. So a query that finds every flag
 * {@code false} runs on empty collections, and the pinned answer is the JVM's. {@code remove},
 * {@code clear} and the like never set a flag back to {@code false} (flow-insensitive from the
 * first addition on: the rule only knows "nothing was added yet"). A flagged object that {@link
 * SizeCounters} counts has a size counter instead of its flag ({@link #counter}, {@link #step},
 * {@link #countQuery}), unless a race round dropped the counter.
 */
final class FillFlags {
  /** Adding-free queries whose result on an empty collection is known, with that result. */
  static final Map<String, Integer> ANSWERS = Map.of("isEmpty", 1, "size", 0,
      "contains", 0, "containsKey", 0, "containsValue", 0, "hasNext", 0,
      "hasMoreElements", 0, "empty", 1);

  /** A query answered on empty collections: the flags that must all be false, the answer. */
  record Query(List<String> flags, int answer) {}

  /**
   * A query answered by a size counter ({@link SizeCounters}): per value of {@link
   * SizeCounters#values} the answer, {@code null} where unknown.
   */
  record CountQuery(String counter, List<Integer> answers) {}

  /** The step of a counted collection's size before a call on it ({@link SizeCounters}). */
  record Step(String counter, SizeCounters.Op op) {}

  private final PointsToResult pts;
  private final TrackedValues values;
  private final ListKinds lists;
  private Set<Integer> flagged;
  private final Set<Integer> counted = new HashSet<>();
  private final Map<String, Variable> declared = new TreeMap<>();

  FillFlags(PointsToResult pts, TrackedValues values, ListKinds lists) {
    this.pts = pts;
    this.values = values;
    this.lists = lists;
  }

  /** The flag of an object, declared on first use, or null when it has none. */
  String flag(AbstractObject o) {
    if (!flagged().contains(o.id()) || counter(o) != null) {
      return null;
    }
    String name = o.name() + ".filled";
    if (values.isExcluded(name)) {
      return null;
    }
    declared.computeIfAbsent(name, n -> new Variable(n, List.of("false", "true"), "false"));
    return name;
  }

  /**
   * The size counter of an object, declared on first use, or null when it has none: it is not
   * counted ({@link SizeCounters}) or an earlier race round found the counter racy.
   */
  String counter(AbstractObject o) {
    if (!flagged().contains(o.id()) || !counted.contains(o.id())) {
      return null;
    }
    String name = o.name() + ".size";
    if (values.isExcluded(name)) {
      return null;
    }
    declared.computeIfAbsent(name, n -> new Variable(n, SizeCounters.values(), "0"));
    return name;
  }

  /**
   * The step of a size counter before statement {@code i}, a call on a counted collection (its
   * only receiver), or null; a read needs none.
   */
  Step step(MethodInstance mi, int i, AbstractInvokeExpr inv) {
    if (!(inv instanceof AbstractInstanceInvokeExpr ii) || inv instanceof JDynamicInvokeExpr) {
      return null;
    }
    List<AbstractObject> receivers = pts.pointsTo(mi, i, ii.getBase());
    if (receivers.size() != 1) {
      return null;
    }
    String c = counter(receivers.get(0));
    if (c == null) {
      return null;
    }
    SizeCounters.Op op = SizeCounters.op(inv.getMethodSignature(), inv.getArgCount(),
        receivers.get(0).type());
    return op == SizeCounters.Op.READ ? null : new Step(c, op);
  }

  /** The query {@code inv} at statement {@code i} that a size counter answers, or null. */
  CountQuery countQuery(MethodInstance mi, int i, AbstractInvokeExpr inv) {
    if (!(inv instanceof AbstractInstanceInvokeExpr ii) || inv instanceof JDynamicInvokeExpr) {
      return null;
    }
    List<Integer> answers = SizeCounters.answers(inv.getMethodSignature().getName(),
        inv.getArgCount());
    List<AbstractObject> receivers = pts.pointsTo(mi, i, ii.getBase());
    if (answers == null || receivers.size() != 1) {
      return null;
    }
    String c = counter(receivers.get(0));
    return c == null ? null : new CountQuery(c, answers);
  }

  /** The flagged objects (counted ones among them), decided on first use. */
  private Set<Integer> flagged() {
    if (flagged == null) {
      flagged = new HashSet<>();
      if (values.containersTrusted() && pts.code() != null) {
        decide();
      }
    }
    return flagged;
  }

  /** The flags to set before statement {@code i}: an adding call on flagged receivers. */
  List<String> setBefore(MethodInstance mi, int i, AbstractInvokeExpr inv) {
    if (!(inv instanceof AbstractInstanceInvokeExpr ii) || inv instanceof JDynamicInvokeExpr
        || nonAdding(inv.getMethodSignature())) {
      return List.of();
    }
    List<String> out = new ArrayList<>();
    for (AbstractObject o : pts.pointsTo(mi, i, ii.getBase())) {
      String f = flag(o);
      if (f != null && !out.contains(f)) {
        out.add(f);
      }
    }
    return out;
  }

  /** The query {@code inv} at statement {@code i} answers on empty collections, or null. */
  Query query(MethodInstance mi, int i, AbstractInvokeExpr inv) {
    Integer answer = answer(inv);
    if (answer == null) {
      return null;
    }
    List<AbstractObject> receivers =
        pts.pointsTo(mi, i, ((AbstractInstanceInvokeExpr) inv).getBase());
    List<String> flags = new ArrayList<>();
    for (AbstractObject o : receivers) {
      String f = flag(o);
      if (f == null) {
        return null;
      }
      if (!flags.contains(f)) {
        flags.add(f);
      }
    }
    return flags.isEmpty() ? null : new Query(flags, answer);
  }

  /** The flag variables declared so far, sorted by name. */
  List<Variable> declarations() {
    return List.copyOf(declared.values());
  }

  private static Integer answer(AbstractInvokeExpr inv) {
    if (!(inv instanceof AbstractInstanceInvokeExpr) || inv instanceof JDynamicInvokeExpr) {
      return null;
    }
    String name = inv.getMethodSignature().getName();
    Integer answer = ANSWERS.get(name);
    return answer != null && inv.getArgCount() == (name.startsWith("contains") ? 1 : 0)
        ? answer : null;
  }

  private static boolean nonAdding(MethodSignature sig) {
    if (sig.getName().equals("<init>")) {
      return sig.getParameterTypes().stream().allMatch(t -> t instanceof PrimitiveType
          || t.toString().equals("java.util.Comparator"));
    }
    return EmptyContainers.NON_ADDING.contains(sig.getName());
  }

  /**
   * True if no run executes the instance method instance: the points-to set of its {@code this}
   * is not empty and holds only objects whose runtime class cannot be its declaring class or a
   * subclass: allocations of other classes the class path has (not arrays), and lambdas when
   * the declaring class is not an interface (a lambda's class implements only its functional
   * interface). The JVM runs an
   * instance method only on a receiver of its class, and the points-to set holds every runtime
   * object {@code this} can be, so such an instance (made for an impossible receiver, e.g. a
   * library call's argument taken for its result) never runs and cannot add to anything.
   */
  private boolean neverRuns(MethodInstance mi, MethodCode body) {
    Local self = body.thisLocal();
    if (self == null) {
      return false;
    }
    int at = -1;
    for (int i = 0; i < body.size() && at < 0; i++) {
      if (body.stmt(i).getDef().filter(d -> d.equals(self)).isPresent()) {
        at = i;
      }
    }
    if (at < 0) {
      return false;
    }
    List<AbstractObject> receivers = pts.pointsTo(mi, at, self);
    ClassType declaring = mi.method().getDeclaringClassType();
    CodeBase code = pts.code();
    boolean anInterface = code.anyClass(declaring).map(c -> c.isInterface()).orElse(true);
    return !receivers.isEmpty() && receivers.stream().allMatch(o ->
        o.kind() == AbstractObject.Kind.ALLOCATION && !o.type().endsWith("]")
            && code.anyClass(code.classType(o.type())).isPresent()
            && !code.isSubtype(code.classType(o.type()), declaring)
        || o.kind() == AbstractObject.Kind.LAMBDA && !anInterface);
  }

  private void decide() {
    CodeBase code = pts.code();
    Set<Integer> candidates = new HashSet<>();
    for (AbstractObject o : pts.objects()) {
      if (o.kind() == AbstractObject.Kind.ALLOCATION && EmptyContainers.TYPES.contains(o.type())
          && !pts.isMockitoObject(o) && !values.isEmptyContainer(o) && lists.of(o) == null) {
        candidates.add(o.id());
      }
    }
    if (candidates.isEmpty()) {
      return;
    }
    LambdaTargets lambdas = LambdaTargets.of(pts);
    Set<MethodSignature> lambdaBodies = lambdas.bodies();
    Set<String> constructedByReference = lambdas.constructedClasses();
    Set<Integer> spoiled = new HashSet<>();
    Set<Integer> added = new HashSet<>();
    Set<Integer> queried = new HashSet<>();
    Set<Integer> uncountable = new HashSet<>();
    Set<ClassType> unknownAdders = new HashSet<>();
    Set<ClassType> unknownChangers = new HashSet<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode body = pts.body(mi);
      if (body == null || neverRuns(mi, body)) {
        continue;
      }
      for (int i = 0; i < body.size(); i++) {
        if (!pts.isFeasible(mi, i)) {
          continue; // no run of the instance reaches it (ParameterBranches)
        }
        Stmt s = body.stmt(i);
        EmptyContainers.returnedToLibrary(pts, mi, i, lambdaBodies, spoiled);
        AbstractInvokeExpr inv = MethodCode.invokeOf(s);
        if (inv == null) {
          continue;
        }
        MethodSignature sig = inv.getMethodSignature();
        if (inv instanceof AbstractInstanceInvokeExpr ii && !(inv instanceof JDynamicInvokeExpr)) {
          List<AbstractObject> receivers = pts.pointsTo(mi, i, ii.getBase());
          for (AbstractObject o : receivers) {
            if (receivers.size() > 1 || SizeCounters.op(sig, inv.getArgCount(), o.type()) == null) {
              uncountable.add(o.id());
            }
          }
          if (receivers.isEmpty() && SizeCounters.op(sig, inv.getArgCount(), "")
              != SizeCounters.Op.READ && !sig.getDeclClassType().toString()
                  .equals("java.lang.Object")) {
            unknownChangers.add(sig.getDeclClassType());
          }
          if (!nonAdding(sig)) {
            receivers.forEach(o -> added.add(o.id()));
            if (receivers.isEmpty()) {
              unknownAdders.add(sig.getDeclClassType());
            }
          } else if (answer(inv) != null) {
            receivers.forEach(o -> queried.add(o.id()));
          }
        }
        EmptyContainers.handedToLibrary(pts, mi, i, inv, spoiled);
      }
    }
    for (AbstractObject o : pts.objects()) {
      if (!candidates.contains(o.id()) || spoiled.contains(o.id())
          || !added.contains(o.id()) || !queried.contains(o.id())
          || constructedByReference.contains(o.type())) {
        continue;
      }
      ClassType type = code.classType(o.type());
      if (unknownAdders.stream().noneMatch(c -> code.isSubtype(type, c))) {
        flagged.add(o.id());
        if (SizeCounters.TYPES.contains(o.type()) && !pts.isSummary(o)
            && !uncountable.contains(o.id())
            && unknownChangers.stream().noneMatch(c -> code.isSubtype(type, c))) {
          counted.add(o.id());
        }
      }
    }
  }
}
