/**
 * The dynamic race route (the second seed's method): a recorded run ({@code petrify-agent}'s
 * trace) becomes a 1-safe Petri net ({@link TraceMiner}, the seed's Tab. 2) whose transitions
 * carry the accesses they make; two conflicting accesses of different threads that are enabled
 * together in some reachable marking are a potential race ({@link RaceFinder}); each potential
 * race can then be replayed under a controlled scheduler to confirm it.
 */
package org.petrify.race;
