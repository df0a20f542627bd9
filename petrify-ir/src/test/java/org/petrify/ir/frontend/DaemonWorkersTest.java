package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link DaemonWorkers} on the samples of {@code org.petrify.ir.frontend.daemons.Spinners}
 * (compiled with release 25): the library threads the JDK makes daemons are daemons, those of
 * application pools, of a builder that may be a platform one and of {@code runAsync} without
 * an executor (a non-daemon thread on JDK 17 with at most two CPUs) are not.
 */
class DaemonWorkersTest {
  @BeforeAll
  static void java25Samples() {
    Java25Samples.assumeCompiled();
  }

  private static FrontendResult translate(String sample) {
    return Frontend.translate(java.util.List.of(RbDump.testClasses()), EntryPoint.mainClass(
        "org.petrify.ir.frontend.daemons.Spinners$" + sample));
  }

  @ParameterizedTest
  @ValueSource(strings = {"StartVirtual", "BuilderVirtual", "VirtualExecutor", "WorkStealing",
      "Delayed"})
  void threadsTheJdkMakesDaemonsAreDaemons(String sample) {
    FrontendResult r = translate(sample);
    assertThat(r.daemonThreads()).as(RbDump.dump(r.program())).hasSize(1);
    assertThat(r.threadNames().keySet()).as(RbDump.dump(r.program()))
        .containsAll(r.daemonThreads());
  }

  @ParameterizedTest
  @ValueSource(strings = {"FixedPool", "AsyncOnFixedPool", "AsyncCommonPool",
      "VirtualOrPlatform"})
  void threadsThatMayBeNonDaemonAreNot(String sample) {
    FrontendResult r = translate(sample);
    assertThat(r.threadNames()).as(RbDump.dump(r.program())).hasSizeGreaterThan(1);
    assertThat(r.daemonThreads()).as(RbDump.dump(r.program())).isEmpty();
  }
}
