package org.petrify.ir.frontend;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.frontend.TrackedValues.FieldKey;
import org.petrify.ir.pointsto.CodeBase;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.constant.ClassConstant;
import sootup.core.jimple.common.constant.StringConstant;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.types.ClassType;
import sootup.java.core.JavaSootClass;

/**
 * Which fields a call may write behind the model's back (not through a field store of the
 * program), for {@link TrackedValues}: none, the one field it names, or any field.
 *
 * <p>The rule, per call of reachable code:
 * <ul>
 *   <li>{@code Atomic{Integer,Long,Reference}FieldUpdater.newUpdater(C.class, [V.class,]
 *       "f")} and {@code MethodHandles.Lookup.find[Static]VarHandle(C.class, "f", T.class)}
 *       with a class literal and a string constant make an updater or var handle of field
 *       {@code f} of {@code C} (or of the class up {@code C}'s hierarchy that declares it, as
 *       the JVM resolves it): {@link Effect#NAMED}, that field is written behind the model's
 *       back. With any other argument: {@link Effect#ANY}.</li>
 *   <li>The other methods of a field updater or a {@code VarHandle} ({@code get},
 *       {@code compareAndSet}, {@code getAndAdd}, ...) write only through an updater or handle
 *       made by one of the calls above, the only ways to make one for a field (an application
 *       subclass of an updater writes through those, or through {@code Unsafe}, which is
 *       judged on its own): {@link Effect#NONE}, since every such field is already named or
 *       the program already wrote {@link Effect#ANY}. Array and byte-view var handles
 *       ({@code MethodHandles.arrayElementVarHandle}, ...) write array elements, which are
 *       never tracked values. {@code MethodHandles} and the other methods of {@code Lookup}
 *       that make no handle ({@code lookup}, {@code privateLookupIn}, {@code in}, ...) write
 *       nothing.</li>
 *   <li>Reflection ({@code java.lang.reflect.Field}), method handles ({@code MethodHandle}
 *       and the other {@code Lookup.find*}/{@code unreflect*}), {@code Unsafe} and
 *       deserialization: {@link Effect#ANY}, as before.</li>
 * </ul>
 * Soundness: a field is written behind the model's back only through one of these APIs; each
 * handle or updater names its field when it is made, so naming every field of every updater
 * and var handle the reachable code makes covers every write through them. Code that is not
 * reachable (in the points-to call graph) never runs. Stateless.
 */
final class ReflectiveWrites {
  /** What a call may write behind the model's back. */
  enum Effect { NONE, NAMED, ANY }

  private static final Set<String> UPDATERS = Set.of(
      "java.util.concurrent.atomic.AtomicIntegerFieldUpdater",
      "java.util.concurrent.atomic.AtomicLongFieldUpdater",
      "java.util.concurrent.atomic.AtomicReferenceFieldUpdater");

  private static final Set<String> ANY_FIELD = Set.of("java.lang.reflect.Field",
      "java.lang.invoke.MethodHandle", "sun.misc.Unsafe", "jdk.internal.misc.Unsafe",
      "java.io.ObjectInputStream");

  private static final String LOOKUP = "java.lang.invoke.MethodHandles$Lookup";

  private ReflectiveWrites() {}

  /** What {@code inv} may write behind the model's back (see the class comment). */
  static Effect effect(AbstractInvokeExpr inv) {
    String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    String name = inv.getMethodSignature().getName();
    if (UPDATERS.contains(cls) || cls.startsWith("java.util.concurrent.atomic.")
        && cls.endsWith("FieldUpdater")) {
      if (!name.equals("newUpdater")) {
        return Effect.NONE;
      }
      return namedField(inv, 0, inv.getArgCount() - 1) ? Effect.NAMED : Effect.ANY;
    }
    if (cls.equals(LOOKUP)) {
      if (name.equals("findVarHandle") || name.equals("findStaticVarHandle")) {
        return namedField(inv, 0, 1) ? Effect.NAMED : Effect.ANY;
      }
      return name.startsWith("find") || name.startsWith("unreflect") ? Effect.ANY
          : Effect.NONE;
    }
    if (cls.equals("java.lang.invoke.VarHandle") || cls.equals("java.lang.invoke.MethodHandles")) {
      return Effect.NONE;
    }
    for (String p : ANY_FIELD) {
      if (cls.startsWith(p)) {
        return Effect.ANY;
      }
    }
    return Effect.NONE;
  }

  /**
   * For an {@link Effect#NAMED} call, the application field it names, resolved up the named
   * class's hierarchy; empty when the field is not of an application class (never tracked).
   */
  static Optional<FieldKey> field(AbstractInvokeExpr inv, CodeBase code) {
    String name = inv.getMethodSignature().getName();
    int classArg = 0;
    int nameArg = name.equals("newUpdater") ? inv.getArgCount() - 1 : 1;
    String cls = TranslationContext.classLiteral((ClassConstant) inv.getArg(classArg));
    String field = ((StringConstant) inv.getArg(nameArg)).getValue();
    ClassType c = code.classType(cls);
    for (int depth = 0; c != null && depth < 64; depth++) {
      Optional<JavaSootClass> k = code.applicationClass(c);
      if (k.isEmpty()) {
        return Optional.empty();
      }
      if (k.get().getField(field).isPresent()) {
        return Optional.of(new FieldKey(c.getFullyQualifiedName(), field));
      }
      c = k.get().getSuperclass().orElse(null);
    }
    return Optional.empty();
  }

  private static boolean namedField(AbstractInvokeExpr inv, int classArg, int nameArg) {
    List<Immediate> args = inv.getArgs();
    return nameArg > classArg && nameArg < args.size()
        && args.get(classArg) instanceof ClassConstant
        && args.get(nameArg) instanceof StringConstant;
  }
}
