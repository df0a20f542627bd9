package org.petrify.ir.encode;

import org.petrify.ir.encode.NetDraft.TransitionSpec;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;

/**
 * What the emitters of one command family share: the program's graph, lock depths and facts,
 * the names, and the draft net they add transitions (and a few places) to. An emitter turns the
 * command at one reachable node into its transitions; it never changes the facts.
 */
abstract class CommandEmitter {
  final ControlGraph g;
  final LockDepths depths;
  final EncodingOptions options;
  final ProgramFacts facts;
  final PlaceNames names;
  final NetDraft draft;

  CommandEmitter(ControlGraph g, LockDepths depths, EncodingOptions options, ProgramFacts facts,
      PlaceNames names, NetDraft draft) {
    this.g = g;
    this.depths = depths;
    this.options = options;
    this.facts = facts;
    this.names = names;
    this.draft = draft;
  }

  String base(int n) {
    return names.base(n);
  }

  String at(int n) {
    return names.at(n);
  }

  /** A transition of kind {@link NodeKind#COMMAND} for node {@code n} at lock depth {@code depth}. */
  TransitionSpec command(String name, int n, int depth) {
    return transition(name, info(NodeKind.COMMAND, n, depth));
  }

  NodeInfo info(NodeKind kind, int n, int depth) {
    Command c = g.command(n);
    Subnet sub = g.subnet(n);
    return new NodeInfo(kind, sub.thread(), sub, g.label(n), c, lockOrNull(c), depth);
  }

  TransitionSpec transition(String name, NodeInfo info) {
    return draft.transition(name, info);
  }

  void caveat(String kind, Origin where, String message, Caveat.Effect effect) {
    draft.caveat(kind, where, message, effect);
  }

  /** The lock, or else the counter, a command operates on; {@code null} if none. */
  static String lockOrNull(Command c) {
    if (c == null) {
      return null;
    }
    String lock = c instanceof Command.HoldDepth h ? h.lock() : LockDepths.lockOf(c);
    return lock != null ? lock : Command.counterOf(c);
  }
}
