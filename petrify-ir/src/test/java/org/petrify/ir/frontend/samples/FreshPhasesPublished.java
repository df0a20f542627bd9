package org.petrify.ir.frontend.samples;

/**
 * The twin of {@link FreshPhases} whose worker publishes each job before it tests the phase:
 * the canceller may cancel it in between, the worker then takes {@code B} before {@code A}
 * while the canceller holds {@code A} and wants {@code B}: a deadlock.
 */
public class FreshPhasesPublished {
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
      shared = j;
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
    Thread t = new Thread(FreshPhasesPublished::work);
    Thread u = new Thread(FreshPhasesPublished::cancelLast);
    t.start();
    u.start();
    t.join();
    u.join();
  }
}
