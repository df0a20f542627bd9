package org.petrify.ir.encode;

import java.util.List;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;

/**
 * The result of {@link NetEncoder#encode}: the net with its monitor places, the side table of
 * every node's rb meaning, and the caveats of the approximations the encoding made (none is
 * silent). Property formulas come from {@link ProgramProperties}; {@link #deadlock()} and
 * friends are shortcuts.
 */
public final class EncodedProgram {
  private final Program program;
  private final EncodingOptions options;
  private final PetriNet net;
  private final NetOrigins origins;
  private final List<Caveat> caveats;

  EncodedProgram(Program program, EncodingOptions options, PetriNet net, NetOrigins origins,
      List<Caveat> caveats) {
    this.program = program;
    this.options = options;
    this.net = net;
    this.origins = origins;
    this.caveats = List.copyOf(caveats);
  }

  public Program program() {
    return program;
  }

  public EncodingOptions options() {
    return options;
  }

  public PetriNet net() {
    return net;
  }

  public NetOrigins origins() {
    return origins;
  }

  /** The encoding's approximations, in the order they were found. */
  public List<Caveat> caveats() {
    return caveats;
  }

  /** {@link ProgramProperties#deadlock(EncodedProgram)}. */
  public Formula deadlock() {
    return ProgramProperties.deadlock(this);
  }

  /** {@link ProgramProperties#termination(EncodedProgram)}. */
  public Formula termination() {
    return ProgramProperties.termination(this);
  }

  /** {@link ProgramProperties#livelock(EncodedProgram)}. */
  public Formula livelock() {
    return ProgramProperties.livelock(this);
  }
}
