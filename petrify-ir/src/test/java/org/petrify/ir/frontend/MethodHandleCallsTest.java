package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.HandleCycle;
import org.petrify.ir.frontend.samples.HandleWrites;
import org.petrify.ir.pointsto.LibraryFacts;
import org.petrify.ir.rb.Caveat;

/**
 * Calls that run what a method handle names are off the allow-list
 * ({@link LibraryFacts#runsHandledCode}): each gets an UNSOUND caveat, so a lock-order cycle
 * through a handle never yields a silent "no deadlock". Making and combining handles stays
 * trusted. A reference write through a var handle whose field is not resolved is not
 * followed by the points-to analysis, so it is caveated too ({@link UpdaterWrites}).
 */
class MethodHandleCallsTest {
  private static boolean trusts(String cls, String method) {
    return LibraryFacts.holds(LibraryFacts.Property.NO_CONCURRENCY_EFFECT, cls, method);
  }

  @Test
  void callsThatRunAHandleAreCaveated() {
    List<Caveat> cs = RbDump.translate(HandleCycle.class).caveats().stream()
        .filter(c -> c.kind().equals("unmodelled-library"))
        .filter(c -> c.effect() == Caveat.Effect.UNSOUND).toList();
    // invokeExact of a handle the method's own code looks up by constants is the direct
    // call it makes (ConstantReflection); the other two run the handle unseen.
    assertThat(cs).extracting(Caveat::message).noneMatch(m -> m.contains("invokeExact"))
        .anyMatch(m -> m.contains("invokeWithArguments"))
        .anyMatch(m -> m.contains("asInterfaceInstance"));
  }

  @Test
  void onlyTheRunningMethodsLeaveTheAllowList() {
    String mh = "java.lang.invoke.MethodHandle";
    String lookup = "java.lang.invoke.MethodHandles$Lookup";
    for (String name : List.of("invoke", "invokeExact", "invokeWithArguments")) {
      assertThat(trusts(mh, name)).as(name).isFalse();
      assertThat(LibraryFacts.holds(LibraryFacts.Property.CALLS_NO_APPLICATION_CODE, mh, name))
          .as(name).isFalse();
      assertThat(LibraryFacts.holds(LibraryFacts.Property.NEVER_THROWS, mh, name)).as(name)
          .isFalse();
    }
    assertThat(trusts(lookup, "ensureInitialized")).isFalse();
    assertThat(trusts("java.lang.invoke.MethodHandleProxies", "asInterfaceInstance")).isFalse();
    assertThat(trusts("java.lang.invoke.ConstantBootstraps", "invoke")).isFalse();
    assertThat(trusts(mh, "bindTo")).isTrue();
    assertThat(trusts(lookup, "findVirtual")).isTrue();
    assertThat(trusts("java.lang.invoke.MethodType", "methodType")).isTrue();
    assertThat(trusts("java.lang.invoke.LambdaMetafactory", "metafactory")).isTrue();
    assertThat(trusts("java.lang.invoke.VarHandle", "compareAndSet")).isTrue();
  }

  @Test
  void unresolvedVarHandleWritesAreCaveated() {
    List<String> lines = RbDump.translate(HandleWrites.class).caveats().stream()
        .filter(c -> c.kind().equals("unmodelled-library"))
        .filter(c -> c.effect() == Caveat.Effect.UNSOUND)
        .filter(c -> c.message().contains("var handle"))
        .map(c -> c.message().substring(0, c.message().indexOf(' '))).toList();
    assertThat(lines).containsExactlyInAnyOrder("VarHandle.set", "VarHandle.setVolatile",
        "VarHandle.setRelease");
  }
}
