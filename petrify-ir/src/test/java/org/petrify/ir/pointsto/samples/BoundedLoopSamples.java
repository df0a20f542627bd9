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

  static void arrayForEach(String[] names) {
    for (String n : names) {
      count += n.length();
    }
  }

  static void downToUnknown(int from, int to) {
    for (int i = from; i > to; i--) {
      count++;
    }
  }

  static void untilEqual(int from, int to) {
    for (int i = from; i != to; i++) {
      count++;
    }
  }

  static void upToAtMost(int n) {
    for (int i = 0; i <= n; i++) { // n may be Integer.MAX_VALUE: never leaves
      count++;
    }
  }

  static void stepTwoUnknown(int n) {
    for (int i = 0; i < n; i += 2) { // n may be Integer.MAX_VALUE: wraps around
      count++;
    }
  }

  static void boundMovesAway(int n) {
    for (int i = 0; i < n; i++) {
      n++;
      count++;
    }
  }

  static void counterMovedTwice(int n) {
    for (int i = 0; i < n; i++) {
      if (paused) {
        i--;
      }
    }
  }

  static void forEachList(java.util.List<String> names) {
    for (String n : names) {
      synchronized (BoundedLoopSamples.class) {
        count += n.length();
      }
    }
  }

  static void forEachBreaks(java.util.List<String> names) {
    for (String n : names) {
      if (n.isEmpty()) {
        break;
      }
    }
  }
}
