package org.petrify.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.petrify.api.Analysis;
import org.petrify.api.BadInputException;
import org.petrify.net.io.NetFiles;
import org.petrify.net.io.NetFormat;
import org.petrify.net.PetriNet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code petrify net}: write the program's Petri net for other tools. */
@Command(name = "net", mixinStandardHelpOptions = true, description = "Write the Petri net of a JVM program (LoLA, PNML or DOT; DOT with a cluster per"
    + " thread and coloured lock places).")
final class NetCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin ProgramOptions program = new ProgramOptions();

  @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "lola",
      description = "lola (default), pnml or dot.")
  Format format;

  enum Format { LOLA, PNML, DOT }

  @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write to FILE instead of stdout.")
  Path output;

  @Option(names = "--debug", description = "Print stack traces of errors.")
  boolean debug;

  @Override
  public Integer call() throws IOException {
    Analysis analysis = program.analysis();
    PetriNet net = analysis.net();
    NetFormat netFormat = NetFormat.valueOf(format.name());
    if (output == null) {
      PrintWriter out = spec.commandLine().getOut();
      write(analysis, net, netFormat, out);
      out.flush();
      return ExitCode.OK;
    }
    try (Writer w = Files.newBufferedWriter(output, StandardCharsets.UTF_8)) {
      write(analysis, net, netFormat, w);
    } catch (java.nio.file.NoSuchFileException | java.nio.file.AccessDeniedException e) {
      throw new BadInputException(output + ": cannot write here");
    }
    return ExitCode.OK;
  }

  /** DOT is drawn by program meaning (a cluster per thread, coloured lock places). */
  private static void write(Analysis analysis, PetriNet net, NetFormat format, Writer out)
      throws IOException {
    if (format == NetFormat.DOT) {
      out.write(analysis.netDot());
    } else {
      NetFiles.write(net, format, out);
    }
  }
}
