package org.petrify.ir.frontend.samples;

/**
 * The twin of {@link FreshPhases} whose worker hands each job to a method before it tests the
 * phase; the method may cancel it (its second job), so the worker may take {@code B} before
 * {@code A} while the other thread holds {@code A} and wants {@code B}: a deadlock.
 */
public class FreshPhasesHanded {
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
      check(j, i);
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

  static void check(Job j, int i) {
    if (i == 1) {
      j.cancel();
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
    Thread t = new Thread(FreshPhasesHanded::work);
    Thread u = new Thread(FreshPhasesHanded::cancelLast);
    t.start();
    u.start();
    t.join();
    u.join();
  }
}
