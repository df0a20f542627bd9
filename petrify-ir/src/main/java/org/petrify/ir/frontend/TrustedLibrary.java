package org.petrify.ir.frontend;

import java.util.List;
import java.util.function.Predicate;
import org.petrify.ir.pointsto.LibraryFacts;

/**
 * The library boundary: which classes are the library (the Java platform and the Kotlin
 * standard library, {@link #isPlatform}), and which of its methods are known to block without a
 * model ({@link #mayBlock}, the UNSOUND {@code blocking-call} caveat, see {@link
 * LibraryCommands}). Which library methods are trusted to do nothing that matters to the model
 * (the allow-list: a JDK call that no {@link LibraryModel} covers and that is not on it gets an
 * UNSOUND {@code unmodelled-library} caveat naming the method, so an unknown library method can
 * never make a verdict HOLDS silently) is the property {@link
 * LibraryFacts.Property#NO_CONCURRENCY_EFFECT} of the {@link LibraryFacts} registry, stated per
 * API family there. Left out of it on purpose (caveat): reflection, class loading, {@code
 * Scanner} and input streams (they wait for input), sockets, channels, processes,
 * completion services ({@code ForkJoinTask}s and
 * {@code ForkJoinPool.invoke} have a model, {@link ForkJoinModel}).
 */
final class TrustedLibrary {
  /** One family: the classes it covers and which of their methods. */
  private record Row(Predicate<String> classes, Predicate<String> methods) {}

  private TrustedLibrary() {}

  /**
   * True if {@code cls} belongs to the Java platform or the Kotlin standard library, the code
   * this list judges. Classes of other libraries are application code when they are on the
   * analysed class path (and translated); calls of classes missing from it are outside this
   * list.
   */
  static boolean isPlatform(String cls) {
    return cls.startsWith("java.") || cls.startsWith("javax.") || cls.startsWith("jdk.")
        || cls.startsWith("sun.") || cls.startsWith("com.sun.") || cls.startsWith("kotlin.");
  }

  /**
   * JDK methods known to block (possibly forever) that no model covers: each call gets the
   * UNSOUND caveat {@code blocking-call}. Listed by declaring class (after resolution).
   */
  private static final List<Row> BLOCKING = List.of(
      new Row(cls -> cls.equals("java.util.concurrent.ExecutorCompletionService")
          || cls.equals("java.util.concurrent.CompletionService"),
          name -> name.equals("take") || name.equals("poll")),
      new Row(cls -> cls.equals("java.lang.Process"), name -> name.equals("waitFor")),
      new Row(cls -> cls.startsWith("java.io.") && (cls.endsWith("InputStream")
          || cls.endsWith("Reader") || cls.equals("java.io.Console")),
          name -> name.startsWith("read") || name.equals("transferTo")),
      new Row(cls -> cls.equals("java.util.Scanner"),
          name -> name.startsWith("next") || name.startsWith("hasNext")),
      new Row(cls -> cls.equals("java.net.ServerSocket") || cls.startsWith("java.nio.channels."),
          name -> name.equals("accept") || name.startsWith("select") || name.equals("lock")
              || name.equals("read") || name.equals("connect")),
      new Row(cls -> cls.equals("java.util.concurrent.ForkJoinPool"),
          name -> name.equals("awaitTermination")
              || name.equals("awaitQuiescence") || name.equals("close")));

  /** True if {@code cls.method} is known to block and is not modelled. */
  static boolean mayBlock(String cls, String method) {
    for (Row row : BLOCKING) {
      if (row.classes().test(cls) && row.methods().test(method)) {
        return true;
      }
    }
    return false;
  }
}
