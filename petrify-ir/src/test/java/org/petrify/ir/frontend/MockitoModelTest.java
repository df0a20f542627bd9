package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.petrify.ir.frontend.mockito.AnswerDeadlock;
import org.petrify.ir.frontend.mockito.ArgumentLock;
import org.petrify.ir.frontend.mockito.ArgumentLockOrdered;
import org.petrify.ir.frontend.mockito.NotThrowingStub;
import org.petrify.ir.frontend.mockito.ThrowingStub;
import org.petrify.ir.frontend.mockito.UnmodelledUses;
import org.petrify.ir.frontend.mockito.AnswerOrdered;
import org.petrify.ir.frontend.mockito.ExtensionCase;
import org.petrify.ir.frontend.mockito.HelperMock;
import org.petrify.ir.frontend.mockito.LenientBdd;
import org.petrify.ir.frontend.mockito.MockedLocks;
import org.petrify.ir.frontend.mockito.OtherRunnerCase;
import org.petrify.ir.frontend.mockito.ReturnedLock;
import org.petrify.ir.frontend.mockito.ReturnedLockOrdered;
import org.petrify.ir.frontend.mockito.RunnerCase;
import org.petrify.ir.frontend.mockito.SpyDeadlock;
import org.petrify.ir.frontend.mockito.SpyOrdered;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;

/**
 * The Mockito model: programs and tests using mocks, stubs, answers, spies and Mockito's JUnit
 * integrations, analysed with Mockito 5 (and Byte Buddy, Objenesis, JUnit) on the class path,
 * have the deadlock verdict of the Java program (decided by the rb interpreter), translate no
 * Mockito class, and stay small.
 */
class MockitoModelTest {
  /** The test classes, and the jars of Mockito and the libraries it brings. */
  static List<Path> classPath() {
    List<Path> cp = new ArrayList<>();
    cp.add(RbDump.testClasses());
    for (Class<?> c : List.of(org.mockito.Mockito.class, net.bytebuddy.ByteBuddy.class,
        org.objenesis.Objenesis.class, org.mockito.junit.jupiter.MockitoExtension.class,
        org.junit.runner.RunWith.class, org.junit.jupiter.api.Test.class)) {
      try {
        cp.add(Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()));
      } catch (URISyntaxException e) {
        throw new IllegalStateException(e);
      }
    }
    return cp;
  }

  static FrontendResult translate(Class<?> cls, String method) {
    return Frontend.translate(classPath(), method == null ? EntryPoint.mainClass(cls.getName())
        : EntryPoint.method(cls.getName(), method));
  }

  static Stream<Arguments> programs() {
    return Stream.of(
        Arguments.of(AnswerDeadlock.class, null, RbInterpreter.Answer.YES),
        Arguments.of(AnswerOrdered.class, null, RbInterpreter.Answer.NO),
        Arguments.of(ReturnedLock.class, null, RbInterpreter.Answer.YES),
        Arguments.of(ReturnedLockOrdered.class, null, RbInterpreter.Answer.NO),
        Arguments.of(MockedLocks.class, null, RbInterpreter.Answer.NO),
        Arguments.of(SpyDeadlock.class, null, RbInterpreter.Answer.YES),
        Arguments.of(SpyOrdered.class, null, RbInterpreter.Answer.NO),
        Arguments.of(ExtensionCase.class, "deadlocks", RbInterpreter.Answer.YES),
        Arguments.of(ExtensionCase.class, "ordered", RbInterpreter.Answer.NO),
        Arguments.of(RunnerCase.class, "deadlocks", RbInterpreter.Answer.YES),
        Arguments.of(ThrowingStub.class, null, RbInterpreter.Answer.YES),
        Arguments.of(NotThrowingStub.class, null, RbInterpreter.Answer.NO),
        Arguments.of(ArgumentLock.class, null, RbInterpreter.Answer.YES),
        Arguments.of(ArgumentLockOrdered.class, null, RbInterpreter.Answer.NO),
        Arguments.of(HelperMock.class, null, RbInterpreter.Answer.YES),
        Arguments.of(LenientBdd.class, null, RbInterpreter.Answer.YES));
  }

  @ParameterizedTest
  @MethodSource("programs")
  void deadlockVerdictWithoutTranslatingMockito(Class<?> cls, String method,
      RbInterpreter.Answer expected) {
    FrontendResult r = translate(cls, method);
    Program p = r.program();
    RbInterpreter.Exploration e = RbInterpreter.of(p).explore(200_000);
    assertThat(e.deadlock()).as(RbDump.dump(p) + r.caveats()).isEqualTo(expected);
    assertThat(p.procedures()).extracting(Procedure::name)
        .noneMatch(n -> n.contains("org.mockito") || n.contains("net.bytebuddy")
            || n.contains("org.objenesis"));
    assertThat(p.procedures()).as(RbDump.dump(p)).hasSizeLessThan(50);
    // (the catch block of NotThrowingStub is never reached, which the translation reports)
    assertThat(r.caveats()).as("no unsound caveat").noneMatch(
        c -> c.effect() == Caveat.Effect.UNSOUND && !c.kind().equals("unreached-handler"));
  }

  static Stream<Arguments> olderMockitos() {
    List<Arguments> out = new ArrayList<>();
    for (String jar : List.of("mockito-all-1.9.5.jar", "mockito-core-2.28.2.jar",
        "mockito-core-3.12.4.jar", "mockito-core-4.11.0.jar")) {
      out.add(Arguments.of(jar, AnswerDeadlock.class, null, RbInterpreter.Answer.YES));
      out.add(Arguments.of(jar, AnswerOrdered.class, null, RbInterpreter.Answer.NO));
      out.add(Arguments.of(jar, ReturnedLock.class, null, RbInterpreter.Answer.YES));
      out.add(Arguments.of(jar, SpyDeadlock.class, null, RbInterpreter.Answer.YES));
      out.add(Arguments.of(jar, RunnerCase.class, "deadlocks", RbInterpreter.Answer.YES));
    }
    return out.stream();
  }

  /**
   * The same programs analysed with an older Mockito jar (1.9.5's mockito-all with its cglib and
   * Objenesis inside, 2.x, 3.x, 4.x) instead of Mockito 5 on the class path: same verdicts,
   * nothing of Mockito translated.
   */
  @ParameterizedTest
  @MethodSource("olderMockitos")
  void olderMockitoJarsOnTheClassPath(String jar, Class<?> cls, String method,
      RbInterpreter.Answer expected) {
    Path old = RbDump.testClasses().getParent().resolve("old-mockito").resolve(jar);
    assertThat(old).exists();
    List<Path> cp = new ArrayList<>(List.of(RbDump.testClasses(), old));
    cp.addAll(classPath().subList(4, classPath().size()));
    FrontendResult r = Frontend.translate(cp, method == null
        ? EntryPoint.mainClass(cls.getName()) : EntryPoint.method(cls.getName(), method));
    Program p = r.program();
    assertThat(RbInterpreter.of(p).explore(200_000).deadlock()).as(RbDump.dump(p))
        .isEqualTo(expected);
    assertThat(p.procedures()).hasSizeLessThan(50).extracting(Procedure::name)
        .noneMatch(n -> n.contains("org.mockito"));
    assertThat(r.caveats()).noneMatch(c -> c.effect() == Caveat.Effect.UNSOUND);
  }

  @Test
  void verifyAndUnstubbedCallsAreNoOps() {
    Program p = translate(MockedLocks.class, null).program();
    String rb = RbDump.dump(p);
    // the mocked locks are never acquired, the mocked thread neither started nor joined: the
    // only join is the worker's, the only fork the worker's
    assertThat(rb).doesNotContain("acquire").doesNotContain("release");
    assertThat(rb.split("join ", -1)).hasSize(2);
    assertThat(rb.split("fork ", -1)).hasSize(2);
  }

  @Test
  void unresolvedUsesAreCaveats() {
    FrontendResult r = translate(UnmodelledUses.class, null);
    assertThat(r.caveats()).filteredOn(c -> c.effect() == Caveat.Effect.UNSOUND)
        .extracting(Caveat::kind)
        .contains("mock-answer", "mock-settings", "mock-mockStatic");
    assertThat(r.caveats()).filteredOn(c -> c.kind().equals("mock-answer"))
        .extracting(Caveat::message)
        .anySatisfy(m -> assertThat(m).contains("RETURNS_DEEP_STUBS"))
        .anySatisfy(m -> assertThat(m).contains("AdditionalAnswers.returnsFirstArg"));
    assertThat(r.caveats()).anySatisfy(c -> {
      assertThat(c.kind()).isEqualTo("spy-stub");
      assertThat(c.effect()).isEqualTo(Caveat.Effect.IMPRECISE);
    });
    assertThat(r.program().procedures()).extracting(Procedure::name)
        .noneMatch(n -> n.contains("org.mockito"));
  }

  @Test
  void unmodelledRunnerIsACaveat() {
    FrontendResult r = translate(OtherRunnerCase.class, "run");
    assertThat(r.caveats()).anySatisfy(c -> {
      assertThat(c.kind()).isEqualTo("test-runner");
      assertThat(c.effect()).isEqualTo(Caveat.Effect.UNSOUND);
      assertThat(c.message()).contains(
          "org.petrify.ir.frontend.mockito.OtherRunner");
    });
  }
}
