package org.petrify.ir.frontend.samples;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * AtomicBooleans created in a loop of unknown length (one allocation site for several objects,
 * a summary) and a
 * lazySet on a single one: the summary's values stay untracked (caveat atomic-untracked), the
 * lazySet is tracked with the UNSOUND atomic-order caveat.
 */
public class AtomicSummary {
  public static void main(String[] args) {
    AtomicBoolean[] flags = new AtomicBoolean[args.length + 3];
    for (int i = 0; i < flags.length; i++) {
      flags[i] = new AtomicBoolean();
    }
    AtomicBoolean once = new AtomicBoolean();
    Thread t = new Thread(() -> {
      if (!flags[1].get()) {
        flags[1].set(true);
      }
      once.lazySet(true);
    });
    t.start();
    if (once.get()) {
      System.out.println("seen");
    }
  }
}
