package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.ReflectiveWrites.Effect;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.jimple.common.expr.JVirtualInvokeExpr;
import sootup.core.signatures.MethodSignature;
import sootup.java.core.JavaIdentifierFactory;
import sootup.java.core.language.JavaJimple;

/**
 * Which fields a call writes behind the model's back: none, the one it names, the reflected ones,
 * the ones its handle's target writes, or any.
 */
class ReflectiveWritesTest {
  private static final JavaIdentifierFactory IDS = JavaIdentifierFactory.getInstance();
  private static final Local LOCAL = new Local("x", IDS.getType("java.lang.Object"));

  private static MethodSignature sig(String cls, String name, String... params) {
    return IDS.getMethodSignature(cls, name, "java.lang.Object", List.of(params));
  }

  private static AbstractInvokeExpr staticCall(String cls, String name, List<Immediate> args) {
    String[] params = args.stream().map(a -> "java.lang.Object").toArray(String[]::new);
    return new JStaticInvokeExpr(sig(cls, name, params), args);
  }

  private static AbstractInvokeExpr virtualCall(String cls, String name, List<Immediate> args) {
    String[] params = args.stream().map(a -> "java.lang.Object").toArray(String[]::new);
    return new JVirtualInvokeExpr(LOCAL, sig(cls, name, params), args);
  }

  @Test
  void anUpdaterOfAConstantFieldNamesIt() {
    String updater = "java.util.concurrent.atomic.AtomicIntegerFieldUpdater";
    assertThat(ReflectiveWrites.effect(staticCall(updater, "newUpdater", List.of(
        JavaJimple.newClassConstant("Lapp/Main;"), JavaJimple.newStringConstant("hits")))))
        .isEqualTo(Effect.NAMED);
    assertThat(ReflectiveWrites.effect(staticCall(updater, "newUpdater", List.of(
        JavaJimple.newClassConstant("Lapp/Main;"), LOCAL)))).isEqualTo(Effect.ANY);
    assertThat(ReflectiveWrites.effect(staticCall(updater, "newUpdater", List.of(
        LOCAL, JavaJimple.newStringConstant("hits"))))).isEqualTo(Effect.NAMED);
    assertThat(ReflectiveWrites.effect(virtualCall(updater, "incrementAndGet",
        List.of(LOCAL)))).isEqualTo(Effect.NONE);
    assertThat(ReflectiveWrites.effect(staticCall(
        "java.util.concurrent.atomic.AtomicReferenceFieldUpdater", "newUpdater", List.of(
            JavaJimple.newClassConstant("Lapp/Main;"), JavaJimple.newClassConstant(
                "Ljava/lang/Object;"), JavaJimple.newStringConstant("ref")))))
        .isEqualTo(Effect.NAMED);
  }

  @Test
  void handlesOfConstantFieldsNameThemGettersReadAndUnreflectedSettersReflect() {
    String lookup = "java.lang.invoke.MethodHandles$Lookup";
    assertThat(ReflectiveWrites.effect(virtualCall(lookup, "findVarHandle", List.of(
        JavaJimple.newClassConstant("Lapp/Main;"), JavaJimple.newStringConstant("state"),
        JavaJimple.newClassConstant("Ljava/lang/Object;"))))).isEqualTo(Effect.NAMED);
    assertThat(ReflectiveWrites.effect(virtualCall(lookup, "findVarHandle", List.of(
        LOCAL, LOCAL, LOCAL)))).isEqualTo(Effect.ANY);
    assertThat(ReflectiveWrites.effect(virtualCall(lookup, "findSetter", List.of(
        JavaJimple.newClassConstant("Lapp/Main;"), JavaJimple.newStringConstant("state"),
        LOCAL)))).isEqualTo(Effect.NAMED);
    assertThat(ReflectiveWrites.effect(virtualCall(lookup, "findGetter", List.of(
        JavaJimple.newClassConstant("Lapp/Main;"), JavaJimple.newStringConstant("state"),
        LOCAL)))).isEqualTo(Effect.NONE);
    assertThat(ReflectiveWrites.effect(virtualCall(lookup, "unreflectVarHandle",
        List.of(LOCAL)))).isEqualTo(Effect.REFLECTED);
    assertThat(ReflectiveWrites.effect(virtualCall(lookup, "unreflectSetter",
        List.of(LOCAL)))).isEqualTo(Effect.REFLECTED);
    assertThat(ReflectiveWrites.effect(staticCall("java.lang.invoke.MethodHandles", "lookup",
        List.of()))).isEqualTo(Effect.NONE);
    assertThat(ReflectiveWrites.effect(virtualCall("java.lang.invoke.VarHandle",
        "compareAndSet", List.of(LOCAL, LOCAL, LOCAL)))).isEqualTo(Effect.NONE);
  }

  @Test
  void methodHandlesOfNamedMethodsAreJudgedByTheirTargetAndUnreflectedOnesWriteAnything() {
    String lookup = "java.lang.invoke.MethodHandles$Lookup";
    assertThat(ReflectiveWrites.effect(virtualCall(lookup, "findStatic", List.of(
        JavaJimple.newClassConstant("Lapp/Main;"), JavaJimple.newStringConstant("fence"),
        LOCAL)))).isEqualTo(Effect.METHOD_HANDLE);
    assertThat(ReflectiveWrites.effect(virtualCall(lookup, "findConstructor", List.of(
        JavaJimple.newClassConstant("Lapp/Main;"), LOCAL)))).isEqualTo(Effect.METHOD_HANDLE);
    assertThat(ReflectiveWrites.effect(virtualCall(lookup, "findVirtual", List.of(
        LOCAL, LOCAL, LOCAL)))).isEqualTo(Effect.ANY);
    assertThat(ReflectiveWrites.effect(virtualCall(lookup, "unreflect", List.of(LOCAL))))
        .isEqualTo(Effect.ANY);
    assertThat(ReflectiveWrites.effect(virtualCall("java.lang.invoke.MethodHandle",
        "invokeExact", List.of(LOCAL)))).isEqualTo(Effect.NONE);
  }

  private static AbstractInvokeExpr unsafeCall(String name, String... params) {
    MethodSignature sig = IDS.getMethodSignature("sun.misc.Unsafe", name, "void",
        List.of(params));
    List<Immediate> args = java.util.Arrays.stream(params).map(p -> (Immediate) LOCAL).toList();
    return new JVirtualInvokeExpr(LOCAL, sig, args);
  }

  @Test
  void unsafeWritesThroughAnObjectAndOffsetReflectOthersWriteNoField() {
    assertThat(ReflectiveWrites.effect(unsafeCall("putInt", "java.lang.Object", "long", "int")))
        .isEqualTo(Effect.REFLECTED);
    assertThat(ReflectiveWrites.effect(unsafeCall("compareAndSwapObject", "java.lang.Object",
        "long", "java.lang.Object", "java.lang.Object"))).isEqualTo(Effect.REFLECTED);
    assertThat(ReflectiveWrites.effect(unsafeCall("getAndAddInt", "java.lang.Object", "long",
        "int"))).isEqualTo(Effect.REFLECTED);
    assertThat(ReflectiveWrites.effect(unsafeCall("copyMemory", "java.lang.Object", "long",
        "java.lang.Object", "long", "long"))).isEqualTo(Effect.REFLECTED);
    assertThat(ReflectiveWrites.effect(unsafeCall("getInt", "java.lang.Object", "long")))
        .isEqualTo(Effect.NONE);
    assertThat(ReflectiveWrites.effect(unsafeCall("putInt", "long", "int")))
        .isEqualTo(Effect.NONE);
    assertThat(ReflectiveWrites.effect(unsafeCall("objectFieldOffset",
        "java.lang.reflect.Field"))).isEqualTo(Effect.NONE);
    assertThat(ReflectiveWrites.effect(unsafeCall("arrayBaseOffset", "java.lang.Class")))
        .isEqualTo(Effect.NONE);
    assertThat(ReflectiveWrites.effect(unsafeCall("allocateMemory", "long")))
        .isEqualTo(Effect.NONE);
  }

  @Test
  void fieldSettersReflectReadsAndDeserializationAsBefore() {
    assertThat(ReflectiveWrites.effect(virtualCall("java.lang.reflect.Field", "set",
        List.of(LOCAL, LOCAL)))).isEqualTo(Effect.REFLECTED);
    assertThat(ReflectiveWrites.effect(virtualCall("java.lang.reflect.Field", "setAccessible",
        List.of(LOCAL)))).isEqualTo(Effect.NONE);
    assertThat(ReflectiveWrites.effect(virtualCall("java.lang.reflect.Field", "get",
        List.of(LOCAL)))).isEqualTo(Effect.NONE);
    assertThat(ReflectiveWrites.effect(virtualCall("java.io.ObjectInputStream", "readObject",
        List.of()))).isEqualTo(Effect.ANY);
    assertThat(ReflectiveWrites.effect(virtualCall("java.lang.String", "length", List.of())))
        .isEqualTo(Effect.NONE);
  }
}
