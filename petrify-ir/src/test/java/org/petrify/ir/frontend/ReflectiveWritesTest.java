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

/** Which fields a call writes behind the model's back: none, the one it names, or any. */
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
    assertThat(ReflectiveWrites.effect(virtualCall(updater, "incrementAndGet",
        List.of(LOCAL)))).isEqualTo(Effect.NONE);
    assertThat(ReflectiveWrites.effect(staticCall(
        "java.util.concurrent.atomic.AtomicReferenceFieldUpdater", "newUpdater", List.of(
            JavaJimple.newClassConstant("Lapp/Main;"), JavaJimple.newClassConstant(
                "Ljava/lang/Object;"), JavaJimple.newStringConstant("ref")))))
        .isEqualTo(Effect.NAMED);
  }

  @Test
  void aVarHandleOfAConstantFieldNamesItButOtherLookupsWriteAnything() {
    String lookup = "java.lang.invoke.MethodHandles$Lookup";
    assertThat(ReflectiveWrites.effect(virtualCall(lookup, "findVarHandle", List.of(
        JavaJimple.newClassConstant("Lapp/Main;"), JavaJimple.newStringConstant("state"),
        JavaJimple.newClassConstant("Ljava/lang/Object;"))))).isEqualTo(Effect.NAMED);
    assertThat(ReflectiveWrites.effect(virtualCall(lookup, "findVarHandle", List.of(
        LOCAL, JavaJimple.newStringConstant("state"), LOCAL)))).isEqualTo(Effect.ANY);
    assertThat(ReflectiveWrites.effect(virtualCall(lookup, "findSetter", List.of(
        JavaJimple.newClassConstant("Lapp/Main;"), JavaJimple.newStringConstant("state"),
        LOCAL)))).isEqualTo(Effect.ANY);
    assertThat(ReflectiveWrites.effect(virtualCall(lookup, "unreflectVarHandle",
        List.of(LOCAL)))).isEqualTo(Effect.ANY);
    assertThat(ReflectiveWrites.effect(staticCall("java.lang.invoke.MethodHandles", "lookup",
        List.of()))).isEqualTo(Effect.NONE);
    assertThat(ReflectiveWrites.effect(virtualCall("java.lang.invoke.VarHandle",
        "compareAndSet", List.of(LOCAL, LOCAL, LOCAL)))).isEqualTo(Effect.NONE);
  }

  @Test
  void reflectionMethodHandlesUnsafeAndDeserializationWriteAnything() {
    assertThat(ReflectiveWrites.effect(virtualCall("java.lang.reflect.Field", "set",
        List.of(LOCAL, LOCAL)))).isEqualTo(Effect.ANY);
    assertThat(ReflectiveWrites.effect(virtualCall("java.lang.invoke.MethodHandle",
        "invokeExact", List.of(LOCAL)))).isEqualTo(Effect.ANY);
    assertThat(ReflectiveWrites.effect(virtualCall("sun.misc.Unsafe", "putInt",
        List.of(LOCAL, LOCAL, LOCAL)))).isEqualTo(Effect.ANY);
    assertThat(ReflectiveWrites.effect(virtualCall("java.io.ObjectInputStream", "readObject",
        List.of()))).isEqualTo(Effect.ANY);
    assertThat(ReflectiveWrites.effect(virtualCall("java.lang.String", "length", List.of())))
        .isEqualTo(Effect.NONE);
  }
}
