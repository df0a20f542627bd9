package org.petrify.ir.pointsto;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.pointsto.LibraryFacts.Property;

/**
 * The library facts registry: each property is read per method, and the properties of one
 * family are independent claims (the call-back and allow-list edges are tested with their
 * users in {@code frontend}).
 */
class LibraryFactsTest {

  @Test
  void neverThrowsCoversBoxingBuildersAndMapGetButNotListGetOrParsing() {
    assertThat(LibraryFacts.holds(Property.NEVER_THROWS, "java.lang.Integer", "valueOf"))
        .isTrue();
    assertThat(LibraryFacts.holds(Property.NEVER_THROWS, "java.lang.StringBuilder", "append"))
        .isTrue();
    assertThat(LibraryFacts.holds(Property.NEVER_THROWS, "java.util.HashMap", "get")).isTrue();
    assertThat(LibraryFacts.holds(Property.NEVER_THROWS,
        "java.util.concurrent.ConcurrentLinkedQueue", "poll")).isTrue();
    assertThat(LibraryFacts.holds(Property.NEVER_THROWS, "java.lang.IllegalStateException",
        "<init>")).isTrue();
    assertThat(LibraryFacts.holds(Property.NEVER_THROWS, "java.util.ArrayList", "get"))
        .isFalse();
    assertThat(LibraryFacts.holds(Property.NEVER_THROWS, "java.lang.Integer", "parseInt"))
        .isFalse();
    assertThat(LibraryFacts.holds(Property.NEVER_THROWS, "java.lang.String", "substring"))
        .isFalse();
    assertThat(LibraryFacts.holds(Property.NEVER_THROWS,
        "java.util.concurrent.locks.ReentrantLock", "<init>")).isFalse();
    assertThat(LibraryFacts.holds(Property.NEVER_THROWS, "java.util.Optional", "get"))
        .isFalse();
  }

  @Test
  void neverThrowsCoversCopiesSearchesAndEndInsertionsButNotIndexedOrEmptyRemovals() {
    for (String m : new String[] {"toArray", "indexOf", "containsAll", "removeAll", "putAll",
        "offer", "addFirst", "addLast"}) {
      assertThat(LibraryFacts.holds(Property.NEVER_THROWS, "java.util.ArrayDeque", m)).as(m)
          .isTrue();
    }
    assertThat(LibraryFacts.holds(Property.NEVER_THROWS,
        "java.util.concurrent.CopyOnWriteArrayList", "addIfAbsent")).isTrue();
    for (String m : new String[] {"remove", "removeFirst", "getFirst", "element", "set",
        "subList"}) {
      assertThat(LibraryFacts.holds(Property.NEVER_THROWS, "java.util.LinkedList", m)).as(m)
          .isFalse();
    }
  }

  @Test
  void neverThrowsCoversRoundingAndReferencesButNotExactOrFloorDivision() {
    assertThat(LibraryFacts.holds(Property.NEVER_THROWS, "java.lang.Math", "ceil")).isTrue();
    assertThat(LibraryFacts.holds(Property.NEVER_THROWS, "java.lang.StrictMath", "round"))
        .isTrue();
    assertThat(LibraryFacts.holds(Property.NEVER_THROWS, "java.lang.ref.WeakReference", "get"))
        .isTrue();
    assertThat(LibraryFacts.holds(Property.NEVER_THROWS, "java.lang.Math", "addExact"))
        .isFalse();
    assertThat(LibraryFacts.holds(Property.NEVER_THROWS, "java.lang.Math", "floorMod"))
        .isFalse();
    assertThat(LibraryFacts.holds(Property.NEVER_THROWS, "java.lang.Math", "clamp")).isFalse();
  }

  @Test
  void argumentsStayLocalOnlyInClassesThatReadTheirArguments() {
    assertThat(LibraryFacts.holds(Property.ARGUMENTS_STAY_LOCAL, "java.lang.String", "valueOf"))
        .isTrue();
    assertThat(LibraryFacts.holds(Property.ARGUMENTS_STAY_LOCAL, "java.io.PrintStream",
        "println")).isTrue();
    assertThat(LibraryFacts.holds(Property.ARGUMENTS_STAY_LOCAL,
        "java.util.concurrent.atomic.AtomicReference", "set")).isFalse();
    assertThat(LibraryFacts.holds(Property.ARGUMENTS_STAY_LOCAL, "java.lang.ThreadLocal", "set"))
        .isFalse();
    assertThat(LibraryFacts.holds(Property.ARGUMENTS_STAY_LOCAL, "java.lang.System",
        "arraycopy")).isFalse();
  }

  @Test
  void aFamilyStatesEachPropertyOnItsOwn() {
    // AtomicReference.set: harmless and never throws, but keeps its argument.
    String ref = "java.util.concurrent.atomic.AtomicReference";
    assertThat(LibraryFacts.holds(Property.NO_CONCURRENCY_EFFECT, ref, "set")).isTrue();
    assertThat(LibraryFacts.holds(Property.NEVER_THROWS, ref, "set")).isTrue();
    assertThat(LibraryFacts.holds(Property.CALLS_NO_APPLICATION_CODE, ref, "set")).isTrue();
    assertThat(LibraryFacts.holds(Property.CALLS_NO_APPLICATION_CODE, ref, "updateAndGet"))
        .isFalse();
    assertThat(LibraryFacts.holds(Property.ARGUMENTS_STAY_LOCAL, ref, "set")).isFalse();
    assertThat(LibraryFacts.families(Property.NO_CONCURRENCY_EFFECT, ref, "set"))
        .containsExactly("atomics");
    assertThat(LibraryFacts.families(Property.NEVER_THROWS, "java.lang.Object", "<init>"))
        .containsExactly("constructors");
  }

  @Test
  void unknownMethodsHaveNoProperty() {
    for (Property p : Property.values()) {
      assertThat(LibraryFacts.holds(p, "java.lang.reflect.Method", "invoke")).as(p.name())
          .isFalse();
      assertThat(LibraryFacts.holds(p, "com.example.Lib", "run")).as(p.name()).isFalse();
    }
  }
}
