package trial;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import org.pastalab.fray.core.ThreadContext;
import org.pastalab.fray.core.observers.TimelineCoverageType;
import org.pastalab.fray.core.randomness.ControlledRandomProvider;
import org.pastalab.fray.core.randomness.Randomness;
import org.pastalab.fray.core.scheduler.Scheduler;
import org.pastalab.fray.junit.plain.FrayInTestLauncher;

/** Trial: drive Fray from Java with our own scheduler that follows a deadlock witness. */
public final class FrayTrial {
  static final Object left = new Object();
  static final Object right = new Object();
  static final ReentrantLock a = new ReentrantLock();
  static final ReentrantLock b = new ReentrantLock();

  /** The witness: thread names in the order their lock acquisitions happen. */
  static final class WitnessScheduler extends Scheduler {
    final List<String> order;
    int next;
    final List<String> log = new ArrayList<>();

    WitnessScheduler(List<String> order, Randomness r) {
      super(r);
      this.order = order;
    }

    @Override
    public ThreadContext scheduleNextOperation(List<ThreadContext> enabled, Collection<ThreadContext> all) {
      String op = "";
      ThreadContext pick = null;
      if (next < order.size()) {
        for (ThreadContext t : enabled) {
          if (t.getThread().getName().equals(order.get(next))) {
            pick = t;
          }
        }
      }
      if (pick == null) {
        // no witness thread enabled: run a thread that is not named in the rest of the witness
        for (ThreadContext t : enabled) {
          if (!order.subList(next, order.size()).contains(t.getThread().getName())) {
            pick = t;
            break;
          }
        }
      }
      if (pick == null) {
        pick = enabled.get(0);
      }
      String pend = String.valueOf(pick.getPendingOperation());
      if (next < order.size() && pick.getThread().getName().equals(order.get(next))
          && pend.contains("Lock")) {
        next++;
      }
      log.add(pick.getThread().getName() + ":" + pend);
      return pick;
    }

    @Override
    public Scheduler nextIteration(Randomness r) {
      return new WitnessScheduler(order, r);
    }
  }

  static void monitors() throws InterruptedException {
    Thread t1 = new Thread(() -> { synchronized (left) { synchronized (right) { } } }, "T1");
    Thread t2 = new Thread(() -> { synchronized (right) { synchronized (left) { } } }, "T2");
    t1.start(); t2.start(); t1.join(); t2.join();
  }

  static void locks() throws InterruptedException {
    Thread t1 = new Thread(() -> { a.lock(); try { b.lock(); b.unlock(); } finally { a.unlock(); } }, "T1");
    Thread t2 = new Thread(() -> { b.lock(); try { a.lock(); a.unlock(); } finally { b.unlock(); } }, "T2");
    t1.start(); t2.start(); t1.join(); t2.join();
  }

  static void upgrade() throws InterruptedException {
    ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    Thread t1 = new Thread(() -> { rw.readLock().lock(); rw.writeLock().lock(); }, "T1");
    t1.start(); t1.join();
  }

  public static void main(String[] args) throws Exception {
    String which = args[0];
    List<String> order = List.of(args).subList(1, args.length);
    WitnessScheduler s = new WitnessScheduler(order, new ControlledRandomProvider().getRandomness());
    Runnable body = () -> {
      try {
        switch (which) {
          case "monitors" -> monitors();
          case "locks" -> locks();
          default -> upgrade();
        }
      } catch (InterruptedException e) {
        throw new RuntimeException(e);
      }
    };
    long t0 = System.nanoTime();
    Throwable failure = null;
    try {
      FrayInTestLauncher.INSTANCE.launchFray(body, s, new ControlledRandomProvider(), 1, 10,
          false, TimelineCoverageType.NONE, c -> kotlin.Unit.INSTANCE);
    } catch (Throwable e) {
      failure = e;
    }
    System.out.println("RESULT " + which + " failure=" + failure + " in " + (System.nanoTime() - t0) / 1_000_000 + " ms");
    System.out.println("SCHEDULE " + s.log);
  }
}
