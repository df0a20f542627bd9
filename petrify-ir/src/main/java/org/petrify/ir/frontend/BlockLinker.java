package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.rb.Command;

/**
 * The last pass of {@link ProcedureTranslator}: flattens its blocks in {@link BlockKey#ORDER},
 * replaces every placeholder label by the label of its block's first command (or by the
 * procedure's exit), follows chains of gotos to their end (a cycle of gotos stops where it
 * closes), turns a jump whose targets became one into a goto, and drops the gotos that only
 * fall through or can never run ({@link UselessGotos}).
 */
final class BlockLinker {
  private BlockLinker() {}

  /**
   * Links the blocks; a block mapped to null or to no command is skipped (a placeholder to it
   * is resolved only if it is one of {@code exits}).
   *
   * @param exits the placeholders that stand for the procedure's exit itself
   */
  static List<Command> link(Map<BlockKey, List<Command>> blocks, List<String> exits) {
    List<Command> all = new ArrayList<>();
    Map<String, String> stateLabel = new HashMap<>();
    List<Map.Entry<BlockKey, List<Command>>> ordered = new ArrayList<>(blocks.entrySet());
    ordered.sort(Map.Entry.comparingByKey(BlockKey.ORDER));
    for (Map.Entry<BlockKey, List<Command>> b : ordered) {
      List<Command> cmds = b.getValue();
      if (cmds == null || cmds.isEmpty()) {
        continue;
      }
      stateLabel.put(b.getKey().placeholder(), cmds.get(0).label());
      all.addAll(cmds);
    }
    for (String exit : exits) {
      stateLabel.put(exit, org.petrify.ir.rb.Procedure.EXIT);
    }
    Map<String, String> gotoOf = new HashMap<>();
    for (Command c : all) {
      if (c instanceof Command.Goto g) {
        gotoOf.put(g.label(), g.target());
      }
    }
    java.util.function.UnaryOperator<String> resolve = t -> {
      Set<String> seen = new LinkedHashSet<>();
      String cur = t;
      while (true) {
        if (stateLabel.containsKey(cur)) {
          cur = stateLabel.get(cur);
        }
        String g = gotoOf.get(cur);
        if (g == null || !seen.add(cur)) {
          return cur;
        }
        cur = g;
      }
    };
    List<Command> out = new ArrayList<>();
    for (Command c : all) {
      out.add(retarget(c, resolve));
    }
    return UselessGotos.drop(out);
  }

  /**
   * The command with each of its {@link Command#targets()} resolved; a jump also loses the
   * targets that resolve to a label it already lists, and becomes a goto when one is left.
   */
  private static Command retarget(Command c, java.util.function.UnaryOperator<String> resolve) {
    List<String> ts = new ArrayList<>();
    for (String t : c.targets()) {
      ts.add(resolve.apply(t));
    }
    if (c instanceof Command.Jump j) {
      Command.Jump distinct = j.distinctTargets(ts);
      return distinct.targets().size() == 1
          ? new Command.Goto(j.label(), distinct.targets().get(0), j.origin()) : distinct;
    }
    return c.withTargets(ts);
  }
}
