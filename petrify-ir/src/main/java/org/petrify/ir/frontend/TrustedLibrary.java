package org.petrify.ir.frontend;

import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The allow-list at the library boundary: the JDK (and Kotlin standard library) methods trusted
 * to do nothing that matters to the model — they do not block, wake or start a thread, take the
 * monitor of an object another thread may hold, or call code of the program other than through
 * the arguments {@link LibraryCommands} already checks (lambdas, application objects, rendered
 * {@code toString}s). A JDK call that no {@link LibraryModel} covers and that is not listed here
 * gets an UNSOUND caveat naming the method ({@code unmodelled-library}), so an unknown library
 * method can never make a verdict HOLDS silently; calls known to block get {@code
 * blocking-call} (see {@link LibraryCommands}).
 *
 * <p>The families, one row each, and why they are safe: strings, boxing, {@code Math} and the
 * other value classes of {@code java.lang} compute on their arguments; {@code Throwable}s record
 * and print; {@code System}/{@code Runtime} queries read clocks, properties and memory figures;
 * {@code java.util} collections and helpers (not synchronized — a synchronized receiver is a
 * model of its own — and without call-backs, which are checked separately) work on the
 * caller's data; {@code java.util.concurrent} non-blocking collections and atomics never wait;
 * {@code java.time}, {@code java.util.regex}, {@code java.text}, {@code java.math},
 * {@code java.util.function}/{@code stream} plumbing and the lambda bootstrap compute; printing
 * to a {@code PrintStream} writes to a stream (its lock is internal to the JDK and held for no
 * call-back). Constructors of JDK classes only initialise the new object, except the two listed
 * that do I/O. Left out on purpose (caveat): reflection, class loading, {@code Scanner} and
 * input streams (they wait for input), sockets, channels, processes, {@code TimeUnit.timedWait}
 * and {@code timedJoin}, {@code ForkJoinTask}s, completion services.
 */
final class TrustedLibrary {
  /** One family: the classes it covers and which of their methods. */
  private record Row(Predicate<String> classes, Predicate<String> methods) {}

  private static final Predicate<String> ALL = name -> true;

  /** Constructors that do more than initialise the object: they read or connect. */
  private static final Set<String> BLOCKING_CONSTRUCTORS = Set.of(
      "java.io.ObjectInputStream", "java.net.Socket");

  private static final Set<String> VALUE_CLASSES = Set.of("java.lang.Integer", "java.lang.Long",
      "java.lang.Short", "java.lang.Byte", "java.lang.Character", "java.lang.Boolean",
      "java.lang.Double", "java.lang.Float", "java.lang.Number", "java.lang.Math",
      "java.lang.StrictMath", "java.lang.Enum", "java.lang.Record", "java.lang.CharSequence",
      "java.lang.Comparable", "java.lang.Iterable", "java.lang.Void", "java.lang.Objects",
      "java.util.Objects", "java.lang.Character$UnicodeBlock", "java.lang.Integer$IntegerCache",
      "java.lang.ThreadLocal", "java.lang.StackTraceElement", "java.lang.Runtime$Version");

  /** Pure packages: every method of every class, and of their subpackages. */
  private static final List<String> PURE_PACKAGES = List.of("java.time.", "java.util.regex.",
      "java.text.", "java.math.", "java.util.function.", "java.util.stream.",
      "java.lang.invoke.", "java.util.concurrent.atomic.", "kotlin.jvm.internal.",
      "kotlin.collections.", "kotlin.text.", "kotlin.ranges.", "kotlin.comparisons.",
      "kotlin.sequences.", "kotlin.math.");

  /** {@code java.util} classes that wait for input, load application classes or run tasks. */
  private static final Set<String> UTIL_EXCLUDED = Set.of("java.util.Scanner",
      "java.util.ServiceLoader", "java.util.Timer", "java.util.TimerTask");

  /** Non-blocking {@code java.util.concurrent} classes. */
  private static final Set<String> CONCURRENT_NON_BLOCKING = Set.of(
      "java.util.concurrent.ConcurrentHashMap", "java.util.concurrent.ConcurrentMap",
      "java.util.concurrent.ConcurrentNavigableMap", "java.util.concurrent.ConcurrentSkipListMap",
      "java.util.concurrent.ConcurrentSkipListSet", "java.util.concurrent.ConcurrentLinkedQueue",
      "java.util.concurrent.ConcurrentLinkedDeque", "java.util.concurrent.CopyOnWriteArrayList",
      "java.util.concurrent.CopyOnWriteArraySet", "java.util.concurrent.ThreadLocalRandom",
      "java.util.concurrent.Executors", "java.util.concurrent.ConcurrentHashMap$KeySetView",
      "java.util.concurrent.ExecutionException", "java.util.concurrent.TimeoutException",
      "java.util.concurrent.CompletionException", "java.util.concurrent.CancellationException",
      "java.util.concurrent.BrokenBarrierException");

  private static final List<Row> ROWS = List.of(
      new Row(cls -> cls.startsWith("java.lang.String") || cls.startsWith("java.lang.Abstract")
          && cls.endsWith("StringBuilder"), ALL),
      new Row(VALUE_CLASSES::contains, ALL),
      new Row(cls -> cls.equals("java.lang.Object"), ALL),
      new Row(cls -> cls.startsWith("java.lang.Thread$Builder"), name -> !name.equals("start")
          && !name.equals("unstarted")),
      new Row(cls -> cls.equals("java.lang.Throwable") || cls.equals("java.lang.Exception")
          || cls.equals("java.lang.RuntimeException") || cls.equals("java.lang.Error"), ALL),
      new Row(cls -> cls.equals("java.lang.Class"), name -> !name.equals("forName")
          && !name.startsWith("newInstance") && !name.startsWith("getMethod")
          && !name.startsWith("getDeclaredMethod") && !name.startsWith("getConstructor")
          && !name.startsWith("getDeclaredConstructor")),
      new Row(cls -> cls.equals("java.lang.System"), name -> Set.of("nanoTime",
          "currentTimeMillis", "getProperty", "getProperties", "getenv", "identityHashCode",
          "arraycopy", "lineSeparator", "setProperty", "clearProperty", "setOut", "setErr",
          "getLogger").contains(name)),
      new Row(cls -> cls.equals("java.lang.Runtime"), name -> Set.of("getRuntime",
          "availableProcessors", "freeMemory", "totalMemory", "maxMemory", "gc", "version")
          .contains(name)),
      new Row(cls -> cls.equals("java.io.PrintStream") || cls.equals("java.io.PrintWriter")
          || cls.equals("java.io.StringWriter") || cls.equals("java.io.StringReader")
          || cls.equals("java.io.ByteArrayOutputStream")
          || cls.equals("java.io.ByteArrayInputStream") || cls.equals("java.io.Writer")
          || cls.equals("java.io.File"), ALL),
      new Row(cls -> isPackage(cls, "java.util") && !UTIL_EXCLUDED.contains(cls), ALL),
      new Row(CONCURRENT_NON_BLOCKING::contains, ALL),
      new Row(cls -> cls.equals("java.util.concurrent.TimeUnit"),
          name -> !name.equals("timedWait") && !name.equals("timedJoin")),
      new Row(cls -> PURE_PACKAGES.stream().anyMatch(cls::startsWith), ALL),
      new Row(cls -> cls.equals("java.nio.file.Path") || cls.equals("java.nio.file.Paths"), ALL),
      new Row(cls -> cls.startsWith("kotlin.io.ConsoleKt") || cls.equals("kotlin.Pair")
          || cls.equals("kotlin.Triple") || cls.equals("kotlin.TuplesKt")
          || cls.startsWith("kotlin.random."), ALL));

  private TrustedLibrary() {}

  /**
   * True if {@code cls.method} (the declaring class after resolution) is trusted to do nothing
   * concurrency-relevant.
   */
  static boolean trusts(String cls, String method) {
    if (method.equals("<init>")) {
      return !BLOCKING_CONSTRUCTORS.contains(cls);
    }
    for (Row row : ROWS) {
      if (row.classes().test(cls) && row.methods().test(method)) {
        return true;
      }
    }
    return false;
  }

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

  /** True if {@code cls} is a class (or a nested class of one) of package {@code pkg}. */
  private static boolean isPackage(String cls, String pkg) {
    int dot = cls.lastIndexOf('.');
    return dot == pkg.length() && cls.startsWith(pkg);
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
          name -> name.equals("invoke") || name.equals("awaitTermination")
              || name.equals("awaitQuiescence") || name.equals("close")),
      new Row(cls -> cls.equals("java.util.concurrent.TimeUnit"),
          name -> name.equals("timedWait") || name.equals("timedJoin")));

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
