package org.petrify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The JSON contract of issue 10 for both race routes, {@code check --property races} and
 * {@code race --trace}, with {@code --format json}: a member {@code races}, an array of
 * {@code {location, first, second, confirmed}}, {@code first}/{@code second} being
 * {@code {thread, access: "read"|"write", at}}, {@code at} the source position object of the
 * deadlock report ({@code {frame, class, method, file, line}}), {@code confirmed} true, false
 * or null (not tried); exit status 1 when a race is reported, 0 when none, 3 inconclusive. The
 * shape is checked against {@code race/race-report.schema.json}; the values (exit status against
 * verdict and array, positions of Java programs filled in) here.
 */
class RaceJsonContractTest {
  static final String CLASSES = RaceCommandTest.CLASSES;
  static final String JAVA = RaceCommandTest.JAVA;
  static final String RACY = "org.petrify.api.fixtures.RacyCounter";
  static final String LOCKED = "org.petrify.api.fixtures.LockedCounter";
  private static final JsonMapper JSON = JsonMapper.builder().build();

  @Test
  void staticRouteOnJavaAndRbPrograms(@TempDir Path dir) throws IOException {
    JsonNode racy = contract(Cli.run("check", CLASSES, "--main", RACY, "--property", "races",
        "--format", "json"), 1);
    assertJavaPositions(racy, "RacyCounter.java");
    assertThat(racy.get("races").get(0).get("confirmed").isNull()).isTrue();
    contract(Cli.run("check", CLASSES, "--main", LOCKED, "--property", "races", "--format",
        "json"), 0);
    contract(Cli.run("check", RacesCommandTest.RACE, "--property", "races", "--format", "json"),
        1);
    Path twice = dir.resolve("twice.rb");
    Files.writeString(twice, RacesCommandTest.FORKED_TWICE);
    contract(Cli.run("check", twice.toString(), "--property", "races", "--max-states", "2",
        "--format", "json"), 3);
  }

  @Test
  void dynamicRouteOnRecordedRuns(@TempDir Path dir) throws IOException {
    Path racyTrace = record(dir, RACY);
    for (String engine : List.of("unfolding", "states")) {
      JsonNode racy = contract(Cli.run("race", "--trace", racyTrace.toString(), "--engine",
          engine, "--format", "json"), 1);
      assertJavaPositions(racy, "RacyCounter.java");
      for (JsonNode race : racy.get("races")) {
        assertThat(race.get("confirmed").isNull()).as("no replay tried").isTrue();
      }
      contract(Cli.run("race", "--trace", racyTrace.toString(), "--engine", engine,
          "--max-states", "1", "--format", "json"), 3);
    }
    JsonNode confirmed = contract(Cli.run("race", "--trace", racyTrace.toString(), "--confirm",
        "--format", "json"), 1);
    for (JsonNode race : confirmed.get("races")) {
      assertThat(race.get("confirmed").isBoolean()).as("replay tried").isTrue();
    }
    assertThat(confirmed.get("races").get(0).get("confirmed").asBoolean()).isTrue();
    Path lockedTrace = record(dir, LOCKED);
    contract(Cli.run("race", "--trace", lockedTrace.toString(), "--format", "json"), 0);
    contract(Cli.run("race", "--trace", lockedTrace.toString(), "--engine", "states", "--format",
        "json"), 0);
  }

  private static Path record(Path dir, String main) {
    Path trace = dir.resolve(main.substring(main.lastIndexOf('.') + 1) + ".trace");
    Cli rec = Cli.run("record", "--out", trace.toString(), "--include",
        "org.petrify.api.fixtures", "--", JAVA, "-cp", CLASSES, main);
    assertThat(rec.status()).as(rec.err()).isZero();
    return trace;
  }

  /**
   * The output validates against the schema, the exit status is the expected one and agrees
   * with the verdict and the races array (1: VIOLATED and some race; 0: HOLDS and none; 3:
   * INCONCLUSIVE).
   */
  static JsonNode contract(Cli run, int status) {
    assertThat(run.status()).as(run.out() + run.err()).isEqualTo(status);
    List<String> violations = SCHEMA.validate(run.out(), InputFormat.JSON).stream()
        .map(Error::toString).toList();
    assertThat(violations).as(run.out()).isEmpty();
    JsonNode report = JSON.readTree(run.out());
    String verdict = report.get("verdict").asString();
    int races = report.get("races").size();
    switch (status) {
      case 1 -> {
        assertThat(verdict).isEqualTo("VIOLATED");
        assertThat(races).isPositive();
      }
      case 0 -> {
        assertThat(verdict).isEqualTo("HOLDS");
        assertThat(races).isZero();
      }
      default -> assertThat(verdict).isEqualTo("INCONCLUSIVE");
    }
    return report;
  }

  /** Every access of a Java program has its class, method, file and line. */
  private static void assertJavaPositions(JsonNode report, String file) {
    for (JsonNode race : report.get("races")) {
      for (String side : List.of("first", "second")) {
        JsonNode at = race.get(side).get("at");
        assertThat(at.get("file").asString()).as(race.toString()).isEqualTo(file);
        assertThat(at.get("line").asInt()).as(race.toString()).isPositive();
        assertThat(at.get("class").asString()).as(race.toString()).startsWith(RACY);
        assertThat(at.get("method").isString()).as(race.toString()).isTrue();
        assertThat(at.get("frame").asString()).as(race.toString()).contains(file + ":");
      }
    }
  }

  private static final Schema SCHEMA = load();

  private static Schema load() {
    try (InputStream in = RaceJsonContractTest.class.getResourceAsStream(
        "/race/race-report.schema.json")) {
      return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_7).getSchema(in);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
