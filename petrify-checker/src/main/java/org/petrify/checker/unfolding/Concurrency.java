package org.petrify.checker.unfolding;

import java.util.List;

/**
 * Evidence that two transitions can be enabled together: two events of the prefix and a
 * configuration that enables both.
 *
 * @param first an event labelled with the first transition
 * @param second an event labelled with the second transition (equal to {@code first} only when
 *     one transition was asked about twice and "enabled together" was the question)
 * @param firingSequence the transitions of the configuration {@code ([first] ∪ [second]) \
 *     {first, second}} in an order in which they can fire from the initial marking; in the
 *     marking it reaches, both transitions are enabled
 */
public record Concurrency(int first, int second, List<Integer> firingSequence) {
  public Concurrency {
    firingSequence = List.copyOf(firingSequence);
  }
}
