package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.StringConstant;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.ref.JFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.signatures.FieldSignature;
import sootup.core.types.ClassType;

/**
 * Every {@code putfield}/{@code putstatic} of the reachable code (static initialisers
 * included), indexed by field name, for {@link SafeCasts}' bound of a field read whose declared
 * type says nothing (an erased {@code T}, {@code Object} or an interface).
 *
 * <p>{@link #writesOf} answers null (unknown) when the field may be written where no statement
 * shows it: a field of a JDK class (JDK code the model does not read may write it), or a field
 * whose name some reflective write may reach ({@link ReflectedFields#written}; the caller
 * handles {@link ReflectedFields#anyField}) or that a field updater, var handle or setter
 * handle may name (a string constant given to a method of {@code java.util.concurrent.atomic}
 * or {@code java.lang.invoke}: their writes are no {@code putfield}). A write's field is matched by name and by a
 * declaring class related to the read's either way (a superset of the writes the JVM's field
 * resolution may bind to the same field). Besides the writes listed, the field holds only its
 * default {@code null}.
 */
final class FieldWrites {
  /** A value written to a field by statement {@code at} of {@code method}. */
  record Write(MethodInstance method, int at, Value value) {}

  private record Site(ClassType declaring, Write write) {}

  private final CodeBase code;
  private final Set<String> reflectedNames;
  private final Map<String, List<Site>> byName = new HashMap<>();

  private FieldWrites(CodeBase code, Set<String> reflectedNames) {
    this.code = code;
    this.reflectedNames = reflectedNames;
  }

  /** Indexes the writes of the reachable code; {@code reflectedNames}: fields written unseen. */
  static FieldWrites of(PointsToResult pts, Set<String> reflectedNames) {
    FieldWrites out = new FieldWrites(pts.code(), new java.util.HashSet<>(reflectedNames));
    Set<MethodInstance> methods = new LinkedHashSet<>(pts.reachable());
    methods.addAll(pts.staticInitializers());
    for (MethodInstance mi : methods) {
      MethodCode body = pts.body(mi);
      for (int i = 0; body != null && i < body.size(); i++) {
        out.noteHandleNames(MethodCode.invokeOf(body.stmt(i)));
        if (body.stmt(i) instanceof JAssignStmt a && a.getLeftOp() instanceof JFieldRef f) {
          FieldSignature sig = f.getFieldSignature();
          out.byName.computeIfAbsent(sig.getName(), k -> new ArrayList<>())
              .add(new Site(sig.getDeclClassType(), new Write(mi, i, a.getRightOp())));
        }
      }
    }
    return out;
  }

  /** Notes the constant names given to an updater or handle factory: written unseen. */
  private void noteHandleNames(AbstractInvokeExpr inv) {
    String owner = inv == null ? ""
        : inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    if (owner.startsWith("java.util.concurrent.atomic.") || owner.startsWith("java.lang.invoke.")) {
      for (Value arg : inv.getArgs()) {
        if (arg instanceof StringConstant name) {
          reflectedNames.add(name.getValue());
        }
      }
    }
  }

  /** Every write that may store into field {@code f}, or null if some may be unseen. */
  List<Write> writesOf(FieldSignature f) {
    ClassType declaring = f.getDeclClassType();
    if (!code.isApplication(declaring) || reflectedNames.contains(f.getName())) {
      return null;
    }
    List<Write> out = new ArrayList<>();
    for (Site s : byName.getOrDefault(f.getName(), List.of())) {
      if (code.isSubtype(s.declaring(), declaring) || code.isSubtype(declaring, s.declaring())) {
        out.add(s.write());
      }
    }
    return out;
  }
}
