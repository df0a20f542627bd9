package org.petrify.api;

import java.util.List;
import org.petrify.ir.encode.EncodedProgram;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;

/**
 * A program taken through the pipeline up to the net: the rb program, its encoding (net, side
 * table, property formulas), the caveats of every stage, and the stage times. Immutable;
 * shared by all properties checked on one {@link Analysis}.
 */
record Translation(Program program, EncodedProgram encoded, List<Caveat> caveats,
    long loadMillis, long translateMillis, long encodeMillis) {

  Translation {
    caveats = List.copyOf(caveats);
  }
}
