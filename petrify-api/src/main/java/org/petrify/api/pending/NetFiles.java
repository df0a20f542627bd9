package org.petrify.api.pending;

import java.io.IOException;
import java.nio.file.Path;
import org.petrify.net.PetriNet;

/** TEMPORARY stand-in for {@code org.petrify.net.io.NetFiles}. */
public final class NetFiles {
  private NetFiles() {}

  public static PetriNet read(Path file) throws IOException {
    throw new NotLandedYet("the net readers (org.petrify.net.io)");
  }
}
