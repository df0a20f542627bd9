package org.petrify.checker;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link MarkingSet} of one-word markings, which stores a key {@code k} as {@code k + 1}:
 * against a {@link HashSet} on random keys mixed with the keys next to the stored forms' edge
 * cases (0, the word -1 kept outside the table, 1, {@code Long.MIN_VALUE} and
 * {@code Long.MAX_VALUE}), through many growths of a tiny table; and {@link MarkingSet#contains}
 * agrees with what was added.
 */
class MarkingSetTest {
  private static final long[] EDGES = {0, -1, 1, Long.MIN_VALUE, Long.MAX_VALUE, -2};

  @Test
  void oneWordKeysAreAddedOnceAndFoundAfterGrowth() {
    Random random = new Random(23);
    for (int round = 0; round < 20; round++) {
      MarkingSet set = new MarkingSet(1, Budget.of(Long.MAX_VALUE, Duration.ofHours(1),
          Long.MAX_VALUE), 4);
      Set<Long> expected = new HashSet<>();
      long[] word = new long[1];
      for (int i = 0; i < 20_000; i++) {
        long key = i % 97 == round ? EDGES[(i / 97) % EDGES.length]
            : random.nextInt(3) == 0 ? random.nextLong() : random.nextInt(30_000);
        word[0] = key;
        boolean fresh = expected.add(key);
        assertThat(set.addWord(key)).as("add %d", key).isEqualTo(fresh);
        assertThat(set.contains(word, 0, MarkingSet.hashOf(word, 0, 1))).as("contains %d", key)
            .isTrue();
      }
      assertThat(set.size()).isEqualTo(expected.size());
      for (long key : EDGES) {
        word[0] = key;
        assertThat(set.contains(word, 0, MarkingSet.hashOf(word, 0, 1))).as("edge %d", key)
            .isEqualTo(expected.contains(key));
      }
    }
  }
}
