package org.petrify.api;

import java.util.List;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;

/**
 * A program taken through the pipeline up to the net: the rb program, its net with the node
 * table, the net formulas of the built-in properties, the caveats of every stage, and the
 * stage times. Immutable; shared by all properties checked on one {@link Analysis}.
 *
 * <p>{@code deadlock} and {@code livelock} are true in the initial marking iff the program
 * can deadlock / livelock; {@code termination} is true iff every execution terminates.
 */
record Translation(Program program, PetriNet net, NodeTable nodes, Formula deadlock,
    Formula termination, Formula livelock, List<Caveat> caveats, long loadMillis,
    long translateMillis, long encodeMillis) {

  Translation {
    caveats = List.copyOf(caveats);
  }
}
