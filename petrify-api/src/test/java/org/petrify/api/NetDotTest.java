package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The net in DOT ({@link Analysis#netDot}): a cluster per thread, coloured locks, the witness. */
class NetDotTest {
  static final Analysis TRANSFER = Petrify.analyze(JavaProgramTest.classes())
      .mainClass("org.petrify.api.fixtures.TransferDeadlock");

  @Test
  void theNetInDotHasAClusterPerThreadColouredLocksAndTheWitnessMarked() {
    Report r = TRANSFER.deadlock();
    String plain = TRANSFER.netDot();
    // The net's clusters are labelled by rb thread ids (the report shows Java names).
    Set<String> threads = new LinkedHashSet<>();
    for (int t = 0; t < TRANSFER.net().transitionCount(); t++) {
      if (r.witnessTransitions().contains(TRANSFER.net().transitionName(t))
          && TRANSFER.origins().transition(t) != null
          && TRANSFER.origins().transition(t).thread() != null) {
        threads.add(TRANSFER.origins().transition(t).thread());
      }
    }
    assertThat(threads).contains("t0");
    for (String t : threads) {
      assertThat(plain).contains("label=\"thread " + t + "\"");
    }
    assertThat(plain.split("subgraph cluster_").length - 1).isGreaterThanOrEqualTo(threads.size());
    assertThat(plain).contains("style=filled, fillcolor=").doesNotContain("penwidth=3");
    String marked = TRANSFER.netDot(r.witnessTransitions());
    long distinct = r.witnessTransitions().stream().distinct().count();
    assertThat(marked.split("penwidth=3, fontcolor").length - 1).isEqualTo((int) distinct);
    assertThat(marked).contains("\\n#1\"");
  }
}
