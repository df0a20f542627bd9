package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.frontend.TrackedValues.Kind;
import org.petrify.ir.frontend.TrackedValues.Tracked;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.NullConstant;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.java.core.JavaSootClass;
import sootup.java.core.JavaSootField;
import sootup.java.core.JavaSootMethod;

/**
 * Weak updates for the tracked fields of summary objects: the values a read of {@code o.f}
 * may give when {@code o} is a summary (one abstract object for several runtime objects, whose
 * field has no rb variable, {@link TrackedValues#variable}). The answer is the field's initial
 * value together with every value any write of {@code f} in the program may store; a read
 * then chooses among those values instead of leaving its local unknown, so a test against a
 * value no write stores ({@code phase == CANCELLED} when nothing cancels, a {@code switch} on
 * an enum's ordinal) is decided.
 *
 * <p>Only {@code private} {@code boolean}, int-like and application enum instance fields
 * qualify, and only when every write of the field in every method of its class's nest (the
 * top-level class and the classes on the class path whose binary names extend its name by
 * {@code $}, as javac forms nests), reached by the analysis or not, stores a value known
 * without a path: an int or {@code null} constant, an enum constant, or a local every
 * definition of which is one of those or a copy of such a local. Any other write (a parameter,
 * a computed value such as {@code phase++}, a field updater or var handle, {@link
 * FieldUpdaters#isManaged}), an unreadable nest member, or a value set that is the whole
 * domain (nothing to decide) makes the answer unknown ({@code null}).
 *
 * <p><b>Soundness.</b> The field is tracked ({@link TrackingDecision}), so no write behind the
 * model's back (reflection, {@code Unsafe}, deserialization) reaches it; being private, it is
 * written only by bytecode of its nest (the JVM's access check), and every such write is a
 * statement scanned here, including those of methods the library may run unseen (a {@code
 * toString} that {@code String.valueOf} calls) and whatever object they write. A runtime
 * object starts with the field's default value (the tracked initial value) and then holds the
 * value of the last write to it, so at every instant, whatever the interleaving, the races or
 * the object, its field holds a value of the union; the Java memory model lets a read see only
 * the default or a value some write stored (no value out of thin air; a {@code long} is not
 * torn into a value outside the union only on a 64-bit JVM or when {@code volatile}, as for
 * every tracked {@code long}). The choice among the union loses only precision: which object,
 * and which of its values, is not known. The rule leaves the nest assumption (no hand-made
 * {@code NestHost} naming a class of another name) in {@code docs/limitations.md}.
 */
final class SummaryFieldValues {
  /** How many copies back a local's definitions are followed. */
  private static final int MAX_DEPTH = 8;

  private final PointsToResult pts;
  private final ApplicationFields app;
  private final FieldUpdaters updaters;
  private final TrackedValues values;
  private final Map<TrackedValues.FieldKey, Optional<List<String>>> cache = new HashMap<>();

  SummaryFieldValues(PointsToResult pts, ApplicationFields app, FieldUpdaters updaters,
      TrackedValues values) {
    this.pts = pts;
    this.app = app;
    this.updaters = updaters;
    this.values = values;
  }

  /**
   * The domain values (in domain order, fewer than the whole domain) a read of the tracked
   * field {@code t} of the summary object {@code o} may give, or {@code null} when they are
   * not known or are the whole domain.
   */
  List<String> read(Tracked t, AbstractObject o) {
    if (t.isStatic() || t.kind() == Kind.REFERENCE || o == null || !pts.isSummary(o)
        || pts.code() == null) {
      return null;
    }
    return cache.computeIfAbsent(t.key(), k -> Optional.ofNullable(compute(t))).orElse(null);
  }

  private List<String> compute(Tracked t) {
    if (updaters.isManaged(t.key())) {
      return null;
    }
    Set<String> union = new HashSet<>();
    union.add(t.initial());
    if (!nestWrites(t, union)) {
      return null;
    }
    List<String> out = new ArrayList<>();
    for (String v : t.values()) {
      if (union.contains(v)) {
        out.add(v);
      }
    }
    return out.size() < t.values().size() ? out : null;
  }

  /**
   * Adds to {@code union} what every write of the field may store: true if that is known. The
   * field must be {@code private}, so that only its class's nest may write it; the nest is
   * taken as javac forms it, the top-level class and every class on the class path whose
   * binary name extends its name by {@code $}. Every method of those classes is scanned,
   * reached by the analysis or not and whatever its receiver: the library may call one unseen
   * (a {@code toString} run by {@code String.valueOf}, a comparator, a hash code), on any
   * object.
   */
  private boolean nestWrites(Tracked t, Set<String> union) {
    CodeBase base = pts.code();
    String declaring = t.key().declaringClass();
    Optional<JavaSootClass> d = base.applicationClass(base.classType(declaring));
    Optional<JavaSootField> field = d.flatMap(c -> c.getField(t.key().name()));
    if (field.isEmpty() || !field.get().isPrivate()) {
      return false;
    }
    int dollar = declaring.indexOf('$');
    String top = dollar < 0 ? declaring : declaring.substring(0, dollar);
    for (String name : base.classNames()) {
      if (!name.equals(top) && !name.startsWith(top + "$")) {
        continue;
      }
      Optional<JavaSootClass> c = base.applicationClass(base.classType(name));
      if (c.isEmpty()) {
        return false; // a nest member that cannot be read
      }
      for (JavaSootMethod m : CodeBase.<JavaSootMethod>methodsInOrder(c.get())) {
        if (!m.hasBody()) {
          continue;
        }
        MethodCode code;
        try {
          code = base.methodCode(m);
        } catch (RuntimeException unreadable) {
          return false;
        }
        for (Stmt s : code.stmts()) {
          if (s instanceof JAssignStmt a && a.getLeftOp() instanceof JInstanceFieldRef f
              && app.key(f.getFieldSignature()).filter(t.key()::equals).isPresent()) {
            List<String> stored = stored(t, code, a.getRightOp(), 0);
            if (stored == null) {
              return false;
            }
            union.addAll(stored);
          }
        }
      }
    }
    return true;
  }

  /**
   * The domain values a write of {@code rhs} in {@code code} may store, without a path: a
   * constant, {@code null}, an enum constant, or a local every definition of which is one of
   * those (or a copy of such a local); null if not known.
   */
  List<String> stored(Tracked t, MethodCode code, Value rhs) {
    return stored(t, code, rhs, 0);
  }

  /** The domain values the right side may store, without a path; null if not known. */
  private List<String> stored(Tracked t, MethodCode code, Value rhs, int depth) {
    LocalValue v = null;
    Long c = JvmArithmetic.constant(rhs);
    if (c != null) {
      v = new LocalValue.Int(c);
    } else if (rhs instanceof NullConstant) {
      v = new LocalValue.Null();
    } else if (rhs instanceof JStaticFieldRef sf) {
      v = app.enumConstant(sf);
    } else if (rhs instanceof Local l && depth < MAX_DEPTH) {
      return definitions(t, code, l, depth + 1);
    }
    return v == null ? null : values.written(t, v);
  }

  /** The union of what every definition of the local stores; null if one is not known. */
  private List<String> definitions(Tracked t, MethodCode code, Local l, int depth) {
    List<String> out = new ArrayList<>();
    boolean any = false;
    for (Stmt s : code.stmts()) {
      if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local d
          && d.getName().equals(l.getName())) {
        List<String> one = stored(t, code, a.getRightOp(), depth);
        if (one == null) {
          return null;
        }
        out.addAll(one);
        any = true;
      } else if (s instanceof JIdentityStmt id && id.getLeftOp().getName().equals(l.getName())) {
        return null; // a parameter or caught exception: not known
      }
    }
    return any ? out : null;
  }
}
