package org.petrify.ir.frontend.samples;

/**
 * Two workers each lease their own {@code Ticket} from a shared desk (a summary each thread
 * allocates once, escaping through the desk's field), complete it, and wait for a notification
 * that never comes only while it is pending (read through a getter): no deadlock. {@link Late}
 * waits before it completes (deadlock); in {@link Handed} each worker completes the ticket the
 * desk leased last, maybe the other's, and then may find its own still pending (deadlock): a
 * write through a reference read from a field, so the field is not tracked per thread.
 */
public class OwnTickets {
  static final Object NEVER = new Object();

  static final class Ticket {
    volatile boolean done;

    void complete() {
      done = true;
    }

    boolean isDone() {
      return done;
    }

    void waitIfPending() {
      if (!isDone()) {
        synchronized (NEVER) {
          try {
            NEVER.wait();
          } catch (InterruptedException e) {
            // not interrupted
          }
        }
      }
    }
  }

  static final class Desk {
    volatile Ticket last;

    Ticket lease() {
      Ticket t = new Ticket();
      last = t;
      return t;
    }
  }

  static void twoWorkers(Runnable work) throws InterruptedException {
    Thread a = new Thread(work);
    Thread b = new Thread(work);
    a.start();
    b.start();
    a.join();
    b.join();
  }

  public static void main(String[] args) throws InterruptedException {
    Desk desk = new Desk();
    twoWorkers(() -> {
      Ticket t = desk.lease();
      t.complete();
      t.waitIfPending();
    });
  }

  /** Waits while its ticket is pending before completing it. */
  public static final class Late {
    public static void main(String[] args) throws InterruptedException {
      Desk desk = new Desk();
      twoWorkers(() -> {
        Ticket t = desk.lease();
        t.waitIfPending();
        t.complete();
      });
    }
  }

  /** Completes the ticket leased last, maybe the other worker's, then waits for its own. */
  public static final class Handed {
    public static void main(String[] args) throws InterruptedException {
      Desk desk = new Desk();
      twoWorkers(() -> {
        Ticket t = desk.lease();
        Ticket any = desk.last;
        if (any != null) {
          any.complete();
        }
        t.waitIfPending();
      });
    }
  }
}
