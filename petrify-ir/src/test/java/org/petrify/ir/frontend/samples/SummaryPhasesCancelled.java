package org.petrify.ir.frontend.samples;

/**
 * The twin of {@link SummaryPhases} whose second job of each thread is cancelled: a job may
 * read {@code CANCELLED} and take {@code B} before {@code A} while the other thread holds
 * {@code A} and wants {@code B}: a deadlock.
 */
public class SummaryPhasesCancelled {
  static final int NEW = 1;
  static final int RUNNING = 2;
  static final int DONE = 3;
  static final int CANCELLED = 4;

  static final class Job {
    private int phase = NEW;

    synchronized void start() {
      if (phase == NEW) {
        phase = RUNNING;
      }
    }

    synchronized void cancel() {
      phase = CANCELLED;
    }

    synchronized void finish() {
      phase = DONE;
    }
  }

  static final Object A = new Object();
  static final Object B = new Object();
  /** How many jobs each thread runs: not known to the analysis, so a job is a summary. */
  static int jobs;

  static void work() {
    for (int i = 0; i < jobs; i++) {
      Job j = new Job();
      j.start();
      if (i == 1) {
        j.cancel();
      }
      if (j.phase == CANCELLED) {
        synchronized (B) {
          synchronized (A) {
            j.finish();
          }
        }
      } else {
        synchronized (A) {
          synchronized (B) {
            j.finish();
          }
        }
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    jobs = args.length + 2;
    Thread t = new Thread(SummaryPhasesCancelled::work);
    Thread u = new Thread(SummaryPhasesCancelled::work);
    t.start();
    u.start();
    t.join();
    u.join();
  }
}
