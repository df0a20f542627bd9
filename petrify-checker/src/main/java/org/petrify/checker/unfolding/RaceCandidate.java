package org.petrify.checker.unfolding;

/**
 * A potential data race found in a prefix: two transitions with conflicting {@link AccessLabel}s
 * that are enabled together in a reachable marking.
 *
 * @param first the transition of the first access (the smaller transition id)
 * @param second the transition of the second access
 * @param firstAccess the label of {@code first}
 * @param secondAccess the label of {@code second}
 * @param witness two events of the prefix and the firing sequence after which both accesses
 *     are enabled (the interleaving that leads to the race)
 */
public record RaceCandidate(int first, int second, AccessLabel firstAccess,
    AccessLabel secondAccess, Concurrency witness) {}
