package org.petrify.ir.frontend;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import org.petrify.ir.frontend.TrackedValues.FieldKey;
import org.petrify.ir.frontend.TrackedValues.Kind;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.constant.StringConstant;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JSpecialInvokeExpr;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.model.FieldModifier;
import sootup.core.model.SootField;
import sootup.core.signatures.FieldSignature;
import sootup.core.types.ClassType;
import sootup.core.types.PrimitiveType;
import sootup.core.types.Type;
import sootup.java.core.JavaSootClass;
import sootup.java.core.JavaSootMethod;

/**
 * The application fields and enums as value tracking ({@link TrackedValues}) sees them: which
 * class declares a field a reference names, what kind of value a type holds, and the ordinals
 * of an application enum's constants.
 *
 * <p>Invariants: a {@link FieldKey} names the class that declares the field, found up the
 * superclass chain of the class the reference names through application classes only (a field
 * inherited from a library class has no key, so it is never tracked). An enum's ordinals are
 * the ones its static initializer assigns, each constant its own; any other shape gives no
 * ordinals, and a class type without ordinals is a reference, never an enum. Both answers are
 * computed once per signature or class and cached, so they are stable for the whole analysis.
 */
final class ApplicationFields {
  private final PointsToResult pts;
  private final Map<FieldSignature, Optional<FieldKey>> resolved = new HashMap<>();

  ApplicationFields(PointsToResult pts) {
    this.pts = pts;
  }

  /** The program's code ({@link PointsToResult#code}). */
  org.petrify.ir.pointsto.CodeBase code() {
    return pts.code();
  }

  /** The ordinal of an enum constant, or -1. */
  int ordinal(String enumClass, String constant) {
    return ordinals(enumClass).getOrDefault(constant, -1);
  }

  /**
   * The enum constant a static field reference names, or {@code null}. The field is resolved up
   * the superclasses of the class the reference names ({@link #key}): javac names the class of
   * a constant's own body when that body reads a sibling ({@code State$1.DONE} in {@code NEW {
   * State next() { return DONE; } }}), and the JVM resolves it to the enum's field. A class
   * outside the application ({@code Boolean.TRUE}) is taken as named.
   */
  LocalValue.EnumConstant enumConstant(JStaticFieldRef ref) {
    String cls = key(ref.getFieldSignature()).map(FieldKey::declaringClass)
        .orElse(ref.getFieldSignature().getDeclClassType().getFullyQualifiedName());
    String name = ref.getFieldSignature().getName();
    if (!ref.getFieldSignature().getType().toString().equals(cls)) {
      return null;
    }
    return ordinals(cls).containsKey(name) ? new LocalValue.EnumConstant(cls, name) : null;
  }

  /**
   * What a field or local of this type holds if tracked: {@code boolean}, an int-like primitive
   * or {@code long} (both {@code INT}: their domains are ints, a long outside is {@code *}),
   * an application enum or another class type (a reference); null for any other type.
   */
  Kind kindOf(Type t) {
    if (t instanceof PrimitiveType p) {
      String n = p.getName();
      if (n.equals("boolean")) {
        return Kind.BOOLEAN;
      }
      return n.equals("int") || n.equals("short") || n.equals("byte") || n.equals("char")
          || n.equals("long") ? Kind.INT : null;
    }
    if (t instanceof ClassType ct) {
      return ordinals(ct.getFullyQualifiedName()).isEmpty() ? Kind.REFERENCE : Kind.ENUM;
    }
    return null;
  }

  /** The class of a field's declared type, or null. */
  String enumClassOf(FieldKey k) {
    return fieldOf(k).map(f -> f.getType() instanceof ClassType ct
        ? ct.getFullyQualifiedName() : null).orElse(null);
  }

  /** The field's declaring class, found up the hierarchy of the class the reference names. */
  Optional<FieldKey> key(FieldSignature sig) {
    return resolved.computeIfAbsent(sig, s -> {
      ClassType c = s.getDeclClassType();
      for (int depth = 0; c != null && depth < 64; depth++) {
        Optional<JavaSootClass> cls = pts.code().applicationClass(c);
        if (cls.isEmpty()) {
          return Optional.empty();
        }
        if (cls.get().getField(s.getName()).isPresent()) {
          return Optional.of(new FieldKey(c.getFullyQualifiedName(), s.getName()));
        }
        c = cls.get().getSuperclass().orElse(null);
      }
      return Optional.empty();
    });
  }

  /** The application field a key names, if its class is an application class. */
  Optional<? extends SootField> fieldOf(FieldKey k) {
    return pts.code().applicationClass(pts.code().classType(k.declaringClass()))
        .flatMap(c -> c.getField(k.name()));
  }

  /**
   * The ordinals of an application enum's constants ({@link
   * org.petrify.ir.pointsto.EnumTables#ordinals}); empty if the class is not an application
   * enum or its initializer has another shape. {@code java.lang.Boolean} counts as the enum
   * {@code FALSE, TRUE} ({@link BoxedBooleans}).
   */
  Map<String, Integer> ordinals(String enumClass) {
    return BoxedBooleans.BOOLEAN.equals(enumClass) ? BoxedBooleans.ORDINALS
        : pts.code().enums().ordinals(enumClass);
  }
}
