package org.petrify.ir.rb;

import java.util.ArrayList;
import java.util.List;

/**
 * The stable text form of rb programs, read back by {@link RbParser}.
 *
 * <pre>
 * main main
 * var ready { false true } = false
 *
 * proc main {
 *   l0: fork worker t1          // at app.Main.main(Main.java:7) bci 12
 *   l1: acquire lock#A
 *   l2: trylock lock#B else l4
 *   l3: release lock#B
 *   l4: jump l0 exit
 * }
 * </pre>
 *
 * One {@code main} line names the main procedure; then one line per {@link Counter}, sorted by
 * name ({@code counter NAME cap|limit N init M [per-thread]}); then one {@code var} line per variable,
 * sorted by name, with its domain in braces and its initial value; procedures follow sorted by
 * name, each
 * command on its own line in body order as {@code label: op args}, with the command's Java
 * origin, if known, as a trailing {@code // at frame [bci n]} comment aligned at a fixed column.
 * Names containing whitespace, quotes, {@code //}, or a trailing {@code :} — or empty — are
 * written in double quotes with {@code \"} and {@code \\} escapes.
 */
public final class RbPrinter {
  private static final int COMMENT_COLUMN = 40;

  private RbPrinter() {}

  public static String print(Program program) {
    StringBuilder b = new StringBuilder();
    b.append("main ").append(name(program.main())).append('\n');
    for (Counter c : program.counters()) {
      b.append("counter ").append(name(c.name())).append(c.limit() ? " limit " : " cap ")
          .append(c.capacity()).append(" init ").append(c.initial())
          .append(c.perThread() ? " per-thread\n" : "\n");
    }
    for (Variable v : program.variables()) {
      b.append("var ").append(name(v.name())).append(" {");
      v.values().forEach(x -> b.append(' ').append(name(x)));
      b.append(" } = ").append(name(v.initial())).append(v.perThread() ? " per-thread\n" : "\n");
    }
    for (Procedure p : program.procedures()) {
      b.append('\n').append("proc ").append(name(p.name())).append(" {\n");
      for (Command c : p.body()) {
        StringBuilder line = new StringBuilder("  ").append(name(c.label())).append(": ");
        line.append(String.join(" ", words(c)));
        if (c.origin().isKnown()) {
          while (line.length() < COMMENT_COLUMN) {
            line.append(' ');
          }
          line.append(" // at ").append(c.origin().frame());
          if (c.origin().bytecodeIndex() >= 0) {
            line.append(" bci ").append(c.origin().bytecodeIndex());
          }
        }
        b.append(line).append('\n');
      }
      b.append("}\n");
    }
    return b.toString();
  }

  /** The operator and the (quoted where needed) arguments of a command. */
  static List<String> words(Command c) {
    List<String> w = new ArrayList<>();
    if (c instanceof Command.Skip) {
      w.add("skip");
    } else if (c instanceof Command.Read r) {
      w.add("read");
      w.add(name(r.variable()));
    } else if (c instanceof Command.Write x) {
      w.add("write");
      w.add(name(x.variable()));
    } else if (c instanceof Command.Goto g) {
      w.add("goto");
      w.add(name(g.target()));
    } else if (c instanceof Command.Jump j) {
      w.add("jump");
      j.targets().forEach(t -> w.add(name(t)));
    } else if (c instanceof Command.Call call) {
      w.add("call");
      w.add(name(call.procedure()));
      if (call.handler() != null) {
        w.add("else");
        w.add(name(call.handler()));
      }
    } else if (c instanceof Command.Raise) {
      w.add("raise");
    } else if (c instanceof Command.Fork f) {
      w.add("fork");
      w.add(name(f.procedure()));
      w.add(name(f.thread()));
    } else if (c instanceof Command.Join j) {
      w.add("join");
      w.add(name(j.thread()));
      timed(w, j.timed(), j.timeout());
    } else if (c instanceof Command.Acquire a) {
      w.add("acquire");
      w.add(name(a.lock()));
    } else if (c instanceof Command.TryAcquire t) {
      w.add("trylock");
      w.add(name(t.lock()));
      w.add("else");
      w.add(name(t.failure()));
    } else if (c instanceof Command.Release r) {
      w.add("release");
      w.add(name(r.lock()));
    } else if (c instanceof Command.Wait x) {
      w.add("wait");
      w.add(name(x.lock()));
    } else if (c instanceof Command.Notify n) {
      w.add("notify");
      w.add(name(n.lock()));
    } else if (c instanceof Command.NotifyAll n) {
      w.add("notifyAll");
      w.add(name(n.lock()));
    } else if (c instanceof Command.Park pk) {
      w.add("park");
      if (pk.timed()) {
        w.add("timed");
      }
    } else if (c instanceof Command.Unpark u) {
      w.add("unpark");
      w.add(name(u.thread()));
    } else if (c instanceof Command.Interrupt it) {
      w.add("interrupt");
      w.add(name(it.thread()));
    } else if (c instanceof Command.Interruptible it) {
      w.add("interruptible");
      w.add(name(it.handler()));
      if (it.checked()) {
        w.add("checked");
      }
    } else if (c instanceof Command.ClearInterrupt) {
      w.add("clearinterrupt");
    } else if (c instanceof Command.Await a) {
      w.add("await");
      w.add(name(a.condition()));
      w.add("on");
      w.add(name(a.lock()));
      if (a.timed()) {
        w.add("timed");
      }
    } else if (c instanceof Command.Signal x) {
      w.add(x.all() ? "signalAll" : "signal");
      w.add(name(x.condition()));
      w.add("on");
      w.add(name(x.lock()));
    } else if (c instanceof Command.Down d) {
      counted(w, "down", d.counter(), d.amount());
    } else if (c instanceof Command.Up u) {
      counted(w, "up", u.counter(), u.amount());
    } else if (c instanceof Command.TryDown d) {
      counted(w, "trydown", d.counter(), d.amount());
      w.add("else");
      w.add(name(d.failure()));
    } else if (c instanceof Command.TryUp u) {
      counted(w, "tryup", u.counter(), u.amount());
      w.add("else");
      w.add(name(u.failure()));
    } else if (c instanceof Command.Until u) {
      w.add("until");
      w.add(name(u.counter()));
      w.add(u.atLeast() ? ">=" : "<=");
      w.add(Integer.toString(u.amount()));
      timed(w, u.timed(), u.timeout());
    } else if (c instanceof Command.Assign a) {
      w.add("assign");
      w.add(name(a.variable()));
      w.add(name(a.value()));
    } else if (c instanceof Command.Switch s) {
      w.add("switch");
      w.add(name(s.variable()));
      for (int i = 0; i < s.values().size(); i++) {
        w.add(name(s.values().get(i)));
        w.add(name(s.targets().get(i)));
      }
    } else if (c instanceof Command.HoldDepth h) {
      w.add("holds");
      w.add(name(h.lock()));
      for (int i = 0; i < h.depths().size(); i++) {
        w.add(Integer.toString(h.depths().get(i)));
        w.add(name(h.cases().get(i)));
      }
      w.add("else");
      w.add(name(h.otherwise()));
    } else {
      throw new IllegalArgumentException("unknown command " + c);
    }
    return w;
  }

  /** {@code timed}, then {@code else LABEL} for a timeout label, for a timed wait. */
  private static void timed(List<String> w, boolean timed, String timeout) {
    if (timed) {
      w.add("timed");
    }
    if (timeout != null) {
      w.add("else");
      w.add(name(timeout));
    }
  }

  private static void counted(List<String> w, String op, String counter, int amount) {
    w.add(op);
    w.add(name(counter));
    w.add(Integer.toString(amount));
  }

  /** A name as a token: bare if it is unambiguous, quoted otherwise. */
  static String name(String s) {
    boolean bare = !s.isEmpty() && !s.contains("//") && !s.endsWith(":") && !s.startsWith("\"")
        && !s.equals("{") && !s.equals("}");
    for (int i = 0; bare && i < s.length(); i++) {
      char c = s.charAt(i);
      bare = !Character.isWhitespace(c) && c != '"' && c != '\\';
    }
    if (bare) {
      return s;
    }
    StringBuilder b = new StringBuilder("\"");
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '"' || c == '\\') {
        b.append('\\');
      }
      if (c == '\n') {
        b.append("\\n");
      } else {
        b.append(c);
      }
    }
    return b.append('"').toString();
  }
}
