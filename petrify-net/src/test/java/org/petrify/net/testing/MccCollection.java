package org.petrify.net.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Assumptions;
import org.petrify.net.PetriNet;
import org.petrify.net.io.PnmlReader;
import org.petrify.net.mcc.MccAnswers;
import org.petrify.net.mcc.MccProperty;
import org.petrify.net.mcc.MccPropertyReader;

/**
 * A folder of Model Checking Contest reference data laid out as {@code shared/mcc}:
 * {@code oracle.tsv} (one {@link OracleRow} per instance), {@code models/<I>.pnml.gz},
 * {@code queries/<I>/<Examination>.xml.gz} and {@code answers/<I>.out}. {@link Mcc} is the
 * shared collection of 100 nets (absent on a plain clone); {@link #resource(String)} opens a
 * collection bundled in a module's test resources, which is always there. Nets and the oracle
 * table are read once and cached (they are immutable).
 */
public final class MccCollection {
  private final Path dir;
  private final Map<String, PetriNet> nets = new ConcurrentHashMap<>();
  private volatile Map<String, OracleRow> oracle;

  private MccCollection(Path dir) {
    this.dir = dir;
  }

  /** The collection in {@code dir}. */
  public static MccCollection at(Path dir) {
    return new MccCollection(dir);
  }

  /**
   * The collection whose {@code oracle.tsv} is the class-path resource
   * {@code <folder>/oracle.tsv} (e.g. {@code "/mcc"} for {@code src/test/resources/mcc});
   * a missing resource is an error, not a skip: bundled data must be there.
   */
  public static MccCollection resource(String folder) {
    URL url = MccCollection.class.getResource(folder + "/oracle.tsv");
    if (url == null) {
      throw new IllegalStateException("test resource " + folder + "/oracle.tsv not found");
    }
    try {
      return at(Path.of(url.toURI()).getParent());
    } catch (URISyntaxException | RuntimeException e) {
      throw new IllegalStateException("test resource " + folder + " is not a folder: " + url, e);
    }
  }

  public Path dir() {
    return dir;
  }

  /** All instance names in {@code oracle.tsv} order. */
  public List<String> instances() {
    return List.copyOf(oracle().keySet());
  }

  /** The whole oracle table, keyed by instance, in file order. */
  public Map<String, OracleRow> oracle() {
    Map<String, OracleRow> table = oracle;
    if (table == null) {
      Map<String, OracleRow> rows = new LinkedHashMap<>();
      try {
        List<String> lines = Files.readAllLines(dir.resolve("oracle.tsv"), StandardCharsets.UTF_8);
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
  public OracleRow oracle(String instance) {
    OracleRow row = oracle().get(instance);
    if (row == null) {
      throw new IllegalArgumentException("no oracle row for " + instance);
    }
    return row;
  }

  /** The PNML file of an instance. */
  public Path modelFile(String instance) {
    return dir.resolve("models").resolve(instance + ".pnml.gz");
  }

  /** The net of an instance (read once, then cached). */
  public PetriNet net(String instance) {
    Path file = modelFile(instance);
    return nets.computeIfAbsent(instance, i -> {
      try {
        return PnmlReader.read(file);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    });
  }

  /**
   * The query file of an instance and examination, e.g. {@code "ReachabilityFireability"};
   * skips the calling test when it is absent.
   */
  public Path queryFile(String instance, String examination) {
    Path file = dir.resolve("queries").resolve(instance).resolve(examination + ".xml.gz");
    Assumptions.assumeTrue(Files.isRegularFile(file), file + " not found; skipping");
    return file;
  }

  /** The properties of an instance and examination, resolved against {@link #net(String)}. */
  public List<MccProperty> queries(String instance, String examination) {
    try {
      return MccPropertyReader.read(queryFile(instance, examination), net(instance));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The oracle answers of an instance (all examinations). */
  public MccAnswers answers(String instance) {
    try {
      return MccAnswers.read(dir.resolve("answers").resolve(instance + ".out"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public String toString() {
    return "MccCollection[" + dir + "]";
  }
}
