package org.petrify.api.pending;

import java.util.List;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;

/** TEMPORARY stand-in for {@code org.petrify.ir.encode.EncodedProgram}. */
public record EncodedProgram(PetriNet net, List<PlaceOrigin> places,
    List<TransitionOrigin> transitions, Formula deadlock, Formula termination, Formula livelock,
    List<Caveat> caveats) {

  /** TEMPORARY: what a place stands for (kind: location, running, finished, free, held, other). */
  public record PlaceOrigin(String kind, String thread, String procedure, String lock,
      Command next) {}

  /** TEMPORARY: the thread and command of a transition (null fields for bookkeeping). */
  public record TransitionOrigin(String thread, Command command) {}
}
