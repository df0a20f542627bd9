package org.petrify.ir.encode;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.session.ModelChecker;
import org.petrify.checker.Verdict;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbInterpreter.Answer;
import org.petrify.ir.rb.RbParser;
import org.petrify.ir.rb.RbPrinter;
import org.petrify.net.io.LolaWriter;

/**
 * Hand-written rb programs under {@code src/test/resources/org/petrify/ir/golden}: each
 * {@code <name>.rb} must be in printed form (parse then print gives it back), its net in LoLA
 * format must equal {@code <name>.net}, and its deadlock and termination verdicts (interpreter,
 * explicit net search, engine) must be the declared ones. Set the environment variable
 * {@code PETRIFY_UPDATE_GOLDEN=1} to rewrite the golden files after a deliberate change.
 */
class GoldenProgramsTest {
  private static final Path SOURCE_DIR = Path.of("src/test/resources/org/petrify/ir/golden");

  static Stream<Arguments> programs() {
    return Stream.of(
        Arguments.of("two-lock-deadlock", Answer.YES, Answer.NO, List.of()),
        Arguments.of("lock-ordered", Answer.NO, Answer.YES, List.of()),
        Arguments.of("join-under-lock", Answer.YES, Answer.NO, List.of()),
        Arguments.of("reentrant", Answer.NO, Answer.YES, List.of()),
        Arguments.of("wait-notify", Answer.YES, Answer.NO, List.of()),
        Arguments.of("recursion", Answer.NO, Answer.NO, List.of("shared-call-context")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("programs")
  void goldenTextAndVerdicts(String name, Answer deadlock, Answer termination,
      List<String> caveatKinds) throws IOException {
    String rb = resource(name + ".rb");
    Program program = RbParser.parse(rb);
    if (System.getenv("PETRIFY_UPDATE_GOLDEN") != null) {
      Files.writeString(SOURCE_DIR.resolve(name + ".rb"), RbPrinter.print(program));
    }
    assertThat(RbPrinter.print(program)).isEqualTo(rb);

    EncodedProgram e = NetEncoder.encode(program);
    assertThat(e.caveats()).extracting(Caveat::kind).containsExactlyElementsOf(caveatKinds);
    String net = LolaWriter.write(e.net());
    if (System.getenv("PETRIFY_UPDATE_GOLDEN") != null) {
      Files.writeString(SOURCE_DIR.resolve(name + ".net"), net);
    }
    assertThat(net).isEqualTo(resource(name + ".net"));

    RbInterpreter.Exploration rbRun = RbInterpreter.of(program).explore(5_000);
    if (rbRun.deadlock() != Answer.UNKNOWN) {
      assertThat(rbRun.deadlock()).isEqualTo(deadlock);
    }
    if (rbRun.termination() != Answer.UNKNOWN) {
      assertThat(rbRun.termination()).isEqualTo(termination);
    }
    NetExplorer x = new NetExplorer(e, 50_000);
    assertThat(x.complete).isTrue();
    assertThat(x.deadlocks()).isEqualTo(deadlock == Answer.YES);
    assertThat(x.terminates()).isEqualTo(termination == Answer.YES);
    for (boolean por : new boolean[] {true, false}) {
      CheckResult r = ModelChecker.of(e.net())
          .options(CheckOptions.defaults().withPartialOrderReduction(por))
          .check(e.deadlock());
      assertThat(r.verdict()).isEqualTo(deadlock == Answer.YES ? Verdict.TRUE : Verdict.FALSE);
    }
  }

  private static String resource(String file) throws IOException {
    try (InputStream in = GoldenProgramsTest.class.getResourceAsStream(
        "/org/petrify/ir/golden/" + file)) {
      return in == null ? "<missing " + file + ">"
          : new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
