package org.petrify.cli;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * The training run of the JVM's ahead-of-time cache (JEP 483/514), not a user command: one JVM
 * that runs {@code net-check} on both input formats, so that the cache holds the classes and
 * the method profiles of each. A cache trained on one format leaves the other's reader, and the
 * checks it leads to, to be loaded and run cold: trained on PNML alone, a small {@code .net}
 * check took a quarter more CPU than with a cache trained on it, and the other way round PNML
 * nets took a tenth more.
 *
 * <p>The runs: {@code philosophers-5.net} with {@code EF DEADLOCK} (the {@code .net} reader,
 * the structural reduction, a stubborn-set deadlock search) and {@code EF (DEADLOCK AND eat_0 >
 * 0)} (decided by the state equation: the net's dead markings all leave the forks taken and
 * nobody eating), then
 * {@code philosophers-asym-5.pnml} with {@code philosophers-5.queries.xml} (the PNML and MCC
 * query readers, a siphon–trap proof, reachability searches with up-sets, {@code AG EF} by
 * bottom components, an upper bound). Their output is discarded.
 *
 * <p>Usage: {@code java -XX:AOTCacheOutput=CACHE -cp JAR org.petrify.cli.AotTraining
 * EXAMPLES_DIR}. The {@code ./petrify} launcher and the {@code aot-cache} execution of
 * petrify-cli's pom run it. Exit status 0 when every run answered with status 0, else 1: a
 * training that met an error (e.g. moved example files) would cache the error path, so the
 * callers then keep no cache.
 */
public final class AotTraining {
  private AotTraining() {}

  /** The argument lists of the runs, in order, for the examples in {@code examples}. */
  static List<String[]> runs(Path examples) {
    return List.of(
        new String[] {"net-check", examples.resolve("philosophers-5.net").toString(),
            "--formula", "EF DEADLOCK", "--formula", "EF (DEADLOCK AND eat_0 > 0)"},
        new String[] {"net-check", examples.resolve("philosophers-asym-5.pnml").toString(),
            "--mcc-xml", examples.resolve("philosophers-5.queries.xml").toString()});
  }

  public static void main(String[] args) {
    if (args.length != 1) {
      System.err.println("usage: AotTraining EXAMPLES_DIR");
      System.exit(2);
    }
    PrintStream sink = new PrintStream(OutputStream.nullOutputStream());
    for (String[] run : runs(Path.of(args[0]))) {
      int status = Main.run(run, sink, sink);
      if (status != 0) {
        System.err.println("petrify: AOT training run " + String.join(" ", run)
            + " ended with status " + status);
        System.exit(1);
      }
    }
    // As Main.main: the JVM's exit path (Runtime.exit asks System.Logger whether to log the
    // exit, some 30 classes) is then in the cache too.
    System.exit(0);
  }
}
