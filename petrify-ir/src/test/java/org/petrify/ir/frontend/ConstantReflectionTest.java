package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.ReflectCapturedMethods;
import org.petrify.ir.frontend.samples.ReflectCapturedMethodsRefused;
import org.petrify.ir.frontend.samples.ReflectFieldHandles;
import org.petrify.ir.frontend.samples.ReflectFieldHandlesRefused;
import org.petrify.ir.frontend.samples.ReflectFieldMethods;
import org.petrify.ir.frontend.samples.ReflectFieldMethodsRefused;
import org.petrify.ir.frontend.samples.ReflectRefused;
import org.petrify.ir.frontend.samples.ReflectResolved;
import org.petrify.ir.pointsto.ConstantReflection;
import org.petrify.ir.rb.Caveat;

/**
 * {@link ConstantReflection}: a reflective call whose target the method names by constants is
 * the direct call it makes; one the JVM might refuse, or run differently, stays unseen with
 * its UNSOUND caveat.
 */
class ConstantReflectionTest {
  private static List<String> unseenCalls(Class<?> sample) {
    return RbDump.translate(sample).caveats().stream()
        .filter(c -> c.kind().equals("unmodelled-library"))
        .filter(c -> c.effect() == Caveat.Effect.UNSOUND)
        .map(Caveat::message).toList();
  }

  @Test
  void constantTargetsAreCalledDirectly() {
    assertThat(unseenCalls(ReflectResolved.class)).isEmpty();
    assertThat(RbDump.dump(RbDump.translate(ReflectResolved.class).program()))
        .contains("hidden", "secret", "inst");
  }

  @Test
  void callsTheJvmMightRefuseStayUnseen() {
    List<String> unseen = unseenCalls(ReflectRefused.class);
    assertThat(unseen.stream().filter(m -> m.startsWith("Method.invoke"))).hasSize(4);
    assertThat(unseen.stream().filter(m -> m.startsWith("MethodHandle.invokeExact")))
        .hasSize(1);
  }

  @Test
  void handlesInStaticFinalFieldsSetOnceAreCalledDirectly() {
    FrontendResult r = RbDump.translate(ReflectFieldHandles.class);
    assertThat(unseenCalls(ReflectFieldHandles.class)).isEmpty();
    assertThat(RbDump.dump(r.program())).contains("virtualTarget", "staticTarget");
    // the initialisers' look-ups surely find their methods: their handlers are not reached
    assertThat(r.caveats()).noneMatch(c -> c.kind().equals("unreached-handler")
        && c.effect() == Caveat.Effect.UNSOUND);
  }

  @Test
  void handlesInFieldsSetTwiceOrNotFinalStayUnseen() {
    assertThat(unseenCalls(ReflectFieldHandlesRefused.class)
        .stream().filter(m -> m.startsWith("MethodHandle.invokeExact"))).hasSize(2);
  }

  @Test
  void methodsInStaticFinalFieldsSetOnceAreCalledDirectly() {
    assertThat(unseenCalls(ReflectFieldMethods.class)).isEmpty();
    assertThat(RbDump.dump(RbDump.translate(ReflectFieldMethods.class).program()))
        .contains("reflectedInstance", "reflectedStatic");
  }

  @Test
  void methodsInFieldsSetTwiceOrNotFinalStayUnseen() {
    assertThat(unseenCalls(ReflectFieldMethodsRefused.class)
        .stream().filter(m -> m.startsWith("Method.invoke"))).hasSize(2);
  }

  @Test
  void constantMethodsCapturedByLambdasAreCalledDirectly() {
    assertThat(unseenCalls(ReflectCapturedMethods.class)).isEmpty();
    assertThat(RbDump.dump(RbDump.translate(ReflectCapturedMethods.class).program()))
        .contains("capturedInstance", "capturedStatic");
  }

  @Test
  void capturedMethodsThatAreNotOneConstantStayUnseen() {
    // an application receiver makes the unseen call a library-callback caveat
    assertThat(RbDump.translate(ReflectCapturedMethodsRefused.class).caveats().stream()
        .filter(c -> c.effect() == Caveat.Effect.UNSOUND)
        .filter(c -> c.message().startsWith("Method.invoke"))).hasSize(2);
  }
}
