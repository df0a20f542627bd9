package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.LibraryFacts;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.types.PrimitiveType;

/**
 * The statements of {@code main} at which {@code main} is surely the program's only thread and
 * an exception escaping them ends the program: there, an uncaught exception cannot matter to
 * the deadlock check ("caveats judged by relevance"), whatever it skips.
 *
 * <p><b>Rule.</b> A statement {@code i} of the entry method is a <em>sole-thread point</em> if
 * (1) the entry is a static {@code main} that no application code or library call-back calls;
 * (2) no handler of {@code main} covers {@code i} (no {@code catch}, no {@code finally}, no
 * monitor exit); (3) no statement that {@link #mayStart may start a thread} reaches {@code i}
 * in {@code main}'s control flow (normal and exceptional edges), and {@code i} itself starts
 * none, even inside a callee; (4) no static initialiser of the program may start a thread
 * (the JVM runs one at a class's first use, which may come before {@code i}); (5) the program
 * installs no uncaught-exception handler (it would run application code in the dying thread).
 *
 * <p><b>Argument.</b> By (3) and (4) no thread of the program has been started when an
 * exception leaves {@code i} (the JVM's own threads never wait for the program); by (2) and
 * (1) it leaves {@code main} at once, and by (5) only the JVM's default handler runs, which
 * prints the stack trace. {@code main} ends, no thread of the program is left, and the JVM
 * exits: no run through that exception reaches a state in which a thread of the program is
 * blocked. What the exception skips in {@code main} therefore cannot hide a deadlock, and the
 * {@code uncaught-exception} caveat there is INFO. Exceptions inside a callee before it
 * returns to {@code main} are judged at their own throw points, not here.
 *
 * <p><b>May start a thread</b> (over-approximated): a statement that starts a thread in
 * points-to ({@link PointsToResult#threadsStartedAt}: {@code Thread.start}, builders,
 * executors), that calls an application method or call-back which may, that calls an
 * application method with no target found (unresolved), or that calls a JDK
 * method that is not on the allow-list ({@link LibraryFacts.Property#NO_CONCURRENCY_EFFECT})
 * and not one of the synchronizers of {@link #NON_STARTING} (a JDK method inherited by an
 * application class and named through it is judged as the JDK's, {@link #inheritedJdkClass})
 * (nor a call of the JDK's logging
 * where only JDK code runs in it: no class of the class path extends its extension points and
 * no argument is a lambda or an object of the program, see {@link JdkLogging}); a method
 * instance without a body may, a statement no run of its instance reaches ({@link
 * PointsToResult#isFeasible}: the instance's known arguments decide a branch against it) does
 * not. An {@code invokedynamic} that only makes a lambda or
 * concatenates primitives and strings ({@link #createsOnly}) starts nothing; any other may.
 */
final class SoleThreadPrefix {
  /**
   * {@code java.util.concurrent} classes whose methods never start a thread: locks, latches,
   * semaphores, barriers and queues block or wake only threads that already exist.
   */
  private static final Set<String> NON_STARTING = Set.of("java.util.concurrent.Semaphore",
      "java.util.concurrent.CountDownLatch", "java.util.concurrent.CyclicBarrier",
      "java.util.concurrent.Phaser", "java.util.concurrent.Exchanger",
      "java.util.concurrent.ArrayBlockingQueue", "java.util.concurrent.LinkedBlockingQueue",
      "java.util.concurrent.LinkedBlockingDeque", "java.util.concurrent.SynchronousQueue",
      "java.util.concurrent.BlockingQueue", "java.util.concurrent.BlockingDeque");

  private final PointsToResult pts;
  private final Set<MethodInstance> starters = new HashSet<>();
  private final Set<Integer> points = new HashSet<>();
  private final MethodInstance entry;
  /** True if only the JDK's own logging code can run in a logging call ({@link JdkLogging}). */
  private final boolean jdkLoggingOnly;

  private SoleThreadPrefix(PointsToResult pts, Set<String> loggingClasses) {
    this.pts = pts;
    this.entry = pts.entry();
    this.jdkLoggingOnly = loggingClasses.isEmpty();
  }

  /** The sole-thread points of the program's {@code main} (none when the rule is off). */
  /**
   * The sole-thread points of the program's {@code main} (none when the rule is off), for a
   * class path whose classes extending the JDK logging's extension points are {@code
   * loggingClasses} ({@link JdkLogging}): with none, a call of the JDK's logging with no
   * argument of the program's own starts no thread.
   */
  static SoleThreadPrefix of(PointsToResult pts, Set<String> loggingClasses) {
    SoleThreadPrefix p = new SoleThreadPrefix(pts, loggingClasses);
    if (p.entry == null || !p.entry.method().getName().equals("main")
        || !p.entry.method().isStatic() || pts.code() == null) {
      return p;
    }
    if (pts.invokedNames().stream().anyMatch(n -> n.contains("UncaughtExceptionHandler"))
        || pts.calledInstances().contains(p.entry)) {
      return p;
    }
    p.startFixpoint();
    for (MethodInstance init : pts.staticInitializers()) {
      if (p.starters.contains(init)) {
        return p;
      }
    }
    p.collectPoints();
    return p;
  }

  /** True if statement {@code i} of {@code mi} is a sole-thread point (see the class comment). */
  boolean at(MethodInstance mi, int i) {
    return mi.equals(entry) && points.contains(i);
  }

  /** Least fixpoint of the method instances that may start a thread. */
  private void startFixpoint() {
    boolean changed = true;
    while (changed) {
      changed = false;
      for (MethodInstance mi : pts.reachable()) {
        if (starters.contains(mi)) {
          continue;
        }
        MethodCode body = pts.body(mi);
        boolean starts = body == null;
        for (int i = 0; !starts && i < body.size(); i++) {
          starts = mayStart(mi, body, i);
        }
        if (starts) {
          starters.add(mi);
          changed = true;
        }
      }
    }
  }

  /** True if statement {@code i} of {@code mi} may start a thread (see the class comment). */
  private boolean mayStart(MethodInstance mi, MethodCode body, int i) {
    if (!pts.isFeasible(mi, i)) {
      return false; // no run reaches it: the instance's known parameters decide against it
    }
    if (!pts.threadsStartedAt(mi, i).isEmpty()) {
      return true;
    }
    for (MethodInstance c : pts.callbacks(mi, i)) {
      if (starters.contains(c) || pts.body(c) == null) {
        return true;
      }
    }
    Set<MethodInstance> callees = pts.callees(mi, i);
    for (MethodInstance c : callees) {
      if (starters.contains(c) || pts.body(c) == null) {
        return true;
      }
    }
    AbstractInvokeExpr inv = MethodCode.invokeOf(body.stmt(i));
    if (inv == null || !callees.isEmpty()) {
      return false;
    }
    if (inv instanceof JDynamicInvokeExpr dyn) {
      return !createsOnly(dyn);
    }
    String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    String name = inv.getMethodSignature().getName();
    if (pts.code().isApplication(inv.getMethodSignature().getDeclClassType())) {
      cls = inheritedJdkClass(mi, i, inv);
      if (cls == null) {
        return true; // unresolved: it may run anything (its own caveat says so)
      }
    }
    if (jdkLoggingOnly && JdkLogging.CLASSES.contains(cls)) {
      for (Value a : inv.getArgs()) {
        if (a instanceof Local l && pts.pointsTo(mi, i, l).stream().anyMatch(o ->
            o.kind() == AbstractObject.Kind.LAMBDA || o.kind() == AbstractObject.Kind.ALLOCATION
            && pts.code().isApplication(pts.code().classType(o.type())))) {
          return true; // a supplier or a rendered object of the program's own may run
        }
      }
      return false;
    }
    return !LibraryFacts.holds(LibraryFacts.Property.NO_CONCURRENCY_EFFECT, cls, name)
        && !NON_STARTING.contains(cls) && !cls.startsWith("java.util.concurrent.locks.")
        && !cls.startsWith("java.util.concurrent.atomic.");
  }

  /**
   * The JDK class that declares the method an application class inherits and the call names
   * through it ({@code e.ordinal()} of an application enum is {@code Enum.ordinal}), or null:
   * the signature resolves to a JDK method that no object of the program can override here,
   * because the method is final, or static, or the receiver may point to objects and none of
   * them dispatches to application code (points-to found no callee for them).
   */
  private String inheritedJdkClass(MethodInstance mi, int i, AbstractInvokeExpr inv) {
    var m = pts.code().resolve(inv.getMethodSignature());
    if (m.isEmpty() || pts.code().isApplication(m.get().getDeclaringClassType())) {
      return null;
    }
    boolean fixed = m.get().isFinal() || m.get().isStatic()
        || inv instanceof sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr ii
            && !pts.pointsTo(mi, i, ii.getBase()).isEmpty();
    return fixed ? m.get().getDeclaringClassType().getFullyQualifiedName() : null;
  }

  /**
   * True if an {@code invokedynamic} only makes an object and runs no code of the program: a
   * lambda or method reference ({@code LambdaMetafactory.metafactory}/{@code altMetafactory}
   * links a call site that returns an instance of the functional interface, capturing the
   * arguments as they are; the body runs only when a method of that instance is called, which
   * is a call of its own), or a string concatenation ({@code StringConcatFactory}) of
   * primitives and strings (other operands are rendered by their {@code toString}, which may
   * be the program's). Other bootstraps (records' {@code ObjectMethods}, pattern switches, a
   * program's own) may start a thread.
   */
  private static boolean createsOnly(JDynamicInvokeExpr dyn) {
    String bootstrap = dyn.getBootstrapMethodSignature().getDeclClassType()
        .getFullyQualifiedName();
    if (bootstrap.equals("java.lang.invoke.LambdaMetafactory")) {
      return true;
    }
    return bootstrap.equals("java.lang.invoke.StringConcatFactory") && dyn.getArgs().stream()
        .allMatch(a -> a.getType() instanceof PrimitiveType
            || a.getType().toString().equals("java.lang.String"));
  }

  /** The statements of main no possible thread start reaches (and that start nothing). */
  private void collectPoints() {
    MethodCode body = pts.body(entry);
    if (body == null) {
      return;
    }
    boolean[] after = new boolean[body.size()];
    ArrayDeque<Integer> work = new ArrayDeque<>();
    for (int i = 0; i < body.size(); i++) {
      if (mayStart(entry, body, i)) {
        after[i] = true;
        work.add(i);
      }
    }
    while (!work.isEmpty()) {
      int i = work.poll();
      for (int n : body.successors(i)) {
        if (n >= 0 && n < after.length && !after[n]) {
          after[n] = true;
          work.add(n);
        }
      }
      for (int n : body.handlers(i).values()) {
        if (n >= 0 && n < after.length && !after[n]) {
          after[n] = true;
          work.add(n);
        }
      }
    }
    for (int i = 0; i < body.size(); i++) {
      if (!after[i] && body.handlers(i).isEmpty()) {
        points.add(i);
      }
    }
  }
}
