package org.petrify.ir.encode;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RandomPrograms;
import org.petrify.ir.rb.RbParser;

/**
 * {@link ControlGraph}'s recursive call sites and recursion groups, computed from the strongly
 * connected components of its call graph, against a search from every shared subnet (the
 * definition).
 */
class RecursiveSitesTest {
  @Test
  void componentsGiveWhatASearchPerSharedSubnetGives() {
    int recursive = 0;
    for (int seed = 0; seed < 400; seed++) {
      Program p = RandomPrograms.generate(new Random(seed), seed % 2 == 0, seed % 3 == 0);
      recursive += compare(ControlGraph.of(p,
          EncodingOptions.defaults().withCallDepth(1 + seed % 4)));
    }
    recursive += compare(ControlGraph.of(RbParser.parse("""
        main main
        proc main {
          a: call even
          b: call helper
        }
        proc even {
          a: jump b exit
          b: call odd
        }
        proc odd {
          a: call even
          b: call helper
        }
        proc helper {
          a: skip
        }
        """), EncodingOptions.defaults()));
    assertThat(recursive).isPositive();
  }

  /** Asserts the graph's answers equal the searches' and returns its recursive sites. */
  private static int compare(ControlGraph g) {
    int subnets = g.subnets.size();
    List<List<Integer>> calls = new ArrayList<>();
    for (int s = 0; s < subnets; s++) {
      calls.add(new ArrayList<>());
    }
    for (int n = 0; n < g.nodeCount; n++) {
      if (g.callee[n] >= 0) {
        calls.get(g.subnetOf[n]).add(g.callee[n]);
      }
    }
    BitSet[] reach = new BitSet[subnets];
    for (int s : g.returnSites.keySet()) {
      reach[s] = new BitSet();
      ArrayDeque<Integer> work = new ArrayDeque<>(List.of(s));
      reach[s].set(s);
      while (!work.isEmpty()) {
        for (int next : calls.get(work.poll())) {
          if (!reach[s].get(next)) {
            reach[s].set(next);
            work.add(next);
          }
        }
      }
    }
    int recursive = 0;
    for (Map.Entry<Integer, List<Integer>> e : g.returnSites.entrySet()) {
      for (int target : e.getValue()) {
        boolean expected = reach[e.getKey()].get(g.subnetOf[target - 1]);
        assertThat(g.isRecursiveSite(target - 1)).isEqualTo(expected);
        recursive += expected ? 1 : 0;
      }
    }
    for (int s : g.returnSites.keySet()) {
      int group = s;
      for (int r : g.returnSites.keySet()) {
        if (r < group && reach[s].get(r) && reach[r].get(s)) {
          group = r;
        }
      }
      assertThat(g.recursionGroup(s)).isEqualTo(group);
    }
    return recursive;
  }
}
