package org.petrify.ir.pointsto.samples;

import java.util.concurrent.Callable;
import java.util.concurrent.Executors;
import java.util.concurrent.FutureTask;
import java.util.concurrent.ThreadFactory;

/**
 * Threads made by thread factories, around wrappers (never run, only analysed). Each entry
 * method starts one thread whose work is a call of the {@code work*} method named after it.
 * ({@code Thread.Builder.factory()} needs Java 21; the corpus program juc.taskwrapper has it.)
 */
public class Factories {
  static int done;

  static void workDefault() {
    done++;
  }

  static void workLambda() {
    done++;
  }

  static void workMethodRef() {
    done++;
  }

  static void workFutureTask() {
    done++;
  }

  static void workCallable() {
    done++;
  }

  static void workRenamed() {
    done++;
  }

  static Runnable renaming(Runnable task) {
    return () -> {
      Thread.currentThread().setName("renamed");
      task.run();
    };
  }

  public static void defaultFactory() {
    Executors.defaultThreadFactory().newThread(() -> workDefault()).start();
  }

  public static void lambdaFactory() {
    ThreadFactory f = r -> new Thread(r, "own");
    f.newThread(() -> workLambda()).start();
  }

  public static void methodRefFactory() {
    ThreadFactory f = Thread::new;
    f.newThread(() -> workMethodRef()).start();
  }

  public static void futureTask() {
    Callable<String> c = () -> {
      workFutureTask();
      return "x";
    };
    new Thread(new FutureTask<>(c)).start();
  }

  public static void callable() {
    Callable<Object> c = Executors.callable(() -> workCallable());
    Executors.defaultThreadFactory().newThread(new FutureTask<>(c)).start();
  }

  public static void renamed() {
    Executors.defaultThreadFactory().newThread(renaming(() -> workRenamed())).start();
  }

  /** A factory the analysis has no object for: its thread is unknown. */
  public static void unknownFactory(ThreadFactory unknown) {
    unknown.newThread(() -> workDefault()).start();
  }
}
