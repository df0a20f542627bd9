package org.petrify.api.pending;

import org.petrify.ir.rb.Program;

/** TEMPORARY stand-in for {@code org.petrify.ir.encode.NetEncoder}. */
public final class NetEncoder {
  private NetEncoder() {}

  public static EncodedProgram encode(Program program) {
    throw new NotLandedYet("the net encoder (org.petrify.ir.encode)");
  }
}
