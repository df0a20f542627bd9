package org.petrify.checker;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;

/**
 * {@link FrameLookups}: a transition is reported known stored exactly when its successor from
 * the frame's marking is in the store, in the order the frame hands the transitions out,
 * across windows, with one-word and multi-word markings, with one worker's store and with the
 * shared ones; and never for a transition whose firing may overflow a field, even where the
 * words of that firing (carried into the next field) equal a stored marking.
 */
class FrameLookupsTest {
  private static Budget budget() {
    return Budget.of(Long.MAX_VALUE, Duration.ofHours(1), Long.MAX_VALUE);
  }

  /** What {@link FrameLookups#stored} answers for each transition of the initial frame. */
  private static List<Boolean> answers(FiringRules rules, SharedMarkingSet set, int[] marking) {
    Successors g = new Successors(rules, budget());
    assertThat(g.start(marking)).isEqualTo(-1);
    g.pushAll();
    FrameLookups ahead = new FrameLookups(rules, set, budget());
    ahead.pushed(0);
    List<Boolean> answers = new ArrayList<>();
    for (int t = g.next(); t >= 0; t = g.next()) {
      answers.add(ahead.stored(g, 0, t));
    }
    return answers;
  }

  /** The words of the successor of {@code t} from {@code marking}, fired on the words only. */
  private static long[] successorWords(FiringRules rules, int[] marking, int t) {
    long[] words = new long[rules.codec.words()];
    rules.codec.encode(marking, words, 0);
    rules.fireWords(t, words);
    return words;
  }

  @Test
  void aTransitionThatMayOverflowIsNeverKnownStored() {
    // p (1 token, field of 1 bit, not proven: c raises it), r (1 token, never raised: proven).
    PetriNetBuilder b = new PetriNetBuilder("overflow");
    b.addPlace("p", 1);
    b.addPlace("r", 1);
    b.addTransition("a");
    b.consume("a", "r", 1);
    b.addTransition("b");
    b.consume("b", "p", 1);
    b.addTransition("c");
    b.produce("c", "p", 1);
    PetriNet net = b.build();
    FiringRules rules = new FiringRules(net, MarkingCodec.forNet(net, new int[] {1, 1}));
    assertThat(rules.needsOverflowCheck(2)).isTrue();
    assertThat(rules.needsOverflowCheck(0) || rules.needsOverflowCheck(1)).isFalse();
    int[] m0 = net.initialMarking();
    for (int workers : new int[] {1, 2}) {
      SharedMarkingSet set = new SharedMarkingSet(rules.codec.words(), budget(), workers);
      set.add(successorWords(rules, m0, 0), 0, 0);
      // c's words carry p's overflow into the next field: a marking that is stored too.
      set.add(successorWords(rules, m0, 2), 0, 0);
      assertThat(answers(rules, set, m0)).as("%d workers", workers)
          .containsExactly(true, false, false);
    }
  }

  @Test
  void answersFollowTheStoreAcrossWindowsWithWideMarkings() {
    int n = 2 * FrameLookups.WINDOW + 11;
    PetriNetBuilder b = new PetriNetBuilder("wide");
    for (int i = 0; i < n; i++) {
      b.addPlace("p" + i, 1);
      b.addTransition("t" + i);
      b.consume("t" + i, "p" + i, 1);
    }
    PetriNet net = b.build();
    int[] widths = new int[n];
    java.util.Arrays.fill(widths, 2);
    FiringRules rules = new FiringRules(net, MarkingCodec.ofWidths(widths));
    assertThat(rules.codec.words()).isGreaterThan(1);
    int[] m0 = net.initialMarking();
    for (int workers : new int[] {1, 2}) {
      SharedMarkingSet set = new SharedMarkingSet(rules.codec.words(), budget(), workers);
      List<Boolean> expected = new ArrayList<>();
      for (int t = 0; t < n; t++) {
        boolean stored = t % 3 == 0 || t == FrameLookups.WINDOW;
        if (stored) {
          set.add(successorWords(rules, m0, t), 0, 0);
        }
        expected.add(stored);
      }
      assertThat(answers(rules, set, m0)).as("%d workers", workers).isEqualTo(expected);
    }
  }

  @Test
  void oneWordMarkingsInTheLockFreeStore() {
    int n = 40;
    PetriNetBuilder b = new PetriNetBuilder("narrow");
    for (int i = 0; i < n; i++) {
      b.addPlace("p" + i, 1);
      b.addTransition("t" + i);
      b.consume("t" + i, "p" + i, 1);
    }
    PetriNet net = b.build();
    int[] widths = new int[n];
    java.util.Arrays.fill(widths, 1);
    FiringRules rules = new FiringRules(net, MarkingCodec.ofWidths(widths));
    assertThat(rules.codec.words()).isEqualTo(1);
    int[] m0 = net.initialMarking();
    for (int workers : new int[] {1, 2, 3}) {
      SharedMarkingSet set = new SharedMarkingSet(1, budget(), workers);
      List<Boolean> expected = new ArrayList<>();
      for (int t = 0; t < n; t++) {
        boolean stored = t % 4 != 1;
        if (stored) {
          set.add(successorWords(rules, m0, t), 0, 0);
        }
        expected.add(stored);
      }
      assertThat(answers(rules, set, m0)).as("%d workers", workers).isEqualTo(expected);
    }
  }
}
