package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.encode.NodeInfo;
import org.petrify.ir.encode.NodeKind;
import org.petrify.ir.encode.Subnet;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbParser;

class ReadWriteTermsTest {
  private static final String RW = "java.util.concurrent.locks.ReentrantReadWriteLock@M.java:3";

  private static final Program PROGRAM = RbParser.parse("""
      main m
      counter "%1$s.readers" limit 4 init 0
      counter "%1$s.rholds" limit 4 init 0 per-thread
      counter "%1$s.wholds" limit 4 init 0 per-thread
      proc m {
        r: acquire "%1$s.write"
        r1: up "%1$s.rholds" 1
        r2: release "%1$s.write"
        w: acquire "%1$s.write"
        w1: until "%1$s.readers" <= 0
        u: down "%1$s.rholds" 1
        k: acquire other
      }
      """.formatted(RW));

  private static NodeInfo at(String label) {
    Command c = PROGRAM.procedure("m").body().get(PROGRAM.procedure("m").indexOf(label));
    return new NodeInfo(NodeKind.LOCATION, "t0", new Subnet("t0", "m", List.of(), false),
        label, c, null, 0);
  }

  @Test
  void namesTheReadAndTheWriteLockOfAReadWriteLock() {
    ReadWriteTerms terms = new ReadWriteTerms(PROGRAM, LockLabels.NONE);
    assertThat(terms.blockedOnLock(at("r"), RW + ".write")).hasValueSatisfying(
        s -> assertThat(s.text()).startsWith("the read lock of <" + RW + ">"));
    assertThat(terms.blockedOnLock(at("w"), RW + ".write")).hasValue(new Explanation.WaitingFor(
        Explanation.WaitingFor.Reason.WRITE_LOCK, "<" + RW + ">"));
    assertThat(terms.blockedOnLock(at("w"), RW + ".write").orElseThrow().text())
        .isEqualTo("the write lock of <" + RW + ">");
    assertThat(terms.blockedOnLock(at("k"), "other")).isEmpty();
    assertThat(terms.blockedOnCounter(at("w1").command())).hasValueSatisfying(
        s -> assertThat(s.text()).contains("read holds of <" + RW + "> to be released"));
    assertThat(terms.blockedOnCounter(at("u").command())).hasValueSatisfying(
        s -> assertThat(s.text()).contains("this thread holds none"));
    assertThat(terms.blockedOnCounter(at("r1").command())).isEmpty();
  }
}
