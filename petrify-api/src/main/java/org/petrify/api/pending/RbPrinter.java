package org.petrify.api.pending;

import org.petrify.ir.rb.Program;

/** TEMPORARY stand-in for {@code org.petrify.ir.rb.RbPrinter}. */
public final class RbPrinter {
  private RbPrinter() {}

  public static String print(Program program) {
    throw new NotLandedYet("the rb printer");
  }
}
