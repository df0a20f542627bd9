package org.petrify.ir.frontend;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.frontend.TrackedValues.FieldKey;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.UpdaterFields;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.constant.ClassConstant;
import sootup.core.jimple.common.constant.StringConstant;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.ClassType;
import sootup.core.types.PrimitiveType;
import sootup.java.core.JavaSootClass;

/**
 * Which fields a call may write behind the model's back (not through a field store of the
 * program), for {@link TrackedValues}: none, the one field it names, the fields reflection
 * reaches ({@link ReflectedFields}), or any field.
 *
 * <p>The rule, per call of reachable code:
 * <ul>
 *   <li>{@code Atomic{Integer,Long,Reference}FieldUpdater.newUpdater(C.class, [V.class,]
 *       "f")} and {@code MethodHandles.Lookup.find[Static]VarHandle(C.class, "f", T.class)} or
 *       {@code find[Static]Setter(C.class, "f", T.class)} with a class literal and a string
 *       constant make an updater, var handle or setter handle of field {@code f} of {@code C}
 *       (or of the class up {@code C}'s hierarchy that declares it, as the JVM resolves it):
 *       {@link Effect#NAMED}, that field is written behind the model's back. With any other
 *       argument: {@link Effect#ANY}.</li>
 *   <li>The other methods of a field updater, a {@code VarHandle} or a {@code MethodHandle}
 *       ({@code get}, {@code compareAndSet}, {@code invokeExact}, ...) write only through an
 *       updater or handle made by one of the calls in this list, the only ways to make one
 *       (an application subclass of an updater writes through those, or through
 *       {@code Unsafe}, which is judged on its own; handles derived from others by the
 *       combinators of {@code MethodHandles} write what those write): {@link Effect#NONE},
 *       since every such field is already accounted for where the handle was made. Array and
 *       byte-view var handles write array elements, which are never tracked values.
 *       {@code MethodHandles} and the methods of {@code Lookup} that make no handle
 *       ({@code lookup}, {@code privateLookupIn}, {@code in}, ...) write nothing; getter
 *       handles ({@code findGetter}, {@code unreflectGetter}, ...) only read.</li>
 *   <li>Handles of methods and constructors ({@code Lookup.findVirtual}, {@code findStatic},
 *       {@code findSpecial}, {@code findConstructor}): their target runs where the handle is
 *       invoked, out of the model's sight. Of a class literal naming a JDK class:
 *       {@link Effect#NONE} (JDK code writes no application field itself; it reaches
 *       application code only through the application objects passed to {@code invoke},
 *       which the translation reports as library call-backs). Of an application class or an
 *       unknown class, and {@code unreflect}/{@code unreflectSpecial}/
 *       {@code unreflectConstructor} of a reflected method: {@link Effect#ANY}.</li>
 *   <li>{@code java.lang.reflect.Field.set*} ({@code setInt}, ...; not {@code setAccessible}),
 *       {@code Lookup.unreflectSetter}/{@code unreflectVarHandle} of a {@code Field}, and the
 *       {@code Unsafe} (of {@code sun.misc} or {@code jdk.internal.misc}) methods that write
 *       through an object and an offset ({@code putInt(Object, long, int)},
 *       {@code compareAndSwapObject}, {@code getAndAddLong}, {@code putOrderedInt},
 *       {@code copyMemory(Object, long, Object, long, long)}, {@code setMemory(Object, ...)}):
 *       {@link Effect#REFLECTED}, they write a field only through a {@code Field} object or
 *       the offset of one, so only fields that reachable code can reflect
 *       ({@link ReflectedFields}). The other methods of {@code Field} read; those of
 *       {@code Unsafe} read ({@code getInt(Object, long)}, {@code objectFieldOffset}, ...),
 *       write memory outside the Java heap ({@code putInt(long, int)},
 *       {@code setMemory(long, long, byte)}, {@code copyMemory(long, long, long)}) or do not
 *       touch memory: {@link Effect#NONE}. (Calls of {@code Unsafe} are not trusted by the
 *       model; each still gets its UNSOUND {@code unmodelled-library} caveat.)</li>
 *   <li>Deserialization ({@code java.io.ObjectInputStream}): {@link Effect#ANY}.</li>
 * </ul>
 * Soundness: a field is written behind the model's back only through one of these APIs; each
 * handle or updater names its field when it is made, so naming every field of every updater
 * and handle the reachable code makes covers every write through them; {@code Unsafe} writes a
 * field of an object only at an offset that {@code objectFieldOffset}/{@code staticFieldOffset}
 * returned for a {@code Field} (the contract of {@code Unsafe}: other offsets address array
 * elements, with a base from {@code arrayBaseOffset}, or memory outside the heap when the
 * object is null), and a {@code Field} object is made only by the {@code Class} methods
 * {@link ReflectedFields} reads (or by the JDK from a handle, {@code reflectAs}, which it
 * counts as any field). Code that is not reachable (in the points-to call graph) never runs;
 * code the library runs out of the model's sight (call-backs it is handed) is reported by its
 * own UNSOUND caveat. Stateless.
 */
final class ReflectiveWrites {
  /** What a call may write behind the model's back. */
  enum Effect {
    /** Nothing. */
    NONE,
    /** The one field its constant arguments name ({@link #field}). */
    NAMED,
    /** A field that reachable code reflects ({@link ReflectedFields}), or array elements. */
    REFLECTED,
    /**
     * A handle of the method or constructor its constant arguments name: the fields that
     * method writes ({@link ReflectedFields} judges it).
     */
    METHOD_HANDLE,
    /** Any field. */
    ANY
  }

  private static final Set<String> UPDATERS = Set.of(
      "java.util.concurrent.atomic.AtomicIntegerFieldUpdater",
      "java.util.concurrent.atomic.AtomicLongFieldUpdater",
      "java.util.concurrent.atomic.AtomicReferenceFieldUpdater");

  private static final Set<String> UNSAFE = Set.of("sun.misc.Unsafe", "jdk.internal.misc.Unsafe");

  /** {@code Lookup} methods that make a handle writing the field their arguments name. */
  private static final Set<String> NAMED_HANDLES = Set.of("findVarHandle",
      "findStaticVarHandle", "findSetter", "findStaticSetter");

  /** {@code Lookup} methods that make a handle of a method or constructor they name. */
  private static final Set<String> METHOD_HANDLES = Set.of("findVirtual", "findStatic",
      "findSpecial", "findConstructor");

  /** {@code Lookup} methods that make a handle that only reads a field. */
  private static final Set<String> GETTERS = Set.of("findGetter", "findStaticGetter",
      "unreflectGetter");

  private static final String LOOKUP = "java.lang.invoke.MethodHandles$Lookup";

  private ReflectiveWrites() {}

  /**
   * What {@code inv} may write behind the model's back (see the class comment), without
   * knowing which classes are the application's: a handle of a method of a class literal is
   * {@link Effect#ANY} here; {@link #effect(AbstractInvokeExpr, CodeBase)} knows better.
   */
  static Effect effect(AbstractInvokeExpr inv) {
    return effect(inv, null);
  }

  /**
   * What {@code inv} may write behind the model's back (see the class comment); {@code code}
   * tells JDK classes from application classes (null: every class may be the application's).
   */
  static Effect effect(AbstractInvokeExpr inv, CodeBase code) {
    if (inv instanceof JDynamicInvokeExpr) {
      return Effect.NONE;
    }
    String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    String name = inv.getMethodSignature().getName();
    if (UPDATERS.contains(cls) || cls.startsWith("java.util.concurrent.atomic.")
        && cls.endsWith("FieldUpdater")) {
      if (!name.equals("newUpdater")) {
        return Effect.NONE;
      }
      return constantName(inv, inv.getArgCount() - 1) ? Effect.NAMED : Effect.ANY;
    }
    if (cls.equals(LOOKUP)) {
      return lookup(inv, name, code);
    }
    if (cls.equals("java.lang.reflect.Field")) {
      return name.startsWith("set") && !name.equals("setAccessible") ? Effect.REFLECTED
          : Effect.NONE;
    }
    if (UNSAFE.contains(cls)) {
      return writesThroughOffset(inv.getMethodSignature()) ? Effect.REFLECTED : Effect.NONE;
    }
    if (cls.startsWith("java.io.ObjectInputStream")) {
      return Effect.ANY;
    }
    return Effect.NONE;
  }

  private static Effect lookup(AbstractInvokeExpr inv, String name, CodeBase code) {
    if (NAMED_HANDLES.contains(name)) {
      return constantName(inv, 1) ? Effect.NAMED : Effect.ANY;
    }
    if (name.equals("unreflectSetter") || name.equals("unreflectVarHandle")) {
      return Effect.REFLECTED;
    }
    if (GETTERS.contains(name)) {
      return Effect.NONE;
    }
    if (METHOD_HANDLES.contains(name)) {
      if (inv.getArgCount() > 0 && inv.getArg(0) instanceof ClassConstant c && code != null
          && !code.isApplication(code.classType(TranslationContext.classLiteral(c)))) {
        return Effect.NONE;
      }
      return name.equals("findConstructor") || constantName(inv, 1) ? Effect.METHOD_HANDLE
          : Effect.ANY;
    }
    return name.startsWith("find") || name.startsWith("unreflect") ? Effect.ANY : Effect.NONE;
  }

  /**
   * True for an {@code Unsafe} method that writes through an object and an offset: its first
   * two parameters are {@code Object} and {@code long}, and it is not a plain read
   * ({@code get...}, but {@code getAndAdd...}/{@code getAndSet...} write).
   */
  private static boolean writesThroughOffset(MethodSignature sig) {
    String name = sig.getName();
    if (sig.getParameterCount() < 2
        || !sig.getParameterType(0).toString().equals("java.lang.Object")
        || sig.getParameterType(1) != PrimitiveType.getLong()) {
      return false;
    }
    return !name.startsWith("get") || name.startsWith("getAnd");
  }

  /**
   * For an {@link Effect#NAMED} or {@link Effect#METHOD_HANDLE} call, the name of the field or
   * method it names (null for a constructor).
   */
  static String memberName(AbstractInvokeExpr inv) {
    String name = inv.getMethodSignature().getName();
    if (name.equals("findConstructor")) {
      return null;
    }
    int nameArg = UpdaterFields.nameArgument(name, inv.getArgCount());
    return ((StringConstant) inv.getArg(nameArg)).getValue();
  }

  /**
   * The application field {@code field} as the JVM resolves it from class {@code cls} (up the
   * superclasses), or empty when it is not an application class's.
   */
  static Optional<FieldKey> resolve(CodeBase code, String cls, String field) {
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

  /** True if the call has a class argument first and a string constant at {@code nameArg}. */
  private static boolean constantName(AbstractInvokeExpr inv, int nameArg) {
    List<Immediate> args = inv.getArgs();
    return nameArg > 0 && nameArg < args.size() && args.get(nameArg) instanceof StringConstant;
  }
}
