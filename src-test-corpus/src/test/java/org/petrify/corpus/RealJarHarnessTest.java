package org.petrify.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.petrify.cli.Main;

/**
 * {@code petrify check} on harnesses over current releases of real libraries (Guava 33.5,
 * Netty 4.2.7, RxJava 3.1.12; sources in {@code src/test/java/realjars}), which once ended at
 * once with {@code internal error: duplicate procedure} (bridge methods named alike): each must
 * end with a verdict or an inconclusive result (0, 1 or 3) within its budget (90 s, 2,000
 * states: the crash was in translate), never bad input,
 * an internal error or a stack trace. The verdicts themselves are not asserted: library
 * modelling is a separate matter (see the caveats each report lists).
 */
class RealJarHarnessTest {
  static String location(Class<?> c) {
    try {
      return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The harness classes and the jars of its library only (fewer classes to read). */
  static String classpath(String harness) {
    Set<String> cp = new LinkedHashSet<>();
    cp.add(location(realjars.GuavaScheduledService.class));
    if (harness.startsWith("Guava")) {
      cp.add(location(com.google.common.util.concurrent.AbstractScheduledService.class));
      cp.add(location(
          com.google.common.util.concurrent.internal.InternalFutureFailureAccess.class));
    } else if (harness.startsWith("Netty")) {
      cp.add(location(io.netty.channel.embedded.EmbeddedChannel.class));
      cp.add(location(io.netty.util.concurrent.EventExecutor.class));
      cp.add(location(io.netty.buffer.ByteBuf.class));
      cp.add(location(io.netty.resolver.AddressResolver.class));
    } else {
      cp.add(location(io.reactivex.rxjava3.core.Observable.class));
      cp.add(location(org.reactivestreams.Publisher.class));
    }
    return String.join(java.io.File.pathSeparator, cp);
  }

  @ParameterizedTest
  @ValueSource(strings = {"GuavaScheduledService", "GuavaMultimapAsMap", "NettyEmbeddedPipeline",
      "RxJavaSubscribeOn"})
  void endsWithAVerdictOrInconclusive(String harness) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status;
    List<String> args = new ArrayList<>(List.of("check", classpath(harness), "--main",
        "realjars." + harness, "--property", "deadlock", "--timeout", "90", "--max-states", "2000"));
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      status = Main.run(args.toArray(String[]::new), o, e);
    }
    String stderr = err.toString(StandardCharsets.UTF_8);
    String stdout = out.toString(StandardCharsets.UTF_8);
    System.out.println(harness + ": exit " + status + ": " + stdout.lines().findFirst().orElse("")
        + " " + stderr.lines().findFirst().orElse(""));
    assertThat(status).as(harness + ": " + stderr).isIn(0, 1, 3);
    assertThat(stderr).doesNotContain("internal error", "duplicate procedure", "\tat ");
  }
}
