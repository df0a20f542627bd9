package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;

/**
 * Which fields of an escaping summary are written only by the thread that owns the object: a
 * field {@code f} of an abstract object {@code o} qualifies when every statement of reachable
 * code that writes {@code f} on a base that may point to {@code o} writes through an own local
 * ({@link org.petrify.ir.pointsto.OwnReferences}), and no field updater writes {@code f}.
 * Reflection, handles and {@code Unsafe} may not write the field at all (a field they may write
 * is never tracked, {@link TrackedValues}). The writes of each field are indexed once, on the
 * first question.
 */
final class OwnWrites {
  /** A write {@code base.f = ...} at statement {@code stmt} of {@code mi}. */
  private record Write(MethodInstance mi, int stmt, Local base) {}

  private final PointsToResult pts;
  private final ApplicationFields app;
  private final FieldUpdaters updaters;
  private Map<TrackedValues.FieldKey, List<Write>> writes;

  OwnWrites(PointsToResult pts, ApplicationFields app, FieldUpdaters updaters) {
    this.pts = pts;
    this.app = app;
    this.updaters = updaters;
  }

  /** True if every write of the field that may hit the object goes through an own local. */
  boolean allOwn(TrackedValues.FieldKey k, AbstractObject o) {
    if (updaters.isManaged(k) || pts.isMockitoObject(o)) {
      return false;
    }
    for (Write w : index().getOrDefault(k, List.of())) {
      if (pts.pointsTo(w.mi(), w.stmt(), w.base()).contains(o)
          && !pts.ownReferences().isOwn(w.mi(), w.base())) {
        return false;
      }
    }
    return true;
  }

  private Map<TrackedValues.FieldKey, List<Write>> index() {
    if (writes == null) {
      writes = new HashMap<>();
      for (MethodInstance mi : pts.reachable()) {
        MethodCode body = pts.body(mi);
        if (body == null) {
          continue;
        }
        for (int i = 0; i < body.size(); i++) {
          Stmt s = body.stmt(i);
          if (s instanceof JAssignStmt a && a.getLeftOp() instanceof JInstanceFieldRef f) {
            int at = i;
            app.key(f.getFieldSignature()).ifPresent(k -> writes
                .computeIfAbsent(k, x -> new ArrayList<>()).add(new Write(mi, at, f.getBase())));
          }
        }
      }
    }
    return writes;
  }
}
