package org.petrify.ir.pointsto;

import java.util.Set;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.ClassType;
import sootup.core.types.Type;

/**
 * The JDK calls on whose objects the translation's concurrency models act, as {@link
 * MixedLocks} needs to know them: a call that locks, waits on, wakes, joins, interrupts or
 * starts its receiver ({@link #actsOnReceiver}), and the parameters through which a call hands
 * the library code to run, maybe in another thread ({@link #isTaskType}).
 *
 * <p>The list follows the models of {@code frontend.LibraryModels}, which are the only JDK
 * calls the translation turns into concurrency commands: every other JDK call is either on the
 * allow-list {@link LibraryFacts.Property#NO_CONCURRENCY_EFFECT} or judged at the library
 * boundary with its own caveat ({@code unmodelled-library}), and in neither case does the net
 * lock, wait on or start an object through it. So which objects such a call is passed cannot
 * change a lock operand of the net, and the question of {@link MixedLocks}, which is only about
 * precision, may leave them out. Covered:
 * <ul>
 *   <li>{@code java.util.concurrent} and its {@code locks} package, except what the registry
 *       claims never waits ({@code NO_CONCURRENCY_EFFECT}: the non-blocking collections, the
 *       atomics, {@code TimeUnit}'s conversions, the package's exceptions);</li>
 *   <li>{@code Thread.start}, {@code join}, {@code interrupt}, {@code interrupted},
 *       {@code sleep} (the thread model's; the other {@code Thread} methods are getters and
 *       setters that do nothing in the model);</li>
 *   <li>{@code Object.wait}, {@code notify}, {@code notifyAll} (the monitor model's, on any
 *       receiver);</li>
 *   <li>{@code Timer}, {@code TimerTask}, {@code Runtime.addShutdownHook},
 *       {@code removeShutdownHook}, {@code exit}, {@code halt} and {@code System.exit}.</li>
 * </ul>
 * Not counted as acting: the methods of the synchronized collections ({@code Vector},
 * {@code Hashtable}, {@code StringBuffer}, {@code Collections.synchronized*} views), which lock
 * their receiver: such a receiver is a locking object by its type already, and a receiver that
 * reaches it through its fields is related through the holders closure of {@link MixedLocks}.
 */
final class ConcurrencyCalls {
  private static final Set<String> THREAD_ACTIONS = Set.of("start", "join", "interrupt",
      "interrupted", "sleep");
  private static final Set<String> MONITOR_ACTIONS = Set.of("wait", "notify", "notifyAll");
  private static final Set<String> RUNTIME_ACTIONS = Set.of("addShutdownHook",
      "removeShutdownHook", "exit", "halt");
  private static final Set<String> TASK_CLASSES = Set.of("java.lang.Runnable",
      "java.lang.Thread", "java.util.TimerTask", "java.util.Timer");

  private ConcurrencyCalls() {}

  /**
   * True if a model of the translation acts on the receiver of a call of JDK method {@code
   * sig} (as resolved): it locks, waits on, wakes, joins, interrupts, starts or schedules it,
   * or ends the program.
   */
  static boolean actsOnReceiver(MethodSignature sig) {
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    String name = sig.getName();
    String pkg = sig.getDeclClassType().getPackageName().getName();
    if (pkg.equals("java.util.concurrent") || pkg.equals("java.util.concurrent.locks")) {
      return !LibraryFacts.holds(LibraryFacts.Property.NO_CONCURRENCY_EFFECT, cls, name);
    }
    return switch (cls) {
      case "java.lang.Thread" -> THREAD_ACTIONS.contains(name);
      case "java.lang.Object" -> MONITOR_ACTIONS.contains(name);
      case "java.util.Timer", "java.util.TimerTask" -> !name.equals("<init>");
      case "java.lang.Runtime" -> RUNTIME_ACTIONS.contains(name);
      case "java.lang.System" -> name.equals("exit");
      default -> false;
    };
  }

  /**
   * True if a call of JDK method {@code sig} may run the tasks it is given in another thread:
   * it {@link #actsOnReceiver acts}, is a {@code Thread} constructor, or is not on the allow-list
   * {@link LibraryFacts.Property#NO_CONCURRENCY_EFFECT}. A call on the allow-list that runs a
   * function it is given (a sequential stream, {@code Iterable.forEach}, {@code Map.compute})
   * runs it in the calling thread, where the call-back edges of the analysis already make the
   * caller act if the function does; the functions of a parallel stream, on the allow-list too,
   * are lambdas in practice, and lambdas are locking by kind.
   */
  static boolean mayRunElsewhere(MethodSignature sig) {
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    String name = sig.getName();
    return actsOnReceiver(sig) || cls.equals("java.lang.Thread") && name.equals("<init>")
        || !LibraryFacts.holds(LibraryFacts.Property.NO_CONCURRENCY_EFFECT, cls, name);
  }

  /**
   * True if a JDK method's parameter of this declared type may hand the library code to run
   * (maybe in another thread): a runnable, a thread, a timer task, or a type of {@code
   * java.util.function} or {@code java.util.concurrent} (callables, fork/join tasks, thread
   * factories, the functions of futures).
   */
  static boolean isTaskType(Type t) {
    if (!(t instanceof ClassType c)) {
      return false;
    }
    String pkg = c.getPackageName().getName();
    return TASK_CLASSES.contains(c.getFullyQualifiedName()) || pkg.equals("java.util.function")
        || pkg.equals("java.util.concurrent");
  }
}
