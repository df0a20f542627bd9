package org.petrify.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.petrify.agent.rt.Rec;
import org.petrify.agent.trace.Trace;
import org.petrify.agent.trace.TraceFormat;
import org.petrify.agent.trace.TraceReader;

/**
 * Instruments {@link Sample} in-process (a class loader that defines the instrumented bytes),
 * runs it while recording, and checks that it computes what the original computes and that the
 * trace holds the expected events in program order.
 */
class InstrumenterTest {

  /**
   * Defines the classes whose names start with {@code prefix} (a class and its nested classes)
   * as {@code instrumenter} rewrites them; every other class comes from the test's loader.
   */
  static final class InstrumentingLoader extends ClassLoader {
    private final Instrumenter instrumenter;
    private final String prefix;

    InstrumentingLoader(Instrumenter instrumenter, String prefix) {
      super(InstrumenterTest.class.getClassLoader());
      this.instrumenter = instrumenter;
      this.prefix = prefix;
    }

    /** The classes of {@link Sample} (and its lambdas' host), recorded. */
    InstrumentingLoader() {
      this(new Instrumenter(List.of()), Sample.class.getName());
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      if (!name.startsWith(prefix)) {
        return super.loadClass(name, resolve);
      }
      synchronized (getClassLoadingLock(name)) {
        Class<?> c = findLoadedClass(name);
        if (c == null) {
          try (InputStream in = getParent().getResourceAsStream(name.replace('.', '/') + ".class")) {
            byte[] bytes = instrumenter.instrument(getParent(), in.readAllBytes());
            c = defineClass(name, bytes, 0, bytes.length);
          } catch (IOException e) {
            throw new ClassNotFoundException(name, e);
          }
        }
        return c;
      }
    }
  }

  @Test
  void instrumentedSampleRunsUnchangedAndIsRecordedInOrder(@TempDir Path dir) throws Exception {
    long expected = Sample.run();
    Path file = dir.resolve("sample.trace");
    Rec.start(file);
    Method run = new InstrumentingLoader().loadClass(Sample.class.getName()).getMethod("run");
    long actual = (long) run.invoke(null);
    Rec.stop();
    assertThat(actual).isEqualTo(expected);

    Trace trace = TraceReader.read(file);
    assertThat(trace.complete()).isTrue();
    assertThat(trace.threads()).hasSize(2);
    List<String> main = trace.events().get(0).stream()
        .map(e -> TraceFormat.opName(e.op()) + " " + describe(trace, e))
        .collect(Collectors.toList());
    assertThat(main).containsSubsequence(
        "write Sample.counter",
        "vwrite Sample.flag",
        "write Sample.wide",
        "read Sample.wide",
        "vwrite Sample.wideVolatile",
        "alloc long",
        "vread Sample.wideVolatile",
        "awrite [1]",
        "alloc int",
        "awrite [2]",
        "acquire monitor",
        "aread [2]",
        "write Sample.plain",
        "release monitor",
        "acquire sync-method",
        "read Sample.plain",
        "write Sample.plain",
        "release sync-method",
        "acquire sync-method",
        "release sync-method",
        "read Sample.plain",
        "acquire lock",
        "release lock",
        "acquire lock",
        "release lock",
        "vread atomic",
        "vwrite atomic",
        "acquire monitor",
        "wait monitor",
        "woken monitor",
        "notifyAll monitor",
        "release monitor",
        "start thread",
        "join thread",
        "vread Sample.flag");
    assertThat(main).doesNotContain("read Sample.fixed");
    List<String> worker = trace.events().get(1).stream()
        .map(e -> TraceFormat.opName(e.op()) + " " + describe(trace, e)).toList();
    assertThat(worker).containsExactly("read Sample.counter", "write Sample.counter");
    assertThat(trace.threads().get(1).parent()).isZero();
    assertThat(trace.threads().get(1).ordinal()).isEqualTo(1);
    assertThat(Files.readString(file.resolveSibling("sample.trace"), java.nio.charset.StandardCharsets.ISO_8859_1))
        .startsWith("PTRC");
    assertThat(TraceReader.dump(trace)).contains("thread 1 \"Thread-")
        .contains("write org.petrify.agent.Sample.counter at org.petrify.agent.Sample.run(Sample.java:");
  }

  private static String describe(Trace t, Trace.Event e) {
    Trace.Site s = t.site(e.site());
    return switch (s.kind()) {
      case TraceFormat.SITE_FIELD, TraceFormat.SITE_STATIC_FIELD, TraceFormat.SITE_VOLATILE_FIELD,
          TraceFormat.SITE_STATIC_VOLATILE_FIELD ->
          s.owner().substring(s.owner().lastIndexOf('/') + 1) + "." + s.name();
      case TraceFormat.SITE_ARRAY -> "[" + e.b() + "]";
      case TraceFormat.SITE_ALLOC -> s.owner();
      case TraceFormat.SITE_MONITOR, TraceFormat.SITE_WAIT, TraceFormat.SITE_NOTIFY -> "monitor";
      case TraceFormat.SITE_SYNC_METHOD -> "sync-method";
      case TraceFormat.SITE_LOCK -> "lock";
      case TraceFormat.SITE_THREAD -> "thread";
      case TraceFormat.SITE_ATOMIC -> "atomic";
      default -> "?";
    };
  }
}
