package org.petrify.ir.pointsto;

import java.util.Set;
import sootup.core.signatures.MethodSignature;

/**
 * What the analysis knows of {@code java.util.concurrent}'s fork/join framework, in one place
 * for the points-to effects and the rb model ({@code frontend.ForkJoinModel}): the task and pool
 * classes, listed by name, and which of their calls hand a task to the pool or run it.
 *
 * <p>Points-to effects: each call that hands a task to the pool ({@code fork()}, {@code
 * ForkJoinPool.invoke/submit/execute(task)}, {@code ForkJoinTask.invokeAll(a, b)}, and {@code
 * invokeAll(T...)}/{@code invokeAll(Collection)} when their elements are known one by one, see
 * {@code LibraryEffects}) starts a library thread object of the call site of type {@link
 * #WORKER}, standing for the pool worker
 * that may steal the task; its run target is the task and its body the task's {@code
 * compute()} (either signature: {@code Object compute()} of a {@code RecursiveTask}, {@code void
 * compute()} of a {@code RecursiveAction} or {@code CountedCompleter}). A call that may run a
 * task in the calling thread ({@code join}, {@code get}, {@code invoke}, {@code quietlyJoin},
 * {@code quietlyInvoke}, and the batch calls above) records the tasks' {@code compute()} as
 * call-backs of the call site. {@code submit} returns the task itself (it is its own future).
 */
public final class JdkForkJoin {
  /** The pool class. */
  public static final String POOL = "java.util.concurrent.ForkJoinPool";

  /** The base task class. */
  public static final String TASK = "java.util.concurrent.ForkJoinTask";

  /** The type of the library thread objects that stand for the worker stealing a forked task. */
  public static final String WORKER = "java.util.concurrent.ForkJoinWorkerThread";

  /** The task classes whose methods are modelled. */
  public static final Set<String> TASKS = Set.of(TASK, "java.util.concurrent.RecursiveTask",
      "java.util.concurrent.RecursiveAction", "java.util.concurrent.CountedCompleter");

  /** The two signatures of {@code compute()}. */
  public static final String[] COMPUTE = {"java.lang.Object compute()", "void compute()"};

  /** Calls of a task that run it in the calling thread when no worker took it. */
  private static final Set<String> RUNS_INLINE = Set.of("join", "get", "invoke", "quietlyJoin",
      "quietlyInvoke", "invokeAll");

  private JdkForkJoin() {}

  /** True if {@code cls} is a fork/join task class or the pool. */
  public static boolean isForkJoin(String cls) {
    return TASKS.contains(cls) || cls.equals(POOL);
  }

  /**
   * True if the call hands tasks to the pool: {@code fork()} of a task, {@code invoke},
   * {@code submit} or {@code execute} of a pool with a {@code ForkJoinTask} argument, the
   * static {@code ForkJoinTask.invokeAll} of two tasks.
   */
  public static boolean forks(MethodSignature sig) {
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    String name = sig.getName();
    if (TASKS.contains(cls)) {
      return name.equals("fork") && sig.getParameterCount() == 0
          || name.equals("invokeAll") && (sig.getParameterCount() == 2
          && sig.getParameterType(0).toString().equals(TASK) || sig.getParameterCount() == 1);
    }
    return cls.equals(POOL) && sig.getParameterCount() == 1
        && sig.getParameterType(0).toString().equals(TASK)
        && (name.equals("invoke") || name.equals("submit") || name.equals("execute"));
  }

  /** True if the call of a task method may run tasks in the calling thread ({@link #RUNS_INLINE}). */
  public static boolean runsInline(MethodSignature sig) {
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    return cls.equals(POOL) && sig.getName().equals("invoke")
        || TASKS.contains(cls) && RUNS_INLINE.contains(sig.getName());
  }
}
