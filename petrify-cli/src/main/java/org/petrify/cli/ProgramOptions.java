package org.petrify.cli;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.petrify.api.AliasPrecision;
import org.petrify.api.Analysis;
import org.petrify.api.BadInputException;
import org.petrify.api.ClassPathFiles;
import org.petrify.api.Petrify;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The program to analyse: class path and entry points (main classes, methods, JUnit tests);
 * shared by check, rb and net. {@link #analyses()} gives one analysis per entry point, keyed by
 * its name; {@link #analysis()} the only one (rb and net take one entry point).
 */
final class ProgramOptions {
  @Parameters(index = "0", paramLabel = "CLASSPATH",
      description = "Folders of class files and jars, separated by the path separator (':' on Unix); "
          + "or one .rb file (a program written in rb).")
  String classpath;

  @Option(names = "--main", paramLabel = "CLASS",
      description = "The class whose main method starts the program, e.g. app.Main (repeatable:"
          + " one report per class). Default: the Main-Class of the first jar's manifest.")
  List<String> mainClasses = new ArrayList<>();

  @Option(names = "--entry", paramLabel = "METHOD",
      description = "Start at this method instead, pkg.Cls.method (repeatable).")
  List<String> entryPoints = new ArrayList<>();

  @Option(names = "--test", paramLabel = "TEST",
      description = "A JUnit 4 or 5 test as the entry point: pkg.FooTest#method, or pkg.FooTest for"
          + " each of its test methods, or a pattern of test classes (app.*Test,"
          + " **.*ConcurrencyTest: * within a package, ** across packages); repeatable. The test"
          + " class is created, its @Before* methods run, then the test, then its @After*"
          + " methods.")
  List<String> tests = new ArrayList<>();

  @Option(names = "--alias", paramLabel = "PRECISION", defaultValue = "context_sensitive",
      description = "How locks and threads are told apart: context_sensitive (default) or allocation_site.")
  AliasPrecision aliasPrecision;

  @Option(names = "--reentrancy-bound", paramLabel = "N",
      description = "Reentrant depth up to which a lock whose depth is not known statically is"
          + " modelled exactly (1..61, default: ${DEFAULT-VALUE}); deeper acquisitions are"
          + " reported as the unsound caveat reentrancy-bound.",
      defaultValue = "3")
  int reentrancyBound;

  @Option(names = "--recursion-bound", paramLabel = "N",
      description = "Pending recursive calls of one procedure per thread whose returns are exact"
          + " (at least 1, default: ${DEFAULT-VALUE}); past them a return may go to any recursive"
          + " call site, and a witness that does so is reported as the imprecise caveat"
          + " recursion-bound (INCONCLUSIVE).",
      defaultValue = "3")
  int recursionBound;

  @Option(names = "--value-bound", paramLabel = "N", defaultValue = "8",
      description = "Track int fields with up to N values exactly (default 8, 2..1024); "
          + "booleans and enums are always exact.")
  int valueBound;

  @Option(names = "--release", paramLabel = "N", defaultValue = "0",
      description = "Read multi-release jars at Java release N (8 up to the running JDK's) instead"
          + " of the running JDK's.")
  int release;

  @Option(names = "--no-skeleton",
      description = "Check deadlock, termination and livelock on the whole program instead of its"
          + " concurrency skeleton (locks of thread-local objects and procedures that cannot"
          + " matter removed; same verdicts, smaller net).")
  boolean noSkeleton;

  /** The only analysis; bad input if the options name several entry points. */
  Analysis analysis() {
    Map<String, Analysis> all = analyses();
    if (all.size() != 1) {
      throw new BadInputException("this command takes one entry point; " + all.size()
          + " given: " + String.join(", ", all.keySet()));
    }
    return all.values().iterator().next();
  }

  /**
   * One analysis per entry point, in the order given: each {@code --main}, each
   * {@code --entry}, each test method of each {@code --test}. One {@code --main} with one
   * {@code --entry} is one analysis (the method started with the main class's static state), as
   * before several were allowed. The key is empty for a single entry point of an rb program.
   */
  Map<String, Analysis> analyses() {
    if (reentrancyBound < 1 || reentrancyBound > 61) {
      throw new BadInputException("--reentrancy-bound must be in 1..61, got " + reentrancyBound);
    }
    if (recursionBound < 1) {
      throw new BadInputException("--recursion-bound must be at least 1, got " + recursionBound);
    }
    Map<String, Analysis> out = new LinkedHashMap<>();
    entryAnalyses().forEach((k, a) -> out.put(k, a.reentrancyBound(reentrancyBound)
        .recursionBound(recursionBound).skeleton(!noSkeleton)));
    return out;
  }

  /** The class path's folders and jars (empty for an rb program). */
  List<Path> classPath() {
    List<Path> paths = new ArrayList<>();
    for (String part : classpath.split(File.pathSeparator)) {
      if (!part.isEmpty() && !part.endsWith(".rb")) {
        paths.add(Path.of(part));
      }
    }
    return paths;
  }

  private Map<String, Analysis> entryAnalyses() {
    List<Path> paths = new ArrayList<>();
    for (String part : classpath.split(File.pathSeparator)) {
      if (!part.isEmpty()) {
        paths.add(Path.of(part));
      }
    }
    if (paths.isEmpty()) {
      throw new BadInputException("empty class path");
    }
    Map<String, Analysis> out = new LinkedHashMap<>();
    if (paths.size() == 1 && paths.get(0).toString().endsWith(".rb")) {
      out.put("", readRb(paths.get(0)));
      return out;
    }
    if (valueBound < 2 || valueBound > 1024) {
      throw new BadInputException("--value-bound must be in 2..1024, got " + valueBound);
    }
    int running = Runtime.version().feature();
    if (release != 0 && (release < 8 || release > running)) {
      throw new BadInputException("--release must be in 8.." + running + " (the release of the"
          + " JDK running the analysis), got " + release);
    }
    List<String> mains = new ArrayList<>(mainClasses);
    if (mains.isEmpty() && entryPoints.isEmpty() && tests.isEmpty()) {
      String fromJar = jarMainClass(paths);
      if (fromJar != null) {
        mains.add(fromJar);
      }
    }
    Analysis base = Petrify.analyze(paths).aliasPrecision(aliasPrecision).valueBound(valueBound)
        .release(release);
    if (mains.size() == 1 && entryPoints.size() == 1 && tests.isEmpty()) {
      out.put(entryPoints.get(0), base.mainClass(mains.get(0)).entryPoint(entryPoints.get(0)));
      return out;
    }
    for (String main : mains) {
      out.put(main, base.mainClass(main));
    }
    for (String entry : entryPoints) {
      out.put(entry, base.entryPoint(entry));
    }
    if (!tests.isEmpty()) {
      out.putAll(base.junitTests(tests));
    }
    if (out.isEmpty()) {
      // No entry point: the analysis reports the missing --main as bad input.
      out.put("", base);
    }
    return out;
  }

  /** The Main-Class of the first jar on the class path that declares one, or null. */
  static String jarMainClass(List<Path> paths) {
    for (Path p : paths) {
      String main = ClassPathFiles.manifestMainClass(p);
      if (main != null) {
        return main;
      }
    }
    return null;
  }

  private static Analysis readRb(Path file) {
    String text;
    try {
      text = Files.readString(file);
    } catch (IOException e) {
      throw new BadInputException(InputErrors.message(file, e), e);
    }
    return Petrify.analyzeRb(text, file.toString());
  }

}
