package org.petrify.ir.pointsto;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.model.Body;
import sootup.core.signatures.FieldSignature;
import sootup.java.core.JavaSootClass;
import sootup.java.core.JavaSootField;
import sootup.java.core.JavaSootMethod;

/**
 * Sizes of collections and arrays held in {@code static final} fields, so that a loop over
 * such a field is counted like a loop over a local ({@link IteratorLoops}, {@link LoopUnroller}):
 * {@code static final List<Lock> LOCKS = List.of(a, b)} or {@code static final Lock[] LOCKS =
 * new Lock[3]}, iterated by {@code for (Lock l : LOCKS)} in another method.
 *
 * <p>A field is described when it is {@code static final}, declared by an application class,
 * and that class has exactly one statement that assigns it, in its {@code <clinit>}, which
 * stores a local whose value is, within {@code <clinit>}, an immutable collection of known size
 * ({@code List.of}/{@code Set.of}/{@code Arrays.asList}/{@code List.copyOf} as in
 * {@link IteratorLoops}) or an array of known length. Then every value the field ever holds
 * after that store has that size: the store is the only write (the JVM lets only the declaring
 * class write a final field, and this class has no other write), the collections cannot change
 * size and arrays cannot change length (their elements may change; the points-to analysis
 * keeps per-index elements sound). {@link #positional} also says when the stored value is a
 * {@code List.of} of single elements, whose positions the points-to analysis records.
 *
 * <p>The same holds for the array length of a {@code final} instance field ({@link
 * #arrayLength(JInstanceFieldRef)}: {@code final Object[] locks = new Object[3]}, filled by the
 * constructor and indexed by {@code i % locks.length} in a method) when every statement of its
 * declaring application class that assigns it is in a constructor and stores a local whose
 * value is, within that constructor, an array of known length, the same length for every such
 * store. Only the declaring class's constructors may write a final instance field (the JVM
 * refuses a {@code putfield} of a final field from elsewhere, class files of version 53 and
 * later; older ones are also judged by the statements of that class alone, which are then the
 * only possible writers too), so every value the field of any object holds after a store is
 * an array of that length.
 *
 * <p>Not covered, as for any read of a static field: a read during the class's own
 * initialisation (for an instance field, the object's construction), before the store, sees
 * {@code null} (the loop then throws {@code NullPointerException} in Java instead of
 * running), and reflection or {@code Unsafe} writing the final field.
 */
final class StaticCollections {
  /** What is known about one field's value; {@code size} -1 when nothing is known. */
  record Known(int size, int arrayLength, boolean positional) {
    static final Known NONE = new Known(-1, -1, false);
  }

  private final CodeBase code;
  private final Map<FieldSignature, Known> known = new HashMap<>();
  /** Per final instance field, the length of its arrays, -1 when not known. */
  private final Map<FieldSignature, Integer> instanceLengths = new HashMap<>();

  StaticCollections(CodeBase code) {
    this.code = code;
  }

  /** The collection size of the field's value, or -1. */
  int size(JStaticFieldRef f) {
    return of(f.getFieldSignature()).size();
  }

  /** The array length of the field's value, or null. */
  Integer arrayLength(JStaticFieldRef f) {
    int n = of(f.getFieldSignature()).arrayLength();
    return n < 0 ? null : n;
  }

  /**
   * The array length of every value a {@code final} instance field holds after its
   * constructor's store (class comment), or null.
   */
  Integer arrayLength(JInstanceFieldRef f) {
    int n = instanceLengths.computeIfAbsent(f.getFieldSignature(), this::instanceLength);
    return n < 0 ? null : n;
  }

  /** True if the field's value is a {@code List.of} of single elements. */
  boolean positional(JStaticFieldRef f) {
    return of(f.getFieldSignature()).positional();
  }

  private Known of(FieldSignature sig) {
    Known v = known.get(sig);
    if (v == null) {
      v = compute(sig);
      known.put(sig, v);
    }
    return v;
  }

  private int instanceLength(FieldSignature sig) {
    Optional<JavaSootClass> cls = code.applicationClass(sig.getDeclClassType());
    Optional<JavaSootField> field = cls.flatMap(c -> c.getField(sig.getName()));
    if (field.isEmpty() || field.get().isStatic() || !field.get().isFinal()) {
      return -1;
    }
    int length = -1;
    for (JavaSootMethod m : CodeBase.<JavaSootMethod>methodsInOrder(cls.get())) {
      if (!m.hasBody()) {
        continue;
      }
      MethodCode body = null;
      List<Stmt> stmts = List.copyOf(code.body(m).getStmts());
      for (int i = 0; i < stmts.size(); i++) {
        if (!(stmts.get(i) instanceof JAssignStmt a) || !(a.getLeftOp() instanceof
            JInstanceFieldRef r) || !r.getFieldSignature().equals(sig)) {
          continue;
        }
        if (!m.getName().equals("<init>") || !(a.getRightOp() instanceof Local l)) {
          return -1;
        }
        body = body == null ? MethodCode.of(code.body(m)) : body;
        Integer n = body.arrayLength(i, l);
        if (n == null || length >= 0 && length != n) {
          return -1;
        }
        length = n;
      }
    }
    return length;
  }

  private Known compute(FieldSignature sig) {
    Optional<JavaSootClass> cls = code.applicationClass(sig.getDeclClassType());
    if (cls.isEmpty()) {
      return Known.NONE;
    }
    Optional<JavaSootField> field = cls.get().getField(sig.getName());
    if (field.isEmpty() || !field.get().isStatic() || !field.get().isFinal()) {
      return Known.NONE;
    }
    MethodCode clinit = null;
    int store = -1;
    for (JavaSootMethod m : CodeBase.<JavaSootMethod>methodsInOrder(cls.get())) {
      if (!m.hasBody()) {
        continue;
      }
      Body body = code.body(m);
      List<Stmt> stmts = List.copyOf(body.getStmts());
      for (int i = 0; i < stmts.size(); i++) {
        if (stmts.get(i) instanceof JAssignStmt a && a.getLeftOp() instanceof JStaticFieldRef r
            && r.getFieldSignature().equals(sig)) {
          if (store >= 0 || !m.getName().equals("<clinit>")) {
            return Known.NONE;
          }
          clinit = MethodCode.of(body);
          store = i;
        }
      }
    }
    if (clinit == null || !(((JAssignStmt) clinit.stmt(store)).getRightOp() instanceof Local l)) {
      return Known.NONE;
    }
    int size = IteratorLoops.size(clinit, store, l, 0);
    Integer length = clinit.arrayLength(store, l);
    boolean positional = size >= 0 && IteratorLoops.listOfElements(clinit, l) != null;
    return new Known(size, length == null ? -1 : length, positional);
  }
}
