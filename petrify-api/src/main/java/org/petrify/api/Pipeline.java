package org.petrify.api;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.petrify.api.pending.EncodedProgram;
import org.petrify.api.pending.Frontend;
import org.petrify.api.pending.FrontendResult;
import org.petrify.api.pending.NetEncoder;
import org.petrify.ir.rb.Caveat;

/**
 * Runs the stages before model checking: bytecode → rb (the frontend) → net (the encoder).
 * The only class of the facade that talks to petrify-ir.
 */
final class Pipeline {
  private Pipeline() {}

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
    long start = System.nanoTime();
    EncodedProgram enc = NetEncoder.encode(fr.program());
    long encodeMillis = (System.nanoTime() - start) / 1_000_000L;
    List<Caveat> caveats = new ArrayList<>(fr.caveats());
    caveats.addAll(enc.caveats());
    return new Translation(fr.program(), enc.net(), nodeTable(enc), enc.deadlock(),
        enc.termination(), enc.livelock(), caveats, fr.loadMillis(), fr.translateMillis(),
        encodeMillis);
  }

  private static NodeTable nodeTable(EncodedProgram enc) {
    return new NodeTable() {
      @Override
      public PlaceRole place(int place) {
        EncodedProgram.PlaceOrigin o = enc.places().get(place);
        return switch (o.kind()) {
          case "location" -> new PlaceRole.Location(o.thread(), o.procedure(), o.next());
          case "running" -> new PlaceRole.Running(o.thread());
          case "finished" -> new PlaceRole.Finished(o.thread());
          case "free" -> new PlaceRole.LockFree(o.lock());
          case "held" -> new PlaceRole.LockHeld(o.lock(), o.thread());
          default -> new PlaceRole.Other(o.kind());
        };
      }

      @Override
      public Action transition(int transition) {
        EncodedProgram.TransitionOrigin o = enc.transitions().get(transition);
        return o.command() == null ? null : new Action(o.thread(), o.command());
      }
    };
  }
}
