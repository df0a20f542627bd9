package org.petrify.ir.pointsto.samples;

/** Loops for {@code BoundedLoops}: which Java leaves after a bounded number of trips. */
public class BoundedLoopSamples {
  static int count;
  static volatile boolean paused;

  static void hundredTrips() {
    for (int i = 0; i < 100; i++) {
      synchronized (BoundedLoopSamples.class) {
        count++;
      }
    }
  }

  static void countDownBy3() {
    for (int i = 300; i > 0; i -= 3) {
      count++;
    }
  }

  static void continueSkipsIncrement() {
    int i = 0;
    while (i < 100) {
      if (paused) {
        continue;
      }
      count++;
      i++;
    }
  }

  static void wrapsAround() {
    for (int i = 0; i < Integer.MAX_VALUE; i += 1 << 30) {
      count++;
    }
  }

  static void breaksOut() {
    for (int i = 0; i < 100; i++) {
      if (paused) {
        break;
      }
      count++;
    }
  }

  static void caughtInside() {
    for (int i = 0; i < 100; i++) {
      try {
        count += 10 / count;
      } catch (ArithmeticException e) {
        count = 1;
      }
    }
  }

  static void caughtOutsideAndReturns() {
    try {
      for (int i = 0; i < 100; i++) {
        count += 10 / count;
      }
    } catch (ArithmeticException e) {
      count = 1;
    }
  }

  static void nested() {
    for (int i = 0; i < 20; i++) {
      for (int j = 0; j < 20; j++) {
        count++;
      }
    }
  }

  static void unknownBound(int n) {
    for (int i = 0; i < n; i++) {
      count++;
    }
  }
}
