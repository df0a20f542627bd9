package org.petrify.checker;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link MarkingSet} (the store of markings of several words) against a {@link HashSet} on
 * random markings of one and of two words, mixed with words at the edges (0, so the all-zero
 * marking kept outside the table, -1, 1, {@code Long.MIN_VALUE}, {@code Long.MAX_VALUE}),
 * through many growths of a tiny table; and {@link MarkingSet#contains} agrees with what was
 * added.
 */
class MarkingSetTest {
  private static final long[] EDGES = {0, -1, 1, Long.MIN_VALUE, Long.MAX_VALUE, -2};

  @Test
  void markingsAreAddedOnceAndFoundAfterGrowth() {
    for (int words = 1; words <= 2; words++) {
      Random random = new Random(23);
      for (int round = 0; round < 20; round++) {
        MarkingSet set = new MarkingSet(words, Budget.of(Long.MAX_VALUE, Duration.ofHours(1),
            Long.MAX_VALUE), 4);
        Set<List<Long>> expected = new HashSet<>();
        long[] marking = new long[words];
        for (int i = 0; i < 20_000; i++) {
          for (int w = 0; w < words; w++) {
            marking[w] = i % 97 == round ? EDGES[(i / 97 + w) % EDGES.length]
                : random.nextInt(3) == 0 ? random.nextLong() : random.nextInt(300);
          }
          boolean fresh = expected.add(asList(marking));
          assertThat(set.add(marking, 0)).as("add %s", asList(marking)).isEqualTo(fresh);
          assertThat(set.contains(marking, 0, MarkingSet.hashOf(marking, 0, words)))
              .as("contains %s", asList(marking)).isTrue();
        }
        assertThat(set.size()).isEqualTo(expected.size());
        for (List<Long> m : expected) {
          for (int w = 0; w < words; w++) {
            marking[w] = m.get(w);
          }
          assertThat(set.add(marking, 0)).as("present %s", m).isFalse();
        }
      }
    }
  }

  private static List<Long> asList(long[] marking) {
    return java.util.Arrays.stream(marking).boxed().toList();
  }
}
