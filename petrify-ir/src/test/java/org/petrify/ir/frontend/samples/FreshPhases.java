package org.petrify.ir.frontend.samples;

/**
 * Jobs allocated on a loop (one summary object) whose phase another thread may set to
 * {@code CANCELLED} once a job is published; each job's creator tests the phase before it
 * publishes the job, when only its constructor has written it ({@code NEW}), so the creator
 * always takes {@code A} before {@code B}, as the canceller does: no deadlock.
 */
public class FreshPhases {
  enum Phase { NEW, RUNNING, DONE, CANCELLED }

  static final class Job {
    private Phase phase = Phase.NEW;

    synchronized void cancel() {
      phase = Phase.CANCELLED;
    }
  }

  static final Object A = new Object();
  static final Object B = new Object();
  /** The last published job. */
  static volatile Job shared;
  /** How many jobs the worker makes: not known to the analysis, so a job is a summary. */
  static int jobs;

  static void work() {
    for (int i = 0; i < jobs; i++) {
      Job j = new Job();
      if (j.phase == Phase.CANCELLED) {
        synchronized (B) {
          synchronized (A) {
            shared = j;
          }
        }
      } else {
        synchronized (A) {
          synchronized (B) {
            shared = j;
          }
        }
      }
    }
  }

  static void cancelLast() {
    Job k = shared;
    if (k != null) {
      k.cancel();
    }
    synchronized (A) {
      synchronized (B) {
        shared = null;
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    jobs = args.length + 2;
    Thread t = new Thread(FreshPhases::work);
    Thread u = new Thread(FreshPhases::cancelLast);
    t.start();
    u.start();
    t.join();
    u.join();
  }
}
