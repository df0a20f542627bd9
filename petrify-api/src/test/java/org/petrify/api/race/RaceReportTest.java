package org.petrify.api.race;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.petrify.api.Access;
import org.petrify.api.AccessKind;
import org.petrify.api.Race;
import org.petrify.api.Report;
import org.petrify.api.Statistics;
import org.petrify.api.Step;
import org.petrify.api.Verdict;
import org.petrify.api.replay.Confirmation;
import org.petrify.api.report.JsonReader;
import org.petrify.api.report.ReportJson;
import org.petrify.api.report.ReportSarif;
import org.petrify.api.SourceLocation;

class RaceReportTest {
  static final SourceLocation DEPOSIT = new SourceLocation("bank.Account", "deposit", "Bank.java", 12, -1);
  static final SourceLocation AUDIT = new SourceLocation("bank.Bank", "audit", "Bank.java", 19, -1);
  static final Statistics STATS = new Statistics(0, 0, 0, 5, 10, 8, 20, 30, "none");

  static Race balanceRace() {
    Step s1 = new Step(1, "Thread-1",
        new org.petrify.api.Action(org.petrify.api.Action.Verb.WRITE, "Account.balance"), DEPOSIT,
        "t3");
    return Race.of("Account.balance", new Access("Thread-2", AccessKind.READ, AUDIT),
        new Access("Thread-1", AccessKind.WRITE, DEPOSIT), List.of(s1));
  }

  @Test
  void headlineReadsLikeTheIssueAndAccessesAreInKeyOrder() {
    Race r = balanceRace();
    assertThat(r.first().thread()).isEqualTo("Thread-1");
    assertThat(r.headline()).isEqualTo("WARNING: data race on field `Account.balance` between "
        + "`Thread-1` writing at `Bank.java:12` and `Thread-2` reading at `Bank.java:19`");
    assertThat(r.key()).isEqualTo("Account.balance: write@Bank.java:12 / read@Bank.java:19");
    assertThat(r.withConfirmation(Confirmation.CONFIRMED).headline()).endsWith("[CONFIRMED]");
    assertThat(r.withConfirmation(Confirmation.NOT_CONFIRMED).headline()).endsWith("[NOT CONFIRMED]");
    assertThat(r.text()).contains("Thread-1 write at bank.Account.deposit(Bank.java:12)")
        .contains("1. Thread-1: write Account.balance at bank.Account.deposit(Bank.java:12)");
  }

  @Test
  void sameLineOrdersReadBeforeWriteAndTwoReadsAreNoRace() {
    Access w = new Access("a", AccessKind.WRITE, DEPOSIT);
    Access rd = new Access("b", AccessKind.READ, DEPOSIT);
    assertThat(Race.of("Account.balance", w, rd, List.of()).key())
        .isEqualTo("Account.balance: read@Bank.java:12 / write@Bank.java:12");
    assertThatThrownBy(() -> Race.of("x", rd, new Access("c", AccessKind.READ, AUDIT), List.of()))
        .isInstanceOf(IllegalArgumentException.class);
    Race array = Race.of("int[]@Bank.java:3", w, rd, List.of());
    assertThat(array.headline()).startsWith("WARNING: data race on array element `int[]@Bank.java:3`");
  }

  @Test
  void verdictFollowsTheRaces() {
    assertThat(Report.ofRaces(List.of(), Optional.empty(), List.of(), STATS).verdict())
        .isEqualTo(Verdict.HOLDS);
    assertThat(Report.ofRaces(List.of(balanceRace()), Optional.empty(), List.of(), STATS).verdict())
        .isEqualTo(Verdict.VIOLATED);
    assertThat(Report.ofRaces(List.of(balanceRace()), Optional.of("timeout"), List.of(), STATS)
        .verdict()).isEqualTo(Verdict.INCONCLUSIVE);
  }

  @Test
  @SuppressWarnings("unchecked")
  void jsonHasTheRacesMember() {
    Report r = Report.ofRaces(List.of(balanceRace().withConfirmation(Confirmation.CONFIRMED),
        balanceRace()), Optional.empty(), List.of(), STATS);
    Map<String, Object> json = JsonReader.object(ReportJson.write(r));
    assertThat(json.get("property")).isEqualTo("races");
    assertThat(json.get("verdict")).isEqualTo("VIOLATED");
    List<Object> races = (List<Object>) json.get("races");
    assertThat(races).hasSize(2);
    Map<String, Object> race = (Map<String, Object>) races.get(0);
    assertThat(race.keySet()).startsWith("location", "first", "second", "confirmed");
    assertThat(race.get("location")).isEqualTo("Account.balance");
    assertThat(race.get("confirmed")).isEqualTo(true);
    assertThat(((Map<String, Object>) races.get(1)).get("confirmed")).isNull();
    Map<String, Object> first = (Map<String, Object>) race.get("first");
    assertThat(first.get("thread")).isEqualTo("Thread-1");
    assertThat(first.get("access")).isEqualTo("write");
    Map<String, Object> at = (Map<String, Object>) first.get("at");
    assertThat(at.get("frame")).isEqualTo("bank.Account.deposit(Bank.java:12)");
    assertThat(at.keySet()).containsExactly("frame", "class", "method", "file", "line");
    assertThat(((Number) at.get("line")).intValue()).isEqualTo(12);
    Map<String, Object> none = JsonReader.object(ReportJson.write(
        Report.ofRaces(List.of(), Optional.empty(), List.of(), STATS)));
    assertThat((List<Object>) none.get("races")).isEmpty();
  }

  @Test
  @SuppressWarnings("unchecked")
  void sarifHasOneResultPerRaceWithBothLocations() {
    Report r = Report.ofRaces(List.of(balanceRace(), balanceRace()), Optional.empty(), List.of(),
        STATS);
    assertThat(org.petrify.api.report.SarifSchema.violations(ReportSarif.write(r))).isEmpty();
    Map<String, Object> log = JsonReader.object(ReportSarif.write(r));
    Map<String, Object> run = (Map<String, Object>) ((List<Object>) log.get("runs")).get(0);
    List<Object> results = (List<Object>) run.get("results");
    assertThat(results).hasSize(2);
    Map<String, Object> res = (Map<String, Object>) results.get(0);
    assertThat(res.get("ruleId")).isEqualTo("data-race");
    assertThat((List<Object>) res.get("locations")).hasSize(2);
    assertThat(ReportSarif.write(r)).contains("\"startLine\": 12").contains("\"startLine\": 19");
    Map<String, Object> clean = JsonReader.object(ReportSarif.write(
        Report.ofRaces(List.of(), Optional.empty(), List.of(), STATS)));
    Map<String, Object> cleanRun = (Map<String, Object>) ((List<Object>) clean.get("runs")).get(0);
    assertThat((List<Object>) cleanRun.get("results")).isEmpty();
  }

  @Test
  @SuppressWarnings("unchecked")
  void sarifAndHtmlShowTheReplayOutcomeOfEachRace() {
    Report r = Report.ofRaces(List.of(balanceRace().withConfirmation(Confirmation.CONFIRMED),
        balanceRace().withConfirmation(Confirmation.NOT_CONFIRMED), balanceRace()),
        Optional.empty(), List.of(), STATS);
    String sarif = ReportSarif.write(r);
    assertThat(org.petrify.api.report.SarifSchema.violations(sarif)).isEmpty();
    Map<String, Object> run = (Map<String, Object>) ((List<Object>) JsonReader.object(sarif)
        .get("runs")).get(0);
    List<Object> results = (List<Object>) run.get("results");
    Map<String, Object> confirmed = (Map<String, Object>) ((Map<String, Object>) results.get(0))
        .get("properties");
    assertThat(confirmed.get("confirmed")).isEqualTo(true);
    assertThat(((Map<String, Object>) confirmed.get("replay")).get("outcome"))
        .isEqualTo("CONFIRMED");
    Map<String, Object> refuted = (Map<String, Object>) ((Map<String, Object>) results.get(1))
        .get("properties");
    assertThat(refuted.get("confirmed")).isEqualTo(false);
    assertThat((String) ((Map<String, Object>) refuted.get("replay")).get("text"))
        .startsWith("not confirmed");
    assertThat(((Map<String, Object>) results.get(1)).get("level")).isEqualTo("warning");
    assertThat((Map<String, Object>) results.get(2)).doesNotContainKey("properties");
    String html = org.petrify.api.report.ReportHtml.write(r);
    assertThat(html).contains("<td>CONFIRMED</td>").contains("<td>NOT CONFIRMED</td>")
        .contains("<td>NOT TRIED</td>");
  }
}
