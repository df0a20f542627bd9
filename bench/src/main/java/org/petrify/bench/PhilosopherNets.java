package org.petrify.bench;

import org.petrify.net.PetriNet;
import org.petrify.net.gen.Philosophers;

/** Names the two philosopher families of {@code gen_philo.py}: {@code sym} and {@code asym}. */
final class PhilosopherNets {
  private PhilosopherNets() {}

  static PetriNet of(String variant, int n) {
    switch (variant) {
      case "sym":
        return Philosophers.symmetric(n);
      case "asym":
        return Philosophers.asymmetric(n);
      default:
        throw new IllegalArgumentException("variant must be sym or asym, got " + variant);
    }
  }
}
