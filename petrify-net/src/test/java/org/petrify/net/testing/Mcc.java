package org.petrify.net.testing;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.petrify.net.PetriNet;
import org.petrify.net.mcc.MccAnswers;
import org.petrify.net.mcc.MccProperty;

/**
 * Test access to the Model Checking Contest reference data in {@code <shared>/mcc}: the 100
 * instances of {@code oracle.tsv}, their nets ({@code models/<I>.pnml.gz}), their formulas
 * ({@code queries/<I>/<Examination>.xml.gz}) and the oracle's answers
 * ({@code answers/<I>.out}); see {@link MccCollection} for the layout and for collections
 * bundled in test resources.
 *
 * <p>Methods named {@code assume...} or returning data skip the calling test (a JUnit
 * assumption) when the shared folder is absent; {@link #instances()} returns an empty list
 * instead, so it can feed a {@code @MethodSource} of a
 * {@code @ParameterizedTest(allowZeroInvocations = true)}.
 */
public final class Mcc {
  /** The examinations with a query file for every instance. */
  public static final List<String> EXAMINATIONS = List.of("ReachabilityCardinality",
      "ReachabilityFireability", "CTLCardinality", "CTLFireability", "UpperBounds");

  private static volatile MccCollection shared;

  private Mcc() {}

  /** The {@code mcc} folder, if present. */
  public static Optional<Path> dir() {
    return SharedData.dir("mcc");
  }

  /** The {@code mcc} folder; skips the calling test when absent. */
  public static Path assumeDir() {
    return SharedData.assumeDir("mcc");
  }

  /** The shared collection; skips the calling test when absent. */
  public static MccCollection collection() {
    MccCollection c = shared;
    if (c == null) {
      shared = c = MccCollection.at(assumeDir());
    }
    return c;
  }

  /** All instance names in {@code oracle.tsv} order; empty when the data is absent. */
  public static List<String> instances() {
    if (dir().isEmpty()) {
      return List.of();
    }
    return collection().instances();
  }

  /** The whole oracle table, keyed by instance, in file order. Skips when absent. */
  public static Map<String, OracleRow> oracle() {
    return collection().oracle();
  }

  /** The oracle row of one instance. */
  public static OracleRow oracle(String instance) {
    return collection().oracle(instance);
  }

  /** The PNML file of an instance. */
  public static Path modelFile(String instance) {
    return collection().modelFile(instance);
  }

  /** The net of an instance (read once, then cached). */
  public static PetriNet net(String instance) {
    return collection().net(instance);
  }

  /** The query file of an instance and examination, e.g. {@code "ReachabilityFireability"}. */
  public static Path queryFile(String instance, String examination) {
    return collection().queryFile(instance, examination);
  }

  /** The properties of an instance and examination, resolved against {@link #net(String)}. */
  public static List<MccProperty> queries(String instance, String examination) {
    return collection().queries(instance, examination);
  }

  /** The oracle answers of an instance (all examinations). */
  public static MccAnswers answers(String instance) {
    return collection().answers(instance);
  }
}
