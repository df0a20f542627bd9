package org.petrify.ir.pointsto;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.petrify.ir.pointsto.samples.JUnitThreads;
import sootup.core.model.SourceType;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.java.bytecode.frontend.inputlocation.JavaClassPathAnalysisInputLocation;
import sootup.java.bytecode.frontend.inputlocation.JrtFileSystemAnalysisInputLocation;
import sootup.java.core.JavaSootClass;
import sootup.java.core.JavaSootMethod;
import sootup.java.core.views.JavaView;

/**
 * The same input gives the same points-to result in every run: in fresh code bases of one JVM
 * (SootUp's statements hash by identity, so a second view sees other hashes) and in another JVM
 * whose identity hashes are made another way ({@code -XX:hashCode=4}) and whose immutable
 * collections get another iteration order. The program analysed runs over a real jar (JUnit 4),
 * whose bodies have the type assigner's temporaries ({@link StableTemporaries}). Before the fixes,
 * the bodies of a jar differed between two views (the temporaries' names and the order of the
 * casts before a statement), and with them node keys, call-site names and which contexts a
 * capped method kept; the result's text below then differed between runs. So did the bodies of
 * JUnit's {@code TestSuite.createTest} between two views, through SootUp's cast-and-return
 * inliner ({@link StableReturnInliner}).
 */
class StableRunsTest {

  @Test
  void bodiesOfAJarAreTheSameInEveryView() {
    String first = bodies(view());
    String second = bodies(view());
    assertThat(second).isEqualTo(first);
    // the jar has runs of the type assigner's casts before one statement, which the step sorts
    assertThat(first).containsPattern("#l\\d+ = \\([^\\n]*\\n#l\\d+ = \\(");
  }

  @Test
  void theAnalysisOfAProgramOverAJarIsTheSameInEveryRun() throws Exception {
    String first = text(analyse());
    String second = text(analyse());
    assertThat(second).isEqualTo(first);
    assertThat(first).contains(JUnitThreads.class.getName() + ".LOCK");
    assertThat(otherJvm()).isEqualTo(sha256(first));
  }

  /** Prints the digest of the sample's result: the other JVM of the test. */
  public static void main(String[] args) {
    System.out.println(sha256(text(analyse())));
  }

  private static String otherJvm() throws IOException, InterruptedException {
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Process p = new ProcessBuilder(java.toString(), "-Xmx1g",
        "-XX:+UnlockExperimentalVMOptions", "-XX:hashCode=4",
        "-cp", System.getProperty("java.class.path"), StableRunsTest.class.getName())
        .redirectError(ProcessBuilder.Redirect.DISCARD).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(5, TimeUnit.MINUTES)).isTrue();
    assertThat(p.exitValue()).as(out).isZero();
    return out.lines().reduce((a, b) -> b).orElse("");
  }

  private static List<Path> classPath() {
    return List.of(location(JUnitThreads.class), location(org.junit.runner.JUnitCore.class),
        location(org.hamcrest.Matcher.class));
  }

  private static JavaView view() {
    List<String> entries = classPath().stream().map(Path::toString).toList();
    return new JavaView(List.of(new JavaClassPathAnalysisInputLocation(
        String.join(java.io.File.pathSeparator, entries), SourceType.Application,
        StableTemporaries.defaultSteps(true))));
  }

  private static PointsToResult analyse() {
    JavaView jdk = new JavaView(List.of(new JrtFileSystemAnalysisInputLocation(
        SourceType.Library, StableTemporaries.defaultSteps(true))));
    String junit = location(org.junit.runner.JUnitCore.class).toString();
    CodeBase code = new CodeBase(view(), jdk, Map.of(), name -> null,
        name -> !name.startsWith("org.petrify."));
    JavaSootClass main = code.applicationClass(code.classType(JUnitThreads.class.getName()))
        .orElseThrow();
    JavaSootMethod entry = main.getMethods().stream().filter(m -> m.getName().equals("main"))
        .findFirst().orElseThrow();
    assertThat(junit).endsWith(".jar");
    return new PointsToAnalysis(code, PointsToAnalysis.Sensitivity.OBJECT_AND_CALL_SITE)
        .run(entry);
  }

  /** Every method body of the jars' classes, in name order. */
  private static String bodies(JavaView view) {
    StringBuilder sb = new StringBuilder();
    view.getClasses().filter(c -> !c.getName().startsWith("org.petrify."))
        .sorted(java.util.Comparator.comparing(c -> c.getType().getFullyQualifiedName()))
        .forEach(c -> {
          for (JavaSootMethod m : CodeBase.<JavaSootMethod>methodsInOrder(c)) {
            if (m.hasBody()) {
              sb.append("M ").append(m.getSignature()).append('\n');
              for (Stmt s : m.getBody().getStmts()) {
                sb.append(s).append('\n');
              }
            }
          }
        });
    return sb.toString();
  }

  /**
   * The result as text: the objects in id order, then every node's key (objects by name) with
   * the names of its objects, sorted.
   */
  static String text(PointsToResult r) {
    List<AbstractObject> os = r.objects();
    StringBuilder sb = new StringBuilder();
    for (AbstractObject o : os) {
      sb.append(o.id()).append(' ').append(o.name()).append('\n');
    }
    List<String> lines = new ArrayList<>();
    r.sets().forEach((k, ids) -> {
      String key = k instanceof NodeKey.Field f ? os.get(f.object()).name() + " . " + f.field()
          : k instanceof NodeKey.Constant c ? "constant " + os.get(c.object()).name()
          : k.toString();
      List<String> names = new ArrayList<>();
      for (int id : ids) {
        names.add(os.get(id).name());
      }
      lines.add(key + " -> " + names);
    });
    lines.sort(null);
    lines.forEach(l -> sb.append(l).append('\n'));
    return sb.toString();
  }

  private static String sha256(String text) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
          .digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  private static Path location(Class<?> c) {
    try {
      return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
