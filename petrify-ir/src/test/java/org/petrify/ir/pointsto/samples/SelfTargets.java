package org.petrify.ir.pointsto.samples;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/** Threads put back into the list of jobs they were made from ({@code SelfTargetThreadsTest}). */
public class SelfTargets {
  static int done;

  static void work() {
    done++;
  }

  public static void main(String[] args) throws InterruptedException {
    List<Runnable> jobs = new ArrayList<>();
    jobs.add(SelfTargets::work);
    Iterator<Runnable> snapshot = List.copyOf(jobs).iterator();
    Thread t = new Thread(snapshot.next());
    jobs.add(t);
    t.start();
    t.join();
  }
}
