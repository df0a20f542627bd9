package org.petrify.ir.encode;

import org.petrify.ir.rb.Command;

/**
 * The transitions of variables: {@code assign} and {@code switch}. Every variable has one place
 * per value, exactly one of them marked.
 */
final class ValueEmitter extends CommandEmitter {
  ValueEmitter(ControlGraph g, LockDepths depths, EncodingOptions options, ProgramFacts facts,
      PlaceNames names, NetDraft draft) {
    super(g, depths, options, facts, names, draft);
  }

  /** One transition per value the variable may have before: it moves the token to the new value. */
  void assign(int n, Command.Assign a, String next) {
    for (String before : g.program.variable(a.variable()).values()) {
      transition(base(n) + "." + names.safe(before), valueInfo(n, a.variable(), before))
          .in(at(n)).out(next).in(names.value(a.variable(), before))
          .out(names.value(a.variable(), a.value()));
    }
  }

  /** One transition per value: it tests the value's place and goes to that value's target. */
  void choose(int n, Command.Switch sw) {
    for (int i = 0; i < sw.values().size(); i++) {
      String v = sw.values().get(i);
      transition(base(n) + "." + names.safe(v), valueInfo(n, sw.variable(), v))
          .in(at(n)).out(at(g.nodeOf(n, sw.targets().get(i)))).read(names.value(sw.variable(), v));
    }
  }

  private NodeInfo valueInfo(int n, String variable, String before) {
    Command c = g.command(n);
    Subnet sub = g.subnet(n);
    return new NodeInfo(NodeKind.COMMAND, sub.thread(), sub, g.label(n), c, null, 0, variable,
        before);
  }
}
