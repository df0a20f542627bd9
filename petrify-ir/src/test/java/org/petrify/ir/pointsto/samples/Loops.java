package org.petrify.ir.pointsto.samples;

/** Loops for {@code LoopUnroller}: which are unrolled and which stay loops. */
public class Loops {
  static Object[] slots = new Object[32];

  static void countedUp() {
    for (int i = 0; i < 5; i++) {
      slots[i] = new Object();
    }
  }

  static void countedDown() {
    for (int i = 3; i > 0; i--) {
      slots[i] = new Object();
    }
  }

  static void stepTwo() {
    for (int i = 0; i < 8; i += 2) {
      slots[i] = new Object();
    }
  }

  static void tooManyTrips() {
    for (int i = 0; i < 17; i++) {
      slots[i] = new Object();
    }
  }

  static int nothingToSeparate() {
    int s = 0;
    for (int i = 0; i < 5; i++) {
      s += i;
    }
    return s;
  }

  static void variableChangedInBody(boolean skip) {
    for (int i = 0; i < 5; i++) {
      if (skip) {
        i++;
      }
      slots[i] = new Object();
    }
  }

  static void unknownBound(int n) {
    for (int i = 0; i < n; i++) {
      slots[i] = new Object();
    }
  }

  static void nested() {
    for (int i = 0; i < 2; i++) {
      for (int j = 0; j < 2; j++) {
        slots[i * 2 + j] = new Object();
      }
    }
  }

  static void whileFlag() {
    while (slots[0] == null) {
      slots[0] = new Object();
    }
  }

  public static void main(String[] args) {
    countedUp();
    countedDown();
    stepTwo();
    tooManyTrips();
    nothingToSeparate();
    variableChangedInBody(args.length > 0);
    unknownBound(args.length);
    nested();
    whileFlag();
  }
}
