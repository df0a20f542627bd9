package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;

/**
 * The explainer on hand-made program nets: the classic two-lock deadlock, and a spinning
 * thread.
 */
class ExplainerTest {
  private static Origin at(int line) {
    return new Origin("app.Main", "run", "Main.java", line, line * 3);
  }

  /** A program net under construction: places and transitions with their table entries. */
  private static final class ProgramNet {
    final PetriNetBuilder b = new PetriNetBuilder("program");
    final Map<Integer, NodeTable.PlaceRole> places = new HashMap<>();
    final Map<Integer, NodeTable.Action> transitions = new HashMap<>();

    int place(String name, int tokens, NodeTable.PlaceRole role) {
      int p = b.addPlace(name, tokens);
      places.put(p, role);
      return p;
    }

    void transition(String name, String thread, Command c, int[] pre, int[] post) {
      int t = b.addTransition(name);
      transitions.put(t, new NodeTable.Action(thread, c));
      for (int p : pre) {
        b.consume(t, p, 1);
      }
      for (int p : post) {
        b.produce(t, p, 1);
      }
    }

    NodeTable table() {
      return new NodeTable() {
        @Override
        public PlaceRole place(int place) {
          return places.getOrDefault(place, new PlaceRole.Other("?"));
        }

        @Override
        public Action transition(int transition) {
          return transitions.get(transition);
        }
      };
    }
  }

  /** t1 locks A then B (lines 10, 11), t2 locks B then A (lines 20, 21). */
  private static ProgramNet twoLocks() {
    ProgramNet n = new ProgramNet();
    Command a1 = new Command.Acquire("l1", "A", at(10));
    Command b1 = new Command.Acquire("l2", "B", at(11));
    Command b2 = new Command.Acquire("l1", "B", at(20));
    Command a2 = new Command.Acquire("l2", "A", at(21));
    int freeA = n.place("A_free", 1, new NodeTable.PlaceRole.LockFree("A"));
    int freeB = n.place("B_free", 1, new NodeTable.PlaceRole.LockFree("B"));
    int t1l1 = n.place("t1_l1", 1, new NodeTable.PlaceRole.Location("t1", "run1", a1));
    int t1l2 = n.place("t1_l2", 0, new NodeTable.PlaceRole.Location("t1", "run1", b1));
    int t1end = n.place("t1_end", 0, new NodeTable.PlaceRole.Location("t1", "run1", null));
    int t2l1 = n.place("t2_l1", 1, new NodeTable.PlaceRole.Location("t2", "run2", b2));
    int t2l2 = n.place("t2_l2", 0, new NodeTable.PlaceRole.Location("t2", "run2", a2));
    int t2end = n.place("t2_end", 0, new NodeTable.PlaceRole.Location("t2", "run2", null));
    n.transition("t1_acqA", "t1", a1, new int[] {t1l1, freeA}, new int[] {t1l2});
    n.transition("t1_acqB", "t1", b1, new int[] {t1l2, freeB}, new int[] {t1end});
    n.transition("t2_acqB", "t2", b2, new int[] {t2l1, freeB}, new int[] {t2l2});
    n.transition("t2_acqA", "t2", a2, new int[] {t2l2, freeA}, new int[] {t2end});
    return n;
  }

  @Test
  void deadlockNamesThreadsLocksAndAcquisitionSites() {
    ProgramNet n = twoLocks();
    PetriNet net = n.b.build();
    Explainer e = new Explainer(net, n.table());
    int[] w = {net.transitionId("t1_acqA"), net.transitionId("t2_acqB")};
    Explanation.Deadlock d = e.deadlock(w);
    assertThat(d.threads()).hasSize(2);
    Explanation.BlockedThread t1 = d.threads().get(0);
    assertThat(t1.thread()).isEqualTo("t1");
    assertThat(t1.lock()).isEqualTo("B");
    assertThat(t1.heldBy()).isEqualTo("t2");
    assertThat(t1.waitingAt().line()).isEqualTo(11);
    assertThat(t1.holds()).containsExactly(new Explanation.HeldLock("A", at(10)));
    Explanation.BlockedThread t2 = d.threads().get(1);
    assertThat(t2.lock()).isEqualTo("A");
    assertThat(t2.heldBy()).isEqualTo("t1");
    assertThat(t2.holds()).extracting(Explanation.HeldLock::lock).containsExactly("B");
    assertThat(d.interleaving()).extracting(Step::thread).containsExactly("t1", "t2");
    assertThat(d.text())
        .contains("\"t1\":\n  waiting for lock <B>\n  which is held by \"t2\"")
        .contains("\tat app.Main.run(Main.java:11)\n\t- waiting for lock <B>\n"
            + "\tat app.Main.run(Main.java:10)\n\t- locked <A>")
        .contains("1. t1: lock <A> at app.Main.run(Main.java:10)");
  }

  @Test
  void aWitnessThatDoesNotReplayIsRejected() {
    ProgramNet n = twoLocks();
    PetriNet net = n.b.build();
    Explainer e = new Explainer(net, n.table());
    int[] w = {net.transitionId("t1_acqB")};
    assertThatThrownBy(() -> e.deadlock(w)).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("t1_acqB");
  }

  @Test
  void lassoNamesTheLoopingThreadAndItsLines() {
    ProgramNet n = new ProgramNet();
    Command check = new Command.Read("l1", "flag", at(30));
    Command back = new Command.Goto("l2", "l1", at(31));
    Command join = new Command.Join("l1", "t1", at(40));
    int l1 = n.place("t1_l1", 1, new NodeTable.PlaceRole.Location("t1", "spin", check));
    int l2 = n.place("t1_l2", 0, new NodeTable.PlaceRole.Location("t1", "spin", back));
    int m = n.place("t0_l1", 1, new NodeTable.PlaceRole.Location("t0", "main", join));
    n.transition("t1_read", "t1", check, new int[] {l1}, new int[] {l2});
    n.transition("t1_goto", "t1", back, new int[] {l2}, new int[] {l1});
    PetriNet net = n.b.build();
    Explainer e = new Explainer(net, n.table());
    Explanation.NonTermination nt = e.nonTermination(new int[] {0, 1}, 0);
    assertThat(nt.loopStart()).isZero();
    assertThat(nt.threads()).extracting(Explanation.LoopingThread::thread)
        .containsExactly("t0", "t1");
    assertThat(nt.threads().get(1).loop()).extracting(Origin::line).containsExactly(30, 31);
    assertThat(nt.threads().get(0).loop()).isEmpty();
    assertThat(nt.threads().get(0).waitingAt().line()).isEqualTo(40);
    assertThat(nt.text()).contains("\"t1\" never finishes, it loops through:\n"
        + "\tat app.Main.run(Main.java:30)\n\tat app.Main.run(Main.java:31)")
        .contains("-- from here on, repeated forever --");
    assertThat(m).isEqualTo(2);
  }
}
