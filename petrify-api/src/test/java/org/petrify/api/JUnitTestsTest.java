package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** JUnit test methods as entry points of the library: patterns, one analysis per method. */
class JUnitTestsTest {
  private static final String CASE = "org.petrify.api.fixtures.TransferJupiterCase";

  @Test
  void patternsMatchWithinAndAcrossPackages() {
    assertThat(JUnitTests.glob("app.*Test").matcher("app.FooTest").matches()).isTrue();
    assertThat(JUnitTests.glob("app.*Test").matcher("app.sub.FooTest").matches()).isFalse();
    assertThat(JUnitTests.glob("**.*Test").matcher("FooTest").matches()).isTrue();
    assertThat(JUnitTests.glob("**.*Test").matcher("a.b.FooTest").matches()).isTrue();
    assertThat(JUnitTests.glob("app.Foo?Test").matcher("app.FooXTest").matches()).isTrue();
    assertThat(JUnitTests.glob("app.Foo?Test").matcher("app.Foo.Test").matches()).isFalse();
  }

  @Test
  void eachMatchedTestMethodIsOneAnalysisWithTheSettingsOfTheBase() {
    Analysis base = Petrify.analyze(JavaProgramTest.classes()).maxStates(100_000);
    Map<String, Analysis> tests = base.junitTests(List.of("org.petrify.api.fixtures.Transfer*Case"));
    assertThat(tests.keySet()).containsExactly(CASE + "#opposite", CASE + "#ordered");
    assertThat(tests.get(CASE + "#opposite").deadlock().verdict()).isEqualTo(Verdict.VIOLATED);
    assertThat(tests.get(CASE + "#ordered").deadlock().verdict()).isEqualTo(Verdict.HOLDS);
    assertThat(base.junitTests(List.of("**/Transfer*Case#ordered")).keySet())
        .containsExactly(CASE + "#ordered");
  }

  @Test
  void aPatternThatMatchesNoTestClassIsBadInput() {
    Analysis base = Petrify.analyze(JavaProgramTest.classes());
    assertThatThrownBy(() -> base.junitTests(List.of("app.*Test")))
        .isInstanceOf(BadInputException.class)
        .hasMessage("no JUnit test class on the class path matches app.*Test");
    assertThatThrownBy(() -> base.junitTests(List.of("app.NoSuchTest")))
        .isInstanceOf(BadInputException.class)
        .hasMessage("test class not found: app.NoSuchTest");
  }

  @Test
  void theSharedReaderFindsClassFilesAndSkipsMissingOnes() {
    List<java.nio.file.Path> cp = List.of(JavaProgramTest.classes());
    assertThat(ClassPathFiles.read(cp, CASE)).isNotEmpty();
    assertThat(ClassPathFiles.read(cp, "app.Missing")).isNull();
    assertThat(ClassPathFiles.classNames(cp)).contains(CASE);
    assertThat(ClassPathFiles.manifestMainClass(JavaProgramTest.classes())).isNull();
  }
}
