/**
 * Replay infrastructure shared by deadlock confirmation ({@code check --confirm}) and the
 * dynamic race route: locating or assembling the agent jar ({@link AgentJar}), recording a run
 * ({@link Recorder}), running a program under the agent's enforcement mode
 * ({@link AgentReplayRun}) and the outcome of a replay ({@link Confirmation}).
 *
 * <p>Layering: the lowest of the facade's packages; it uses none of {@code org.petrify.api},
 * {@code org.petrify.api.race} or {@code org.petrify.api.report} (its bad input is a
 * {@link ReplayInputException}, which the facade turns into a {@code BadInputException}).
 */
package org.petrify.api.replay;
