package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.pointsto.JdkExecutors;
import org.petrify.ir.pointsto.LibraryFacts;

/** The allow-list and the block-list at the library boundary, and the executor class list. */
class TrustedLibraryTest {
  private static boolean trusts(String cls, String method) {
    return LibraryFacts.holds(LibraryFacts.Property.NO_CONCURRENCY_EFFECT, cls, method);
  }

  @Test
  void pureFamiliesAreTrusted() {
    String[][] pure = {{"java.lang.String", "format"}, {"java.lang.StringBuilder", "append"},
        {"java.lang.Integer", "parseInt"}, {"java.lang.Math", "max"},
        {"java.util.HashMap", "put"}, {"java.util.ArrayList", "<init>"},
        {"java.util.Collections", "unmodifiableList"}, {"java.util.Optional", "isPresent"},
        {"java.time.Duration", "ofSeconds"}, {"java.util.regex.Pattern", "compile"},
        {"java.math.BigDecimal", "add"}, {"java.lang.System", "nanoTime"},
        {"java.io.PrintStream", "println"}, {"java.util.concurrent.ConcurrentHashMap", "get"},
        {"java.util.concurrent.atomic.AtomicInteger", "incrementAndGet"},
        {"java.util.concurrent.TimeUnit", "sleep"}, {"java.lang.Thread$Builder$OfVirtual", "name"},
        {"kotlin.jvm.internal.Intrinsics", "checkNotNullParameter"},
        {"java.nio.charset.Charset", "defaultCharset"},
        {"java.nio.charset.CharsetDecoder", "decode"}};
    for (String[] m : pure) {
      assertThat(trusts(m[0], m[1])).as(m[0] + "." + m[1]).isTrue();
      assertThat(TrustedLibrary.mayBlock(m[0], m[1])).as(m[0] + "." + m[1]).isFalse();
    }
  }

  @Test
  void blockingReflectiveAndUnknownCallsAreNot() {
    String[][] untrusted = {{"java.util.concurrent.ExecutorCompletionService", "take"},
        {"java.lang.reflect.Method", "invoke"}, {"java.lang.Class", "forName"},
        {"java.util.Scanner", "nextLine"}, {"java.lang.Process", "waitFor"},
        {"java.io.InputStream", "read"}, {"java.util.concurrent.TimeUnit", "timedWait"},
        {"java.util.Timer", "schedule"}, {"java.lang.Runtime", "addShutdownHook"},
        {"java.util.concurrent.ForkJoinPool", "invoke"}, {"java.io.ObjectInputStream", "<init>"},
        {"java.lang.System", "exit"}, {"java.nio.charset.Charset", "forName"}};
    for (String[] m : untrusted) {
      assertThat(trusts(m[0], m[1])).as(m[0] + "." + m[1]).isFalse();
    }
    for (String[] m : new String[][] {{"java.util.concurrent.ExecutorCompletionService", "take"},
        {"java.util.Scanner", "nextLine"}, {"java.net.ServerSocket", "accept"},
        {"java.nio.channels.FileChannel", "lock"}, {"java.nio.channels.Selector", "select"},
        {"java.io.BufferedReader", "readLine"}, {"java.lang.Process", "waitFor"}}) {
      assertThat(TrustedLibrary.mayBlock(m[0], m[1])).as(m[0] + "." + m[1]).isTrue();
    }
  }

  /** Executors are listed by name: no class is an executor for containing "Executor". */
  @Test
  void executorsAreListedNotGuessed() {
    assertThat(JdkExecutors.isService("java.util.concurrent.ExecutorService")).isTrue();
    assertThat(JdkExecutors.isService("java.util.concurrent.ExecutorCompletionService")).isFalse();
    assertThat(JdkExecutors.isService("java.util.concurrent.RejectedExecutionHandler")).isFalse();
    assertThat(JdkExecutors.submits("java.util.concurrent.ExecutorCompletionService", "submit"))
        .isTrue();
    assertThat(JdkExecutors.submits("java.util.concurrent.ExecutorCompletionService", "take"))
        .isFalse();
    assertThat(JdkExecutors.submits("java.util.Timer", "schedule")).isTrue();
    assertThat(JdkExecutors.submits("java.util.Timer", "cancel")).isFalse();
  }
}
