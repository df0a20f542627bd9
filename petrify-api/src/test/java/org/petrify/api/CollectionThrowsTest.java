package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.petrify.api.fixtures.CollectionThrows;

/**
 * Which collection calls are throw points of the {@code uncaught-exception} caveat: copies,
 * searches, bulk updates and end insertions fail only on misuse and skip nothing; a removal
 * from a collection that may be empty and an indexed write may throw, and keep the caveat.
 */
class CollectionThrowsTest {

  private static Report deadlock(Class<?> main) {
    return Petrify.analyze(Path.of("target/test-classes")).mainClass(main.getName()).deadlock();
  }

  @Test
  void copiesSearchesAndEndInsertionsSkipNoSignal() {
    Report r = deadlock(CollectionThrows.CopiesAndInsertions.class);
    assertThat(r.verdict()).isEqualTo(Verdict.HOLDS);
    assertThat(r.caveats()).noneMatch(c -> c.kind().id().equals("uncaught-exception")
        && c.effect() == Caveat.Effect.UNSOUND);
  }

  @Test
  void aRemovalFromACollectionThatMayBeEmptyKeepsTheCaveat() {
    Report r = deadlock(CollectionThrows.RemovalFromEmpty.class);
    assertThat(r.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(r.caveats()).anyMatch(c -> c.kind().id().equals("uncaught-exception")
        && c.message().contains("removeFirst"));
  }

  @Test
  void anIndexedWriteKeepsTheCaveat() {
    Report r = deadlock(CollectionThrows.IndexedRead.class);
    assertThat(r.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(r.caveats()).anyMatch(c -> c.kind().id().equals("uncaught-exception")
        && c.message().contains("List.set"));
  }
}
