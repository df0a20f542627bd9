package org.petrify.ir.pointsto;

import java.util.Set;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;

/**
 * What the analysis knows of {@code java.util.concurrent} executors, in one place for the
 * points-to effects (a submitted task is a library thread), the rb model of executors, the
 * thread names and the idle-pool check: the executor classes, listed by name (no class is
 * claimed for a part of its name), the methods that hand a task over, and the number of
 * workers of an {@code Executors} factory's pool.
 */
public final class JdkExecutors {
  /** The {@code Executors} factory class. */
  public static final String FACTORY = "java.util.concurrent.Executors";

  /** The executor classes and interfaces whose task and shutdown methods are modelled. */
  public static final Set<String> SERVICES = Set.of("java.util.concurrent.Executor",
      "java.util.concurrent.ExecutorService", "java.util.concurrent.ScheduledExecutorService",
      "java.util.concurrent.AbstractExecutorService", "java.util.concurrent.ThreadPoolExecutor",
      "java.util.concurrent.ScheduledThreadPoolExecutor",
      "java.util.concurrent.ThreadPerTaskExecutor",
      "java.util.concurrent.Executors$DelegatedExecutorService",
      "java.util.concurrent.Executors$DelegatedScheduledExecutorService",
      "java.util.concurrent.Executors$AutoShutdownDelegatedExecutorService");

  /**
   * A completion service: its {@code submit} hands the task to its executor (the task is
   * modelled as a thread of its own); its {@code take}/{@code poll} are not modelled.
   */
  public static final String COMPLETION_SERVICE = "java.util.concurrent.ExecutorCompletionService";

  /**
   * {@code java.util.Timer}: its {@code schedule*} methods hand a {@code TimerTask} to the
   * timer's one thread (a task of the pool that is the timer).
   */
  public static final String TIMER = "java.util.Timer";

  private JdkExecutors() {}

  /** True if {@code cls} is one of the modelled executor types ({@link #SERVICES}). */
  public static boolean isService(String cls) {
    return SERVICES.contains(cls);
  }

  /**
   * True if {@code cls.name} hands a task (or, for {@code invoke*}, a collection of tasks) to
   * an executor: {@code execute}, {@code submit}, {@code invokeAll}, {@code invokeAny},
   * {@code schedule*} of an executor, {@code submit} of a completion service, {@code
   * schedule*} of a {@link #TIMER}.
   */
  public static boolean submits(String cls, String name) {
    if (cls.equals(TIMER)) {
      return name.startsWith("schedule");
    }
    if (cls.equals(COMPLETION_SERVICE)) {
      return name.equals("submit");
    }
    return isService(cls) && (name.equals("execute") || name.equals("submit")
        || name.equals("invokeAll") || name.equals("invokeAny") || name.startsWith("schedule"));
  }

  /**
   * The workers of the pool an {@code Executors} factory call at statement {@code at} makes: 1
   * for the single-thread executors, the size argument of {@code newFixedThreadPool} and
   * {@code newScheduledThreadPool} when its value is known and positive
   * ({@link MethodCode#intValue}: a literal, an unrolled loop variable, or arithmetic of known
   * values), null when it is not, 0 for the other factories (a thread per task, or workers made
   * on demand).
   */
  public static Integer poolSize(MethodCode body, int at, AbstractInvokeExpr inv) {
    String name = inv.getMethodSignature().getName();
    if (name.equals("newSingleThreadExecutor")
        || name.equals("newSingleThreadScheduledExecutor")) {
      return 1;
    }
    if (name.equals("newFixedThreadPool") || name.equals("newScheduledThreadPool")) {
      Integer k = inv.getArgCount() > 0 && body != null ? body.intValue(at, inv.getArg(0)) : null;
      return k != null && k > 0 ? k : null;
    }
    return 0;
  }

  /**
   * True if the pools of this {@code Executors} factory keep idle workers alive (non-daemon,
   * never timing out) until they are shut down: the fixed, scheduled and single-thread ones.
   */
  public static boolean keepsWorkers(String factory) {
    return factory.equals("newFixedThreadPool") || factory.equals("newScheduledThreadPool")
        || factory.equals("newSingleThreadExecutor")
        || factory.equals("newSingleThreadScheduledExecutor");
  }
}
