package org.petrify.ir.frontend.samples;

/**
 * Jobs allocated on a loop of unknown length (a summary object) whose int field is written
 * only {@code NEW}, {@code RUNNING} and {@code DONE}: the test {@code phase == CANCELLED} is
 * false on every job, so the branch taking the locks in the other order never runs. No
 * deadlock.
 */
public class SummaryPhases {
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
    Thread t = new Thread(SummaryPhases::work);
    Thread u = new Thread(SummaryPhases::work);
    t.start();
    u.start();
    t.join();
    u.join();
  }
}
