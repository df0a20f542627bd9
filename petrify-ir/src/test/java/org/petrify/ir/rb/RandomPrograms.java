package org.petrify.ir.rb;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Small random rb programs for property tests and fuzzing: a main thread that forks one or two
 * worker threads (sometimes the same thread id twice) and may join them, a few locks used in
 * mostly block-structured, sometimes nested or reentrant, occasionally unbalanced ways, calls of
 * helper procedures (rarely recursive), branches, loops, tryLock blocks, wait/notify and
 * (possibly timed) await/signal of a condition under the monitor, operations on up to two counters (down, up, their non-blocking variants with
 * either branch, until; bounded and limit counters, some of them per-thread), rarely a self-join, park and unpark, and up to two finite-domain variables that are assigned, branched on, spun on
 * and waited for under a monitor (the guarded-wait idiom).
 * The same seed always gives the same program.
 */
public final class RandomPrograms {
  private final Random random;
  private final int lockCount;
  private final int helperCount;
  private final boolean allowRecursion;
  private final boolean exceptions;
  /** Also draw {@code holds} tests ({@link #holdBranch}); without, no draw is spent on them. */
  private boolean holds;
  private final List<Counter> counters = new ArrayList<>();
  private final List<Variable> variables = new ArrayList<>();
  private int budget;

  private RandomPrograms(Random random, boolean exceptions) {
    this.random = random;
    this.exceptions = exceptions;
    this.lockCount = 1 + random.nextInt(3);
    this.helperCount = random.nextInt(3);
    this.allowRecursion = random.nextInt(10) == 0;
    int counterCount = random.nextInt(3);
    for (int c = 0; c < counterCount; c++) {
      int capacity = 1 + random.nextInt(3);
      counters.add(new Counter("c" + c, capacity, random.nextInt(capacity + 1),
          random.nextInt(4) == 0));
    }
    int vars = random.nextInt(3);
    for (int v = 0; v < vars; v++) {
      List<String> values = random.nextBoolean() ? List.of("false", "true")
          : List.of("0", "1", "2");
      variables.add(new Variable("v" + v, values, values.get(random.nextInt(values.size())),
          random.nextInt(3) == 0));
    }
    for (int c = 0; c < counters.size(); c++) {
      Counter k = counters.get(c);
      if (random.nextInt(3) == 0) {
        counters.set(c, new Counter(k.name(), k.capacity(), k.initial(), k.limit(), true));
      }
    }
  }

  /** A fresh program drawn from {@code random}. */
  public static Program generate(Random random) {
    return new RandomPrograms(random, false).program();
  }

  /**
   * A fresh program drawn from {@code random}; with {@code exceptions}, it also has timed
   * joins, interrupts and interruptible waits, {@code raise} commands (in any procedure, thread roots included) and calls with handlers
   * (whose handler block may itself raise, propagating the exception). Without, the same
   * program as {@link #generate(Random)}.
   */
  public static Program generate(Random random, boolean exceptions) {
    return new RandomPrograms(random, exceptions).program();
  }

  /**
   * As {@link #generate(Random, boolean)}, with {@code holds} also branches on the running
   * thread's depth of a lock ({@code holds}), mostly under locks it holds, sometimes reentrantly
   * (with {@code holds} false, exactly the program of {@link #generate(Random, boolean)}).
   */
  public static Program generate(Random random, boolean exceptions, boolean holds) {
    RandomPrograms g = new RandomPrograms(random, exceptions);
    g.holds = holds;
    return g.program();
  }

  private Program program() {
    List<Procedure> procs = new ArrayList<>();
    int workers = 1 + random.nextInt(2);
    for (int h = 0; h < helperCount; h++) {
      procs.add(procedure("h" + h, h, List.of()));
    }
    for (int w = 1; w <= workers; w++) {
      procs.add(procedure("w" + w, helperCount, List.of()));
    }
    List<String[]> forks = new ArrayList<>();
    for (int w = 1; w <= workers; w++) {
      forks.add(new String[] {"w" + w, "t" + w});
    }
    if (random.nextInt(6) == 0) {
      forks.add(new String[] {"w1", "t1"});
    }
    procs.add(procedure("main", helperCount, forks));
    return new Program(procs, "main", variables, counters);
  }

  /** A procedure that may call helpers {@code h0..h(maxHelper-1)} and runs the given forks. */
  private Procedure procedure(String name, int maxHelper, List<String[]> forks) {
    Body body = new Body(name);
    budget = 3 + random.nextInt(5);
    List<String> threads = new ArrayList<>();
    for (String[] f : forks) {
      if (random.nextInt(3) == 0) {
        block(body, maxHelper, name, new ArrayList<>(), 1);
      }
      body.add(label -> new Command.Fork(label, f[0], f[1], Origin.NONE));
      if (!threads.contains(f[1])) {
        threads.add(f[1]);
      }
    }
    block(body, maxHelper, name, new ArrayList<>(), 0);
    for (String t : threads) {
      if (random.nextInt(3) > 0) {
        boolean underLock = random.nextInt(4) == 0;
        String k = lock();
        if (underLock) {
          body.add(label -> new Command.Acquire(label, k, Origin.NONE));
        }
        boolean timed = exceptions && random.nextInt(3) == 0;
        // some timed joins time out back to themselves (a loop while the thread runs); chosen
        // by the label, so that the random stream, and the programs it draws, stay as they were
        body.add(label -> new Command.Join(label, t, timed,
            timed && polled(label) ? label : null, Origin.NONE));
        if (underLock) {
          body.add(label -> new Command.Release(label, k, Origin.NONE));
        }
      }
    }
    return body.build();
  }

  /** A raise on one branch, or a call with a handler block (that may raise again). */
  private void exceptional(Body body, int maxHelper, String self, List<String> held,
      int nesting) {
    if (random.nextInt(3) == 0) {
      interrupts(body, maxHelper, self, held, nesting);
      return;
    }
    String handler = body.fresh();
    String end = body.fresh();
    String callee = maxHelper > 0 ? "h" + random.nextInt(maxHelper)
        : allowRecursion && self.startsWith("h") ? self : null;
    if (callee == null || random.nextInt(3) == 0) {
      body.add(label -> new Command.Jump(label, List.of(body.next(), handler), Origin.NONE));
      body.add(label -> new Command.Goto(label, end, Origin.NONE));
      body.addAt(handler, label -> new Command.Raise(label, Origin.NONE));
    } else {
      body.add(label -> new Command.Call(label, callee, handler, Origin.NONE));
      body.add(label -> new Command.Goto(label, end, Origin.NONE));
      if (random.nextBoolean()) {
        body.addAt(handler, label -> new Command.Raise(label, Origin.NONE));
      } else {
        body.addAt(handler, label -> new Command.Skip(label, Origin.NONE));
        block(body, maxHelper, self, held, nesting + 1);
      }
    }
    body.addAt(end, label -> new Command.Skip(label, Origin.NONE));
  }

  /**
   * An interrupt of some thread, a {@code clearinterrupt}, or an interruptible wait (a marker,
   * then a join, acquire, down, until, park or skip) whose handler block runs when the wait is
   * interrupted.
   */
  private void interrupts(Body body, int maxHelper, String self, List<String> held,
      int nesting) {
    int kind = random.nextInt(4);
    if (kind == 0) {
      String[] targets = {"t0", "t1", "t2", Command.Join.SELF};
      String target = targets[random.nextInt(targets.length)];
      body.add(label -> new Command.Interrupt(label, target, Origin.NONE));
      return;
    }
    if (kind == 1 && random.nextBoolean()) {
      body.add(label -> new Command.ClearInterrupt(label, Origin.NONE));
      return;
    }
    String handler = body.fresh();
    String end = body.fresh();
    boolean checked = random.nextBoolean();
    String k = lock();
    if (random.nextInt(4) == 0 && !held.contains(k)) { // an interruptible wait on k
      String release = body.fresh();
      body.add(label -> new Command.Acquire(label, k, Origin.NONE));
      body.add(label -> new Command.Interruptible(label, handler, checked, Origin.NONE));
      body.add(label -> new Command.Wait(label, k, Origin.NONE));
      body.add(label -> new Command.Goto(label, release, Origin.NONE));
      body.addAt(handler, label -> new Command.Skip(label, Origin.NONE));
      body.addAt(release, label -> new Command.Release(label, k, Origin.NONE));
      return;
    }
    body.add(label -> new Command.Interruptible(label, handler, checked, Origin.NONE));
    int wait = random.nextInt(counters.isEmpty() ? 4 : 6);
    String t = random.nextBoolean() ? "t1" : "t2";
    switch (wait) {
      case 0 -> body.add(label -> new Command.Join(label, t, Origin.NONE));
      case 1 -> {
        body.add(label -> new Command.Acquire(label, k, Origin.NONE));
        body.add(label -> new Command.Release(label, k, Origin.NONE));
      }
      case 2 -> body.add(label -> new Command.Park(label, false, Origin.NONE));
      case 3 -> body.add(label -> new Command.Skip(label, Origin.NONE));
      case 4 -> {
        Counter c = counters.get(random.nextInt(counters.size()));
        body.add(label -> new Command.Down(label, c.name(), 1, Origin.NONE));
      }
      default -> {
        Counter c = counters.get(random.nextInt(counters.size()));
        body.add(label -> new Command.Until(label, c.name(), true, 1, Origin.NONE));
      }
    }
    body.add(label -> new Command.Goto(label, end, Origin.NONE));
    body.addAt(handler, label -> new Command.Skip(label, Origin.NONE));
    if (random.nextBoolean()) {
      block(body, maxHelper, self, held, nesting + 1);
    }
    body.addAt(end, label -> new Command.Skip(label, Origin.NONE));
  }

  private String lock() {
    return "k" + random.nextInt(lockCount);
  }

  private void block(Body body, int maxHelper, String self, List<String> held, int nesting) {
    int n = 1 + random.nextInt(3);
    for (int i = 0; i < n && budget > 0; i++) {
      budget--;
      statement(body, maxHelper, self, held, nesting);
    }
  }

  private void statement(Body body, int maxHelper, String self, List<String> held,
      int nesting) {
    if (exceptions && random.nextInt(5) == 0) {
      exceptional(body, maxHelper, self, held, nesting);
      return;
    }
    if (holds && random.nextInt(8) == 0) {
      holdBranch(body, maxHelper, self, held, nesting);
      return;
    }
    int extra = (variables.isEmpty() ? 0 : 3) + (counters.isEmpty() ? 0 : 2);
    int choice = random.nextInt(nesting > 2 ? 4 : 12 + extra);
    if (choice >= 12 && variables.isEmpty()) {
      choice += 3;
    }
    switch (choice) {
      case 0 -> body.add(label -> new Command.Skip(label, Origin.NONE));
      case 1 -> {
        if (!variables.isEmpty() && random.nextBoolean()) {
          Variable v = variable();
          String value = v.values().get(random.nextInt(v.values().size()));
          body.add(label -> new Command.Assign(label, v.name(), value, Origin.NONE));
        } else {
          body.add(label -> new Command.Write(label, "x", Origin.NONE));
        }
      }
      case 12 -> valueBranch(body, maxHelper, self, held, nesting);
      case 13, 14 -> valueLoop(body, maxHelper, self, held, nesting);
      case 2 -> {
        if (maxHelper > 0) {
          String callee = "h" + random.nextInt(maxHelper);
          body.add(label -> new Command.Call(label, callee, Origin.NONE));
        } else if (allowRecursion && self.startsWith("h")) {
          body.add(label -> new Command.Call(label, self, Origin.NONE));
        } else {
          body.add(label -> new Command.Read(label, "x", Origin.NONE));
        }
      }
      case 3 -> {
        if (!held.isEmpty() && random.nextBoolean()) {
          String k = held.get(random.nextInt(held.size()));
          int kind = random.nextInt(7);
          String condition = "cond_" + k;
          body.add(label -> switch (kind) {
            case 0 -> new Command.Wait(label, k, Origin.NONE);
            case 1 -> new Command.Notify(label, k, Origin.NONE);
            case 2 -> new Command.NotifyAll(label, k, Origin.NONE);
            case 3 -> new Command.Await(label, condition, k, false, Origin.NONE);
            case 4 -> new Command.Await(label, random.nextBoolean() ? condition : k, k, true,
                Origin.NONE);
            case 5 -> new Command.Signal(label, condition, k, false, Origin.NONE);
            default -> new Command.Signal(label, condition, k, true, Origin.NONE);
          });
        } else if (random.nextInt(8) == 0) {
          // a lock operation outside any block: a release, wait or notify of a lock perhaps
          // not held raises (IllegalMonitorStateException)
          String k = lock();
          int op = random.nextInt(4);
          body.add(label -> op >= 2 ? new Command.Acquire(label, k, Origin.NONE)
              : op == 0 ? new Command.Release(label, k, Origin.NONE)
              : k.endsWith("0") ? new Command.Notify(label, k, Origin.NONE)
              : new Command.Wait(label, k, Origin.NONE));
        } else {
          body.add(label -> new Command.Read(label, "x", Origin.NONE));
        }
      }
      case 4, 5, 6, 7 -> {
        String k = lock();
        body.add(label -> new Command.Acquire(label, k, Origin.NONE));
        held.add(k);
        block(body, maxHelper, self, held, nesting + 1);
        held.remove(held.size() - 1);
        body.add(label -> new Command.Release(label, k, Origin.NONE));
      }
      case 8, 9 -> {
        if (random.nextInt(3) == 0) {
          tryLock(body, maxHelper, self, held, nesting);
          return;
        }
        String other = body.fresh();
        String end = body.fresh();
        body.add(label -> new Command.Jump(label, List.of(body.next(), other), Origin.NONE));
        block(body, maxHelper, self, held, nesting + 1);
        body.add(label -> new Command.Goto(label, end, Origin.NONE));
        body.addAt(other, label -> new Command.Skip(label, Origin.NONE));
        block(body, maxHelper, self, held, nesting + 1);
        body.addAt(end, label -> new Command.Skip(label, Origin.NONE));
      }
      case 15, 16 -> counterOp(body, maxHelper, self, held, nesting);
      default -> {
        String head = body.fresh();
        String done = body.fresh();
        body.addAt(head, label -> new Command.Jump(label, List.of(body.next(), done),
            Origin.NONE));
        block(body, maxHelper, self, held, nesting + 1);
        body.add(label -> new Command.Goto(label, head, Origin.NONE));
        body.addAt(done, label -> new Command.Skip(label, Origin.NONE));
      }
    }
  }

  /** One counter operation; a non-blocking one guards a block, with an else block. */
  private void counterOp(Body body, int maxHelper, String self, List<String> held,
      int nesting) {
    Counter c = counters.get(random.nextInt(counters.size()));
    int amount = 1 + random.nextInt(random.nextInt(5) == 0 ? 3 : 1);
    int kind = random.nextInt(40);
    if (random.nextInt(4) == 0) {
      // parking: park (sometimes timed) or unpark of some thread
      if (random.nextBoolean()) {
        boolean timed = random.nextInt(3) == 0;
        body.add(label -> new Command.Park(label, timed, Origin.NONE));
      } else {
        String[] targets = {"t0", "t1", "t2", Command.Join.SELF};
        String target = targets[random.nextInt(targets.length)];
        body.add(label -> new Command.Unpark(label, target, Origin.NONE));
      }
    } else if (kind == 0) {
      body.add(label -> new Command.Join(label, Command.Join.SELF, Origin.NONE));
    } else if (kind < 3) {
      boolean timed = random.nextInt(3) == 0;
      body.add(label -> new Command.Park(label, timed, Origin.NONE));
    } else if (kind < 6) {
      String[] targets = {"t0", "t1", "t2", Command.Join.SELF};
      String target = targets[random.nextInt(targets.length)];
      body.add(label -> new Command.Unpark(label, target, Origin.NONE));
    } else if (kind < 10) {
      body.add(label -> new Command.Down(label, c.name(), amount, Origin.NONE));
    } else if (kind < 20) {
      body.add(label -> new Command.Up(label, c.name(), amount, Origin.NONE));
    } else if (kind < 26) {
      boolean atLeast = random.nextBoolean();
      int bound = random.nextInt(c.capacity() + 1);
      // timed, and some of those polled (timeout to itself), chosen by the label as for joins
      body.add(label -> new Command.Until(label, c.name(), atLeast, bound, polled(label + "u"),
          polled(label) && polled(label + "u") ? label : null, Origin.NONE));
    } else {
      boolean down = kind < 33;
      String other = body.fresh();
      String end = body.fresh();
      body.add(label -> down ? new Command.TryDown(label, c.name(), amount, other, Origin.NONE)
          : new Command.TryUp(label, c.name(), amount, other, Origin.NONE));
      block(body, maxHelper, self, held, nesting + 1);
      body.add(label -> new Command.Goto(label, end, Origin.NONE));
      body.addAt(other, label -> new Command.Skip(label, Origin.NONE));
      block(body, maxHelper, self, held, nesting + 1);
      body.addAt(end, label -> new Command.Skip(label, Origin.NONE));
    }
  }

  /** A choice made from a label's text, one in two, without drawing from the random stream. */
  private static boolean polled(String label) {
    return (label.hashCode() & 1) == 0;
  }

  private Variable variable() {
    return variables.get(random.nextInt(variables.size()));
  }

  /** For each value a random one of two targets. */
  private List<String> split(Variable v, String first, String second) {
    List<String> targets = new ArrayList<>();
    for (int i = 0; i < v.values().size(); i++) {
      targets.add(random.nextBoolean() ? first : second);
    }
    return targets;
  }

  /** {@code if (x is one of some values) { ... } else { ... }} as a switch. */
  private void valueBranch(Body body, int maxHelper, String self, List<String> held,
      int nesting) {
    Variable v = variable();
    String other = body.fresh();
    String end = body.fresh();
    body.add(label -> new Command.Switch(label, v.name(), v.values(),
        split(v, body.next(), other), Origin.NONE));
    block(body, maxHelper, self, held, nesting + 1);
    body.add(label -> new Command.Goto(label, end, Origin.NONE));
    body.addAt(other, label -> new Command.Skip(label, Origin.NONE));
    block(body, maxHelper, self, held, nesting + 1);
    body.addAt(end, label -> new Command.Skip(label, Origin.NONE));
  }

  /**
   * {@code while (x is one of some values) { ... }}: under a held monitor, usually the guarded
   * wait {@code while (!cond) k.wait();}, sometimes the setter's {@code x = v; k.notifyAll()}
   * first; otherwise a spin loop.
   */
  private void valueLoop(Body body, int maxHelper, String self, List<String> held,
      int nesting) {
    Variable v = variable();
    String head = body.fresh();
    String done = body.fresh();
    if (!held.isEmpty() && random.nextInt(3) == 0) {
      String k = held.get(random.nextInt(held.size()));
      String value = v.values().get(random.nextInt(v.values().size()));
      body.add(label -> new Command.Assign(label, v.name(), value, Origin.NONE));
      body.add(label -> random.nextBoolean() ? new Command.NotifyAll(label, k, Origin.NONE)
          : new Command.Notify(label, k, Origin.NONE));
      return;
    }
    body.addAt(head, label -> new Command.Switch(label, v.name(), v.values(),
        split(v, body.next(), done), Origin.NONE));
    if (!held.isEmpty() && random.nextInt(4) > 0) {
      String k = held.get(random.nextInt(held.size()));
      body.add(label -> new Command.Wait(label, k, Origin.NONE));
    } else {
      block(body, maxHelper, self, held, nesting + 1);
    }
    body.add(label -> new Command.Goto(label, head, Origin.NONE));
    body.addAt(done, label -> new Command.Skip(label, Origin.NONE));
  }

  /**
   * {@code if (k.getHoldCount() is one of some depths) { ... } else { ... }} as a {@code holds}
   * test, sometimes inside a reentrant acquire of the lock tested; the second branch is half of
   * the time a {@code join self}, so a test that goes the wrong way changes the verdict.
   */
  private void holdBranch(Body body, int maxHelper, String self, List<String> held,
      int nesting) {
    String k = held.isEmpty() || random.nextInt(3) == 0 ? lock()
        : held.get(random.nextInt(held.size()));
    int mode = random.nextInt(3);
    boolean again = mode == 0;
    if (again) {
      body.add(label -> new Command.Acquire(label, k, Origin.NONE));
      held.add(k);
    } else if (mode == 1) {
      // perhaps one more level, chosen at run time (never released): a dynamic depth
      String test = body.fresh();
      body.add(label -> new Command.Jump(label, List.of(body.next(), test), Origin.NONE));
      body.add(label -> new Command.Acquire(label, k, Origin.NONE));
      body.addAt(test, label -> new Command.Skip(label, Origin.NONE));
    }
    String other = body.fresh();
    String end = body.fresh();
    List<Integer> depths = switch (random.nextInt(3)) {
      case 0 -> List.of(0);
      case 1 -> List.of(1);
      default -> List.of(0, 1, 2);
    };
    List<Boolean> in = new ArrayList<>();
    for (int i = 0; i < depths.size(); i++) {
      in.add(random.nextBoolean());
    }
    body.add(label -> {
      String inside = body.next();
      List<String> cases = in.stream().map(b -> b ? inside : other).toList();
      return new Command.HoldDepth(label, k, depths, cases, in.contains(true) ? other : inside,
          Origin.NONE);
    });
    block(body, maxHelper, self, held, nesting + 1);
    body.add(label -> new Command.Goto(label, end, Origin.NONE));
    if (random.nextBoolean()) {
      // a branch that blocks forever: the net must take it exactly when the depth says so
      body.addAt(other, label -> new Command.Join(label, Command.Join.SELF, Origin.NONE));
    } else {
      body.addAt(other, label -> new Command.Skip(label, Origin.NONE));
      block(body, maxHelper, self, held, nesting + 1);
    }
    body.addAt(end, label -> new Command.Skip(label, Origin.NONE));
    if (again) {
      held.remove(held.size() - 1);
      body.add(label -> new Command.Release(label, k, Origin.NONE));
    }
  }

  /** {@code if (k.tryLock()) { ...; k.unlock(); } else { ... }}, sometimes without the unlock. */
  private void tryLock(Body body, int maxHelper, String self, List<String> held, int nesting) {
    String k = lock();
    String other = body.fresh();
    String end = body.fresh();
    body.add(label -> new Command.TryAcquire(label, k, other, Origin.NONE));
    held.add(k);
    block(body, maxHelper, self, held, nesting + 1);
    held.remove(held.size() - 1);
    if (random.nextInt(6) > 0) {
      body.add(label -> new Command.Release(label, k, Origin.NONE));
    }
    body.add(label -> new Command.Goto(label, end, Origin.NONE));
    body.addAt(other, label -> new Command.Skip(label, Origin.NONE));
    block(body, maxHelper, self, held, nesting + 1);
    body.addAt(end, label -> new Command.Skip(label, Origin.NONE));
  }

  /** A procedure body under construction; labels are {@code <proc>_<n>}. */
  private static final class Body {
    private final String name;
    private final List<Command> commands = new ArrayList<>();
    private int counter;
    private String reserved;

    Body(String name) {
      this.name = name;
    }

    String fresh() {
      return name + "_" + counter++;
    }

    /** The label the next added command will get (reserved now). */
    String next() {
      if (reserved == null) {
        reserved = fresh();
      }
      return reserved;
    }

    void add(java.util.function.Function<String, Command> make) {
      String label;
      if (reserved != null) {
        label = reserved;
        reserved = null;
      } else {
        label = fresh();
      }
      Command c = make.apply(label);
      commands.add(c);
    }

    /** Adds a command with a label handed out earlier by {@link #fresh()}. */
    void addAt(String label, java.util.function.Function<String, Command> make) {
      if (reserved != null) {
        // a command that jumped to "next" is followed directly by this landing pad
        commands.add(new Command.Skip(reserved, Origin.NONE));
        reserved = null;
      }
      commands.add(make.apply(label));
    }

    Procedure build() {
      if (reserved != null) {
        commands.add(new Command.Skip(reserved, Origin.NONE));
        reserved = null;
      }
      return new Procedure(name, commands);
    }
  }
}
