package org.petrify.bench;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The deadlock check of harnesses over real library jars from Maven Central: documented
 * deadlocks of the libraries' trackers, the same harnesses over fixed releases, and correct
 * concurrent use of current libraries (the list is {@link #HARNESSES}; each names the verdict
 * a correct analysis gives). The harness classes are compiled with this module (the jars are
 * its {@code provided} dependencies or resolved by its build, so nothing else depends on them)
 * and copied to a folder of their own; the jars are read from the local Maven repository
 * ({@code -Dmaven.repo.local}, default {@code ~/.m2/repository}).
 *
 * <p>Each harness runs in a child JVM ({@link RealJarChild}, {@code -Xmx} as given, default
 * 2g) through the command line, so a crash, an out-of-memory or a hang of one harness ends
 * that row only; a child still running {@code 60 s} after the timeout is killed. A harness
 * found VIOLATED is run again with {@code --confirm} when its entry is a main class (the
 * replay needs one). Prints per harness "expected" against "got", then a Markdown table:
 * classes read, methods reached, methods in the skeleton (when the analysis reports them),
 * net size before and after structural reduction, milliseconds per stage, the child JVM's CPU
 * milliseconds per stage ({@link StageCpu}, not inflated by other processes' load), peak heap, wall
 * time, states, verdict, and the replay's outcome. JSON reports and progress lines go to the
 * output folder.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar org.petrify.bench.RealJarFigures [--timeout S]
 *     [--xmx SIZE] [--only NAME[,NAME...]] [--no-confirm] [--out DIR]
 * java -cp bench/target/benchmarks.jar org.petrify.bench.RealJarFigures --command NAME
 * </pre>
 *
 * <p>{@code --command NAME} copies the harness's classes to {@code
 * bench/target/realjar-classes/NAME} and prints the {@code ./petrify check} command line that
 * checks it with the launcher.
 */
public final class RealJarFigures {
  private RealJarFigures() {}

  /**
   * One harness: its name, its entry (a main class, or a JUnit test class when {@code test}),
   * the class-file prefixes of its own classes in this module, the jars it runs on (Maven
   * coordinates), the verdict a correct analysis gives, and why.
   */
  record Harness(String name, boolean test, String entry, List<String> classPrefixes,
      List<String> jars, String expected, String why) {
    /** A harness with a main class and no expected verdict (for other figures' own lists). */
    Harness(String name, String mainClass, List<String> classPrefixes, List<String> jars) {
      this(name, false, mainClass, classPrefixes, jars, "?", "");
    }

    /** The main class; for a test harness ({@link #test}) the test class, which has none. */
    String mainClass() {
      return entry;
    }
  }

  private static final String DBCP_POOLS = "org/apache/commons/dbcp/datasources/HarnessPools";
  private static final String GUAVA = "com.google.guava:guava:33.6.0-jre";
  private static final String FAILUREACCESS = "com.google.guava:failureaccess:1.0.3";
  private static final String NETTY = "4.2.21.Final";
  private static final String SLF4J = "org.slf4j:slf4j-api:2.0.20";
  private static final String JGRAPHT = "org.jgrapht:jgrapht-core:1.5.3";
  private static final List<String> OTEL = List.of(
      "io.opentelemetry:opentelemetry-sdk-trace:1.66.0",
      "io.opentelemetry:opentelemetry-sdk-common:1.66.0",
      "io.opentelemetry:opentelemetry-api:1.66.0",
      "io.opentelemetry:opentelemetry-context:1.66.0",
      "io.opentelemetry:opentelemetry-common:1.66.0");
  private static final List<String> GUICE = List.of("com.google.inject:guice:5.1.0",
      "javax.inject:javax.inject:1", "aopalliance:aopalliance:1.0", GUAVA, FAILUREACCESS);

  static final List<Harness> HARNESSES = List.of(
      new Harness("dbcp-1.2.2", false, "harness.dbcp.EvictorDeadlock",
          List.of("harness/dbcp/", DBCP_POOLS),
          List.of("commons-dbcp:commons-dbcp:1.2.2", "commons-pool:commons-pool:1.3"),
          "VIOLATED", "evictor holds the pool (evict) and wants the pooled connection"
              + " (getConnection); driver-timer holds it (closeHandle) and wants the pool"
              + " (returnObject)"),
      new Harness("dbcp-pool-1.5.6", false, "harness.dbcp.EvictorDeadlock",
          List.of("harness/dbcp/", DBCP_POOLS),
          List.of("commons-dbcp:commons-dbcp:1.2.2", "commons-pool:commons-pool:1.5.6"),
          "HOLDS", "fixed release: pool 1.5 evict() validates outside the pool's lock"),
      new Harness("dbcp-1.2-mockito", true, "harness.dbcpmock.PooledConnectionDeadlockTest",
          List.of("harness/dbcpmock/", DBCP_POOLS),
          List.of("commons-dbcp:commons-dbcp:1.2", "commons-pool:commons-pool:1.2",
              "commons-collections:commons-collections:2.1", "org.mockito:mockito-all:1.9.5",
              "junit:junit:4.13.2", "org.hamcrest:hamcrest-core:1.3"),
          "VIOLATED", "JUnit test with Mockito mocks: evictor holds the pool and wants the"
              + " pooled connection; driver-timer holds it and wants the pool"),
      new Harness("log4j-1.2.14", false, "harness.log4j.AppenderDeadlock",
          List.of("harness/log4j/"), List.of("log4j:log4j:1.2.14"),
          "VIOLATED", "logs-to-c holds category c and the appender and wants category a"
              + " (message toString logs); logs-to-a holds a and wants the appender"),
      new Harness("collections-3.2.2", false, "harness.collections.SyncAddAllDeadlock",
          List.of("harness/collections/"),
          List.of("commons-collections:commons-collections:3.2.2"),
          "VIOLATED", "a-gets-b holds a (addAll) and wants b (toArray); b-gets-a the converse"),
      new Harness("jdk-synchronizedList", false, "harness.jdk.SyncListAddAllDeadlock",
          List.of("harness/jdk/"), List.of(),
          "VIOLATED", "a-gets-b holds a's mutex (addAll) and wants b's (toArray);"
              + " b-gets-a the converse"),
      new Harness("pool2-2.12.0", false, "harness.pool2.BorrowReturn",
          List.of("harness/pool2/"), List.of("org.apache.commons:commons-pool2:2.12.0"),
          "HOLDS", "correct use: two borrowers of a pool of two"),
      new Harness("guava-striped", false, "harness.guava.StripedLocks",
          List.of("harness/guava/StripedLocks"), List.of(GUAVA, FAILUREACCESS),
          "HOLDS", "correct use: bulkGet orders the stripes"),
      new Harness("guava-service", false, "harness.guava.ServiceLifecycle",
          List.of("harness/guava/ServiceLifecycle"), List.of(GUAVA, FAILUREACCESS),
          "HOLDS", "correct use: start, await running, await terminated"),
      new Harness("guava-cache-loader-lock", false, "harness.guava.CacheLoaderLock",
          List.of("harness/guava/CacheLoaderLock"), List.of(GUAVA, FAILUREACCESS),
          "VIOLATED", "locked-reader holds LOCK and waits for the load of \"key\" in progress;"
              + " loader's CacheLoader.load wants LOCK"),
      new Harness("guava-cache-loader", false, "harness.guava.CacheLoaderOutside",
          List.of("harness/guava/CacheLoaderOutside"), List.of(GUAVA, FAILUREACCESS),
          "HOLDS", "fixed twin: the reader asks the cache after releasing LOCK"),
      new Harness("guava-eventbus-lock", false, "harness.guava.EventBusSubscriberLock",
          List.of("harness/guava/EventBusSubscriberLock"), List.of(GUAVA, FAILUREACCESS),
          "VIOLATED", "poster-b is in the synchronized subscriber and wants LOCK; poster-a"
              + " holds LOCK and posts, wanting the subscriber's monitor"),
      new Harness("guava-eventbus", false, "harness.guava.EventBusConcurrentSubscriber",
          List.of("harness/guava/EventBusConcurrentSubscriber"), List.of(GUAVA, FAILUREACCESS),
          "HOLDS", "fixed twin: @AllowConcurrentEvents, no subscriber monitor"),
      new Harness("netty-4.2", false, "harness.netty.EmbeddedPipeline",
          List.of("harness/netty/"),
          List.of("io.netty:netty-transport:" + NETTY, "io.netty:netty-common:" + NETTY,
              "io.netty:netty-buffer:" + NETTY, "io.netty:netty-resolver:" + NETTY),
          "HOLDS", "correct use: one monitor, never held while waiting"),
      new Harness("rxjava-3.1.12", false, "harness.rxjava.SerializedSubject",
          List.of("harness/rxjava/"),
          List.of("io.reactivex.rxjava3:rxjava:3.1.12",
              "org.reactivestreams:reactive-streams:1.0.4"),
          "HOLDS", "correct use: a serialized subject fed by two threads"),
      new Harness("caffeine-3.2.2", false, "harness.caffeine.LoadingCacheUse",
          List.of("harness/caffeine/"),
          List.of("com.github.ben-manes.caffeine:caffeine:3.2.2"),
          "HOLDS", "correct use: two loaders of different keys"),
      new Harness("hikari-7.1.0", false, "harness.hikari.BagBorrowRequite",
          List.of("harness/hikari/"), List.of("com.zaxxer:HikariCP:7.1.0", SLF4J),
          "HOLDS", "correct use: two borrowers of a bag of two, timed borrow"),
      new Harness("disruptor-4.0.0", false, "harness.disruptor.BlockingPublish",
          List.of("harness/disruptor/"), List.of("com.lmax:disruptor:4.0.0"),
          "HOLDS", "correct use: one handler, three events, shutdown"),
      new Harness("httpcore5-5.4.4", false, "harness.httpcore.StrictPoolLease",
          List.of("harness/httpcore/"),
          List.of("org.apache.httpcomponents.core5:httpcore5:5.4.4", SLF4J),
          "HOLDS", "correct use: two leases of a pool of two, then close"),
      new Harness("logback-1.6.7", false, "harness.logback.TwoThreadLogging",
          List.of("harness/logback/"),
          List.of("ch.qos.logback:logback-classic:1.6.7", "ch.qos.logback:logback-core:1.6.7",
              SLF4J),
          "HOLDS", "correct use: two threads log through one appender"),
      new Harness("lang3-3.20.0", false, "harness.lang3.Initializers",
          List.of("harness/lang3/"), List.of("org.apache.commons:commons-lang3:3.20.0"),
          "HOLDS", "correct use: lazy and background initializers"),
      new Harness("resilience4j-2.4.0", false, "harness.resilience.SemaphoreBulkheadUse",
          List.of("harness/resilience/"),
          List.of("io.github.resilience4j:resilience4j-bulkhead:2.4.0",
              "io.github.resilience4j:resilience4j-core:2.4.0", SLF4J),
          "HOLDS", "correct use: two threads try a one-permit bulkhead"),
      new Harness("hdrhistogram-2.2.2", false, "harness.hdr.RecorderIntervals",
          List.of("harness/hdr/"), List.of("org.hdrhistogram:HdrHistogram:2.2.2"),
          "HOLDS", "correct use: two writers record, main takes interval histograms"),
      new Harness("eclipse-collections-13", false, "harness.eclipse.SyncAddAllDeadlock",
          List.of("harness/eclipse/"),
          List.of("org.eclipse.collections:eclipse-collections:13.0.0",
              "org.eclipse.collections:eclipse-collections-api:13.0.0"),
          "VIOLATED", "x-gets-y holds x (addAll) and wants y (isEmpty); y-gets-x the converse"),
      new Harness("jetty-util-12.1.13", false, "harness.jetty.QueuedPoolTasks",
          List.of("harness/jetty/"), List.of("org.eclipse.jetty:jetty-util:12.1.13", SLF4J),
          "HOLDS", "correct use: two tasks on a started pool, a latch, stop"),
      new Harness("commons-io-2.20.0", false, "harness.commonsio.QueueStreams",
          List.of("harness/commonsio/"), List.of("commons-io:commons-io:2.20.0"),
          "HOLDS", "correct use: a writer thread and a reader of the queue streams"),
      new Harness("jackson-2.20.1", false, "harness.jackson.SharedMapper",
          List.of("harness/jackson/"),
          List.of("com.fasterxml.jackson.core:jackson-databind:2.20.1",
              "com.fasterxml.jackson.core:jackson-core:2.20.1",
              "com.fasterxml.jackson.core:jackson-annotations:2.20"),
          "HOLDS", "correct use: one mapper shared by a writer and a reader"),
      new Harness("h2-2.3.232", false, "harness.h2.MvStorePuts",
          List.of("harness/h2/"), List.of("com.h2database:h2:2.3.232"),
          "HOLDS", "correct use: two threads put into one map of an in-memory store"),
      new Harness("collections4-4.4", false, "harness.collections4.SyncAddAllDeadlock",
          List.of("harness/collections4/"),
          List.of("org.apache.commons:commons-collections4:4.4"),
          "VIOLATED", "x-gets-y holds x (addAll) and wants y (toArray); y-gets-x the converse"),
      new Harness("otel-sdk-1.66-export-lock", false, "harness.otel.SimpleExportDeadlock",
          List.of("harness/otel/SimpleExportDeadlock"), OTEL,
          "VIOLATED", "ends-b holds SimpleSpanProcessor's exporterLock in export and wants LOCK;"
              + " ends-a-under-lock holds LOCK and ends a span, wanting exporterLock"),
      new Harness("otel-sdk-1.66-export", false, "harness.otel.SimpleExportOutsideLock",
          List.of("harness/otel/SimpleExportOutsideLock"), OTEL,
          "HOLDS", "fixed twin: the span is ended after LOCK is released"),
      new Harness("jgrapht-listener-lock", false, "harness.jgrapht.ListenerUnderWriteLock",
          List.of("harness/jgrapht/ListenerUnderWriteLock"), List.of(JGRAPHT),
          "VIOLATED", "linker holds AsSynchronizedGraph's write lock in the edgeAdded listener"
              + " and wants LOCK; adds-under-lock holds LOCK and wants the write lock"),
      new Harness("jgrapht-listener", false, "harness.jgrapht.ListenerOutsideLock",
          List.of("harness/jgrapht/ListenerOutsideLock"), List.of(JGRAPHT),
          "HOLDS", "fixed twin: the vertex is added after LOCK is released"),
      new Harness("guava-multimap-putall-lock", false, "harness.guava.MultimapPutAllDeadlock",
          List.of("harness/guava/MultimapPutAllDeadlock"), List.of(GUAVA, FAILUREACCESS),
          "VIOLATED", "copier holds x (putAll) and wants y (isEmpty of y's view); reader holds"
              + " y (walking its view) and wants x (put)"),
      new Harness("guava-multimap-putall", false, "harness.guava.MultimapPutAllCopy",
          List.of("harness/guava/MultimapPutAllCopy"), List.of(GUAVA, FAILUREACCESS),
          "HOLDS", "fixed twin: the reader copies y's view under y and puts into x after"),
      new Harness("guice-5.1.0-singleton-lock", false, "harness.guice.SingletonProviderLock",
          List.of("harness/guice/SingletonProviderLock"), GUICE,
          "VIOLATED", "creator holds the singleton's creation lock in the provider and wants"
              + " LOCK; gets-under-lock holds LOCK and wants the creation lock"),
      new Harness("guice-5.1.0-singleton", false, "harness.guice.SingletonOutsideLock",
          List.of("harness/guice/SingletonOutsideLock"), GUICE,
          "HOLDS", "fixed twin: the singleton is asked for before LOCK is taken"),
      new Harness("failsafe-3.3.2", false, "harness.failsafe.CascadingBreakers",
          List.of("harness/failsafe/"), List.of("dev.failsafe:failsafe:3.3.2"),
          "HOLDS", "correct use: two breakers whose onOpen listeners trip each other; the"
              + " state object is replaced before the listener runs"),
      new Harness("gson-2.14.0", false, "harness.gson.SharedGson",
          List.of("harness/gson/"), List.of("com.google.code.gson:gson:2.14.0"),
          "HOLDS", "correct use: one Gson shared by a writer and a reader"),
      new Harness("joda-time-2.1", false, "harness.joda.SharedFormatter",
          List.of("harness/joda/"), List.of("joda-time:joda-time:2.1"),
          "HOLDS", "correct use: one formatter shared by a printer and a parser"),
      new Harness("concurrent-trees-2.6.1", false, "harness.radix.RadixTreeWriters",
          List.of("harness/radix/"),
          List.of("com.googlecode.concurrent-trees:concurrent-trees:2.6.1"),
          "HOLDS", "correct use: two writers and a reader of one radix tree"),
      new Harness("typesafe-config-1.4.1", false, "harness.typesafe.SharedConfig",
          List.of("harness/typesafe/"), List.of("com.typesafe:config:1.4.1"),
          "HOLDS", "correct use: one resolved config read by two threads"));

  /** The harness of that name; bad usage (exit 2) if there is none. */
  static Harness harness(String name) {
    for (Harness h : HARNESSES) {
      if (h.name().equals(name)) {
        return h;
      }
    }
    System.err.println("no harness " + name + "; harnesses: "
        + HARNESSES.stream().map(Harness::name).toList());
    System.exit(2);
    return null;
  }

  /** The local Maven repository. */
  static Path repository() {
    return Path.of(System.getProperty("maven.repo.local",
        System.getProperty("user.home") + "/.m2/repository"));
  }

  /** The harness's class folder and its jars, separated by the path separator. */
  static String classPath(Harness h, Path classes, Path repo) {
    List<String> cp = new ArrayList<>();
    cp.add(classes.toString());
    for (String coordinate : h.jars()) {
      Path jar = jar(repo, coordinate);
      if (!Files.isRegularFile(jar)) {
        System.err.println("missing " + jar + " (mvn -pl bench -am package fetches it)");
        System.exit(2);
      }
      cp.add(jar.toString());
    }
    return String.join(File.pathSeparator, cp);
  }

  /** What the child JVM and its reports said about one run. */
  record Outcome(String verdict, int exit, String reason, Map<String, Long> counts,
      Map<String, Long> stats, Map<String, Long> cpu, long peakHeapMb, long wallMillis,
      String confirmed, String note) {}

  public static void main(String[] args) throws Exception {
    double timeout = 120;
    String xmx = "2g";
    List<String> only = null;
    boolean confirm = true;
    Path out = Path.of("bench/target/realjar");
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--timeout" -> timeout = Double.parseDouble(args[++i]);
        case "--xmx" -> xmx = args[++i];
        case "--only" -> only = List.of(args[++i].split(","));
        case "--no-confirm" -> confirm = false;
        case "--out" -> out = Path.of(args[++i]);
        case "--command" -> {
          Harness h = harness(args[++i]);
          Path classes = Path.of("bench/target/realjar-classes").resolve(h.name());
          System.out.println("./petrify check '" + classPath(h, harnessClasses(h, classes),
              repository()) + "' " + (h.test() ? "--test " : "--main ") + h.entry()
              + " --property deadlock --timeout 120"
              + (h.test() ? "" : " --confirm"));
          return;
        }
        default -> {
          System.err.println("usage: RealJarFigures [--timeout S] [--xmx SIZE]"
              + " [--only NAME,...] [--no-confirm] [--out DIR]");
          System.exit(2);
        }
      }
    }
    List<String> rows = new ArrayList<>();
    List<String> checks = new ArrayList<>();
    int matched = 0;
    int run = 0;
    for (Harness h : HARNESSES) {
      if (only != null && !only.contains(h.name())) {
        continue;
      }
      System.err.println("== " + h.name() + " (" + h.entry() + " on " + h.jars() + ")");
      Outcome o = runChild(h, timeout, xmx, false, out);
      String confirmed = "-";
      if (confirm && "VIOLATED".equals(o.verdict()) && !h.test()) {
        Outcome c = runChild(h, timeout, xmx, true, out);
        confirmed = c.confirmed() != null ? c.confirmed() : "no replay (" + c.note() + ")";
      } else if ("VIOLATED".equals(o.verdict())) {
        confirmed = h.test() ? "n/a (test entry)" : "not run";
      }
      run++;
      boolean ok = h.expected().equals(o.verdict());
      if (ok) {
        matched++;
      }
      String got = o.verdict() + (o.note().isEmpty() ? "" : " (" + o.note() + ")");
      String shortGot = o.verdict() + (o.note().isEmpty() ? "" : " (" + shortNote(o.note()) + ")");
      checks.add(String.format(Locale.ROOT, "%-22s expected %-9s got %s%s", h.name(),
          h.expected(), got, ok ? "" : "   <-- differs"));
      System.err.println("   expected " + h.expected() + ", got " + got
          + (o.reason().isEmpty() ? "" : ": " + o.reason()));
      Map<String, Long> s = o.stats();
      rows.add(String.join(" | ", "| " + h.name(),
          count(figure(s, "classes", o.counts().get("classes"))),
          count(figure(s, "methodsReached", o.counts().get("methods"))),
          skeleton(s, o.counts().get("skeleton")),
          sizes(s.get("placesBefore"), s.get("placesAfter"), s.get("places")),
          sizes(s.get("transitionsBefore"), s.get("transitionsAfter"), s.get("transitions")),
          stages(s), cpuStages(o.cpu()), count(o.peakHeapMb() < 0 ? null : o.peakHeapMb()),
          String.format(Locale.ROOT, "%.1f", o.wallMillis() / 1000.0), count(s.get("states")),
          shortGot, h.expected(), confirmed) + " |");
    }
    System.out.println("Expected against got (" + matched + " of " + run + " as expected):");
    checks.forEach(System.out::println);
    System.out.println();
    System.out.println("| harness | classes read | methods reached | skeleton procedures"
        + " | places (before → after reduction) | transitions (before → after)"
        + " | load / translate / encode / check ms | CPU load / translate / encode / check ms"
        + " (JVM total s) | peak heap MB | wall s | states | verdict | expected | --confirm |");
    System.out.println("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
    rows.forEach(System.out::println);
  }

  private static final Pattern KEY_VALUE = Pattern.compile("^(\\w+)=(-?\\d+)$",
      Pattern.MULTILINE);
  private static final Pattern STAT = Pattern.compile(
      "\"(loadMillis|translateMillis|encodeMillis|checkMillis|places|transitions|states"
          + "|placesBefore|placesAfter|transitionsBefore|transitionsAfter|classes"
          + "|methodsReached|procedures|skeletonProcedures)\"\\s*:\\s*(\\d+)");
  private static final Pattern VERDICT = Pattern.compile("\"verdict\"\\s*:\\s*\"(\\w+)\"");
  private static final Pattern REASON = Pattern.compile("\"reason\"\\s*:\\s*\"((?:[^\"\\\\]|\\\\.)*)\"");
  private static final Pattern CONFIRMED = Pattern.compile(
      "\"replay\"\\s*:\\s*\\{\\s*\"outcome\"\\s*:\\s*\"(\\w+)\"");

  /** Runs one harness in a child JVM and reads what it left. */
  static Outcome runChild(Harness h, double timeout, String xmx, boolean confirm, Path out)
      throws IOException, InterruptedException {
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    List<String> cmd = new ArrayList<>(List.of(java.toString(), "-Xmx" + xmx,
        "-Dmaven.repo.local=" + repository()));
    String demand = System.getProperty("petrify.demand");
    if (demand != null) {
      cmd.add("-Dpetrify.demand=" + demand); // Analysis.demandDriven's default, for A/B runs
    }
    Path agent = agentJar();
    if (agent != null) {
      cmd.add("-Dpetrify.agent.jar=" + agent);
    }
    cmd.addAll(List.of("-cp", System.getProperty("java.class.path"),
        RealJarChild.class.getName(), h.name(), Double.toString(timeout),
        Boolean.toString(confirm), out.toAbsolutePath().toString()));
    Files.createDirectories(out);
    String suffix = confirm ? "-confirm" : "";
    Path childOut = out.resolve(h.name() + suffix + ".child");
    Files.deleteIfExists(out.resolve(h.name() + suffix + ".json"));
    Files.deleteIfExists(out.resolve(h.name() + suffix + ".err"));
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true)
        .redirectOutput(childOut.toFile()).start();
    long t0 = System.nanoTime();
    boolean done = p.waitFor((long) (timeout + 60) * 1000 + 30_000L, TimeUnit.MILLISECONDS);
    long wall = (System.nanoTime() - t0) / 1_000_000L;
    String note = "";
    if (!done) {
      p.destroyForcibly().waitFor();
      note = "killed after " + wall / 1000 + " s";
    }
    String child = Files.readString(childOut, StandardCharsets.UTF_8);
    Map<String, Long> kv = new LinkedHashMap<>();
    Matcher m = KEY_VALUE.matcher(child);
    while (m.find()) {
      kv.put(m.group(1), Long.parseLong(m.group(2)));
    }
    Path json = out.resolve(h.name() + suffix + ".json");
    Path err = out.resolve(h.name() + suffix + ".err");
    String report = Files.isRegularFile(json) ? Files.readString(json) : "";
    // The progress line redraws itself with carriage returns: one line per update instead.
    String progress = Files.isRegularFile(err) ? Files.readString(err).replace('\r', '\n') : "";
    if (!done) {
      // Where it was: the last progress line, e.g. "petrify: deadlock: load: 1,204 classes read".
      String last = progress.lines().filter(l -> l.startsWith("petrify: ") && !l.isBlank())
          .reduce((a, b) -> b).orElse("");
      Matcher stage = Pattern.compile("^petrify: [^:]+: (\\w+): ").matcher(last.strip());
      if (stage.find()) {
        note += " in stage " + stage.group(1);
      }
    }
    Map<String, Long> stats = new LinkedHashMap<>();
    Matcher s = STAT.matcher(report);
    while (s.find()) {
      stats.putIfAbsent(s.group(1), Long.parseLong(s.group(2)));
    }
    Matcher v = VERDICT.matcher(report);
    String verdict;
    int exit = kv.getOrDefault("exit", -1L).intValue();
    if (v.find()) {
      verdict = v.group(1);
    } else if (!done) {
      verdict = "TIMEOUT";
    } else {
      verdict = "ERROR";
      if (note.isEmpty()) {
        // The CLI's one-line error, else the first line of what escaped it (a stack trace).
        String line = progress.lines().filter(l -> l.startsWith("petrify: ")
                && l.contains("error")).findFirst()
            .orElse(child.lines().filter(l -> l.startsWith("Exception in thread"))
                .findFirst().orElse(child.lines().filter(l -> !l.startsWith("SLF4J")
                    && !l.isBlank()).findFirst().orElse("")));
        note = "exit " + (exit >= 0 ? exit : p.exitValue()) + ": " + firstLine(
            line.replace(" (run with --debug for the stack trace)", ""));
      }
    }
    Matcher r = REASON.matcher(report);
    String reason = r.find() ? r.group(1) : "";
    Matcher c = CONFIRMED.matcher(report);
    String confirmed = c.find() ? c.group(1) : null;
    Map<String, Long> cpu = new LinkedHashMap<>();
    kv.forEach((k, ms) -> {
      if (k.startsWith("cpu_") || k.equals("processCpuMillis")) {
        cpu.put(k, ms);
      }
    });
    return new Outcome(verdict, exit, reason, counts(progress), stats, cpu,
        kv.getOrDefault("peakHeapMb", -1L), done ? kv.getOrDefault("wallMillis", wall) : wall,
        confirmed, note);
  }

  /**
   * The recording agent's jar for {@code --confirm}: {@code -Dpetrify.agent.jar}, else the one
   * the build wrote beside this module ({@code petrify-agent/target/petrify-agent.jar}). The
   * analysis cannot assemble one from the benchmarks jar: it holds the agent, ASM and every
   * other class at once.
   */
  static Path agentJar() throws IOException {
    String property = System.getProperty("petrify.agent.jar");
    if (property != null && !property.isBlank()) {
      return Path.of(property).toAbsolutePath();
    }
    try {
      Path self = Path.of(RealJarFigures.class.getProtectionDomain().getCodeSource()
          .getLocation().toURI()).toAbsolutePath();
      Path jar = self.getParent().getParent().getParent()
          .resolve("petrify-agent/target/petrify-agent.jar");
      return Files.isRegularFile(jar) ? jar : null;
    } catch (URISyntaxException | NullPointerException e) {
      return null;
    }
  }

  /** A note short enough for a table cell: the error without prefixes and heap contexts. */
  static String shortNote(String note) {
    String s = note.replace("petrify: internal error: ", "")
        .replaceAll("java\\.lang\\.(\\w+(Exception|Error))", "$1")
        .replaceAll("\\[[^\\]]*\\]?", "")
        .replaceAll("\\b(?:[a-z][a-z0-9]*\\.)+([A-Z])", "$1");
    return s.length() > 90 ? s.substring(0, 90) + "…" : s;
  }

  private static String firstLine(String s) {
    String line = s.strip();
    return line.length() > 160 ? line.substring(0, 160) + "…" : line;
  }

  private static final Pattern COUNT = Pattern.compile(
      "([\\d,]+) (classes read|methods reached|[a-z ]*skeleton[a-z ]*)");

  /** The largest counts of classes, methods and skeleton methods in the progress lines. */
  static Map<String, Long> counts(String progress) {
    Map<String, Long> out = new LinkedHashMap<>();
    Matcher m = COUNT.matcher(progress);
    while (m.find()) {
      String what = m.group(2);
      String key = what.startsWith("classes") ? "classes"
          : what.startsWith("methods reached") ? "methods" : "skeleton";
      out.merge(key, Long.parseLong(m.group(1).replace(",", "")), Math::max);
    }
    return out;
  }

  /** The report's figure when it has one (not zero), else what the progress lines said. */
  private static Long figure(Map<String, Long> stats, String key, Long fromProgress) {
    Long n = stats.get(key);
    return n != null && n > 0 ? n : fromProgress;
  }

  /** Procedures in the skeleton of those translated, when the report says. */
  private static String skeleton(Map<String, Long> stats, Long fromProgress) {
    Long in = stats.get("skeletonProcedures");
    Long all = stats.get("procedures");
    if (in != null && all != null && all > 0) {
      return count(in) + " of " + count(all);
    }
    return count(fromProgress);
  }

  private static String count(Long n) {
    return n == null ? "n/a" : String.format(Locale.ROOT, "%,d", n);
  }

  private static String sizes(Long before, Long after, Long net) {
    if (before != null && after != null) {
      return count(before) + " → " + count(after);
    }
    return net == null || net == 0 ? "n/a" : count(net);
  }

  private static String stages(Map<String, Long> s) {
    if (!s.containsKey("loadMillis")) {
      return "n/a";
    }
    return s.get("loadMillis") + " / " + s.get("translateMillis") + " / "
        + s.get("encodeMillis") + " / " + s.get("checkMillis");
  }

  /**
   * The child JVM's CPU milliseconds per stage ({@link StageCpu}; a stage not reached is 0)
   * and, in parentheses, its whole CPU time in seconds; "n/a" when the child was killed.
   */
  private static String cpuStages(Map<String, Long> cpu) {
    Long total = cpu.get("processCpuMillis");
    if (total == null) {
      return "n/a";
    }
    return String.join(" / ", Stream.of("load", "translate", "encode", "check")
        .map(st -> Long.toString(cpu.getOrDefault("cpu_" + st, 0L))).toList())
        + String.format(Locale.ROOT, " (%.1f)", total / 1000.0);
  }

  /** The jar of {@code group:artifact:version} in the repository. */
  static Path jar(Path repo, String coordinate) {
    String[] g = coordinate.split(":");
    return repo.resolve(g[0].replace('.', '/')).resolve(g[1]).resolve(g[2])
        .resolve(g[1] + "-" + g[2] + ".jar");
  }

  private static boolean harnessEntry(Harness h, String path) {
    return path.endsWith(".class") && h.classPrefixes().stream().anyMatch(path::startsWith);
  }

  /** The harness's classes copied from this module's classes to a temporary folder. */
  static Path harnessClasses(Harness h) throws IOException {
    Path target = Files.createTempDirectory("petrify-harness-" + h.name());
    return harnessClasses(h, target);
  }

  /** The harness's classes copied from this module's classes to {@code target}. */
  static Path harnessClasses(Harness h, Path target) throws IOException {
    target = target.toAbsolutePath();
    Path source;
    try {
      source = Path.of(RealJarFigures.class.getProtectionDomain().getCodeSource().getLocation()
          .toURI());
    } catch (URISyntaxException e) {
      throw new IOException(e);
    }
    if (Files.isDirectory(source)) {
      try (Stream<Path> files = Files.walk(source)) {
        for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile)
            .filter(f -> harnessEntry(h, source.relativize(f).toString()))::iterator) {
          Path to = target.resolve(source.relativize(f).toString());
          Files.createDirectories(to.getParent());
          Files.copy(f, to, StandardCopyOption.REPLACE_EXISTING);
        }
      }
    } else {
      try (ZipFile zip = new ZipFile(source.toFile())) {
        Enumeration<? extends ZipEntry> all = zip.entries();
        while (all.hasMoreElements()) {
          ZipEntry e = all.nextElement();
          if (!e.isDirectory() && harnessEntry(h, e.getName())) {
            Path to = target.resolve(e.getName());
            Files.createDirectories(to.getParent());
            try (InputStream in = zip.getInputStream(e)) {
              Files.copy(in, to, StandardCopyOption.REPLACE_EXISTING);
            }
          }
        }
      }
    }
    return target;
  }
}
