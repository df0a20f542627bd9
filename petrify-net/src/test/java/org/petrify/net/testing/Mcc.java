package org.petrify.net.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Assumptions;
import org.petrify.net.PetriNet;
import org.petrify.net.io.PnmlReader;
import org.petrify.net.mcc.MccAnswers;
import org.petrify.net.mcc.MccProperty;
import org.petrify.net.mcc.MccPropertyReader;

/**
 * Test access to the Model Checking Contest reference data in {@code <shared>/mcc}: the 100
 * instances of {@code oracle.tsv}, their nets ({@code models/<I>.pnml.gz}), their formulas
 * ({@code queries/<I>/<Examination>.xml.gz}) and the oracle's answers
 * ({@code answers/<I>.out}).
 *
 * <p>Methods named {@code assume...} or returning data skip the calling test (a JUnit
 * assumption) when the shared folder is absent; {@link #instances()} returns an empty list
 * instead, so it can feed a {@code @MethodSource} of a
 * {@code @ParameterizedTest(allowZeroInvocations = true)}. Nets are cached (they are immutable).
 */
public final class Mcc {
  /** The examinations with a query file for every instance. */
  public static final List<String> EXAMINATIONS = List.of("ReachabilityCardinality",
      "ReachabilityFireability", "CTLCardinality", "CTLFireability", "UpperBounds");

  private static final Map<String, PetriNet> NETS = new ConcurrentHashMap<>();
  private static volatile Map<String, OracleRow> oracle;

  private Mcc() {}

  /** The {@code mcc} folder, if present. */
  public static Optional<Path> dir() {
    return SharedData.dir("mcc");
  }

  /** The {@code mcc} folder; skips the calling test when absent. */
  public static Path assumeDir() {
    return SharedData.assumeDir("mcc");
  }

  /** All instance names in {@code oracle.tsv} order; empty when the data is absent. */
  public static List<String> instances() {
    if (dir().isEmpty()) {
      return List.of();
    }
    return List.copyOf(oracle().keySet());
  }

  /** The whole oracle table, keyed by instance, in file order. Skips when absent. */
  public static Map<String, OracleRow> oracle() {
    Map<String, OracleRow> table = oracle;
    if (table == null) {
      Path file = assumeDir().resolve("oracle.tsv");
      Map<String, OracleRow> rows = new LinkedHashMap<>();
      try {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (String line : lines.subList(1, lines.size())) {
          if (!line.isBlank()) {
            OracleRow row = OracleRow.parse(line);
            rows.put(row.instance(), row);
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      oracle = table = Collections.unmodifiableMap(rows);
    }
    return table;
  }

  /** The oracle row of one instance. */
  public static OracleRow oracle(String instance) {
    OracleRow row = oracle().get(instance);
    if (row == null) {
      throw new IllegalArgumentException("no oracle row for " + instance);
    }
    return row;
  }

  /** The PNML file of an instance. */
  public static Path modelFile(String instance) {
    return assumeDir().resolve("models").resolve(instance + ".pnml.gz");
  }

  /** The net of an instance (read once, then cached). */
  public static PetriNet net(String instance) {
    Path file = modelFile(instance);
    return NETS.computeIfAbsent(instance, i -> {
      try {
        return PnmlReader.read(file);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    });
  }

  /** The query file of an instance and examination, e.g. {@code "ReachabilityFireability"}. */
  public static Path queryFile(String instance, String examination) {
    Path file = assumeDir().resolve("queries").resolve(instance).resolve(examination + ".xml.gz");
    Assumptions.assumeTrue(Files.isRegularFile(file), file + " not found; skipping");
    return file;
  }

  /** The properties of an instance and examination, resolved against {@link #net(String)}. */
  public static List<MccProperty> queries(String instance, String examination) {
    try {
      return MccPropertyReader.read(queryFile(instance, examination), net(instance));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The oracle answers of an instance (all examinations). */
  public static MccAnswers answers(String instance) {
    try {
      return MccAnswers.read(assumeDir().resolve("answers").resolve(instance + ".out"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
