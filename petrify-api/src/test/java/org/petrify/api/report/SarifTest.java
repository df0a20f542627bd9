package org.petrify.api.report;

import org.petrify.api.RbPrograms;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.petrify.api.JavaProgramTest;
import org.petrify.api.Petrify;
import org.petrify.api.Report;
import org.petrify.ir.rb.RbParser;

/** The SARIF log: schema-valid, with code flows per thread, fingerprints, rules and caveats. */
@SuppressWarnings("unchecked")
class SarifTest {
  static final Path RB = Path.of("..", "examples", "rb");

  static Report rb(String text) {
    return RbPrograms.analyze(RbParser.parse(text)).deadlock();
  }

  static Map<String, Object> result(String sarif) {
    Map<String, Object> run = run(sarif);
    List<Map<String, Object>> results = (List<Map<String, Object>>) run.get("results");
    assertThat(results).hasSize(1);
    return results.get(0);
  }

  static Map<String, Object> run(String sarif) {
    assertThat(SarifSchema.violations(sarif)).as(sarif).isEmpty();
    return ((List<Map<String, Object>>) JsonReader.object(sarif).get("runs")).get(0);
  }

  @Test
  void theValidatorRejectsAnInvalidLog() {
    String valid = ReportSarif.write(rb(read("two-locks.rb")));
    assertThat(SarifSchema.violations(valid)).isEmpty();
    assertThat(SarifSchema.violations(valid.replace("\"version\": \"2.1.0\"", "\"version\": \"2.0\"")))
        .isNotEmpty();
    assertThat(SarifSchema.violations(valid.replace("\"executionOrder\": 1,", "\"executionOrder\": \"x\",")))
        .isNotEmpty();
    assertThat(SarifSchema.violations(valid.replace("\"kind\": \"fail\"", "\"kind\": \"bad\"")))
        .isNotEmpty();
  }

  @Test
  void aJavaDeadlockHasOneThreadFlowPerThreadInGlobalOrder() {
    Report r = Petrify.analyze(JavaProgramTest.classes())
        .mainClass("org.petrify.api.fixtures.TransferDeadlock").deadlock();
    String sarif = ReportSarif.write(r);
    Map<String, Object> result = result(sarif);
    assertThat(result.get("ruleId")).isEqualTo("deadlock");
    List<Map<String, Object>> flows = (List<Map<String, Object>>) result.get("codeFlows");
    assertThat(flows).hasSize(1);
    List<Map<String, Object>> threadFlows = (List<Map<String, Object>>) flows.get(0).get("threadFlows");
    List<String> ids = threadFlows.stream().map(t -> (String) t.get("id")).toList();
    assertThat(ids).doesNotHaveDuplicates().hasSizeGreaterThanOrEqualTo(3);
    List<Long> orders = new ArrayList<>();
    int blocked = 0;
    for (Map<String, Object> tf : threadFlows) {
      long last = 0;
      for (Map<String, Object> loc : (List<Map<String, Object>>) tf.get("locations")) {
        long order = (Long) loc.get("executionOrder");
        assertThat(order).isGreaterThan(last);
        last = order;
        orders.add(order);
        String message = (String) ((Map<String, Object>) ((Map<String, Object>) loc.get("location"))
            .get("message")).get("text");
        // Steps start with their number in the witness, summaries with "… n steps by".
        assertThat(message).matches("(\\d+\\. " + java.util.regex.Pattern.quote(
            (String) tf.get("id")) + ": |… \\d+ steps by |" + java.util.regex.Pattern.quote(
            (String) tf.get("id")) + ": waits for ).*");
        List<String> kinds = (List<String>) loc.getOrDefault("kinds", List.of());
        if (kinds.contains("danger") && kinds.contains("acquire")) {
          blocked++;
          // The blocked acquisition names the lock awaited, its holder and the lock held.
          assertThat(message).matches(".*waits for lock <.*>, held by .*; holds <.*>");
          assertThat(loc.get("importance")).isEqualTo("essential");
        }
        if (kinds.contains("acquire") && !kinds.contains("danger")) {
          assertThat(message).contains("now holds <");
        }
      }
    }
    assertThat(blocked).isEqualTo(2);
    // executionOrder is global: 1..n once each across all thread flows.
    assertThat(orders).doesNotHaveDuplicates();
    assertThat(orders.stream().mapToLong(Long::longValue).max().orElseThrow()).isEqualTo(orders.size());
    assertThat((Map<String, Object>) result.get("partialFingerprints")).containsKey("petrify/v1");
    Map<String, Object> physical = (Map<String, Object>)
        ((List<Map<String, Object>>) result.get("locations")).get(0).get("physicalLocation");
    assertThat(((Map<String, Object>) physical.get("artifactLocation")))
        .containsEntry("uri", "org/petrify/api/fixtures/TransferDeadlock.java")
        .containsEntry("uriBaseId", "SRCROOT");
  }

  @Test
  void pathsAreRelativeToTheRepositoryRootAsCodeScanningReadsThem(@org.junit.jupiter.api.io.TempDir Path tmp)
      throws IOException {
    Path repo = tmp.resolve("repo");
    Files.createDirectories(repo.resolve(".git"));
    Path mainRoot = repo.resolve("core/src/main/java");
    Path testRoot = repo.resolve("core/src/test/java");
    Files.createDirectories(mainRoot.resolve("org/petrify/api/fixtures"));
    Files.createDirectories(testRoot);
    Files.writeString(mainRoot.resolve("org/petrify/api/fixtures/TransferDeadlock.java"), "// source");
    Report r = Petrify.analyze(JavaProgramTest.classes())
        .mainClass("org.petrify.api.fixtures.TransferDeadlock").deadlock();
    String sarif = ReportSarif.write(Map.of("", r),
        SourceLocations.of(List.of(testRoot, mainRoot), null));
    assertThat(SarifSchema.violations(sarif)).isEmpty();
    Map<String, Object> run = run(sarif);
    Map<String, Object> base = (Map<String, Object>) ((Map<String, Object>) run.get("originalUriBaseIds"))
        .get("SRCROOT");
    assertThat(base.get("uri")).isEqualTo(repo.toUri().toString());
    List<String> uris = new ArrayList<>();
    collectUris(run.get("results"), uris);
    assertThat(uris).isNotEmpty().allSatisfy(u -> {
      assertThat(u).doesNotStartWith("/").doesNotStartWith("file:").startsWith("core/src/");
      if (u.endsWith("TransferDeadlock.java")) {
        assertThat(repo.resolve(u)).isRegularFile();
      }
    });
    assertThat(uris).contains("core/src/main/java/org/petrify/api/fixtures/TransferDeadlock.java");
    // The same report without source roots keeps package-relative paths and declares no base.
    assertThat(run(ReportSarif.write(r)).get("originalUriBaseIds")).isNull();
  }

  @SuppressWarnings("unchecked")
  private static void collectUris(Object node, List<String> out) {
    if (node instanceof Map<?, ?> m) {
      if (m.get("artifactLocation") instanceof Map<?, ?> a) {
        out.add((String) a.get("uri"));
      }
      m.values().forEach(v -> collectUris(v, out));
    } else if (node instanceof List<?> l) {
      l.forEach(v -> collectUris(v, out));
    }
  }

  @Test
  void aReplayThatWasNotTriedIsAValidNullConfirmation() {
    Report r = rb(read("two-locks.rb")).withReplay(new org.petrify.api.JvmReplay(
        org.petrify.api.replay.Confirmation.NOT_TRIED, List.of(), "an rb program has no Java code to run", 0));
    String sarif = ReportSarif.write(r);
    assertThat(SarifSchema.violations(sarif)).isEmpty();
    Map<String, Object> props = (Map<String, Object>) result(sarif).get("properties");
    assertThat(props).containsEntry("confirmed", null);
    assertThat((Map<String, Object>) props.get("replay")).containsEntry("outcome", "NOT_TRIED")
        .containsEntry("text", "not replayed on the JVM: an rb program has no Java code to run");
    assertThat(ReportHtml.write(r)).contains("data-outcome=\"NOT_TRIED\"");
  }

  @Test
  void rulesHaveDescriptionsHelpAndTags() {
    Map<String, Object> run = run(ReportSarif.write(rb(read("two-locks.rb"))));
    Map<String, Object> driver = (Map<String, Object>) ((Map<String, Object>) run.get("tool")).get("driver");
    List<Map<String, Object>> rules = (List<Map<String, Object>>) driver.get("rules");
    assertThat(rules).hasSize(1);
    Map<String, Object> rule = rules.get(0);
    assertThat(rule).containsKeys("id", "name", "shortDescription", "fullDescription", "help");
    assertThat((String) ((Map<String, Object>) rule.get("help")).get("text")).contains("order");
    assertThat((List<String>) ((Map<String, Object>) rule.get("properties")).get("tags"))
        .contains("concurrency", "deadlock");
    assertThat(driver.get("version")).isEqualTo(org.petrify.api.PetrifyVersion.get());
  }

  @Test
  void fingerprintsSurviveLineShiftsAndTellDeadlocksApart() {
    String original = read("two-locks.rb");
    String shifted = original.replaceAll("TwoLocks.java:(\\d+)", "TwoLocks.java:1$1");
    assertThat(shifted).isNotEqualTo(original);
    String a = fingerprint(ReportSarif.write(rb(original)));
    String b = fingerprint(ReportSarif.write(rb(shifted)));
    assertThat(a).isEqualTo(b);
    String otherMethod = original.replace("app.TwoLocks.second", "app.TwoLocks.other");
    assertThat(fingerprint(ReportSarif.write(rb(otherMethod)))).isNotEqualTo(a);
    String otherLocks = original.replace("acquire A", "acquire C").replace("release A", "release C");
    assertThat(fingerprint(ReportSarif.write(rb(otherLocks)))).isNotEqualTo(a);
    assertThat(ReportSarif.withoutLines("java.lang.Object@Main.java:12")).isEqualTo("java.lang.Object@Main.java");
  }

  private static String fingerprint(String sarif) {
    return (String) ((Map<String, Object>) result(sarif).get("partialFingerprints")).get("petrify/v1");
  }

  @Test
  void caveatsAreNotificationsAndHoldingHasNoResult() {
    Report r = Petrify.analyze(JavaProgramTest.classes())
        .mainClass("org.petrify.api.fixtures.TransferOrdered").deadlock();
    assertThat(r.caveats()).isNotEmpty();
    Map<String, Object> run = run(ReportSarif.write(r));
    assertThat((List<Object>) run.get("results")).isEmpty();
    Map<String, Object> invocation = ((List<Map<String, Object>>) run.get("invocations")).get(0);
    List<Map<String, Object>> notes = (List<Map<String, Object>>) invocation.get("toolExecutionNotifications");
    assertThat(notes).isNotEmpty();
    assertThat(notes).extracting(n -> ((Map<String, Object>) n.get("descriptor")).get("id"))
        .contains(r.caveats().get(0).kind().id());
  }

  @Test
  void severalEntryPointsShareOneRunAndTheSourceRootIsDeclared() {
    Map<String, Report> reports = new LinkedHashMap<>();
    reports.put("app.A", rb(read("two-locks.rb")));
    reports.put("app.B", rb(read("two-locks-ordered.rb")));
    reports.put("app.C", rb(read("two-locks.rb")));
    String sarif = ReportSarif.write(reports, Path.of("/src/main/java").toUri());
    Map<String, Object> run = run(sarif);
    List<Map<String, Object>> results = (List<Map<String, Object>>) run.get("results");
    assertThat(results).hasSize(2);
    assertThat(results).extracting(x -> ((Map<String, Object>) x.get("properties")).get("entryPoint"))
        .containsExactly("app.A", "app.C");
    assertThat((Map<String, Object>) run.get("originalUriBaseIds")).containsKey("SRCROOT");
  }

  @Test
  void anInfiniteRunMarksItsRepeatedPart() {
    Report r = RbPrograms.analyze(RbParser.parse(read("spin.rb"))).termination();
    Map<String, Object> result = result(ReportSarif.write(r));
    String flows = Json.write(result.get("codeFlows"));
    assertThat(flows).contains("(repeated forever)");
  }

  static String read(String name) {
    try {
      return Files.readString(RB.resolve(name));
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
