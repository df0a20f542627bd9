package org.petrify.checker;

import java.time.Duration;
import org.petrify.net.gen.Philosophers;

/** Diagnostic: states explored by the POR deadlock check on the philosophers families. */
public final class PorScaling {
  public static void main(String[] args) {
    CheckOptions o = CheckOptions.defaults().withTimeout(Duration.ofSeconds(20));
    for (int n : new int[] {10, 100, 1000}) {
      System.out.println("sym " + n + ": " + ModelChecker.of(Philosophers.symmetric(n)).options(o).checkDeadlock());
    }
    for (int n : new int[] {5, 10, 15, 20}) {
      System.out.println("asym " + n + ": " + ModelChecker.of(Philosophers.asymmetric(n)).options(o).checkDeadlock());
    }
  }
}
