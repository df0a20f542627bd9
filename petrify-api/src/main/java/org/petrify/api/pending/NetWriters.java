package org.petrify.api.pending;

import java.io.IOException;
import java.io.Writer;
import org.petrify.net.PetriNet;

/** TEMPORARY stand-in for the writers of {@code org.petrify.net.io} (LoLA, PNML, DOT). */
public final class NetWriters {
  private NetWriters() {}

  public static void write(PetriNet net, String format, Writer out) throws IOException {
    throw new NotLandedYet("the " + format + " net writer");
  }
}
