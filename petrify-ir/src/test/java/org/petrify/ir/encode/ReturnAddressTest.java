package org.petrify.ir.encode;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.Verdict;
import org.petrify.checker.session.ModelChecker;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbInterpreter.Answer;
import org.petrify.ir.rb.RbParser;

/**
 * Return addresses of shared subnets: a call chain deeper than the call depth ends in a shared
 * subnet whose exit, at a non-recursive call site, returns only to the site that called it.
 * Each program is checked against the rb interpreter (which has a real call stack), by the
 * test's explicit {@link NetExplorer} and by the engine with and without partial-order
 * reduction.
 */
class ReturnAddressTest {

  /**
   * {@code deep} is called under lock A at m1 and without it at m3, five calls down; {@code h}
   * at the bottom is shared. Returning from the second call to the first site would release A
   * unheld, a stuck thread, i.e. a deadlock of the paper's encoding that no run has.
   */
  static final String WRONG_RETURN_UNLOCKS_UNHELD = """
      main main
      proc main {
        m0: acquire A
        m1: call d1
        m2: release A
        m3: call d1
      }
      proc d1 {
        a0: call d2
      }
      proc d2 {
        b0: call d3
      }
      proc d3 {
        c0: call d4
      }
      proc d4 {
        e0: call h
      }
      proc h {
        h0: read x
      }
      """;

  /** The same depth, a real lock-order deadlock: each thread locks in its own order, deep. */
  static final String DEEP_LOCK_ORDER_DEADLOCK = """
      main main
      proc main {
        m0: fork other t1
        m1: call d1
        m2: call d1
      }
      proc other {
        o0: call e1
        o1: call e1
      }
      proc d1 {
        a0: call d2
      }
      proc d2 {
        b0: call d3
      }
      proc d3 {
        c0: call d4
      }
      proc d4 {
        d0: call ab
      }
      proc e1 {
        a0: call e2
      }
      proc e2 {
        b0: call e3
      }
      proc e3 {
        c0: call e4
      }
      proc e4 {
        d0: call ba
      }
      proc ab {
        x0: acquire A
        x1: acquire B
        x2: release B
        x3: release A
      }
      proc ba {
        y0: acquire B
        y1: acquire A
        y2: release A
        y3: release B
      }
      """;

  @Test
  void deepHelperReturnsToItsOwnCallSite() {
    Program p = RbParser.parse(WRONG_RETURN_UNLOCKS_UNHELD);
    EncodedProgram e = NetEncoder.encode(p);
    assertThat(sharedSubnets(e)).as("h is shared beyond call depth 4").contains("t0.h@rec");
    assertThat(e.origins().places(NodeKind.RETURN_ADDRESS)).hasSize(2);
    assertThat(e.caveats()).isEmpty();
    assertAgrees(p, e, false);
  }

  /**
   * The old encoding (no return addresses) is what the net would be without them: exits free to
   * go to either site. Dropping the address arcs by hand gives that net back, and in it the
   * thread releases A at the first site after returning from the second call, where it does not
   * hold A: with the addresses, {@link LockDepths} keeps A's depth 1 there (h never touches A,
   * so the depth after the call is the call's own), the release has no unheld alternative, and
   * the wrong return shows as a second token on A's free place, which the net with addresses
   * never reaches: the program above is a real test of the change.
   */
  @Test
  void withoutAddressesTheSameNetReleasesUnheld() {
    EncodedProgram e = NetEncoder.encode(RbParser.parse(WRONG_RETURN_UNLOCKS_UNHELD));
    org.petrify.net.PetriNet net = e.net();
    org.petrify.net.PetriNetBuilder b = new org.petrify.net.PetriNetBuilder(net.name());
    for (int q = 0; q < net.placeCount(); q++) {
      b.addPlace(net.placeName(q), net.initialMarking()[q]);
    }
    List<Integer> addresses = e.origins().places(NodeKind.RETURN_ADDRESS);
    for (int t = 0; t < net.transitionCount(); t++) {
      int id = b.addTransition(net.transitionName(t));
      for (int i = net.preStart(t); i < net.preStart(t + 1); i++) {
        if (!addresses.contains(net.prePlace(i))) {
          b.consume(id, net.prePlace(i), net.preWeight(i));
        }
      }
      for (int i = net.postStart(t); i < net.postStart(t + 1); i++) {
        b.produce(id, net.postPlace(i), net.postWeight(i));
      }
    }
    int freeA = e.origins().freePlace("A");
    assertThat(reachesUnheld(b.build(), freeA)).isTrue();
    assertThat(reachesUnheld(net, freeA)).isFalse();
  }

  /**
   * True if a marking reachable in {@code net} releases a lock unheld: it enables a {@code
   * .unheld} transition, or lock place {@code free} holds two tokens (a release the encoding
   * took for held). Stops there: the address-less net is unbounded past that point.
   */
  private static boolean reachesUnheld(org.petrify.net.PetriNet net, int free) {
    java.util.Set<List<Integer>> seen = new java.util.HashSet<>();
    java.util.ArrayDeque<int[]> work = new java.util.ArrayDeque<>();
    work.add(net.initialMarking());
    while (!work.isEmpty()) {
      int[] m = work.poll();
      if (m[free] > 1) {
        return true;
      }
      if (!seen.add(java.util.Arrays.stream(m).boxed().toList())) {
        continue;
      }
      for (int t = 0; t < net.transitionCount(); t++) {
        if (net.isEnabled(t, m)) {
          if (net.transitionName(t).contains(".unheld")) {
            return true;
          }
          int[] next = m.clone();
          net.fire(t, next);
          work.add(next);
        }
      }
    }
    return false;
  }

  @Test
  void deepLockOrderDeadlockIsStillFound() {
    Program p = RbParser.parse(DEEP_LOCK_ORDER_DEADLOCK);
    EncodedProgram e = NetEncoder.encode(p);
    assertThat(sharedSubnets(e)).contains("t0.ab@rec", "t1.ba@rec");
    assertThat(e.caveats()).isEmpty();
    assertAgrees(p, e, true);
    NetExplorer x = new NetExplorer(e, 100_000);
    assertThat(e.origins().threadStates(x.deadlock)).extracting(ThreadState::status)
        .containsOnly(ThreadState.Status.BLOCKED_ON_LOCK);
  }

  /** With call depth 0 every callee is shared; the addresses keep both programs exact. */
  @Test
  void callDepthZeroStaysExact() {
    for (String text : List.of(WRONG_RETURN_UNLOCKS_UNHELD, DEEP_LOCK_ORDER_DEADLOCK)) {
      Program p = RbParser.parse(text);
      EncodedProgram e = NetEncoder.encode(p, EncodingOptions.defaults().withCallDepth(0));
      assertThat(e.caveats()).as(text).isEmpty();
      assertAgrees(p, e, text.equals(DEEP_LOCK_ORDER_DEADLOCK));
    }
  }

  /**
   * A recursive site keeps the nondeterministic return and its caveat; the non-recursive entries
   * still get their addresses, the net stays bounded with at most one address token, and the
   * lock held around one of the entries is released only after returning there. (The
   * interpreter's stacks grow without bound here, so it is not asked.)
   */
  @Test
  void recursiveSitesReturnNondeterministically() {
    Program p = RbParser.parse("""
        main main
        proc main {
          m0: acquire A
          m1: call r
          m2: release A
          m3: call r
        }
        proc r {
          r0: jump r1 exit
          r1: call r
        }
        """);
    EncodedProgram e = NetEncoder.encode(p, EncodingOptions.defaults().withCallDepth(0));
    assertThat(e.caveats()).extracting(Caveat::kind).containsExactly("shared-call-context");
    List<Integer> addresses = e.origins().places(NodeKind.RETURN_ADDRESS);
    assertThat(addresses).hasSize(2);
    NetExplorer x = new NetExplorer(e, 100_000);
    assertThat(x.complete).isTrue();
    for (int[] m : x.states) {
      assertThat(addresses.stream().mapToInt(q -> m[q]).sum()).isLessThanOrEqualTo(1);
    }
    assertThat(x.deadlocks()).as("A is released only after a return to m1's own site")
        .isFalse();
  }

  private static List<String> sharedSubnets(EncodedProgram e) {
    return e.origins().places(NodeKind.LOCATION).stream()
        .map(q -> e.origins().place(q).subnet())
        .filter(Subnet::shared).map(Subnet::name).distinct().toList();
  }

  private static void assertAgrees(Program p, EncodedProgram e, boolean deadlock) {
    Answer expected = deadlock ? Answer.YES : Answer.NO;
    assertThat(RbInterpreter.of(p).explore(100_000).deadlock())
        .isEqualTo(expected);
    NetExplorer x = new NetExplorer(e, 100_000);
    assertThat(x.complete).isTrue();
    assertThat(x.deadlocks()).isEqualTo(deadlock);
    for (boolean por : new boolean[] {true, false}) {
      CheckResult r = ModelChecker.of(e.net())
          .options(CheckOptions.defaults().withPartialOrderReduction(por)).check(e.deadlock());
      assertThat(r.verdict()).as("por %s", por).isEqualTo(deadlock ? Verdict.TRUE : Verdict.FALSE);
    }
  }
}
