package org.petrify.ir.frontend;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.pointsto.SetFlags;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
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

  StableFlags(PointsToResult pts, ApplicationFields app,
      Map<TrackedValues.FieldKey, TrackedValues.Tracked> tracked, FieldUpdaters updaters,
      SingletonIdentities identities, NonNullLocals nonNull) {
    this.pts = pts;
    this.app = app;
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
      facts = absorbing.isEmpty() ? SetFlags.of(pts, this::key)
          : SetFlags.of(pts, this::key, absorbing::onSuccess);
    }
    return facts;
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
