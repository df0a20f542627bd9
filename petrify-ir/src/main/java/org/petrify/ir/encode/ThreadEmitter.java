package org.petrify.ir.encode;

import org.petrify.ir.encode.NetDraft.TransitionSpec;
import org.petrify.ir.rb.Command;

/**
 * The transitions of thread life: {@code fork}, {@code join}, {@code park} and {@code unpark}
 * (see {@link NetEncoder} for the places, {@link ProgramFacts} for counted joins).
 */
final class ThreadEmitter extends CommandEmitter {
  ThreadEmitter(ControlGraph g, LockDepths depths, EncodingOptions options, ProgramFacts facts,
      PlaceNames names, NetDraft draft) {
    super(g, depths, options, facts, names, draft);
  }

  /**
   * Starts an instance of the forked thread; for a counted-join thread it also moves a
   * {@code live} token, and a fork beyond {@link ProgramFacts#LIVE_BOUND} started instances
   * stops the forking thread in the overflow place (a thread with one instance cannot get
   * there: it has no overflow).
   */
  void fork(int n, Command.Fork c, String t, String next) {
    int root = g.forked[n];
    String forked = g.subnets.get(root).thread();
    TransitionSpec fork = command(base(n), n, 0).in(at(n)).out(next).out(at(g.base[root]))
        .out(names.running(forked));
    if (facts.counted(forked)) {
      fork.in(names.notLive(forked)).out(names.live(forked));
    }
    if (facts.counted(forked) && facts.several(forked)) {
      transition(base(n) + ".overflow", new NodeInfo(NodeKind.OVERFLOW, t, g.subnet(n),
          g.label(n), c, PlaceNames.liveName(forked), 0))
          .in(at(n)).read(names.live(forked), facts.liveBound(forked))
          .out(names.liveOverflow(forked));
    }
  }

  /**
   * Waits for a finished instance and consumes it, or returns at once while no started
   * instance is unjoined (every joined thread counts, {@link
   * org.petrify.ir.rb.CountedJoins}). A thread joining itself never returns: no transition but
   * a timeout.
   *
   * <p>The timeout of a timed join reads {@code run.t}: it is possible only while an instance
   * of the thread runs. This removes no Java behaviour: a counted thread's unjoined instances
   * ({@code live.t}) are the running ones plus the finished unjoined ones ({@code fin.t}), so
   * while none runs either a finished instance is there to use up or {@code live.t} is empty
   * ({@code .none}): the join never blocks where Java's would return, and Java's {@code
   * join(ms)} of a thread that has ended (or was never started) returns at once, without a
   * timeout. It goes to the join's timeout label, if it has one, else to the next command.
   */
  void join(int n, Command.Join j, String next) {
    String timedOut = j.timeout() == null ? next : at(g.nodeOf(n, j.timeout()));
    if (j.thread().equals(Command.Join.SELF)) {
      if (j.timed()) {
        transition(base(n) + ".timeout", info(NodeKind.TIMEOUT, n, 0)).in(at(n)).out(timedOut);
      }
      return;
    }
    if (j.timed()) {
      transition(base(n) + ".timeout", info(NodeKind.TIMEOUT, n, 0)).in(at(n)).out(timedOut)
          .read(names.running(j.thread()));
    }
    command(base(n), n, 0).in(at(n)).out(next).in(names.finished(j.thread()))
        .in(names.live(j.thread())).out(names.notLive(j.thread()));
    command(base(n) + ".none", n, 0).in(at(n)).out(next)
        .read(names.notLive(j.thread()), facts.liveBound(j.thread()));
  }

  /** Consumes the thread's permit (or times out). */
  void park(int n, Command.Park pk, String t, String next) {
    command(base(n), n, 0).in(at(n)).out(next).in(names.permit(t)).out(names.noPermit(t));
    if (pk.timed()) {
      transition(base(n) + ".timeout", info(NodeKind.TIMEOUT, n, 0)).in(at(n)).out(next);
    }
  }

  /** Gives the target thread its permit, or leaves the one it has. */
  void unpark(int n, Command.Unpark u, String next) {
    String target = unparked(g, n, u);
    command(base(n), n, 0).in(at(n)).out(next).in(names.noPermit(target))
        .out(names.permit(target));
    command(base(n) + ".again", n, 0).in(at(n)).out(next).read(names.permit(target));
  }

  /** The thread an {@code unpark} at node {@code n} gives a permit to. */
  static String unparked(ControlGraph g, int n, Command.Unpark u) {
    return u.thread().equals(Command.Join.SELF) ? g.subnet(n).thread() : u.thread();
  }
}
