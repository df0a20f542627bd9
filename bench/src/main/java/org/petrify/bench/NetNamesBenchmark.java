package org.petrify.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.petrify.ir.encode.NetEncoder;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbParser;

/**
 * The encoder's draft and freeze on a program whose names are as long as a real class path's:
 * {@code procedures} procedures of {@code commands} commands each, every procedure named like a
 * gson method in a calling context (about 230 characters and 20 {@code '.'}-separated segments),
 * called in turn by {@code main}. Every place and transition name repeats its subnet's name, so
 * this measures how names are kept and ordered while the net is built ({@code NameTrie}).
 *
 * <pre>
 * java -jar bench/target/benchmarks.jar NetNamesBenchmark -prof gc
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xmx2g"})
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
public class NetNamesBenchmark {
  @Param({"100"})
  public int procedures;

  @Param({"40"})
  public int commands;

  private Program program;

  @Setup
  public void setUp() {
    program = RbParser.parse(text(procedures, commands));
  }

  /** The rb text: each procedure loops over reads and writes, with a lock around one write. */
  static String text(int procedures, int commands) {
    StringBuilder rb = new StringBuilder("main main\n\n");
    for (int p = 0; p < procedures; p++) {
      rb.append("proc ").append(procedureName(p)).append(" {\n");
      for (int c = 0; c < commands; c++) {
        String label = "s" + c;
        switch (c % 4) {
          case 0 -> rb.append("  ").append(label).append(": read com.google.gson.Gson.field")
              .append(c).append('\n');
          case 1 -> rb.append("  ").append(label).append(": acquire java.lang.Object@Gson.java:")
              .append(p % 7).append('\n');
          case 2 -> rb.append("  ").append(label).append(": write com.google.gson.Gson.field")
              .append(c).append('\n');
          default -> rb.append("  ").append(label).append(": release java.lang.Object@Gson.java:")
              .append(p % 7).append('\n');
        }
      }
      rb.append("}\n\n");
    }
    rb.append("proc main {\n");
    for (int p = 0; p < procedures; p++) {
      rb.append("  m").append(p).append(": call ").append(procedureName(p)).append('\n');
    }
    return rb.append("}\n").toString();
  }

  private static String procedureName(int p) {
    return "com.google.gson.internal.bind.ReflectiveTypeAdapterFactory$Adapter.read"
        + "[com.google.gson.Gson$FutureTypeAdapter.read:1246#3,"
        + "com.google.gson.internal.bind.ObjectTypeAdapter.read:58#2,"
        + "com.google.gson.Gson.getAdapter:349#38]_" + p;
  }

  @Benchmark
  public int encode() {
    return NetEncoder.encode(program).net().placeCount();
  }
}
