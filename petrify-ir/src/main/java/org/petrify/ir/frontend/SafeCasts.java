package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.ArgumentSite;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.ClassConstant;
import sootup.core.jimple.common.constant.NullConstant;
import sootup.core.jimple.common.constant.StringConstant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.expr.JNewExpr;
import sootup.core.jimple.common.ref.JFieldRef;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.ref.JThisRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.JReturnStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.ClassType;
import sootup.core.types.PrimitiveType;
import sootup.core.types.Type;

/**
 * Reference casts that cannot throw {@code ClassCastException}: the cast javac writes after an
 * erased generic call ({@code String s = queue.take();} is {@code (String) queue.take()}), whose
 * operand holds only objects of the target type or null. {@link ImplicitExceptions#typesAt}
 * gives such a cast no {@code ClassCastException} route; without this rule a consumer under
 * {@code catch (RuntimeException e)} could lose the item it took to a handler that skips its
 * exit (a false VIOLATED).
 *
 * <p><b>Bounds.</b> The <em>bound</em> of a value is a set of class types such that every
 * non-null runtime value is an instance of one of them (or of a subclass), or unknown. Bounds
 * are computed flow-insensitively: a local's bound is the union of the bounds of every
 * definition of it in the method body (a superset of those reaching any statement):
 * <ul>
 *   <li>{@code null} adds nothing (a cast of null succeeds); a string constant is a {@code
 *       String}, a class constant a {@code Class}, {@code new T} a {@code T};</li>
 *   <li>a cast {@code (T) w} is a {@code T} (the cast checked it, interfaces included); a copy
 *       has the bound of its source; a lambda or method reference is its functional
 *       interface;</li>
 *   <li>{@code this} is an instance of the declaring class; a parameter, a field read and a
 *       call result whose declared type (in the method or field descriptor, not a type SootUp
 *       inferred) is a <em>class</em> (not an interface) is an instance of it: the JVM's
 *       verifier checks assignability to class types at every invoke, {@code putfield},
 *       {@code putstatic} and {@code areturn}, and treats interface types as {@code
 *       Object};</li>
 *   <li>an element read of a JDK container ({@link #CONTAINERS}: {@code take}, {@code poll},
 *       {@code get}, ...) has the union of the bounds of the elements ever inserted into the
 *       container objects its receiver may be (next paragraph); an empty points-to set of the
 *       receiver is unknown; {@code it.next()} on an iterator of such a container is one
 *       (the points-to object of a view or iterator is its container);</li>
 *   <li>a value whose declared type says nothing (an erased {@code T}, {@code Object}, an
 *       interface) has the union of the bounds of what the program stores there, when every
 *       store is seen: a field read, of every write of the field ({@link FieldWrites}: not a
 *       JDK field, not one reflection, an updater or a handle may write, and only when no
 *       write may bypass field types at all; its default adds nothing); a call's result, of
 *       every value its callees return, when they are all the code the call may run ({@link
 *       NullLocals#everyTargetWired}, no mock, spy or receiver the analysis does not show, all
 *       application code with bodies); a parameter, of the argument every call statement
 *       passes ({@link PointsToResult#argumentSites}: none, so unknown, when the library, a
 *       lambda's caller or the entry point may invoke the instance). Heap pollution (a raw
 *       write of a string into a {@code T} field) is such a store and is counted;</li>
 *   <li>anything else (other JDK results, array elements, caught exceptions) is unknown.</li>
 * </ul>
 *
 * <p><b>Containers.</b> The elements of a container object are known when, over the whole
 * reachable program, every call whose receiver may be it is an insertion whose element
 * arguments (the parameters declared {@code Object}: the erased {@code E}) have known bounds,
 * an element read, a method that inserts nothing ({@link #NON_INSERTING}) or a constructor
 * without reference arguments; it is never an argument of a call into the library, of a call
 * without callee or of an {@code invokedynamic} that does not {@link
 * ConcurrentQueueUses#capturesSafely capture safely}; it is not returned to the library
 * ({@link EmptyContainers#returnedToLibrary}); no call outside those listed has a receiver the
 * points-to analysis knows nothing of whose declared class is a supertype of its class (an
 * insertion on such a receiver, {@code available.addFirst(entry)} where the set of {@code
 * available} is empty, counts as an insertion into every container of such a class: whichever
 * container it is, it gains those elements and no others); it is
 * no Mockito object, its class is not built by a constructor reference, and no reflective
 * write may reach a {@code java.util} class ({@link ReflectedFields}). Field reads are trusted
 * only when no write may bypass the field's type ({@link ReflectedFields#anyField}: {@code
 * Unsafe} and the like). Its elements are then
 * exactly what those insertions put, as for {@link QueueElements} (the same assumption that
 * a non-empty points-to set of a receiver holds every object the receiver may be).
 *
 * <p><b>The rule.</b> A cast {@code (C) v} cannot fail when the bound of {@code v} is known
 * and each of its classes is a subtype of {@code C} as far as the class path shows (an unknown
 * supertype chain answers no). Sound because every non-null value of {@code v} is an instance
 * of a class of the bound, hence of {@code C}, and a null passes every reference cast. Points-to
 * sets alone would not do: an object a library call returns has none, so {@code (Foo) (b ? new
 * Foo() : lib())} has the set {@code {Foo}} and may still fail. A cast of a local that an
 * {@code instanceof} test of a subtype of {@code C} guards on every path ({@link
 * InstanceOfGuards}) cannot fail either.
 */
final class SafeCasts {
  /** JDK container classes whose erased element type is {@code Object}. */
  static final Set<String> CONTAINERS = Set.of(
      "java.util.concurrent.ArrayBlockingQueue", "java.util.concurrent.LinkedBlockingQueue",
      "java.util.concurrent.LinkedBlockingDeque", "java.util.concurrent.PriorityBlockingQueue",
      "java.util.concurrent.SynchronousQueue", "java.util.concurrent.LinkedTransferQueue",
      "java.util.concurrent.ConcurrentLinkedQueue", "java.util.concurrent.ConcurrentLinkedDeque",
      "java.util.concurrent.CopyOnWriteArrayList", "java.util.ArrayDeque", "java.util.ArrayList",
      "java.util.LinkedList", "java.util.PriorityQueue");
  /** Methods that insert their {@code Object}-typed arguments. */
  private static final Set<String> INSERTIONS = Set.of("put", "putFirst", "putLast", "add",
      "addFirst", "addLast", "offer", "offerFirst", "offerLast", "transfer", "tryTransfer",
      "push", "set", "addIfAbsent");
  /**
   * Methods that return an element (or null) when their declared result is {@code Object};
   * {@code next} is an iterator's, whose points-to object is its container's (the library
   * model gives a view, an iterator too, the object of the container it shows).
   */
  private static final Set<String> READS = Set.of("take", "takeFirst", "takeLast", "poll",
      "pollFirst", "pollLast", "remove", "removeFirst", "removeLast", "element", "peek",
      "peekFirst", "peekLast", "getFirst", "getLast", "get", "pop", "set", "next", "previous");
  /** Methods that put nothing into the container (besides {@link #READS}). */
  private static final Set<String> NON_INSERTING = Set.of("isEmpty", "size", "contains",
      "containsAll", "indexOf", "lastIndexOf", "toString", "equals", "hashCode", "getClass",
      "clear", "drainTo", "remainingCapacity", "iterator", "stream", "parallelStream",
      "forEach", "toArray", "wait", "notify", "notifyAll", "removeAll", "retainAll",
      "removeIf", "isHeldExclusively", "hasNext", "hasPrevious", "nextIndex",
      "previousIndex");
  private static final String STRING = "java.lang.String";

  private final PointsToResult pts;
  private final boolean fieldsTrusted;
  /** Per container object id with known elements, their bound. */
  private final Map<Integer, Set<ClassType>> elements = new HashMap<>();
  private final Map<MethodCode, Map<String, List<Integer>>> defs = new HashMap<>();
  /** Per container id, the element arguments inserted into it. */
  private final Map<Integer, List<Inserted>> inserted = new HashMap<>();
  private final ContainerCopies copies;
  /** The field writes of the program, null when fields are not trusted. */
  private final FieldWrites fieldWrites;
  /** The most locals one bound may visit before it gives up (unknown). */
  private static final int MAX_VISITED = 5_000;

  /** A local of a method instance, visited by {@link #bound}. */
  private record Visited(MethodInstance method, String local) {}

  /**
   * Decides the containers' elements once for the program ({@code trusted} false: the program
   * may change JDK collections behind their methods, and no container's elements are known).
   */
  SafeCasts(PointsToResult pts, boolean trusted) {
    this(pts, trusted, trusted ? Set.of() : null);
  }

  /**
   * The same; {@code reflectedFields} null when a field may be written behind the verifier's
   * back ({@code Unsafe}, {@link ReflectedFields#anyField}): a field read's bound is then
   * unknown; else the names of the fields reflection may write ({@link FieldWrites}).
   */
  private SafeCasts(PointsToResult pts, boolean trusted, Set<String> reflectedFields) {
    this.pts = pts;
    this.fieldsTrusted = reflectedFields != null;
    this.fieldWrites = fieldsTrusted && pts.code() != null
        ? FieldWrites.of(pts, reflectedFields) : null;
    this.copies = new ContainerCopies(pts, CONTAINERS);
    if (trusted && pts.code() != null) {
      decideContainers();
    }
  }

  /**
   * The rule for a whole program, trusting containers unless reflection may reach {@code
   * java.util}, and field types unless some write may bypass them.
   */
  static SafeCasts of(PointsToResult pts) {
    if (pts.code() == null) {
      return new SafeCasts(pts, false);
    }
    ReflectedFields reflected = ReflectedFields.of(pts);
    Set<String> reflectedNames = new HashSet<>();
    reflected.written().forEach(k -> reflectedNames.add(k.name()));
    return new SafeCasts(pts, !reflected.reflectsJdkCollections(),
        reflected.anyField() == null ? reflectedNames : null);
  }

  /** True if statement {@code i} is a reference cast that cannot fail (class comment). */
  boolean cannotFail(MethodInstance mi, MethodCode body, int i) {
    if (pts.code() == null || !(body.stmt(i) instanceof JAssignStmt a)
        || !(a.getRightOp() instanceof JCastExpr c) || !(c.getType() instanceof ClassType to)) {
      return false;
    }
    Set<ClassType> bound = bound(mi, body, c.getOp(), new HashSet<>());
    return bound != null && bound.stream().allMatch(t -> pts.code().isSubtype(t, to))
        || c.getOp() instanceof Local l
        && InstanceOfGuards.guardedAt(body, i, l.getName(), d -> pts.code().isSubtype(d, to));
  }

  /** The bound of a value in the method instance, or null if unknown. */
  private Set<ClassType> bound(MethodInstance mi, MethodCode body, Value v, Set<Visited> open) {
    if (v instanceof NullConstant) {
      return Set.of();
    }
    if (v instanceof StringConstant) {
      return Set.of(pts.code().classType(STRING));
    }
    if (v instanceof ClassConstant) {
      return Set.of(pts.code().classType("java.lang.Class"));
    }
    if (!(v instanceof Local l) || l.getType() instanceof PrimitiveType) {
      return null;
    }
    if (open.size() > MAX_VISITED) {
      return null;
    }
    if (!open.add(new Visited(mi, l.getName()))) {
      return Set.of(); // a copy cycle adds no source of its own; a local met again adds none
    }
    List<Integer> ds = definitions(body).get(l.getName());
    if (ds == null || ds.isEmpty()) {
      return null;
    }
    Set<ClassType> out = new LinkedHashSet<>();
    for (int d : ds) {
      Set<ClassType> b = definitionBound(mi, body, d, open);
      if (b == null) {
        return null;
      }
      out.addAll(b);
    }
    return out;
  }

  private Set<ClassType> definitionBound(MethodInstance mi, MethodCode body, int d,
      Set<Visited> open) {
    Stmt s = body.stmt(d);
    if (s instanceof JIdentityStmt id) {
      if (id.getRightOp() instanceof JThisRef) {
        return Set.of(mi.method().getDeclaringClassType());
      }
      if (id.getRightOp() instanceof JParameterRef p) {
        Set<ClassType> t = declared(mi.method().getParameterType(p.getIndex()));
        return t != null ? t : argumentBound(mi, p.getIndex(), open);
      }
      return null;
    }
    if (!(s instanceof JAssignStmt a)) {
      return null;
    }
    Value r = a.getRightOp();
    if (r instanceof JCastExpr c) {
      return c.getType() instanceof ClassType t ? Set.of(t) : null;
    }
    if (r instanceof JNewExpr n) {
      return Set.of(n.getType());
    }
    if (r instanceof JFieldRef f) {
      Set<ClassType> t = fieldsTrusted ? declared(f.getFieldSignature().getType()) : null;
      return t != null || !fieldsTrusted ? t : writtenBound(f, open);
    }
    if (r instanceof AbstractInvokeExpr inv) {
      Set<ClassType> read = elementRead(mi, d, inv);
      if (read != null) {
        return read;
      }
      if (inv instanceof JDynamicInvokeExpr dyn) {
        return lambdaBound(dyn);
      }
      Set<ClassType> t = declared(inv.getMethodSignature().getType());
      return t != null ? t : returnedBound(mi, d, inv, open);
    }
    return bound(mi, body, r, open);
  }

  /**
   * The bound of parameter {@code p} of an instance whose declared type says nothing: the union
   * of the bounds of the values every call statement passes ({@link
   * PointsToResult#argumentSites}); unknown when the instance may also be invoked in a way no
   * statement shows (a library call-back, a lambda body, the entry point).
   */
  private Set<ClassType> argumentBound(MethodInstance mi, int p, Set<Visited> open) {
    List<ArgumentSite> sites = pts.argumentSites(mi);
    if (sites.isEmpty()) {
      return null;
    }
    Set<ClassType> out = new LinkedHashSet<>();
    for (ArgumentSite site : sites) {
      ArgumentSite from = site.siteOf(p);
      Value arg = site.argument(p);
      MethodCode body = pts.body(from.caller());
      Set<ClassType> b = arg == null || body == null ? null
          : bound(from.caller(), body, arg, open);
      if (b == null) {
        return null;
      }
      out.addAll(b);
    }
    return out;
  }

  /**
   * The bound of a read of a field whose declared type says nothing: the union of the bounds
   * of every value the reachable code writes to it ({@link FieldWrites}; its default is null),
   * unknown if a write may be unseen.
   */
  private Set<ClassType> writtenBound(JFieldRef f, Set<Visited> open) {
    List<FieldWrites.Write> writes = fieldWrites.writesOf(f.getFieldSignature());
    if (writes == null) {
      return null;
    }
    Set<ClassType> out = new LinkedHashSet<>();
    for (FieldWrites.Write w : writes) {
      Set<ClassType> b = bound(w.method(), pts.body(w.method()), w.value(), open);
      if (b == null) {
        return null;
      }
      out.addAll(b);
    }
    return out;
  }

  /**
   * The bound of the result of a call whose declared type says nothing: the union of the
   * bounds of the values the callees return, when they are all the code the call may run:
   * every target is wired ({@link NullLocals#everyTargetWired}), no receiver object is a
   * Mockito mock or spy (whose stubs return anything) or a JDK object the analysis does not
   * show ({@link PointsToResult#mayBeOpaque}), and every callee is application code with a
   * body.
   */
  private Set<ClassType> returnedBound(MethodInstance mi, int at, AbstractInvokeExpr inv,
      Set<Visited> open) {
    if (!NullLocals.everyTargetWired(pts, mi, at, inv)
        || inv instanceof AbstractInstanceInvokeExpr ii && (pts.mayBeOpaque(mi, at, ii.getBase())
        || pts.pointsTo(mi, at, ii.getBase()).stream()
            .anyMatch(o -> pts.isMockitoObject(o) || pts.isSpy(o)))) {
      return null;
    }
    Set<MethodInstance> callees = pts.callees(mi, at);
    if (callees.stream().anyMatch(c -> pts.body(c) == null
        || !pts.code().isApplication(c.method().getDeclaringClassType()))) {
      return null;
    }
    Set<ClassType> out = new LinkedHashSet<>();
    for (MethodInstance callee : callees) {
      MethodCode body = pts.body(callee);
      for (int i = 0; i < body.size(); i++) {
        if (body.stmt(i) instanceof JReturnStmt ret) {
          Set<ClassType> b = bound(callee, body, ret.getOp(), open);
          if (b == null) {
            return null;
          }
          out.addAll(b);
        }
      }
    }
    return out;
  }

  /**
   * The bound of a lambda or method reference ({@code LambdaMetafactory}): its functional
   * interface, which the object the metafactory makes implements; null for other bootstraps.
   */
  private Set<ClassType> lambdaBound(JDynamicInvokeExpr dyn) {
    return dyn.getBootstrapMethodSignature().getDeclClassType().getFullyQualifiedName()
        .equals("java.lang.invoke.LambdaMetafactory")
        && dyn.getMethodSignature().getType() instanceof ClassType t ? Set.of(t) : null;
  }

  /**
   * The bound a verified value of declared type {@code t} has: {@code t} itself for a class
   * other than {@code Object}; null (unknown) for an interface, {@code Object}, an array or a
   * class the class path does not have.
   */
  private Set<ClassType> declared(Type t) {
    if (!(t instanceof ClassType c) || c.getFullyQualifiedName().equals("java.lang.Object")) {
      return null;
    }
    return pts.code().anyClass(c).filter(k -> !k.isInterface()).map(k -> Set.of(c))
        .orElse(null);
  }

  /**
   * The bound of an element read ({@link #READS}, declared result {@code Object}) on a
   * receiver whose objects are all containers with known elements; null otherwise.
   */
  private Set<ClassType> elementRead(MethodInstance mi, int at, AbstractInvokeExpr inv) {
    if (!(inv instanceof AbstractInstanceInvokeExpr ii)
        || !READS.contains(inv.getMethodSignature().getName())
        || !isObject(inv.getMethodSignature().getType())) {
      return null;
    }
    List<AbstractObject> receivers = pts.pointsTo(mi, at, ii.getBase());
    if (receivers.isEmpty()) {
      return null;
    }
    Set<ClassType> out = new LinkedHashSet<>();
    for (AbstractObject o : receivers) {
      Set<ClassType> e = elements.get(o.id());
      if (e == null) {
        return null;
      }
      out.addAll(e);
    }
    return out;
  }

  private static boolean isObject(Type t) {
    return t instanceof ClassType c && c.getFullyQualifiedName().equals("java.lang.Object");
  }

  /** Every definition of each local in the body (assignments and identity statements). */
  private Map<String, List<Integer>> definitions(MethodCode body) {
    return defs.computeIfAbsent(body, b -> {
      Map<String, List<Integer>> m = new HashMap<>();
      for (int i = 0; i < b.size(); i++) {
        Value lhs = b.stmt(i) instanceof JAssignStmt a ? a.getLeftOp()
            : b.stmt(i) instanceof JIdentityStmt id ? id.getLeftOp() : null;
        if (lhs instanceof Local l) {
          m.computeIfAbsent(l.getName(), k -> new ArrayList<>()).add(i);
        }
      }
      return m;
    });
  }

  /** Decides which container objects have known elements, and their bounds (class comment). */
  private void decideContainers() {
    List<AbstractObject> containers = pts.objects().stream()
        .filter(o -> CONTAINERS.contains(o.type())).toList();
    if (containers.isEmpty()) {
      return;
    }
    CodeBase code = pts.code();
    LambdaTargets lambdas = LambdaTargets.of(pts);
    Set<MethodSignature> reachable = new HashSet<>();
    for (MethodInstance mi : pts.reachable()) {
      reachable.add(mi.method().getSignature());
    }
    Set<Integer> spoiled = new HashSet<>();
    Set<ClassType> unknownReceivers = new HashSet<>();
    Map<ClassType, List<Inserted>> unknownInsertions = new HashMap<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode body = pts.body(mi);
      if (body == null) {
        continue;
      }
      for (int i = 0; i < body.size(); i++) {
        EmptyContainers.returnedToLibrary(pts, mi, i, lambdas.bodies(), spoiled);
        AbstractInvokeExpr inv = MethodCode.invokeOf(body.stmt(i));
        if (inv == null) {
          continue;
        }
        if (inv instanceof AbstractInstanceInvokeExpr ii && copies.record(mi, i, ii)) {
          continue;
        }
        if (inv instanceof AbstractInstanceInvokeExpr ii) {
          receiverUse(mi, i, ii, spoiled, unknownReceivers, unknownInsertions);
        }
        ConcurrentQueueUses.spoilLibraryArguments(pts, code, reachable, mi, i, inv, spoiled);
      }
    }
    for (AbstractObject o : containers) {
      ClassType type = code.classType(o.type());
      if (pts.isMockitoObject(o) || lambdas.constructedClasses().contains(o.type())
          || unknownReceivers.stream().anyMatch(c -> code.isSubtype(type, c))) {
        spoiled.add(o.id());
      }
      unknownInsertions.forEach((declared, elements) -> {
        if (code.isSubtype(type, declared)) {
          inserted.computeIfAbsent(o.id(), x -> new ArrayList<>()).addAll(elements);
        }
      });
    }
    // Insertions may put elements read from containers: iterate to a fixpoint, starting from
    // containers with no known elements and growing (an element read of a container not yet
    // decided is unknown, so a cycle of containers feeding each other stays undecided).
    boolean changed = true;
    while (changed) {
      changed = false;
      for (AbstractObject o : containers) {
        if (spoiled.contains(o.id()) || elements.containsKey(o.id())) {
          continue;
        }
        Set<ClassType> bound = copies.sourceElements(o.id(), elements);
        for (Inserted e : bound == null ? List.<Inserted>of()
            : inserted.getOrDefault(o.id(), List.of())) {
          Set<ClassType> b = bound(e.method(), pts.body(e.method()), e.value(), new HashSet<>());
          if (b == null) {
            bound = null;
            break;
          }
          bound.addAll(b);
        }
        if (bound != null) {
          elements.put(o.id(), Set.copyOf(bound));
          changed = true;
        }
      }
    }
  }

  /**
   * True if every parameter of the insertion {@code sig} is an element ({@code Object}) or
   * carries no reference into the container ({@link #nonElementParameter}).
   */
  private static boolean onlyElementParameters(MethodSignature sig) {
    return sig.getParameterTypes().stream().allMatch(t -> isObject(t) || nonElementParameter(t));
  }

  /** A primitive (an index, a timeout) or a {@code TimeUnit}: no element of the container. */
  private static boolean nonElementParameter(Type t) {
    return t instanceof PrimitiveType || t.toString().equals("java.util.concurrent.TimeUnit");
  }

  /** An element argument of an insertion. */
  record Inserted(MethodInstance method, int at, Value value) {}

  /** The ids of the container objects whose elements are known (class comment). */
  Set<Integer> knownContainers() {
    return elements.keySet();
  }

  /** Every element argument inserted into container {@code id} in the whole program. */
  List<Inserted> insertionsInto(int id) {
    return inserted.getOrDefault(id, List.of());
  }

  /** The ids of the containers copied into container {@code id} ({@link ContainerCopies}). */
  Set<Integer> copiedInto(int id) {
    return copies.sourcesOf(id);
  }

  /**
   * Notes a call on possible containers: its inserted elements, or a use that spoils them. A
   * call on a receiver the points-to analysis knows nothing of adds its declared class to
   * {@code unknownReceivers} (every container of a subclass is spoiled), unless it reads or is
   * an insertion whose only reference parameters are elements: those are then noted under the
   * declared class in {@code unknownInsertions}, as inserted into every such container.
   */
  private void receiverUse(MethodInstance mi, int i, AbstractInstanceInvokeExpr ii,
      Set<Integer> spoiled, Set<ClassType> unknownReceivers,
      Map<ClassType, List<Inserted>> unknownInsertions) {
    MethodSignature sig = ii.getMethodSignature();
    String name = sig.getName();
    List<AbstractObject> receivers = pts.pointsTo(mi, i, ii.getBase());
    boolean constructor = name.equals("<init>")
        && sig.getParameterTypes().stream().allMatch(t -> t instanceof PrimitiveType);
    boolean reads = READS.contains(name) || NON_INSERTING.contains(name);
    boolean inserts = INSERTIONS.contains(name);
    if (receivers.isEmpty()) {
      if (inserts && onlyElementParameters(sig)) {
        List<Type> params = sig.getParameterTypes();
        for (int k = 0; k < params.size(); k++) {
          if (isObject(params.get(k))) {
            unknownInsertions.computeIfAbsent(sig.getDeclClassType(), x -> new ArrayList<>())
                .add(new Inserted(mi, i, ii.getArg(k)));
          }
        }
      } else if (!constructor && !reads) {
        unknownReceivers.add(sig.getDeclClassType());
      }
      return;
    }
    List<AbstractObject> containers = receivers.stream()
        .filter(o -> CONTAINERS.contains(o.type())).toList();
    if (containers.isEmpty()) {
      return;
    }
    if (inserts) {
      List<Type> params = sig.getParameterTypes();
      for (int k = 0; k < params.size(); k++) {
        if (isObject(params.get(k))) {
          for (AbstractObject o : containers) {
            inserted.computeIfAbsent(o.id(), x -> new ArrayList<>())
                .add(new Inserted(mi, i, ii.getArg(k)));
          }
        } else if (!nonElementParameter(params.get(k))) {
          containers.forEach(o -> spoiled.add(o.id()));
        }
      }
    } else if (!constructor && !reads) {
      containers.forEach(o -> spoiled.add(o.id()));
    }
  }
}
