package org.petrify.api.report;

import org.petrify.api.RbPrograms;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.petrify.api.Access;
import org.petrify.api.AccessKind;
import org.petrify.api.Analysis;
import org.petrify.api.Explanation;
import org.petrify.api.JavaProgramTest;
import org.petrify.api.Petrify;
import org.petrify.api.Race;
import org.petrify.api.Report;
import org.petrify.api.Step;
import org.petrify.api.WitnessLine;
import org.petrify.ir.rb.RbParser;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/** The witness diagram (SVG), the HTML page and the net in DOT: parsed and checked. */
class PicturesTest {
  static final Analysis TRANSFER = Petrify.analyze(JavaProgramTest.classes())
      .mainClass("org.petrify.api.fixtures.TransferDeadlock");

  @Test
  void theDiagramHasALanePerThreadARowPerStepAndTheCycleInRed() {
    Report r = TRANSFER.deadlock();
    Explanation.Deadlock d = (Explanation.Deadlock) r.explanation().orElseThrow();
    Document svg = Xml.parse(WitnessSvg.write(r));
    Set<String> threads = new LinkedHashSet<>();
    r.witness().forEach(s -> threads.add(s.thread()));
    d.threads().forEach(t -> threads.add(t.thread()));
    List<Element> lanes = Xml.byClass(svg, "g", "lane");
    assertThat(lanes).extracting(e -> e.getAttribute("data-thread"))
        .containsExactlyInAnyOrderElementsOf(threads);
    List<Element> events = Xml.byClass(svg, "g", "event");
    List<WitnessLine> lines = r.witnessLines();
    assertThat(events).hasSize(lines.size() + d.threads().size());
    for (int i = 0; i < lines.size(); i++) {
      Element e = events.get(i);
      assertThat(e.getAttribute("data-thread")).isEqualTo(lines.get(i).thread());
      if (lines.get(i) instanceof WitnessLine.Summary sum) {
        assertThat(e.getAttribute("data-kind")).isEqualTo("summary");
        assertThat(e.getAttribute("data-step")).isEqualTo(Integer.toString(sum.first()));
        assertThat(e.getAttribute("data-steps")).isEqualTo(Integer.toString(sum.steps()));
        assertThat(e.getTextContent()).contains(sum.text());
        continue;
      }
      Step s = ((WitnessLine.Shown) lines.get(i)).step();
      assertThat(e.getAttribute("data-step")).isEqualTo(Integer.toString(s.index()));
      if (s.origin().line() > 0) {
        // The source line is the row's label.
        assertThat(e.getTextContent()).contains(s.origin().sourceFile() + ":" + s.origin().line());
      }
    }
    List<Element> blocked = Xml.byClass(svg, "g", "blocked");
    assertThat(blocked).hasSize(d.threads().size());
    // Both transfer threads wait for each other's lock: the cycle, with red waits-for arrows.
    List<Element> cycle = Xml.byClass(svg, "g", "cycle");
    List<Element> blockedOnCycle = cycle.stream()
        .filter(e -> e.getAttribute("class").contains("blocked")).toList();
    assertThat(blockedOnCycle).hasSize(2);
    for (Element e : blockedOnCycle) {
      assertThat(e.getAttribute("data-kind")).isEqualTo("blocked");
      assertThat(e.getAttribute("data-lock")).isNotEmpty();
      assertThat(e.getElementsByTagNameNS("*", "line").getLength()).isEqualTo(1);
      Element arrow = (Element) e.getElementsByTagNameNS("*", "line").item(0);
      assertThat(arrow.getAttribute("class")).contains("waits-for");
      assertThat(arrow.getAttribute("stroke")).isEqualTo("#d62728");
      assertThat(e.getTextContent()).contains("TransferDeadlock.java:11");
    }
    // The acquisitions the cycle waits on are highlighted too.
    assertThat(cycle.stream().filter(e -> e.getAttribute("data-kind").equals("acquire")))
        .hasSize(2);
    // Hold bars for the two account locks, one per thread holding one.
    assertThat(Xml.byClass(svg, "rect", "hold")).extracting(e -> e.getAttribute("data-lock"))
        .hasSizeGreaterThanOrEqualTo(2).doesNotHaveDuplicates();
    assertThat(Xml.texts(svg, "title").get(0)).contains("deadlock: VIOLATED", "lock cycle of 2");
  }

  @Test
  void anInfiniteRunIsShadedAndAHoldingPropertyHasNoRows() {
    Report spin = RbPrograms.analyze(RbParser.parse(SarifTest.read("spin.rb"))).termination();
    Document svg = Xml.parse(WitnessSvg.write(spin));
    assertThat(Xml.byClass(svg, "rect", "repeated")).hasSize(1);
    assertThat(Xml.byClass(svg, "g", "event")).hasSize(spin.witnessLines().size());
    Report ok = RbPrograms.analyze(RbParser.parse(SarifTest.read("two-locks-ordered.rb"))).deadlock();
    Document none = Xml.parse(WitnessSvg.write(ok));
    assertThat(Xml.byClass(none, "g", "event")).isEmpty();
    assertThat(none.getDocumentElement().getTextContent()).contains("HOLDS", "no witness");
  }

  @Test
  void theHtmlPageIsSelfContainedWithReportDiagramAndCaveats() {
    Report r = TRANSFER.deadlock();
    String html = ReportHtml.write(r);
    Document page = Xml.parse(html);
    assertThat(html).doesNotContain("<script", " src=", " href=", "@import", "url(http")
        .startsWith("<!DOCTYPE html>");
    List<Element> sections = Xml.byClass(page, "section", "report");
    assertThat(sections).hasSize(1);
    assertThat(sections.get(0).getAttribute("data-verdict")).isEqualTo("VIOLATED");
    assertThat(page.getElementsByTagNameNS("http://www.w3.org/2000/svg", "svg").getLength())
        .isEqualTo(1);
    assertThat(Xml.byClass(page, "g", "event")).hasSize(
        r.witnessLines().size()
            + ((Explanation.Deadlock) r.explanation().orElseThrow()).threads().size());
    assertThat(Xml.byClass(page, "tr", "caveat")).hasSize(r.caveats().size());
    assertThat(Xml.byClass(page, "table", "blocked")).hasSize(1);
    assertThat(Xml.texts(page, "pre").get(0)).isEqualTo(r.text());
  }

  @Test
  void racesAreATableInTheHtmlAndCodeFlowsInSarif() {
    org.petrify.api.SourceLocation deposit = new org.petrify.api.SourceLocation("bank.Account", "deposit",
        "Bank.java", 12, -1);
    org.petrify.api.SourceLocation audit = new org.petrify.api.SourceLocation("bank.Auditor", "run",
        "Bank.java", 19, -1);
    Race race = Race.of("Account.balance", new Access("Thread-2", AccessKind.READ, audit),
        new Access("Thread-1", AccessKind.WRITE, deposit),
        List.of(new Step(1, "Thread-1", new org.petrify.api.Action(org.petrify.api.Action.Verb.LOCK, "<L>"),
            deposit, "t3"),
            new Step(2, "Thread-1",
            new org.petrify.api.Action(org.petrify.api.Action.Verb.UNLOCK, "<L>"), deposit, "t4")));
    Report r = Report.ofRaces(List.of(race), java.util.Optional.empty(), List.of(),
        new org.petrify.api.Statistics(0, 0, 0, 5, 10, 8, 20, 30, "none"));
    Document page = Xml.parse(ReportHtml.write(r));
    List<Element> races = Xml.byClass(page, "tr", "race");
    assertThat(races).hasSize(1);
    assertThat(races.get(0).getTextContent()).contains("Account.balance", "Thread-1 write at",
        "Bank.java:12", "Thread-2 read at", "Bank.java:19");
    String sarif = ReportSarif.write(r);
    assertThat(SarifSchema.violations(sarif)).isEmpty();
    assertThat(sarif).contains("\"codeFlows\"", "\"ruleId\": \"data-race\"", "\"petrify/v1\"");
  }
}
