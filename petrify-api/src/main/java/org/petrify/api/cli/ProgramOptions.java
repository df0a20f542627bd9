package org.petrify.api.cli;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.petrify.api.AliasPrecision;
import org.petrify.api.Analysis;
import org.petrify.api.BadInputException;
import org.petrify.api.Petrify;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbParser;
import org.petrify.ir.rb.RbSyntaxException;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The program to analyse: class path, main class, entry points; shared by check, rb and net. */
final class ProgramOptions {
  @Parameters(index = "0", paramLabel = "CLASSPATH",
      description = "Folders of class files and jars, separated by the path separator (':' on Unix); "
          + "or one .rb file (a program written in rb).")
  String classpath;

  @Option(names = "--main", paramLabel = "CLASS",
      description = "The class whose main method starts the program, e.g. app.Main.")
  String mainClass;

  @Option(names = "--entry", paramLabel = "METHOD",
      description = "Start at this method instead, pkg.Cls.method.")
  String entryPoint;

  @Option(names = "--alias", paramLabel = "PRECISION", defaultValue = "context_sensitive",
      description = "How locks and threads are told apart: context_sensitive (default) or allocation_site.")
  AliasPrecision aliasPrecision;

  @Option(names = "--value-bound", paramLabel = "N", defaultValue = "8",
      description = "Track int fields with up to N values exactly (default 8, 2..1024); "
          + "booleans and enums are always exact.")
  int valueBound;

  Analysis analysis() {
    List<Path> paths = new ArrayList<>();
    for (String part : classpath.split(File.pathSeparator)) {
      if (!part.isEmpty()) {
        paths.add(Path.of(part));
      }
    }
    if (paths.isEmpty()) {
      throw new BadInputException("empty class path");
    }
    if (paths.size() == 1 && paths.get(0).toString().endsWith(".rb")) {
      return Petrify.analyze(readRb(paths.get(0)));
    }
    if (valueBound < 2 || valueBound > 1024) {
      throw new BadInputException("--value-bound must be in 2..1024, got " + valueBound);
    }
    Analysis a = Petrify.analyze(paths).aliasPrecision(aliasPrecision).valueBound(valueBound);
    if (mainClass != null) {
      a = a.mainClass(mainClass);
    }
    if (entryPoint != null) {
      a = a.entryPoint(entryPoint);
    }
    return a;
  }

  private static Program readRb(Path file) {
    String text;
    try {
      text = Files.readString(file);
    } catch (IOException e) {
      throw new BadInputException(InputErrors.message(file, e), e);
    }
    try {
      return RbParser.parse(text);
    } catch (RbSyntaxException e) {
      throw new BadInputException(file + e.getMessage().substring("rb".length()), e);
    } catch (IllegalArgumentException e) {
      throw new BadInputException(file + ": " + InputErrors.oneLine(e.getMessage()), e);
    }
  }
}
