package org.petrify.ir.encode;

import org.petrify.ir.encode.NetDraft.TransitionSpec;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Program;

/**
 * The transitions of counters: {@code down}, {@code trydown}, {@code up}, {@code tryup} and
 * {@code until}. With value place V, room place R (V + R = capacity C): down n moves n tokens
 * from V to R, up n from R to V; a trydown fails exactly when V &lt; n, i.e. R &ge; C - n + 1,
 * a tryup exactly when R &lt; n, i.e. V &ge; C - n + 1 (read arcs); until &ge; n reads n from
 * V, until &le; n reads C - n from R. A limit counter's up or tryup that does not fit moves the
 * thread to the counter's overflow place.
 */
final class CounterEmitter extends CommandEmitter {
  private final Program program;

  CounterEmitter(ControlGraph g, LockDepths depths, EncodingOptions options, ProgramFacts facts,
      PlaceNames names, NetDraft draft, Program program) {
    super(g, depths, options, facts, names, draft);
    this.program = program;
  }

  /**
   * The name of a counter's value for a thread: the counter's own name, or for a per-thread
   * counter {@code <counter>@@<thread>} (the rb interpreter's key too).
   */
  static String counterKey(Counter c, String thread) {
    return c.perThread() ? c.name() + "@@" + thread : c.name();
  }

  void down(int n, Command.Down d, String next) {
    Places p = places(n, d);
    counterCommand(base(n), n).in(at(n)).out(next).in(p.value, d.amount())
        .out(p.room, d.amount());
  }

  void tryDown(int n, Command.TryDown d, String next) {
    Places p = places(n, d);
    counterCommand(base(n), n).in(at(n)).out(next).in(p.value, d.amount())
        .out(p.room, d.amount());
    transition(base(n) + ".fail", counterInfo(NodeKind.TRY_FAILED, n))
        .in(at(n)).out(at(g.nodeOf(n, d.failure())))
        .read(p.room, p.counter.capacity() - d.amount() + 1);
  }

  void up(int n, Command.Up u, String next) {
    Places p = places(n, u);
    counterCommand(base(n), n).in(at(n)).out(next).in(p.room, u.amount())
        .out(p.value, u.amount());
    if (p.counter.limit()) {
      overflow(n, p, u.amount());
    }
  }

  void tryUp(int n, Command.TryUp u, String next) {
    Places p = places(n, u);
    counterCommand(base(n), n).in(at(n)).out(next).in(p.room, u.amount())
        .out(p.value, u.amount());
    if (p.counter.limit()) {
      overflow(n, p, u.amount());
    } else {
      transition(base(n) + ".fail", counterInfo(NodeKind.TRY_FAILED, n))
          .in(at(n)).out(at(g.nodeOf(n, u.failure())))
          .read(p.value, p.counter.capacity() - u.amount() + 1);
    }
  }

  /**
   * Waits until the comparison holds. A timed until may also time out, to its timeout label or
   * else the next command, but only while the comparison does not hold: {@code c <= m} is
   * pending while {@code c >= m + 1}, {@code c >= m} while the room is at least {@code
   * capacity - m + 1}; a comparison that always holds has no timeout, one that never holds a
   * timeout without a guard. Java's timed waits return at once when their condition holds
   * ({@code CountDownLatch.await(t, u)} of a zero count returns true), so this removes no Java
   * behaviour, and the wait never blocks: exactly one of its two transitions is enabled.
   */
  void until(int n, Command.Until u, String next) {
    Places p = places(n, u);
    if (u.timed()) {
      String timedOut = u.timeout() == null ? next : at(g.nodeOf(n, u.timeout()));
      int pending = u.atLeast() ? p.counter.capacity() - u.amount() + 1 : u.amount() + 1;
      boolean holds = u.atLeast() ? u.amount() == 0 : u.amount() >= p.counter.capacity();
      if (!holds) {
        TransitionSpec timeout = transition(base(n) + ".timeout",
            counterInfo(NodeKind.TIMEOUT, n)).in(at(n)).out(timedOut);
        if (pending > 0) {
          timeout.read(u.atLeast() ? p.room : p.value, pending);
        }
      }
    }
    TransitionSpec tr = counterCommand(base(n), n).in(at(n)).out(next);
    if (u.atLeast()) {
      tr.read(p.value, u.amount());
    } else {
      tr.read(p.room, p.counter.capacity() - u.amount());
    }
  }

  /** The counter a command at node {@code n} uses, its key there, and its places. */
  private record Places(Counter counter, String key, String value, String room) {}

  private Places places(int n, Command c) {
    Counter counter = program.counter(Command.counterOf(c));
    String key = counterKey(counter, g.subnet(n).thread());
    return new Places(counter, key, names.counter(key), names.room(key));
  }

  private void overflow(int n, Places p, int amount) {
    transition(base(n) + ".overflow", counterInfo(NodeKind.OVERFLOW, n)).in(at(n))
        .read(names.counter(p.key), p.counter.capacity() - amount + 1)
        .out(names.overflow(p.key));
  }

  private TransitionSpec counterCommand(String name, int n) {
    return transition(name, counterInfo(NodeKind.COMMAND, n));
  }

  private NodeInfo counterInfo(NodeKind kind, int n) {
    Command c = g.command(n);
    Subnet sub = g.subnet(n);
    return new NodeInfo(kind, sub.thread(), sub, g.label(n), c, Command.counterOf(c), 0);
  }
}
