package org.petrify.api.report;

import org.petrify.api.SourceLocation;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.AnnotationVisitor;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.petrify.api.BadInputException;
import org.petrify.api.ClassPathFiles;
import org.petrify.api.Explanation;
import org.petrify.api.Race;
import org.petrify.api.Report;

/**
 * The findings a team already knows: a <b>baseline</b> (a SARIF log of earlier findings, matched
 * by {@code partialFingerprints["petrify/v1"]}, which ignore line numbers) and the
 * <b>suppressions</b> written in code with {@code @org.petrify.annotations.Suppress}. A known or
 * suppressed finding is still reported, marked as such, and does not fail a build; a new one
 * does.
 *
 * <p>A finding is suppressed when a method on its witness (each blocked thread's stack and the
 * places its held locks were taken, each looping method, each racing access), the class
 * declaring it, or a class enclosing that one, is annotated with the finding's property or
 * {@code "all"}; a lambda body {@code lambda$m$0} counts as its method {@code m}. The class
 * files are read from the analysed class path.
 */
public final class KnownFindings {
  /** The annotation's descriptor; the annotation's artifact is not needed to read it. */
  static final String SUPPRESS = "Lorg/petrify/annotations/Suppress;";

  /** What is known about one report's finding. */
  public enum Status {
    /** No finding: the property holds or is undecided. */
    NO_FINDING,
    /** A finding not in the baseline and not suppressed: it fails the build. */
    NEW,
    /** A finding whose fingerprints are all in the baseline. */
    IN_BASELINE,
    /** A finding suppressed in code. */
    SUPPRESSED
  }

  /** The status of a report's finding, with a one-line reason for known ones. */
  public record Triage(Status status, String why) {
    /** True for a finding that must fail the build. */
    public boolean isNew() {
      return status == Status.NEW;
    }
  }

  private final Set<String> baseline;
  private final String baselineName;
  private final List<Path> classpath;
  private final Map<String, ClassMarks> marks = new HashMap<>();

  private KnownFindings(Set<String> baseline, String baselineName, List<Path> classpath) {
    this.baseline = baseline;
    this.baselineName = baselineName;
    this.classpath = List.copyOf(classpath);
  }

  /** Nothing known: every finding is new (suppressions are not read). */
  public static KnownFindings none() {
    return new KnownFindings(Set.of(), null, List.of());
  }

  /**
   * Reads a baseline, a SARIF log written by {@link #writeBaseline} or by {@code --format
   * sarif}. Throws IllegalArgumentException with a one-line message when it cannot be read.
   */
  public static KnownFindings baseline(Path sarif) {
    String text;
    try {
      text = Files.readString(sarif, StandardCharsets.UTF_8);
    } catch (IOException | RuntimeException e) {
      throw new IllegalArgumentException("cannot read the baseline " + sarif + ": "
          + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
    }
    Set<String> fingerprints = new LinkedHashSet<>();
    try {
      Object log = JsonReader.parse(text);
      if (!(log instanceof Map<?, ?> m) || !(m.get("runs") instanceof List<?> runs)) {
        throw new IllegalArgumentException("not a SARIF log (no \"runs\")");
      }
      for (Object run : runs) {
        if (run instanceof Map<?, ?> r && r.get("results") instanceof List<?> results) {
          for (Object result : results) {
            if (result instanceof Map<?, ?> res
                && res.get("partialFingerprints") instanceof Map<?, ?> fp
                && fp.get(ReportSarif.FINGERPRINT) instanceof String f) {
              fingerprints.add(f);
            }
          }
        }
      }
    } catch (RuntimeException e) {
      throw new IllegalArgumentException("the baseline " + sarif + " is not a SARIF log: "
          + e.getMessage());
    }
    return new KnownFindings(Set.copyOf(fingerprints), sarif.getFileName().toString(),
        List.of());
  }

  /** The same knowledge plus the {@code @Suppress} annotations of the class path's classes. */
  public KnownFindings withSuppressionsFrom(List<Path> classpath) {
    return new KnownFindings(baseline, baselineName, classpath);
  }

  /** How many findings the baseline lists. */
  public int baselineSize() {
    return baseline.size();
  }

  /** True if a baseline was read (even an empty one). */
  public boolean hasBaseline() {
    return baselineName != null;
  }

  /** Writes the reports' findings as a baseline (a SARIF log). */
  public static void writeBaseline(Path file, Map<String, Report> byEntryPoint) throws IOException {
    Files.writeString(file, ReportSarif.write(byEntryPoint, SourceLocations.none()) + "\n",
        StandardCharsets.UTF_8);
  }

  /** The status of a report's finding. */
  public Triage triage(Report r) {
    if (!r.violated()) {
      return new Triage(Status.NO_FINDING, "");
    }
    String property = r.isRaceReport() ? "race" : r.property().trim().toLowerCase(Locale.ROOT);
    String where = suppressedAt(property, witnessOrigins(r));
    if (where != null) {
      return new Triage(Status.SUPPRESSED, "suppressed by @Suppress(\"" + property + "\") on "
          + where);
    }
    List<String> fingerprints = ReportSarif.fingerprints(r);
    if (!fingerprints.isEmpty() && baseline.containsAll(fingerprints)) {
      return new Triage(Status.IN_BASELINE, "known finding, in the baseline " + baselineName);
    }
    return new Triage(Status.NEW, "");
  }

  /** The origins on a finding's witness whose methods and classes may suppress it. */
  static List<SourceLocation> witnessOrigins(Report r) {
    List<SourceLocation> out = new ArrayList<>();
    if (r.isRaceReport()) {
      for (Race race : r.races()) {
        out.add(race.first().at());
        out.add(race.second().at());
      }
      return out;
    }
    Explanation e = r.explanation().orElse(null);
    if (e instanceof Explanation.Deadlock d) {
      for (Explanation.BlockedThread t : d.threads()) {
        out.addAll(t.stack());
        t.holds().forEach(h -> out.add(h.acquiredAt()));
      }
    } else if (e instanceof Explanation.NonTermination n) {
      for (Explanation.LoopingThread t : n.threads()) {
        out.addAll(t.loop());
        if (t.waitingAt() != null) {
          out.add(t.waitingAt());
        }
      }
    }
    return out;
  }

  /** The first annotated method or class among the origins, or null. */
  private String suppressedAt(String property, List<SourceLocation> origins) {
    if (classpath.isEmpty()) {
      return null;
    }
    for (SourceLocation o : origins) {
      if (o == null || !o.isKnown()) {
        continue;
      }
      String method = sourceMethod(o.methodName());
      ClassMarks c = marks(o.className());
      if (c.methods.getOrDefault(method, Set.of()).stream().anyMatch(p -> covers(p, property))) {
        return o.className() + "." + method;
      }
      for (String cls = o.className(); cls != null; cls = outer(cls)) {
        if (marks(cls).type.stream().anyMatch(p -> covers(p, property))) {
          return cls;
        }
      }
    }
    return null;
  }

  private static boolean covers(String annotated, String property) {
    String a = annotated.trim().toLowerCase(Locale.ROOT);
    return a.equals("all") || a.equals(property);
  }

  /** {@code lambda$main$0} → {@code main}; other names unchanged. */
  static String sourceMethod(String name) {
    if (name.startsWith("lambda$")) {
      int end = name.indexOf('$', "lambda$".length());
      if (end > "lambda$".length()) {
        String m = name.substring("lambda$".length(), end);
        return m.equals("static") ? "<clinit>" : m.equals("new") ? "<init>" : m;
      }
    }
    return name;
  }

  private static String outer(String cls) {
    int dollar = cls.lastIndexOf('$');
    return dollar > 0 ? cls.substring(0, dollar) : null;
  }

  private ClassMarks marks(String className) {
    return marks.computeIfAbsent(className, this::read);
  }

  /** The suppressed properties of a class and of its methods, read from its class file. */
  private ClassMarks read(String className) {
    ClassMarks m = new ClassMarks();
    byte[] bytes = classFile(className);
    if (bytes == null) {
      return m;
    }
    try {
      new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9) {
        @Override
        public AnnotationVisitor visitAnnotation(String descriptor, boolean visible) {
          return SUPPRESS.equals(descriptor) ? values(m.type) : null;
        }

        @Override
        public MethodVisitor visitMethod(int access, String name, String descriptor,
            String signature, String[] exceptions) {
          return new MethodVisitor(Opcodes.ASM9) {
            @Override
            public AnnotationVisitor visitAnnotation(String d, boolean visible) {
              return SUPPRESS.equals(d)
                  ? values(m.methods.computeIfAbsent(name, k -> new LinkedHashSet<>())) : null;
            }
          };
        }
      }, ClassReader.SKIP_CODE);
    } catch (RuntimeException e) {
      // A class file ASM cannot read suppresses nothing; the analysis reports bad classes.
    }
    return m;
  }

  private static AnnotationVisitor values(Set<String> into) {
    return new AnnotationVisitor(Opcodes.ASM9) {
      @Override
      public AnnotationVisitor visitArray(String name) {
        if (!"value".equals(name)) {
          return null;
        }
        return new AnnotationVisitor(Opcodes.ASM9) {
          @Override
          public void visit(String n, Object value) {
            into.add(String.valueOf(value));
          }
        };
      }

      @Override
      public void visit(String name, Object value) {
        if ("value".equals(name)) {
          into.add(String.valueOf(value));
        }
      }
    };
  }

  private byte[] classFile(String className) {
    try {
      return ClassPathFiles.read(classpath, className);
    } catch (BadInputException e) {
      return null; // unreadable entries suppress nothing; the analysis reports bad input
    }
  }

  private static final class ClassMarks {
    final Set<String> type = new LinkedHashSet<>();
    final Map<String, Set<String>> methods = new HashMap<>();
  }
}
