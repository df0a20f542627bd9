package org.petrify.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Runs {@link Main} in-process and captures what it prints. */
record Cli(int status, String out, String err) {

  static Cli run(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status;
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      status = Main.run(args, o, e);
    }
    return new Cli(status, out.toString(StandardCharsets.UTF_8),
        err.toString(StandardCharsets.UTF_8));
  }

  /** The error output has exactly one line, no stack trace. */
  boolean oneErrorLine() {
    return err.strip().lines().count() == 1 && !err.contains("\tat ");
  }
}
