package org.petrify.api;

import java.util.Optional;
import org.petrify.ir.encode.NetOrigins;
import org.petrify.ir.encode.NodeInfo;
import org.petrify.ir.encode.NodeKind;
import org.petrify.ir.rb.Caveat;
import org.petrify.net.PetriNet;

/**
 * Finds, in a witness, a release, wait or notification of a lock its thread does not hold: the
 * model throws {@code IllegalMonitorStateException} there and raises it out of the procedure
 * (the encoder's {@code UnheldRoutes}). On the JVM a {@code synchronized} block never does
 * (structured locking), so such a step usually comes from an imprecision of the model (a choice
 * among locks, a summary lock, uncorrelated loops, a wrong return) and the witness may not be a
 * real run; a {@code Lock.unlock}, {@code wait} or {@code notify} may really throw, and then a
 * handler of the method is not followed. Either way the violation is reported with an
 * IMPRECISE caveat naming the step. A return of a shared subnet by this route is a {@link
 * NodeKind#RETURN} transition; it is recognised by its name ({@code .unheld.to.}).
 */
final class UnheldWitness {
  private UnheldWitness() {}

  /** The first step of {@code witness} that throws for a lock not held, as a caveat. */
  static Optional<Caveat> find(PetriNet net, NetOrigins origins, int[] witness) {
    for (int t : witness) {
      NodeInfo info = origins.transition(t);
      if (info == null || info.kind() != NodeKind.UNHELD
          && !net.transitionName(t).contains(".unheld.to.")) {
        continue;
      }
      return Optional.of(new Caveat("unheld-monitor", info.origin(), "the witness has thread "
          + info.thread() + " release, wait on or notify "
          + (info.lock() != null ? info.lock() : "a lock") + (info.kind() == NodeKind.UNHELD
              ? " at " + info.origin().frame() : "") + " without holding it (net transition "
          + net.transitionName(t) + "): Java throws IllegalMonitorStateException there, which"
          + " the model raises out of the method (a catch or finally of the method itself is"
          + " not followed). A synchronized block never does that on the JVM: such a step"
          + " comes from an imprecision of the model (a choice among locks, a summary lock,"
          + " loops whose iterations are not correlated, a wrong return), so this witness may"
          + " not be a real run and the violation may be spurious",
          Caveat.Effect.IMPRECISE));
    }
    return Optional.empty();
  }
}
