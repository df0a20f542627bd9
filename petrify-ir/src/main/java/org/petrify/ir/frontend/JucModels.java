package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JInvokeStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.signatures.MethodSignature;

/**
 * The rb models of the {@code java.util.concurrent} synchronizers, built on rb counters
 * ({@link Counter}): one counter per abstract object and role, named
 * {@code <object>.<role>} (e.g. {@code java.util.concurrent.Semaphore@Main.java:9.permits}).
 * <ul>
 *   <li>{@code Semaphore(p)}: counter {@code permits}, initially {@code p}; {@code acquire(n)}
 *       is {@code down n}, {@code release(n)} is {@code up n}, {@code tryAcquire(n[, timeout])}
 *       is {@code trydown n else <failure>} with the boolean result pinned for the test that
 *       follows (a timed try is the same: waiting is a matter of scheduling). Java's permits
 *       are unbounded, so the counter is a limit counter whose capacity is the initial permits
 *       (or the largest acquire) plus the amounts of all release sites: a run releasing more
 *       overflows and the check is inconclusive, never silently wrong.</li>
 *   <li>{@code CountDownLatch(n)}: counter {@code count} with capacity and initial value
 *       {@code n}; {@code countDown()} is {@code trydown 1} whose failure (count already zero)
 *       does nothing; {@code await()} is {@code until count <= 0}; a timed {@code await} may
 *       also return at once (the timeout).</li>
 * </ul>
 * Constructor arguments must be constants (javac folds {@code static final} ones); otherwise
 * a default is used and an UNSOUND caveat says so. A summary object (allocated on a loop) is
 * one counter for all its runtime objects: reported as UNSOUND.
 */
final class JucModels {
  static final String SEMAPHORE = "java.util.concurrent.Semaphore";
  static final String LATCH = "java.util.concurrent.CountDownLatch";

  private static final Set<String> CONSTRUCTED = Set.of(SEMAPHORE, LATCH);

  private final TranslationContext tc;
  private final Map<String, Counter> counters = new TreeMap<>();
  /** Per object id, the int constants of its constructor call ({@code null}: not constant). */
  private Map<Integer, List<Integer>> constructorArgs;
  /** Per semaphore object id, the summed amounts of its release sites and largest acquire. */
  private Map<Integer, int[]> semaphoreUse;

  JucModels(TranslationContext tc) {
    this.tc = tc;
  }

  /** The counters the translated commands use, sorted by name. */
  List<Counter> counters() {
    return List.copyOf(counters.values());
  }

  /** True if the class is modelled here. */
  static boolean handles(String cls) {
    return cls.equals(SEMAPHORE) || cls.equals(LATCH);
  }

  /**
   * True if the call is a non-blocking attempt whose boolean result the translator should pin
   * (see {@link #tryCommands}).
   */
  boolean isTry(MethodSignature sig) {
    return sig.getDeclClassType().getFullyQualifiedName().equals(SEMAPHORE)
        && sig.getName().equals("tryAcquire");
  }

  /**
   * The alternatives of a non-blocking attempt, one per receiver object: each makes the
   * command at a label with a failure label.
   */
  List<BiFunction<String, String, Command>> tryCommands(MethodInstance mi, int index,
      AbstractInvokeExpr inv, MethodSignature sig, Origin origin) {
    List<BiFunction<String, String, Command>> out = new ArrayList<>();
    int amount = sig.getParameterCount() == 1 || sig.getParameterCount() == 3
        ? amountArg(inv, origin) : 1;
    for (AbstractObject o : receivers(mi, index, inv, SEMAPHORE, origin)) {
      String c = semaphore(o, origin);
      out.add((label, failure) -> new Command.TryDown(label, c, amount, failure, origin));
    }
    return out;
  }

  /**
   * The alternatives (each a command sequence) for a call of a modelled class; an empty list
   * if the method does nothing in the model.
   */
  List<Supplier<List<Command>>> commands(MethodInstance mi, int index, AbstractInvokeExpr inv,
      MethodSignature sig, Origin origin, Supplier<String> label) {
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    String name = sig.getName();
    List<Supplier<List<Command>>> out = new ArrayList<>();
    if (name.equals("<init>")) {
      return out;
    }
    if (cls.equals(SEMAPHORE)) {
      semaphoreCall(mi, index, inv, sig, name, origin, label, out);
    } else if (cls.equals(LATCH)) {
      latchCall(mi, index, inv, sig, name, origin, label, out);
    }
    return out;
  }

  private void semaphoreCall(MethodInstance mi, int index, AbstractInvokeExpr inv,
      MethodSignature sig, String name, Origin origin, Supplier<String> label,
      List<Supplier<List<Command>>> out) {
    boolean acquire = name.equals("acquire") || name.equals("acquireUninterruptibly");
    boolean release = name.equals("release");
    boolean tryAcquire = name.equals("tryAcquire");
    if (!acquire && !release && !tryAcquire) {
      if (name.equals("drainPermits") || name.equals("reducePermits")) {
        tc.caveat("semaphore", origin, "Semaphore." + name + " is not modelled: the permits"
            + " stay as they are", Caveat.Effect.UNSOUND);
      }
      return;
    }
    int amount = sig.getParameterCount() == 1 || sig.getParameterCount() == 3
        ? amountArg(inv, origin) : 1;
    for (AbstractObject o : receivers(mi, index, inv, SEMAPHORE, origin)) {
      String c = semaphore(o, origin);
      if (acquire) {
        out.add(() -> List.of(new Command.Down(label.get(), c, amount, origin)));
      } else if (release) {
        out.add(() -> List.of(new Command.Up(label.get(), c, amount, origin)));
      } else {
        out.add(() -> tryOrSkip(label, (l, f) -> new Command.TryDown(l, c, amount, f, origin),
            origin));
      }
    }
  }

  private void latchCall(MethodInstance mi, int index, AbstractInvokeExpr inv,
      MethodSignature sig, String name, Origin origin, Supplier<String> label,
      List<Supplier<List<Command>>> out) {
    for (AbstractObject o : receivers(mi, index, inv, LATCH, origin)) {
      String c = latch(o, origin);
      if (name.equals("countDown")) {
        out.add(() -> tryOrSkip(label, (l, f) -> new Command.TryDown(l, c, 1, f, origin),
            origin));
      } else if (name.equals("await")) {
        out.add(() -> List.of(new Command.Until(label.get(), c, false, 0, origin)));
        if (sig.getParameterCount() > 0) {
          out.add(() -> List.of(new Command.Skip(label.get(), origin)));
        }
      }
    }
  }

  /** A non-blocking command whose failure just goes on: the command, then a landing skip. */
  private static List<Command> tryOrSkip(Supplier<String> label,
      BiFunction<String, String, Command> make, Origin origin) {
    String first = label.get();
    String after = label.get();
    return List.of(make.apply(first, after), new Command.Skip(after, origin));
  }

  // ------------------------------------------------------------------ counters of objects

  private String semaphore(AbstractObject o, Origin where) {
    String name = o.name() + ".permits";
    if (!counters.containsKey(name)) {
      Integer permits = constructorArg(o, 0);
      if (permits == null) {
        tc.caveat("semaphore", where, "the permits of " + o.name() + " are not a constant;"
            + " modelled as 1", Caveat.Effect.UNSOUND);
        permits = 1;
      } else if (permits < 0) {
        tc.caveat("semaphore", where, o.name() + " starts with " + permits + " permits;"
            + " modelled as 0 (fewer releases are needed in the model)",
            Caveat.Effect.UNSOUND);
        permits = 0;
      }
      int[] use = semaphoreUse().getOrDefault(o.id(), new int[2]);
      int capacity = Math.max(Math.max(permits, use[1]), 1) + use[0];
      declare(new Counter(name, capacity, permits, true), o, where);
    }
    return name;
  }

  private String latch(AbstractObject o, Origin where) {
    String name = o.name() + ".count";
    if (!counters.containsKey(name)) {
      Integer count = constructorArg(o, 0);
      if (count == null || count < 0) {
        tc.caveat("latch", where, "the count of " + o.name() + " is not a non-negative"
            + " constant; modelled as 1", Caveat.Effect.UNSOUND);
        count = 1;
      }
      declare(new Counter(name, Math.max(count, 1), count, false), o, where);
    }
    return name;
  }

  private void declare(Counter c, AbstractObject o, Origin where) {
    counters.put(c.name(), c);
    if (tc.pts().isSummary(o)) {
      tc.caveat("summary-counter", where, o.name() + " stands for several runtime objects"
          + " (allocated on a loop or in code that runs more than once); they share one"
          + " counter " + c.name(), Caveat.Effect.UNSOUND);
    }
  }

  private List<AbstractObject> receivers(MethodInstance mi, int index, AbstractInvokeExpr inv,
      String type, Origin origin) {
    List<AbstractObject> objects = tc.receiverObjects(mi, index, inv);
    if (objects.isEmpty()) {
      tc.caveat("unknown-synchronizer", origin, "no abstract object for the " + type
          + " receiver; the call does nothing", Caveat.Effect.UNSOUND);
    }
    return objects;
  }

  /** The amount in the first argument, or 1 with a caveat if it is not a positive constant. */
  private int amountArg(AbstractInvokeExpr inv, Origin origin) {
    if (inv.getArgCount() > 0 && inv.getArg(0) instanceof IntConstant c && c.getValue() > 0) {
      return c.getValue();
    }
    tc.caveat("synchronizer-amount", origin, "the count argument is not a positive constant;"
        + " modelled as 1", Caveat.Effect.UNSOUND);
    return 1;
  }

  private Integer constructorArg(AbstractObject o, int k) {
    List<Integer> args = constructorArgs().get(o.id());
    return args == null || k >= args.size() ? null : args.get(k);
  }

  private Map<Integer, List<Integer>> constructorArgs() {
    if (constructorArgs == null) {
      scan();
    }
    return constructorArgs;
  }

  private Map<Integer, int[]> semaphoreUse() {
    if (semaphoreUse == null) {
      scan();
    }
    return semaphoreUse;
  }

  /**
   * One pass over every reachable body: the constant constructor arguments of modelled
   * objects, and per semaphore the summed release amounts and the largest acquire.
   */
  private void scan() {
    constructorArgs = new HashMap<>();
    semaphoreUse = new HashMap<>();
    for (MethodInstance mi : tc.pts().reachable()) {
      MethodCode body = tc.pts().body(mi);
      if (body == null) {
        continue;
      }
      List<Stmt> stmts = body.stmts();
      for (int i = 0; i < stmts.size(); i++) {
        AbstractInvokeExpr inv = invokeOf(stmts.get(i));
        if (!(inv instanceof AbstractInstanceInvokeExpr ii)) {
          continue;
        }
        MethodSignature sig = ii.getMethodSignature();
        String cls = sig.getDeclClassType().getFullyQualifiedName();
        String name = sig.getName();
        if (name.equals("<init>") && CONSTRUCTED.contains(cls)) {
          List<Integer> args = new ArrayList<>();
          for (Immediate a : ii.getArgs()) {
            args.add(a instanceof IntConstant c ? c.getValue() : null);
          }
          for (AbstractObject o : tc.pts().pointsTo(mi, i, ii.getBase())) {
            constructorArgs.put(o.id(), args);
          }
        } else if (cls.equals(SEMAPHORE)) {
          boolean release = name.equals("release");
          boolean acquire = name.startsWith("acquire") || name.equals("tryAcquire");
          if (!release && !acquire) {
            continue;
          }
          int amount = 1;
          if ((sig.getParameterCount() == 1 || sig.getParameterCount() == 3)
              && ii.getArg(0) instanceof IntConstant c) {
            amount = Math.max(c.getValue(), 1);
          }
          for (AbstractObject o : tc.pts().pointsTo(mi, i, ii.getBase())) {
            int[] use = semaphoreUse.computeIfAbsent(o.id(), k -> new int[2]);
            if (release) {
              use[0] += amount;
            } else {
              use[1] = Math.max(use[1], amount);
            }
          }
        }
      }
    }
  }

  static AbstractInvokeExpr invokeOf(Stmt s) {
    if (s instanceof JInvokeStmt is) {
      return is.getInvokeExpr().orElse(null);
    }
    if (s instanceof JAssignStmt a && a.getRightOp() instanceof AbstractInvokeExpr e) {
      return e;
    }
    return null;
  }
}
