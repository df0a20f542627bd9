package org.petrify.ir.encode;

import java.util.List;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Variable;

/**
 * The transitions of variables: {@code assign} and {@code switch}. Every variable has one place
 * per value, exactly one of them marked; a per-thread variable has such a set of places per
 * thread that uses it ({@link #valueKey}), and a command uses the set of the thread running it.
 */
final class ValueEmitter extends CommandEmitter {
  /** Made at the first assignment emitted. */
  private GuardedValues guarded;

  ValueEmitter(ControlGraph g, LockDepths depths, EncodingOptions options, ProgramFacts facts,
      PlaceNames names, NetDraft draft) {
    super(g, depths, options, facts, names, draft);
  }

  /**
   * The name of a variable's places for a thread: the variable's own name, or for a per-thread
   * variable {@code <variable>@@<thread>} (as for per-thread counters).
   */
  static String valueKey(Variable v, String thread) {
    return v.perThread() ? v.name() + "@@" + thread : v.name();
  }

  /**
   * One transition per value the variable may have before: it moves the token to the new value.
   * The values it may have are all of its domain, except where {@link GuardedValues} knows the
   * value the switch just before the assignment found.
   */
  void assign(int n, Command.Assign a, String next) {
    Variable v = g.program.variable(a.variable());
    String key = valueKey(v, g.subnet(n).thread());
    if (guarded == null) {
      guarded = GuardedValues.of(g, depths);
    }
    List<String> known = guarded.valuesBefore(n);
    for (String before : v.values()) {
      if (known != null && !known.contains(before)) {
        continue;
      }
      transition(base(n) + "." + names.safe(before), valueInfo(n, a.variable(), before))
          .in(at(n)).out(next).in(names.value(key, before))
          .out(names.value(key, a.value()));
    }
  }

  /** One transition per value: it tests the value's place and goes to that value's target. */
  void choose(int n, Command.Switch sw) {
    String key = valueKey(g.program.variable(sw.variable()), g.subnet(n).thread());
    for (int i = 0; i < sw.values().size(); i++) {
      String v = sw.values().get(i);
      transition(base(n) + "." + names.safe(v), valueInfo(n, sw.variable(), v))
          .in(at(n)).out(at(g.nodeOf(n, sw.targets().get(i)))).read(names.value(key, v));
    }
  }

  private NodeInfo valueInfo(int n, String variable, String before) {
    Command c = g.command(n);
    Subnet sub = g.subnet(n);
    return new NodeInfo(NodeKind.COMMAND, sub.thread(), sub, g.label(n), c, null, 0, variable,
        before);
  }
}
