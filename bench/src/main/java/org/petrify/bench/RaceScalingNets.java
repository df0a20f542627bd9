package org.petrify.bench;

import java.util.ArrayList;
import java.util.List;
import org.petrify.checker.unfolding.AccessLabel;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;

/**
 * The scaling family of the second seed paper's Tab. 6, as the net its trace miner builds (one
 * control place per thread state, one transition per operation, a resource place per lock, no
 * order between lock grants): {@code k} threads, two shared counters {@code c1}, {@code c2} and
 * two locks {@code l1}, {@code l2}. The paper gives only the shape ("each program increments two
 * shared variables and acquires and releases two locks"); we fill it in so that the net has
 * exactly the paper's sizes, {@code 13k - 10} control places and {@code 12k - 10} transitions
 * (plus the two lock places): the main thread forks {@code k - 1} workers, joins them and reads
 * both counters; each worker reads both counters without a lock (a check before the update),
 * then takes {@code l1} and, nested, {@code l2}, increments both counters (a read and a write
 * each) and releases {@code l2} and {@code l1} (10 operations). Of the shapes we tried (locks
 * one after the other, one lock per counter, per-thread lock subsets) this nested one gives
 * prefixes closest to the paper's (the same cut-off counts for k = 8 and 10). The unlocked
 * reads race with the other workers' locked writes.
 */
final class RaceScalingNets {
  private RaceScalingNets() {}

  /** The net and one access label per transition (null: no memory access). */
  record Labelled(PetriNet net, AccessLabel[] labels) {}

  static Labelled of(int k) {
    if (k < 2) {
      throw new IllegalArgumentException("k must be at least 2: " + k);
    }
    PetriNetBuilder b = new PetriNetBuilder("race-scaling-" + k);
    List<AccessLabel> labels = new ArrayList<>();
    int l1 = b.addPlace("lock_l1", 1);
    int l2 = b.addPlace("lock_l2", 1);
    int workers = k - 1;
    int[] ready = new int[workers];
    int[] done = new int[workers];
    for (int w = 0; w < workers; w++) {
      String thread = "T" + (w + 1);
      int[] p = new int[11];
      for (int i = 0; i < p.length; i++) {
        p[i] = b.addPlace(thread + "_p" + i, 0);
      }
      ready[w] = p[0];
      done[w] = p[10];
      int i = 0;
      op(b, labels, thread + "_rd_c1_unlocked", p[i], p[++i], new AccessLabel("c1", false, thread));
      op(b, labels, thread + "_rd_c2_unlocked", p[i], p[++i], new AccessLabel("c2", false, thread));
      b.consume(op(b, labels, thread + "_acq_l1", p[i], p[++i], null), l1, 1);
      b.consume(op(b, labels, thread + "_acq_l2", p[i], p[++i], null), l2, 1);
      op(b, labels, thread + "_rd_c1", p[i], p[++i], new AccessLabel("c1", false, thread));
      op(b, labels, thread + "_wr_c1", p[i], p[++i], new AccessLabel("c1", true, thread));
      op(b, labels, thread + "_rd_c2", p[i], p[++i], new AccessLabel("c2", false, thread));
      op(b, labels, thread + "_wr_c2", p[i], p[++i], new AccessLabel("c2", true, thread));
      b.produce(op(b, labels, thread + "_rel_l2", p[i], p[++i], null), l2, 1);
      b.produce(op(b, labels, thread + "_rel_l1", p[i], p[++i], null), l1, 1);
    }
    int[] m = new int[2 * workers + 3];
    for (int i = 0; i < m.length; i++) {
      m[i] = b.addPlace("main_p" + i, i == 0 ? 1 : 0);
    }
    int i = 0;
    for (int w = 0; w < workers; w++) {
      b.produce(op(b, labels, "main_fork_T" + (w + 1), m[i], m[++i], null), ready[w], 1);
    }
    for (int w = 0; w < workers; w++) {
      b.consume(op(b, labels, "main_join_T" + (w + 1), m[i], m[++i], null), done[w], 1);
    }
    op(b, labels, "main_rd_c1", m[i], m[++i], new AccessLabel("c1", false, "main"));
    op(b, labels, "main_rd_c2", m[i], m[++i], new AccessLabel("c2", false, "main"));
    return new Labelled(b.build(), labels.toArray(AccessLabel[]::new));
  }

  private static int op(PetriNetBuilder b, List<AccessLabel> labels, String name, int from,
      int to, AccessLabel label) {
    int t = b.addTransition(name);
    b.consume(t, from, 1);
    b.produce(t, to, 1);
    labels.add(label);
    return t;
  }
}
