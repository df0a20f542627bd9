package org.petrify.api.pending;

import java.nio.file.Path;
import java.util.List;

/** TEMPORARY stand-in for {@code org.petrify.ir.frontend.Frontend}. */
public final class Frontend {
  private Frontend() {}

  /** Reads the classpath and translates the program reachable from the entry point to rb. */
  public static FrontendResult load(List<Path> classpath, String mainClass, List<String> entryPoints) {
    throw new NotLandedYet("the bytecode frontend (org.petrify.ir.frontend)");
  }
}
