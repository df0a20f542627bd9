package org.petrify.api;

import java.time.Duration;
import java.util.Set;
import org.petrify.checker.ProgressListener;

/**
 * The options of an {@link Analysis} that do not change the net: budgets, reductions, the
 * listener, the fairness assumption and the UNSOUND caveat kinds accepted. Immutable; each
 * {@code with} copy changes one field (validation is the analysis's).
 *
 * @param maxStates the most states the engine may store per query
 * @param timeout the wall-clock limit per query, or null for none
 * @param partialOrderReduction stubborn sets on
 * @param structuralReduction structural reduction before the search on
 * @param listener observes the queries (never null)
 * @param fairness the scheduler assumption of liveness checks
 * @param acceptedUnsound the UNSOUND caveat kinds accepted ({@code "all"} for every kind)
 * @param fullWitness reports render every witness step ({@link Report#fullWitness()})
 */
record CheckSettings(long maxStates, Duration timeout, boolean partialOrderReduction,
    boolean structuralReduction, ProgressListener listener, Fairness fairness,
    Set<String> acceptedUnsound, boolean fullWitness) {

  CheckSettings withMaxStates(long states) {
    return new CheckSettings(states, timeout, partialOrderReduction, structuralReduction,
        listener, fairness, acceptedUnsound, fullWitness);
  }

  CheckSettings withTimeout(Duration limit) {
    return new CheckSettings(maxStates, limit, partialOrderReduction, structuralReduction,
        listener, fairness, acceptedUnsound, fullWitness);
  }

  CheckSettings withPartialOrderReduction(boolean on) {
    return new CheckSettings(maxStates, timeout, on, structuralReduction, listener, fairness,
        acceptedUnsound, fullWitness);
  }

  CheckSettings withStructuralReduction(boolean on) {
    return new CheckSettings(maxStates, timeout, partialOrderReduction, on, listener, fairness,
        acceptedUnsound, fullWitness);
  }

  CheckSettings withListener(ProgressListener progress) {
    return new CheckSettings(maxStates, timeout, partialOrderReduction, structuralReduction,
        progress, fairness, acceptedUnsound, fullWitness);
  }

  CheckSettings withFairness(Fairness assumption) {
    return new CheckSettings(maxStates, timeout, partialOrderReduction, structuralReduction,
        listener, assumption, acceptedUnsound, fullWitness);
  }

  CheckSettings withAcceptedUnsound(Set<String> kinds) {
    return new CheckSettings(maxStates, timeout, partialOrderReduction, structuralReduction,
        listener, fairness, kinds, fullWitness);
  }

  CheckSettings withFullWitness(boolean full) {
    return new CheckSettings(maxStates, timeout, partialOrderReduction, structuralReduction,
        listener, fairness, acceptedUnsound, full);
  }
}
