package org.petrify.ir.frontend;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.pointsto.SetFlags;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.ref.JFieldRef;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;

/**
 * The stable flags of a program, for {@link SetFlags}: the tracked boolean instance fields
 * ({@link TrackingDecision}: no reflection, handle, {@code Unsafe} or deserialization may write
 * them) that no field updater manages and that every write in reachable code sets to
 * {@code true}. Such a field starts {@code false} and, once {@code true}, stays {@code true}:
 * a {@code done} or {@code completed} flag of a future. A read of it through a local that
 * holds an object whose flag is set ({@link SetFlags#isSet}) reads {@code true}, whatever the
 * object (a summary's field is no variable, so the read would otherwise be unknown).
 *
 * <p>It also holds the absorbing reference fields ({@link AbsorbingFields}): a successful
 * compare-and-set to a "done" value sets their flags, and a read where one is set reads a
 * value outside the "not done" identities ({@link #notDone}).
 */
final class StableFlags {
  private final Set<TrackedValues.FieldKey> stable = new HashSet<>();
  private final ApplicationFields app;
  private SetFlags facts;
  private final PointsToResult pts;
  private final AbsorbingFields absorbing;
  private final FieldUpdaters updaters;
  private final SingletonIdentities identities;
  private final NonNullLocals nonNull;
  private final ReflectedFields behind;

  StableFlags(PointsToResult pts, ApplicationFields app,
      Map<TrackedValues.FieldKey, TrackedValues.Tracked> tracked, FieldUpdaters updaters,
      SingletonIdentities identities, NonNullLocals nonNull, ReflectedFields behind) {
    this.pts = pts;
    this.app = app;
    this.updaters = updaters;
    this.identities = identities;
    this.nonNull = nonNull;
    this.behind = behind;
    this.absorbing = new AbsorbingFields(pts, app, tracked, updaters, identities, nonNull);
    tracked.forEach((k, t) -> {
      if (t.kind() == TrackedValues.Kind.BOOLEAN && !t.isStatic() && !updaters.isManaged(k)) {
        stable.add(k);
      }
    });
    for (MethodInstance mi : pts.reachable()) {
      MethodCode body = pts.body(mi);
      for (int i = 0; body != null && i < body.size(); i++) {
        Stmt s = body.stmt(i);
        if (s instanceof JAssignStmt a && a.getLeftOp() instanceof JInstanceFieldRef f
            && !(a.getRightOp() instanceof IntConstant c && c.getValue() == 1)) {
          app.key(f.getFieldSignature()).ifPresent(stable::remove);
        }
      }
    }
  }

  /** The key of a stable flag the reference names, or null. */
  private Object key(JInstanceFieldRef f) {
    TrackedValues.FieldKey k = app.key(f.getFieldSignature()).orElse(null);
    return k != null && stable.contains(k) ? k : null;
  }

  /**
   * True if, before statement {@code at} of {@code mi}, the flag {@code f} names is set on the
   * object {@code base} holds ({@link SetFlags}).
   */
  boolean isSet(MethodInstance mi, int at, sootup.core.jimple.common.Local base,
      JInstanceFieldRef f) {
    if (key(f) == null) {
      return false;
    }
    return facts().isSet(mi, at, base, f);
  }

  private SetFlags facts() {
    if (facts == null) {
      facts = SetFlags.of(pts, this::key, new SetFlags.Hooks() {
        @Override
        public Set<Object> onSuccess(MethodInstance mi, int i) {
          return absorbing.onSuccess(mi, i);
        }

        @Override
        public Map<Object, List<String>> absorbedBy(JInstanceFieldRef f) {
          return absorbing.keys(f);
        }

        @Override
        public String singleton(MethodInstance mi, int at, Local l) {
          return StableFlags.this.singleton(mi, at, l);
        }

        @Override
        public Object heapKey(JFieldRef f) {
          return StableFlags.this.heapKey(f);
        }
      });
    }
    return facts;
  }

  /**
   * The field a reference names when only plain assignments of reachable code write it: an
   * application field no reflection, handle, {@code Unsafe} or deserialization may write
   * ({@link ReflectedFields}) and no field updater or var handle manages; else null.
   */
  private Object heapKey(JFieldRef f) {
    if (behind == null || behind.anyField() != null) {
      return null;
    }
    TrackedValues.FieldKey k = app.key(f.getFieldSignature()).orElse(null);
    return k == null || behind.written().contains(k) || updaters.isManaged(k) ? null : k;
  }

  /**
   * The named singleton a local surely holds before statement {@code at}: every definition of
   * it reads that singleton after its class is initialised, or it is never null and its
   * points-to set is the singleton's one object ({@link SingletonIdentities}); else null.
   */
  private String singleton(MethodInstance mi, int at, Local l) {
    if (identities.named().isEmpty()) {
      return null;
    }
    MethodCode body = pts.body(mi);
    String read = null;
    for (int d = 0; d < body.size(); d++) {
      Stmt s = body.stmt(d);
      sootup.core.jimple.common.Value lhs = s instanceof JAssignStmt a ? a.getLeftOp()
          : s instanceof sootup.core.jimple.common.stmt.JIdentityStmt id ? id.getLeftOp() : null;
      if (!(lhs instanceof Local x && x.getName().equals(l.getName()))) {
        continue;
      }
      if (!(s instanceof JAssignStmt w && w.getRightOp() instanceof JStaticFieldRef f
          && identities.read(mi, f) instanceof LocalValue.Singleton one)
          || read != null && !read.equals(one.field())) {
        read = null;
        break;
      }
      read = one.field();
    }
    if (read != null) {
      return read;
    }
    if (!nonNull.isNonNull(mi, l)) {
      return null;
    }
    return identities.sharpen(new LocalValue.NonNull(), mi, at, l)
        instanceof LocalValue.Singleton s ? s.field() : null;
  }

  /**
   * For a read of the absorbing field {@code f} names from {@code base} before statement
   * {@code at} of {@code mi}: the singletons, besides {@code null}, the value read is surely
   * none of (sorted; empty: only surely not null), or null when nothing is known.
   */
  java.util.List<String> notDone(MethodInstance mi, int at, sootup.core.jimple.common.Local base,
      JInstanceFieldRef f) {
    TrackedValues.FieldKey k = absorbing.field(f);
    if (k == null) {
      return null;
    }
    java.util.TreeSet<String> out = null;
    for (Object o : facts().setOn(mi, at, base)) {
      if (o instanceof AbsorbingFields.Key key && key.field().equals(k)) {
        out = out == null ? new java.util.TreeSet<>() : out;
        out.addAll(key.notDone());
      }
    }
    return out == null ? null : java.util.List.copyOf(out);
  }
}
