package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.petrify.api.fixtures.ElementMethods;

/**
 * A JDK container runs the {@code hashCode}, {@code equals}, {@code compareTo} and {@code
 * toString} of the application objects it is given or holds; when such a method takes a lock,
 * the model runs it at the call ({@code ElementCallbacks}, {@code LibraryEffects.elementCalls})
 * and the deadlock it joins is found; plain element methods add no caveat.
 */
class ElementCallbacksTest {

  private static Report deadlock(String main) {
    return Petrify.analyze(Path.of("target/test-classes")).mainClass(main).deadlock();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"HashSetCycle", "TreeMapCycle", "ContainsCycle", "SortCycle",
      "RenderCycle", "ObjectsHashCycle", "RecordHashCycle", "RecordEqualsCycle"})
  void aLockingElementMethodIsRunAndItsCycleFound(String program) {
    // before, the model ran none of these methods: INCONCLUSIVE (UNSOUND library-callback)
    Report r = deadlock(ElementMethods.class.getName() + "$" + program);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void plainElementMethodsAddNoCaveat() {
    Report r = deadlock(ElementMethods.Plain.class.getName());
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
    assertThat(r.caveats()).as(r.text()).noneSatisfy(c ->
        assertThat(c.kind().id()).isEqualTo("library-callback"));
  }
}
