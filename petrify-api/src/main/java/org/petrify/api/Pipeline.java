package org.petrify.api;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.petrify.api.pending.Frontend;
import org.petrify.api.pending.FrontendResult;
import org.petrify.ir.encode.EncodedProgram;
import org.petrify.ir.encode.NetEncoder;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;

/**
 * Runs the stages before model checking: bytecode → rb (the frontend) → net (the encoder).
 * The only class of the facade that drives petrify-ir.
 */
final class Pipeline {
  private Pipeline() {}

  /** The program on a class path. */
  static Translation translate(List<Path> classpath, String mainClass, List<String> entryPoints,
      AliasPrecision precision) {
    for (Path p : classpath) {
      if (!Files.exists(p)) {
        throw new BadInputException(p + ": no such file or directory");
      }
      if (!Files.isReadable(p)) {
        throw new BadInputException(p + ": not readable");
      }
    }
    FrontendResult fr = Frontend.load(classpath, mainClass, entryPoints);
    return encode(fr.program(), fr.caveats(), fr.loadMillis(), fr.translateMillis());
  }

  /** A program given in rb. */
  static Translation encode(Program program, List<Caveat> caveats, long loadMillis,
      long translateMillis) {
    long start = System.nanoTime();
    EncodedProgram enc = NetEncoder.encode(program);
    long encodeMillis = (System.nanoTime() - start) / 1_000_000L;
    List<Caveat> all = new ArrayList<>(caveats);
    all.addAll(enc.caveats());
    return new Translation(program, enc, all, loadMillis, translateMillis, encodeMillis);
  }
}
