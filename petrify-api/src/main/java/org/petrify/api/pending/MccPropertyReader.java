package org.petrify.api.pending;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.petrify.net.PetriNet;

/** TEMPORARY stand-in for {@code org.petrify.net.io.MccPropertyReader}. */
public final class MccPropertyReader {
  private MccPropertyReader() {}

  public static List<MccProperty> read(Path file, PetriNet net) throws IOException {
    throw new NotLandedYet("the MCC property reader");
  }
}
