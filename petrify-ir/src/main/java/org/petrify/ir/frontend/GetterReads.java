package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.ref.JFieldRef;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.JReturnStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.signatures.FieldSignature;
import sootup.core.types.PrimitiveType;
import sootup.core.types.Type;

/**
 * Calls whose result is the value of one field: <em>getters</em>. A call {@code l = m(...)}
 * whose callees are getters of one field {@code f} acts in the caller as the read {@code l =
 * o.f} of that field, for the objects {@code o} the getters read it from, so that a branch on
 * {@code l} is decided by the tracked value of {@code f} ({@link TrackedValues}) instead of
 * being a nondeterministic choice.
 *
 * <p><b>Getter.</b> An application method instance with a body is a getter of field {@code f}
 * when it is not {@code synchronized}, its body is straight-line (every statement but the
 * last falls through to the next and has no other successor, so it has no loop and no branch),
 * and its statements are only: identity statements (this, parameters); assignments to locals
 * of a local, of a field read through a local or of a static field read; at most one call,
 * whose result is the returned local and whose every callee (by points-to) is a getter of
 * {@code f} (a chain of accessors, {@code return this.inner.getX()}); and one {@code return l}
 * where {@code l} holds a read of {@code f} (directly, or through copies) or that call's
 * result; or, as last link, one {@code return y} of {@code y = x.fn()} where {@code x} holds
 * a read of a reference field {@code f} and every callee of {@code fn} is a {@link
 * FinalFunctions final function}: the result is then the function's value on the object read
 * ({@link Read#then}), known when the field's value is a class of {@link ReferenceClasses}.
 * The field's type and the method's return type must both be primitive and equal, or
 * both references (no conversion changes the value). The objects read from are the points-to
 * set of the read's base local in the callee's context (one {@code null} for a static field),
 * and for a chain the union of the inner getters' objects. A call site is a getter read of
 * {@code f} when all its callees (one target, or all targets agreeing on {@code f}) are.
 *
 * <p><b>Soundness (read atomicity).</b> A getter writes nothing (no field, array element or
 * static is assigned), takes no lock, calls nothing else, cannot loop and, as checked at
 * translation ({@link #readAt}), triggers no class initialisation and cannot throw (by {@link
 * ThrowAnalysis}, as its call was modelled). Each of its steps but the read of {@code f} touches
 * only the running thread's locals or reads other fields, which the model's control never
 * depends on here (their values are not returned). So in any run of the program every other
 * step of the getter commutes with the steps of other threads, and the run can be reordered,
 * with the same outcome for every thread, into one in which the whole call happens at the
 * instant of its read of {@code f}: the caller then receives the value {@code f} held at that
 * instant. The model's switch on {@code f}'s variable is exactly that one step, so every run of
 * the program is a run of the model; no run is added either, since the switch continues with
 * the local pinned to the value the variable holds. Blocking, waking and thread starts are
 * unchanged (there are none in a getter), so deadlocks are the same. Reads through an untracked
 * alternative (a summary object) continue with the local unknown, as a direct read does.
 *
 * <p><b>Why not a result variant.</b> {@link ResultExits} splits a call's result over the two
 * exits of a callee variant, so it can carry only two outcomes (true/false, non-null/null) and
 * needs the callee's own read to be split; a getter read carries every value of the field's
 * domain (ints, enum constants) in one step of the caller. The two compose: a helper such as
 * {@code isNull(p)}, reached by a result variant specialised on {@code p}, reads through its
 * getter call here.
 */
final class GetterReads {
  /** The deepest chain of accessors followed. */
  private static final int MAX_CHAIN = 8;

  /**
   * A getter read: the field's key, a read of it (a reference from one getter's body), the
   * objects read from ({@code [null]} for a static field, empty when points-to knows none),
   * every method instance of the chain (for the checks at translation), and the final
   * functions applied to the value read ({@link FinalFunctions}; empty: the value is the
   * result); {@code own} when every getter the call may run reads the field of its own
   * receiver ({@code return this.f}, no chain), so the object read is the call's receiver.
   */
  record Read(TrackedValues.FieldKey field, JFieldRef ref, List<AbstractObject> objects,
      List<MethodInstance> chain, List<MethodInstance> then, boolean own) {

    /**
     * The objects read by this call when its receiver is one of {@code receivers} (the base's
     * points-to set at the call, narrowed to its pin, {@link PolledObjects#pointsTo}): for a
     * read of the receiver's own field only those of {@link #objects} among them, since the
     * object read is the runtime receiver, which one of {@code receivers} stands for. The
     * getter's method instance may serve several receivers (its {@code this} set is then
     * larger than the call's). Otherwise, or if none is left, all of {@link #objects}.
     */
    List<AbstractObject> objectsFor(List<AbstractObject> receivers) {
      if (!own || receivers.isEmpty()) {
        return objects;
      }
      List<AbstractObject> out = objects.stream().filter(receivers::contains).toList();
      return out.isEmpty() ? objects : out;
    }
  }

  private final PointsToResult pts;
  private final Function<FieldSignature, Optional<TrackedValues.FieldKey>> key;
  private final FinalFunctions functions;
  private final Map<MethodInstance, Optional<Read>> summaries = new HashMap<>();
  private final Set<MethodInstance> inProgress = new HashSet<>();
  private final Map<MethodCode, Map<Integer, Optional<TrackedValues.FieldKey>>> byCode =
      new IdentityHashMap<>();

  GetterReads(PointsToResult pts,
      Function<FieldSignature, Optional<TrackedValues.FieldKey>> key, FinalFunctions functions) {
    this.pts = pts;
    this.key = key;
    this.functions = functions;
  }

  /**
   * The field the call at statement {@code i} of {@code code} reads in the instances of its
   * method where it is a getter read (all of them reading the same field), or null. In the
   * other instances the call stays an ordinary call whose result is unknown, which
   * {@link TrackedValues} treats like an unknown value of that field (a write of it to a
   * tracked field may store any value of the domain).
   */
  TrackedValues.FieldKey fieldAt(MethodCode code, int i) {
    if (!(code.stmt(i) instanceof JAssignStmt a) || !(a.getLeftOp() instanceof Local)
        || !(a.getRightOp() instanceof AbstractInvokeExpr)) {
      return null;
    }
    return byCode.computeIfAbsent(code, c -> new HashMap<>()).computeIfAbsent(i, k -> {
      TrackedValues.FieldKey field = null;
      for (MethodInstance mi : pts.instancesOf(code)) {
        Read r = at(mi, k);
        if (r == null) {
          continue;
        }
        if (field != null && !field.equals(r.field())) {
          return Optional.empty();
        }
        field = r.field();
      }
      return Optional.ofNullable(field);
    }).orElse(null);
  }

  /** The getter read of the call at statement {@code i} of {@code mi}, or null. */
  Read at(MethodInstance mi, int i) {
    return at(mi, i, 0);
  }

  /**
   * The getter read of the call {@code inv} at statement {@code i} of {@code mi} if the
   * translation may replace the call by it: besides {@link #at}, no method of the chain may
   * throw or has a class initialisation to run, except the final functions applied to the
   * value read, which must all run the same ({@link #thenInitialisations}), and the call site starts no thread, is no
   * Mockito stub and has no modelled library effect. Otherwise null (an ordinary call).
   */
  Read readAt(TranslationContext tc, MethodInstance mi, int i, AbstractInvokeExpr inv,
      org.petrify.ir.rb.Origin origin) {
    Read r = at(mi, i);
    if (r == null || !tc.pts().threadsStartedAt(mi, i).isEmpty()
        || tc.pts().mayThrowStubbed(mi, i)
        || !tc.library().sequences(mi, i, inv, origin, () -> "getter").isEmpty()) {
      return null;
    }
    for (MethodInstance m : r.chain()) {
      if (tc.mayThrow(m) || !tc.classInit().atEntry(m).isEmpty()
          || !r.then().contains(m) && !initialisations(tc, m).isEmpty()) {
        return null;
      }
    }
    return r.then().isEmpty() || thenInitialisations(tc, r.then()) != null ? r : null;
  }

  /**
   * The class initialisations the final functions of a getter read run, in order, the same
   * for every function (else null): the translation runs them right after the read, where the
   * function would (after its read, a function's steps touch only final fields and locals, so
   * its initialisations are its only steps that others can observe).
   */
  static List<String> thenInitialisations(TranslationContext tc, List<MethodInstance> then) {
    List<String> out = null;
    for (MethodInstance m : then) {
      List<String> own = initialisations(tc, m);
      if (out != null && !out.equals(own)) {
        return null;
      }
      out = own;
    }
    return out == null ? List.of() : out;
  }

  /** The class initialisations run before the statements of {@code m}, in order. */
  private static List<String> initialisations(TranslationContext tc, MethodInstance m) {
    List<String> out = new ArrayList<>();
    MethodCode body = tc.pts().body(m);
    for (int k = 0; k < body.size(); k++) {
      for (String init : tc.classInit().before(m, k)) {
        if (!out.contains(init)) {
          out.add(init);
        }
      }
    }
    return out;
  }

  private Read at(MethodInstance mi, int i, int depth) {
    MethodCode code = pts.body(mi);
    if (code == null || depth > MAX_CHAIN || !(code.stmt(i) instanceof JAssignStmt a)
        || !(a.getLeftOp() instanceof Local) || !(a.getRightOp() instanceof AbstractInvokeExpr)) {
      return null;
    }
    List<MethodInstance> callees = possibleCallees(mi, i, (AbstractInvokeExpr) a.getRightOp());
    if (callees.isEmpty()) {
      return null;
    }
    TrackedValues.FieldKey field = null;
    JFieldRef ref = null;
    Set<AbstractObject> objects = new LinkedHashSet<>();
    Set<MethodInstance> chain = new LinkedHashSet<>();
    List<MethodInstance> then = null;
    boolean own = true;
    for (MethodInstance c : callees) {
      Read r = summary(c, depth + 1);
      if (r == null || field != null && !field.equals(r.field())
          || then != null && !then.equals(r.then())) {
        return null;
      }
      field = r.field();
      then = r.then();
      own &= r.own();
      ref = ref == null ? r.ref() : ref;
      objects.addAll(r.objects());
      chain.addAll(r.chain());
    }
    return new Read(field, ref, new ArrayList<>(objects), List.copyOf(chain), then, own);
  }

  /**
   * The callees of the call at statement {@code i} of {@code mi} that a receiver compatible
   * with the called method's class may dispatch to. A callee is dropped when every receiver
   * object that may dispatch to it (its class may be a subtype of the callee's class) is surely
   * not an instance of the class or interface the call names: the verifier rejects such a
   * receiver for {@code invokevirtual} and {@code invokeinterface} throws {@code
   * IncompatibleClassChangeError} before any call, so no run of the program calls it there
   * (the points-to sets are larger than the objects that really arrive, e.g. keys and values of
   * one map are mixed). "Surely not" needs the whole supertype graph of the object's class
   * known; receivers the analysis knows nothing about keep every callee. A lambda object's
   * class implements its functional interface and possibly marker interfaces: it is surely not
   * an instance of an interface outside the functional interface's supertypes that declares an
   * abstract method other than the lambda's.
   */
  private List<MethodInstance> possibleCallees(MethodInstance mi, int i, AbstractInvokeExpr inv) {
    List<MethodInstance> all = new ArrayList<>(pts.callees(mi, i));
    if (!(inv instanceof sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr ii)) {
      return all;
    }
    List<AbstractObject> receivers = pts.pointsTo(mi, i, ii.getBase());
    if (receivers.isEmpty()) {
      return all;
    }
    String named = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    all.removeIf(c -> {
      String declaring = c.method().getDeclaringClassType().getFullyQualifiedName();
      for (AbstractObject o : receivers) {
        if (!surelyNotSubtype(o, declaring) && !surelyNotSubtype(o, named)) {
          return false;
        }
      }
      return true;
    });
    return all;
  }

  /** True if the object's class is known, with all its supertypes, and none is {@code sup}. */
  private boolean surelyNotSubtype(AbstractObject o, String sup) {
    if (o.type() == null || sup.equals("java.lang.Object")
        || o.kind() != AbstractObject.Kind.ALLOCATION && o.kind() != AbstractObject.Kind.LAMBDA) {
      return false;
    }
    if (o.kind() == AbstractObject.Kind.LAMBDA && (o.lambda() == null || !hasOtherAbstractMethod(
        sup, o.lambda().interfaceMethod()))) {
      // a lambda's class may also implement marker interfaces (no abstract method of their own)
      return false;
    }
    Set<String> all = supertypes(o.type());
    return all != null && !all.contains(sup);
  }

  /**
   * Per class name, the class and all its supertypes ({@link #supertypes}); an empty optional
   * when one of them cannot be read. The hierarchy of the class path does not change during a
   * translation, so each class's closure is walked once: {@link #surelyNotSubtype} asks it per
   * receiver object and callee of every call, which made the walk a third of the tracking
   * decision on a real class path.
   */
  private final Map<String, Optional<Set<String>>> supertypes = new HashMap<>();

  /** The class {@code type} and all its supertypes, or null if one cannot be read. */
  private Set<String> supertypes(String type) {
    return supertypes.computeIfAbsent(type, t0 -> {
      List<String> work = new ArrayList<>(List.of(t0));
      Set<String> seen = new HashSet<>();
      while (!work.isEmpty()) {
        String t = work.remove(work.size() - 1);
        if (!seen.add(t)) {
          continue;
        }
        var cls = pts.code().anyClass(pts.code().classType(t));
        if (cls.isEmpty()) {
          return Optional.empty();
        }
        cls.get().getSuperclass().ifPresent(x -> work.add(x.getFullyQualifiedName()));
        cls.get().getInterfaces().forEach(x -> work.add(x.getFullyQualifiedName()));
      }
      return Optional.of(seen);
    }).orElse(null);
  }

  /** True if the class is an interface (known) that declares an abstract method not so named. */
  private boolean hasOtherAbstractMethod(String cls, String name) {
    var c = pts.code().anyClass(pts.code().classType(cls));
    return c.isPresent() && c.get().isInterface() && c.get().getMethods().stream()
        .anyMatch(m -> m.isAbstract() && !m.getName().equals(name));
  }

  /** The read method instance {@code m} is a getter of, or null. */
  Read summaryOf(MethodInstance m) {
    return summary(m, 1);
  }

  /** The read a method instance is a getter of, or null ({@code depth}: of the chain). */
  private Read summary(MethodInstance m, int depth) {
    Optional<Read> known = summaries.get(m);
    if (known != null) {
      return known.orElse(null);
    }
    if (!inProgress.add(m)) {
      return null;
    }
    Read r = compute(m, depth);
    inProgress.remove(m);
    summaries.put(m, Optional.ofNullable(r));
    return r;
  }

  private Read compute(MethodInstance m, int depth) {
    MethodCode code = pts.body(m);
    if (code == null || m.method().isSynchronized() || code.size() == 0) {
      return null;
    }
    int last = code.size() - 1;
    if (!(code.stmt(last) instanceof JReturnStmt ret) || !(ret.getOp() instanceof Local result)) {
      return null;
    }
    // local name -> the statement that defines it (identity statements: -1)
    Map<String, Integer> defs = new HashMap<>();
    Set<String> params = new HashSet<>();
    int call = -1;
    for (int k = 0; k < last; k++) {
      Stmt s = code.stmt(k);
      int[] succ = code.successors(k);
      if (succ.length != 1 || succ[0] != k + 1 || !code.handlers(k).isEmpty()) {
        return null;
      }
      if (s instanceof JIdentityStmt id) {
        params.add(id.getLeftOp().getName());
        continue;
      }
      if (!(s instanceof JAssignStmt a) || !(a.getLeftOp() instanceof Local l)
          || defs.containsKey(l.getName()) || params.contains(l.getName())) {
        return null;
      }
      Value rhs = a.getRightOp();
      boolean allowed = rhs instanceof Local
          || rhs instanceof JInstanceFieldRef f && f.getBase() instanceof Local
          || rhs instanceof JStaticFieldRef;
      if (rhs instanceof AbstractInvokeExpr) {
        if (call >= 0) {
          return null;
        }
        call = k;
        allowed = true;
      }
      if (!allowed) {
        return null;
      }
      defs.put(l.getName(), k);
    }
    // follow copies back from the returned local to its source
    String local = result.getName();
    Integer def = defs.get(local);
    for (int hops = 0; def != null && code.stmt(def) instanceof JAssignStmt a
        && a.getRightOp() instanceof Local src && hops < code.size(); hops++) {
      local = src.getName();
      def = defs.get(local);
    }
    if (def == null) {
      return null;
    }
    Value source = ((JAssignStmt) code.stmt(def)).getRightOp();
    if (source instanceof AbstractInvokeExpr) {
      Read inner = at(m, def, depth);
      if (inner == null) {
        return functionOfRead(m, def, defs);
      }
      if (!inner.then().isEmpty() ? !sameKind(inner.then().get(0), m)
          : !sameKind(code, inner.ref(), m)) {
        return null;
      }
      List<MethodInstance> chain = new ArrayList<>();
      chain.add(m);
      chain.addAll(inner.chain());
      return new Read(inner.field(), inner.ref(), inner.objects(), List.copyOf(chain),
          inner.then(), false);
    }
    if (call >= 0) {
      return null;
    }
    JFieldRef f = (JFieldRef) source;
    TrackedValues.FieldKey k = key.apply(f.getFieldSignature()).orElse(null);
    if (k == null || !sameKind(code, f, m)) {
      return null;
    }
    List<AbstractObject> objects = objectsRead(m, def, f);
    return new Read(k, f, objects, List.of(m), List.of(), readsThis(code, defs, f));
  }

  /**
   * The objects whose field the read {@code f} at statement {@code def} of {@code m} reads:
   * its base's points-to set, or one null for a static field.
   */
  private List<AbstractObject> objectsRead(MethodInstance m, int def, JFieldRef f) {
    List<AbstractObject> objects = new ArrayList<>();
    if (f instanceof JInstanceFieldRef ir) {
      objects.addAll(pts.pointsTo(m, def, ir.getBase()));
    } else {
      objects.add(null);
    }
    return objects;
  }

  /**
   * The getter read of {@code m} whose result is the call {@code y = x.fn()} at statement
   * {@code call}, {@code x} holding (through copies) a field read of the same body and every
   * callee a final function that reads some final field ({@link FinalFunctions}), or null.
   * Its result is the functions' value on the object read; they write nothing, take no lock,
   * call nothing and read only final fields, so the read atomicity argued above holds with
   * them as it does with copies.
   */
  private Read functionOfRead(MethodInstance m, int call, Map<String, Integer> defs) {
    MethodCode code = pts.body(m);
    List<MethodInstance> then = functions.calleesAt(m, call);
    if (then == null || !sameKind(then.get(0), m)
        || then.stream().anyMatch(c -> functions.fieldsRead(c).isEmpty())) {
      return null;
    }
    var inv = (sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr)
        ((JAssignStmt) code.stmt(call)).getRightOp();
    String local = inv.getBase().getName();
    Integer def = defs.get(local);
    for (int hops = 0; def != null && code.stmt(def) instanceof JAssignStmt a
        && a.getRightOp() instanceof Local src && hops < code.size(); hops++) {
      def = defs.get(src.getName());
    }
    if (def == null || !(((JAssignStmt) code.stmt(def)).getRightOp() instanceof JFieldRef f)) {
      return null;
    }
    TrackedValues.FieldKey k = key.apply(f.getFieldSignature()).orElse(null);
    if (k == null || f.getFieldSignature().getType() instanceof PrimitiveType) {
      return null;
    }
    List<AbstractObject> objects = objectsRead(m, def, f);
    List<MethodInstance> chain = new ArrayList<>();
    chain.add(m);
    chain.addAll(then);
    return new Read(k, f, objects, List.copyOf(chain), List.copyOf(then),
        readsThis(code, defs, f));
  }

  /**
   * True if {@code f} is read through {@code this} (directly or through copies of it; the
   * getter's locals are each defined once, {@link #compute}).
   */
  private static boolean readsThis(MethodCode code, Map<String, Integer> defs, JFieldRef f) {
    if (!(f instanceof JInstanceFieldRef ir)) {
      return false;
    }
    String local = ir.getBase().getName();
    Integer def = defs.get(local);
    for (int hops = 0; def != null && code.stmt(def) instanceof JAssignStmt a
        && a.getRightOp() instanceof Local src && hops < code.size(); hops++) {
      local = src.getName();
      def = defs.get(local);
    }
    if (def != null) {
      return false;
    }
    for (Stmt s : code.stmts()) {
      if (s instanceof JIdentityStmt id && id.getLeftOp().getName().equals(local)) {
        return id.getRightOp() instanceof sootup.core.jimple.common.ref.JThisRef;
      }
    }
    return false;
  }

  /** True if returning function {@code fn}'s result as {@code m}'s changes nothing of it. */
  private static boolean sameKind(MethodInstance fn, MethodInstance m) {
    Type inner = fn.method().getReturnType();
    Type ret = m.method().getReturnType();
    if (inner instanceof PrimitiveType || ret instanceof PrimitiveType) {
      return inner.equals(ret);
    }
    return !ret.toString().equals("void");
  }

  /** True if returning the field's value as the method's result changes nothing of it. */
  private static boolean sameKind(MethodCode code, JFieldRef f, MethodInstance m) {
    Type field = f.getFieldSignature().getType();
    Type ret = m.method().getReturnType();
    if (field instanceof PrimitiveType || ret instanceof PrimitiveType) {
      return field.equals(ret);
    }
    return !ret.toString().equals("void");
  }
}
