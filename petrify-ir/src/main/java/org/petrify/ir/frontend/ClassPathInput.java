package org.petrify.ir.frontend;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.stage.StageBudget;
import sootup.core.model.SourceType;
import sootup.java.bytecode.frontend.inputlocation.JavaClassPathAnalysisInputLocation;
import sootup.java.bytecode.frontend.inputlocation.JrtFileSystemAnalysisInputLocation;
import sootup.java.core.views.JavaView;

/**
 * Checks a classpath and opens it: every entry must exist; directories are searched for class
 * files, other files must be readable jars; every class file is put through the JVM's format
 * checks ({@link ClassFileCheck}), and the caller refuses to analyse a class whose file fails
 * them ({@link #defect}), so that SootUp, which skips unreadable classes with a log line or
 * fails deep inside on malformed ones, never sees a broken class of the program. Multi-release jars are read at one Java release (that of
 * the JVM running the analysis by default), as {@code java -jar} reads them. The SourceFile
 * attribute of every class is kept for origins.
 */
final class ClassPathInput {
  private final Map<String, String> sourceFiles = new LinkedHashMap<>();
  /** Where each class file was read: a file's path, or {@code jar!/entry}. */
  private final Map<String, String> locations = new java.util.HashMap<>();
  /** Class files the JVM would refuse, by the class name their path gives: the message. */
  private final Map<String, String> defects = new LinkedHashMap<>();
  /** The direct supertypes of every valid class read. */
  private final Map<String, List<String>> supertypes = new java.util.HashMap<>();
  private final List<Path> entries;
  /** Services named by a {@code META-INF/services/} file of an entry (binary names). */
  private final java.util.Set<String> services = new java.util.TreeSet<>();
  /** False when a jar's manifest adds entries ({@code Class-Path}): the services are unknown. */
  private boolean closed = true;
  private final StageBudget budget;
  private final int release;

  private ClassPathInput(List<Path> entries, StageBudget budget, int release) {
    this.entries = new ArrayList<>(entries);
    this.budget = budget;
    this.release = release;
  }

  /**
   * Validates the entries and reads every class file header, counting each and checking
   * {@code budget} between classes; throws on bad input.
   */
  static ClassPathInput open(List<Path> classpath, StageBudget budget) {
    return open(classpath, budget, Runtime.version().feature());
  }

  /**
   * As {@link #open(List, StageBudget)}, reading multi-release jars at Java {@code release}.
   */
  static ClassPathInput open(List<Path> classpath, StageBudget budget, int release) {
    if (classpath.isEmpty()) {
      throw new FrontendException("empty classpath: give at least one folder or jar");
    }
    ClassPathInput in = new ClassPathInput(List.copyOf(classpath), budget, release);
    for (Path p : classpath) {
      if (!Files.exists(p)) {
        throw new FrontendException("classpath entry not found: " + p);
      }
      if (Files.isDirectory(p)) {
        in.scanDirectory(p);
      } else {
        in.scanJar(p);
      }
    }
    if (in.sourceFiles.isEmpty()) {
      if (!in.defects.isEmpty()) {
        throw new FrontendException(in.defects.values().iterator().next());
      }
      throw new FrontendException("no class files in classpath: " + classpath);
    }
    return in;
  }

  /** The entries as SootUp reads them (a multi-release jar replaced by its release's copy). */
  List<Path> entries() {
    return List.copyOf(entries);
  }

  /** Binary names of all classes found. */
  java.util.Set<String> classNames() {
    return sourceFiles.keySet();
  }

  /** The code base: application view over the classpath, JDK view for single-class look-ups. */
  CodeBase codeBase() {
    StringBuilder cp = new StringBuilder();
    for (Path p : entries) {
      if (cp.length() > 0) {
        cp.append(File.pathSeparator);
      }
      cp.append(p.toAbsolutePath());
    }
    JavaView app = new JavaView(List.of(
        new JavaClassPathAnalysisInputLocation(cp.toString(), SourceType.Application,
            org.petrify.ir.pointsto.StableTemporaries.defaultSteps(true))));
    JavaView jdk = jdkView();
    Map<String, String> files = new LinkedHashMap<>();
    sourceFiles.forEach((k, v) -> files.put(k, v == null ? "" : v));
    CodeBase code = new CodeBase(app, jdk, files, this::classFile, name -> {
      String where = locations.get(name);
      return where != null && where.contains("!/");
    });
    if (closed) {
      code.serviceFiles(services);
    }
    return code;
  }

  private static final String SERVICES = "META-INF/services/";

  /**
   * Notes a provider file at {@code relative} (a path inside an entry), if it is one; a
   * multi-release jar's versioned copy ({@code META-INF/versions/N/META-INF/services/S}) counts
   * for every release.
   */
  private void service(String relative) {
    java.util.regex.Matcher versioned = VERSIONED.matcher(relative);
    if (versioned.matches()) {
      relative = versioned.group(2);
    }
    if (relative.startsWith(SERVICES) && relative.length() > SERVICES.length()
        && relative.indexOf('/', SERVICES.length()) < 0) {
      services.add(relative.substring(SERVICES.length()));
    }
  }

  /** The class file of an application class, read again from where it was found, or null. */
  private byte[] classFile(String name) {
    String where = locations.get(name);
    if (where == null) {
      return null;
    }
    int bang = where.indexOf("!/");
    try {
      if (bang < 0) {
        return Files.readAllBytes(Path.of(where));
      }
      try (ZipFile zip = new ZipFile(where.substring(0, bang));
          InputStream s = zip.getInputStream(zip.getEntry(where.substring(bang + 2)))) {
        return s.readAllBytes();
      }
    } catch (IOException | RuntimeException e) {
      return null;
    }
  }

  private static JavaView sharedJdk;

  /**
   * One JDK view per process: the runtime's classes do not change, and opening the jrt file
   * system costs a few hundred milliseconds. JavaView's look-ups are synchronized.
   */
  private static synchronized JavaView jdkView() {
    if (sharedJdk == null) {
      sharedJdk = new JavaView(List.of(new JrtFileSystemAnalysisInputLocation(
          SourceType.Library, org.petrify.ir.pointsto.StableTemporaries.defaultSteps(true))));
    }
    return sharedJdk;
  }

  private void scanDirectory(Path dir) {
    List<Path> classes = new ArrayList<>();
    Path serviceDir = dir.resolve(SERVICES);
    if (Files.isDirectory(serviceDir)) {
      try (Stream<Path> files = Files.list(serviceDir)) {
        files.filter(Files::isRegularFile)
            .forEach(f -> service(SERVICES + f.getFileName().toString()));
      } catch (IOException | java.io.UncheckedIOException e) {
        closed = false; // unknown providers
      }
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      walk.filter(f -> f.toString().endsWith(".class") && Files.isRegularFile(f))
          .sorted().forEach(classes::add);
    } catch (IOException | java.io.UncheckedIOException e) {
      throw new FrontendException("cannot read classpath folder " + dir + ": " + e.getMessage(), e);
    }
    for (Path f : classes) {
      String relative = dir.relativize(f).toString().replace(File.separatorChar, '/');
      if (f.getFileName().toString().equals("module-info.class")
          || relative.startsWith("META-INF/")) {
        continue; // a class loader never reads these from a folder
      }
      byte[] bytes;
      try {
        bytes = Files.readAllBytes(f);
      } catch (IOException e) {
        throw new FrontendException("cannot read class file " + f + ": " + e.getMessage(), e);
      }
      record(bytes, f.toString(), relative);
    }
  }

  /**
   * Reads a jar's classes. A multi-release jar ({@code Multi-Release: true} in its manifest) is
   * read as {@code java -jar} would run it on Java {@link #release}: for each class, the entry
   * under {@code META-INF/versions/N/} with the highest {@code N <= release}, else the base
   * entry; SootUp is then given a copy of the jar holding exactly the chosen entries.
   */
  private void scanJar(Path jar) {
    try (ZipFile zip = new ZipFile(jar.toFile())) {
      boolean multiRelease = isMultiRelease(zip);
      Map<String, ZipEntry> chosen = new java.util.TreeMap<>();
      Map<String, Integer> chosenVersion = new java.util.HashMap<>();
      boolean anyVersioned = false;
      Enumeration<? extends ZipEntry> all = zip.entries();
      if (hasClassPathAttribute(zip)) {
        closed = false;
      }
      while (all.hasMoreElements()) {
        ZipEntry e = all.nextElement();
        String name = e.getName();
        if (!e.isDirectory()) {
          service(name);
        }
        if (e.isDirectory() || !name.endsWith(".class") || name.endsWith("module-info.class")) {
          continue;
        }
        int version = 0;
        if (name.startsWith("META-INF/")) {
          java.util.regex.Matcher m = VERSIONED.matcher(name);
          if (!multiRelease || !m.matches()) {
            continue;
          }
          version = Integer.parseInt(m.group(1));
          anyVersioned = true;
          if (version < 9 || version > release) {
            continue;
          }
          name = m.group(2);
        }
        Integer before = chosenVersion.get(name);
        if (before == null || before < version) {
          chosen.put(name, e);
          chosenVersion.put(name, version);
        }
      }
      // A copy whenever the jar has versioned entries, even none chosen (a release below all of
      // them): the JVM's own loaders, which verify the classes, read it at their release.
      boolean versioned = anyVersioned;
      for (Map.Entry<String, ZipEntry> c : chosen.entrySet()) {
        try (InputStream s = zip.getInputStream(c.getValue())) {
          record(s.readAllBytes(), jar + "!/" + c.getValue().getName(), c.getKey());
        }
      }
      if (versioned) {
        entries.set(entries.indexOf(jar), releaseCopy(zip, chosen));
      }
    } catch (IOException e) {
      throw new FrontendException("unreadable jar " + jar + ": " + e.getMessage(), e);
    }
  }

  private static final java.util.regex.Pattern VERSIONED =
      java.util.regex.Pattern.compile("META-INF/versions/([0-9]{1,4})/(.+)");

  private static boolean hasClassPathAttribute(ZipFile zip) throws IOException {
    ZipEntry m = zip.getEntry("META-INF/MANIFEST.MF");
    if (m == null) {
      return false;
    }
    try (InputStream s = zip.getInputStream(m)) {
      String value = new java.util.jar.Manifest(s).getMainAttributes().getValue("Class-Path");
      return value != null && !value.isBlank();
    }
  }

  private static boolean isMultiRelease(ZipFile zip) throws IOException {
    ZipEntry m = zip.getEntry("META-INF/MANIFEST.MF");
    if (m == null) {
      return false;
    }
    try (InputStream s = zip.getInputStream(m)) {
      String value = new java.util.jar.Manifest(s).getMainAttributes().getValue("Multi-Release");
      return value != null && value.trim().equalsIgnoreCase("true");
    }
  }

  /** A temporary jar with the chosen entries at their base paths (deleted on exit). */
  private static Path releaseCopy(ZipFile zip, Map<String, ZipEntry> chosen) throws IOException {
    Path copy = Files.createTempFile("petrify-release-", ".jar");
    copy.toFile().deleteOnExit();
    try (java.util.zip.ZipOutputStream out =
        new java.util.zip.ZipOutputStream(Files.newOutputStream(copy))) {
      for (Map.Entry<String, ZipEntry> c : chosen.entrySet()) {
        out.putNextEntry(new ZipEntry(c.getKey()));
        try (InputStream s = zip.getInputStream(c.getValue())) {
          s.transferTo(out);
        }
        out.closeEntry();
      }
    }
    return copy;
  }

  /**
   * Checks one class file ({@link ClassFileCheck}) and records its name and source file. A
   * file the JVM would refuse is recorded as a defect under the class name its path gives (see
   * {@link #defect}); a valid file whose path does not give its name is skipped, since no class
   * loader reads it from there.
   *
   * @param where the file, for messages
   * @param path its path below the class path entry ({@code pkg/Cls.class})
   */
  private void record(byte[] bytes, String where, String path) {
    budget.check();
    budget.classRead();
    String expected = path.substring(0, path.length() - ".class".length()).replace('/', '.');
    ClassFileCheck.Header h;
    try {
      h = ClassFileCheck.check(bytes);
    } catch (ClassFileCheck.Defect d) {
      defects.putIfAbsent(expected, "bad class file " + where
          + (d.className == null ? "" : " (class " + d.className + ")") + ": " + d.getMessage());
      return;
    }
    if (h.name().equals(expected)) {
      sourceFiles.putIfAbsent(h.name(), h.sourceFile());
      supertypes.putIfAbsent(h.name(), h.supertypes());
      locations.putIfAbsent(h.name(), where);
    }
  }

  /**
   * The one-line bad-input message for the class file at the path of class {@code name} if
   * the JVM would refuse it, else null. A class is loaded only when the program uses it, so
   * the caller asks for the classes it analyses (the main class, the classes reached).
   */
  /**
   * The classes of the class path that are subtypes of one of {@code jdkTypes} (a set closed
   * under the JDK's own subclassing: every JDK subtype that matters is listed), directly or
   * through other classes of the class path. Computed once per set (the class path does not
   * change), for the analyses that reuse this class path ({@link LoadedClassPaths}).
   */
  Set<String> subtypesOf(Set<String> jdkTypes) {
    return subtypes.computeIfAbsent(Set.copyOf(jdkTypes), this::findSubtypesOf);
  }

  /** {@link #subtypesOf} per set of JDK types asked for. */
  private final Map<Set<String>, Set<String>> subtypes =
      new java.util.concurrent.ConcurrentHashMap<>();

  private Set<String> findSubtypesOf(Set<String> jdkTypes) {
    Set<String> found = new java.util.TreeSet<>();
    Map<String, Boolean> memo = new java.util.HashMap<>();
    for (String c : supertypes.keySet()) {
      if (extendsAny(c, jdkTypes, memo)) {
        found.add(c);
      }
    }
    return java.util.Collections.unmodifiableSet(found);
  }

  private boolean extendsAny(String start, Set<String> jdkTypes, Map<String, Boolean> memo) {
    // iterative depth-first walk up the class path's own supertypes; cycles (malformed input)
    // end as "no"
    java.util.ArrayDeque<String> stack = new java.util.ArrayDeque<>();
    Set<String> onStack = new java.util.HashSet<>();
    stack.push(start);
    while (!stack.isEmpty()) {
      String c = stack.peek();
      if (memo.containsKey(c)) {
        stack.pop();
        continue;
      }
      onStack.add(c);
      boolean pending = false;
      boolean yes = false;
      for (String s : supertypes.getOrDefault(c, List.of())) {
        if (jdkTypes.contains(s) || Boolean.TRUE.equals(memo.get(s))) {
          yes = true;
          break;
        }
        if (supertypes.containsKey(s) && !memo.containsKey(s) && !onStack.contains(s)) {
          stack.push(s);
          pending = true;
        }
      }
      if (yes || !pending) {
        memo.put(c, yes);
        onStack.remove(c);
        stack.pop();
      }
    }
    return memo.get(start);
  }

  String defect(String name) {
    return sourceFiles.containsKey(name) ? null : defects.get(name);
  }
}
