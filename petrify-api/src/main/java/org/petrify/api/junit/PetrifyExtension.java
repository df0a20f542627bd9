package org.petrify.api.junit;

import java.lang.reflect.AnnotatedElement;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.security.CodeSource;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ExtensionContext.Namespace;
import org.opentest4j.AssertionFailedError;
import org.petrify.api.report.KnownFindings;
import org.opentest4j.TestAbortedException;
import org.petrify.api.Analysis;
import org.petrify.api.InternalErrorException;
import org.petrify.api.Fairness;
import org.petrify.api.Petrify;
import org.petrify.api.Report;
import org.petrify.api.Verdict;

/**
 * The JUnit Jupiter extension behind {@link PetrifyCheck}: before each test, finds the
 * annotation (method first, then the class and its enclosing classes), analyses its
 * configuration once per test run (the reports are kept in the root context's store, keyed by
 * {@link Configuration}), and fails or skips the test as the annotation says.
 */
public final class PetrifyExtension implements BeforeEachCallback {
  private static final Namespace NAMESPACE = Namespace.create(PetrifyExtension.class);
  /** How many configurations were analysed in this JVM (for tests of the caching). */
  static final AtomicInteger ANALYSES = new AtomicInteger();

  /** Everything that decides the reports of one annotation. */
  record Configuration(List<Path> classpath, String mainClass, String entry,
      List<PetrifyCheck.Property> properties, List<String> ctl, long maxStates,
      double timeoutSeconds, Fairness fairness, List<String> acceptUnsound) {}

  /** The reports of one configuration, in the order of its properties and formulas. */
  record Reports(List<Report> reports) {}

  @Override
  public void beforeEach(ExtensionContext context) {
    PetrifyCheck check = find(context).orElse(null);
    if (check == null) {
      return;
    }
    Configuration config = configuration(check, context.getRequiredTestClass());
    Reports reports;
    try {
      reports = context.getRoot().getStore(NAMESPACE)
          .getOrComputeIfAbsent(config, c -> analyse((Configuration) c), Reports.class);
    } catch (InternalErrorException e) {
      throw new AssertionFailedError("Petrify: " + config.mainClass() + ": " + e.getMessage(), e);
    } catch (IllegalArgumentException e) {
      // A bad annotation (an unknown acceptUnsound kind, ...): one line, as the plugin and CLI.
      throw new AssertionFailedError("Petrify: @PetrifyCheck: " + e.getMessage());
    }
    List<String> inconclusive = new ArrayList<>();
    KnownFindings known = knownFindings(check, config);
    for (Report r : reports.reports()) {
      context.publishReportEntry("petrify " + r.property(), r.toString());
      KnownFindings.Triage triage = known.triage(r);
      if (r.verdict() == Verdict.VIOLATED && !triage.isNew()) {
        context.publishReportEntry("petrify " + r.property() + " known", triage.why());
      } else if (r.verdict() == Verdict.VIOLATED) {
        throw new AssertionFailedError("Petrify: " + config.mainClass()
            + (config.entry().isEmpty() ? "" : "." + config.entry()) + ": " + r.property()
            + " is violated\n\n" + r.text());
      }
      if (r.verdict() == Verdict.INCONCLUSIVE) {
        inconclusive.add(r.property() + ": " + r.reason().orElse("no reason given"));
      }
    }
    if (!inconclusive.isEmpty()) {
      String message = "Petrify: " + config.mainClass() + " is inconclusive: "
          + String.join("; ", inconclusive);
      if (check.inconclusive() == PetrifyCheck.Inconclusive.SKIP) {
        throw new TestAbortedException(message);
      }
      throw new AssertionFailedError(message);
    }
  }

  /** The annotation's baseline, if any, and the suppressions in the analysed classes. */
  private static KnownFindings knownFindings(PetrifyCheck check, Configuration config) {
    KnownFindings known;
    try {
      known = check.baseline().isBlank() ? KnownFindings.none()
          : KnownFindings.baseline(Path.of(check.baseline()));
    } catch (IllegalArgumentException e) {
      throw new AssertionFailedError("Petrify: " + e.getMessage());
    }
    return known.withSuppressionsFrom(config.classpath());
  }

  private static Optional<PetrifyCheck> find(ExtensionContext context) {
    Optional<PetrifyCheck> onMethod = context.getTestMethod().flatMap(m -> annotation(m));
    if (onMethod.isPresent()) {
      return onMethod;
    }
    for (Class<?> c = context.getRequiredTestClass(); c != null; c = c.getEnclosingClass()) {
      Optional<PetrifyCheck> onClass = annotation(c);
      if (onClass.isPresent()) {
        return onClass;
      }
    }
    return Optional.empty();
  }

  private static Optional<PetrifyCheck> annotation(AnnotatedElement e) {
    return Optional.ofNullable(e.getAnnotation(PetrifyCheck.class));
  }

  static Configuration configuration(PetrifyCheck check, Class<?> testClass) {
    Set<Path> classpath = new LinkedHashSet<>();
    classpath.add(codeSource(check.main()));
    classpath.add(codeSource(testClass));
    for (String extra : check.classpath()) {
      classpath.add(Path.of(extra).toAbsolutePath().normalize());
    }
    return new Configuration(List.copyOf(classpath), check.main().getName(), check.entry(),
        List.of(check.properties()), List.of(check.ctl()), check.maxStates(),
        check.timeoutSeconds(), check.fairness(), List.of(check.acceptUnsound()));
  }

  private static Path codeSource(Class<?> type) {
    CodeSource source = type.getProtectionDomain().getCodeSource();
    if (source == null || source.getLocation() == null) {
      throw new IllegalArgumentException("@PetrifyCheck: cannot tell where " + type.getName()
          + " was loaded from; name its folder or jar in classpath()");
    }
    try {
      return Path.of(source.getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalArgumentException(e);
    }
  }

  static Reports analyse(Configuration c) {
    ANALYSES.incrementAndGet();
    Analysis a = Petrify.analyze(c.classpath()).mainClass(c.mainClass())
        .maxStates(c.maxStates())
        .timeout(c.timeoutSeconds() > 0
            ? Duration.ofMillis(Math.round(c.timeoutSeconds() * 1000)) : null)
        .fairness(c.fairness())
        .acceptUnsound(c.acceptUnsound());
    if (!c.entry().isEmpty()) {
      a = a.entryPoint(c.mainClass() + "." + c.entry());
    }
    List<Report> reports = new ArrayList<>();
    for (PetrifyCheck.Property p : c.properties()) {
      reports.add(switch (p) {
        case DEADLOCK -> a.deadlock();
        case TERMINATION -> a.termination();
        case LIVELOCK -> a.livelock();
      });
    }
    for (String formula : c.ctl()) {
      reports.add(a.check(formula));
    }
    return new Reports(List.copyOf(reports));
  }
}
