package org.petrify.ir.encode;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.RbParser;

/**
 * A join orders the joined thread's accesses before the main thread's only once main has
 * started that thread: a join of a thread not yet started returns at once (Java's and the
 * model's join, {@link org.petrify.ir.rb.CountedJoins}).
 */
class ValueRacesJoinTest {

  private static final String WORKER = """
      proc w {
        w0: assign x b
      }
      """;

  @Test
  void aJoinAfterTheStartOrdersTheAccesses() {
    assertThat(ValueRaces.racy(RbParser.parse("""
        main main
        var x { a b } = a
        proc main {
          m0: fork w t1
          m1: join t1
          m2: assign x a
        }
        """ + WORKER))).isEmpty();
  }

  @Test
  void aJoinBeforeTheStartOrdersNothing() {
    assertThat(ValueRaces.racy(RbParser.parse("""
        main main
        var x { a b } = a
        proc main {
          m0: join t1
          m1: fork w t1
          m2: assign x a
        }
        """ + WORKER))).containsExactly("x");
  }
}
