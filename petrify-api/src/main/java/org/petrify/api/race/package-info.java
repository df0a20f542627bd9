/**
 * The dynamic race route ({@code record} + {@code race}): {@link DynamicRaces} reads a trace
 * recorded by the agent, mines a 1-safe net from it and reports the pairs of conflicting
 * accesses that some interleaving of the net brings together; {@code ReplayScheduler} confirms
 * them by replaying the recorded command. The race report model shared with the static route
 * ({@link org.petrify.api.Race}, {@link org.petrify.api.Access}) is part of the facade.
 *
 * <p>Layering: this package uses {@code org.petrify.api} and {@code org.petrify.api.replay};
 * neither uses it.
 */
package org.petrify.api.race;
