package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Procedure;

/** {@link UselessGotos} gives exactly the result of the restarting scan it replaces. */
class UselessGotosTest {

  @Test
  void agreesWithTheRestartingScanOnRandomCommandLists() {
    Random random = new Random(7);
    for (int round = 0; round < 3000; round++) {
      List<Command> cmds = randomCommands(random, random.nextInt(14));
      assertThat(UselessGotos.drop(cmds)).as("round %d: %s", round, cmds)
          .isEqualTo(restartingScan(cmds));
    }
  }

  @Test
  void removesGotoChainsAndDeadCode() {
    Origin o = Origin.NONE;
    List<Command> cmds = List.of(new Command.Goto("a", "b", o), new Command.Goto("b", "c", o),
        new Command.Skip("c", o), new Command.Goto("d", Procedure.EXIT, o),
        new Command.Skip("e", o));
    // e is dead after d, then d falls through to the exit, then a and b fall through to c.
    assertThat(UselessGotos.drop(cmds)).containsExactly(new Command.Skip("c", o));
  }

  private static List<Command> randomCommands(Random random, int n) {
    List<Command> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      String label = "s" + i;
      int kind = random.nextInt(5);
      if (kind == 0) {
        out.add(new Command.Skip(label, Origin.NONE));
      } else if (kind == 4) {
        out.add(new Command.TryAcquire(label, "lock", target(random, n), Origin.NONE));
      } else if (kind == 1 || kind == 2) {
        out.add(new Command.Goto(label, target(random, n), Origin.NONE));
      } else {
        List<String> ts = new ArrayList<>();
        for (int k = 1 + random.nextInt(3); k > 0; k--) {
          ts.add(target(random, n));
        }
        out.add(new Command.Jump(label, ts, Origin.NONE));
      }
    }
    return out;
  }

  private static String target(Random random, int n) {
    int k = random.nextInt(n + 2);
    return k == n ? Procedure.EXIT : "s" + k;
  }

  /** The former implementation, restarting the scan after every removal. */
  private static List<Command> restartingScan(List<Command> cmds) {
    List<Command> list = new ArrayList<>(cmds);
    boolean changed = true;
    while (changed) {
      changed = false;
      Set<String> referenced = new LinkedHashSet<>();
      for (Command c : list) {
        if (c instanceof Command.Goto g) {
          referenced.add(g.target());
        } else if (c instanceof Command.Jump j) {
          referenced.addAll(j.targets());
        } else if (c instanceof Command.TryAcquire t) {
          referenced.add(t.failure());
        }
      }
      for (int k = 0; k < list.size(); k++) {
        Command c = list.get(k);
        if (k == 0 || referenced.contains(c.label())) {
          continue;
        }
        Command prev = list.get(k - 1);
        boolean dead = prev instanceof Command.Goto || prev instanceof Command.Jump;
        boolean fallsToTarget = c instanceof Command.Goto g
            && g.target().equals(k + 1 < list.size() ? list.get(k + 1).label() : Procedure.EXIT);
        if (dead || fallsToTarget) {
          list.remove(k);
          changed = true;
          break;
        }
      }
      if (!list.isEmpty() && !changed) {
        Command c = list.get(0);
        String next = list.size() > 1 ? list.get(1).label() : Procedure.EXIT;
        if (c instanceof Command.Goto g && !referenced.contains(c.label())
            && g.target().equals(next)) {
          list.remove(0);
          changed = true;
        }
      }
    }
    return list;
  }
}
