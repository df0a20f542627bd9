package org.petrify.ir.pointsto;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import sootup.core.model.SourceType;
import sootup.java.bytecode.frontend.inputlocation.JavaClassPathAnalysisInputLocation;
import sootup.java.bytecode.frontend.inputlocation.JrtFileSystemAnalysisInputLocation;
import sootup.java.core.JavaSootMethod;
import sootup.java.core.views.JavaView;

/** A {@link CodeBase} over this module's test classes, for tests of the points-to parts. */
final class TestCode {
  private static CodeBase shared;

  private TestCode() {}

  static synchronized CodeBase codeBase() {
    if (shared == null) {
      JavaView app = new JavaView(List.of(new JavaClassPathAnalysisInputLocation(
          testClasses().toString(), SourceType.Application, StableTemporaries.defaultSteps(true))));
      JavaView jdk = new JavaView(List.of(new JrtFileSystemAnalysisInputLocation(
          SourceType.Library, StableTemporaries.defaultSteps(true))));
      shared = new CodeBase(app, jdk, Map.of());
    }
    return shared;
  }

  /** A fresh code base over the test classes, those {@code jarClasses} names counting as read from a jar. */
  static CodeBase codeBase(java.util.function.Predicate<String> jarClasses) {
    JavaView app = new JavaView(List.of(new JavaClassPathAnalysisInputLocation(
        testClasses().toString(), SourceType.Application, StableTemporaries.defaultSteps(true))));
    JavaView jdk = new JavaView(List.of(new JrtFileSystemAnalysisInputLocation(
          SourceType.Library, StableTemporaries.defaultSteps(true))));
    return new CodeBase(app, jdk, Map.of(), name -> null, jarClasses);
  }

  static JavaSootMethod method(Class<?> cls, String name) {
    return codeBase().applicationClass(codeBase().classType(cls.getName())).orElseThrow()
        .getMethods().stream().filter(m -> m.getName().equals(name)).findFirst().orElseThrow();
  }

  static PointsToResult analyse(Class<?> main, PointsToAnalysis.Sensitivity sensitivity) {
    return new PointsToAnalysis(codeBase(), sensitivity).run(method(main, "main"));
  }

  /** The first run of the analysis only (no per-thread heap contexts, {@link ThreadContexts}). */
  static PointsToResult analyseOnce(Class<?> main) {
    return new PointsToAnalysis(codeBase(), PointsToAnalysis.Sensitivity.OBJECT_AND_CALL_SITE)
        .withoutThreadContexts().run(method(main, "main"));
  }

  private static Path testClasses() {
    try {
      return Path.of(TestCode.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
