package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.petrify.ir.frontend.samples.ClassicDeadlock;
import org.petrify.ir.rb.RbPrinter;
import org.petrify.ir.stage.StageBudget;

/**
 * A class path kept by {@link LoadedClassPaths} is reused only while unchanged, lent to one
 * analysis at a time, and gives the translation a fresh class path gives, whatever was
 * analysed on it before.
 */
class LoadedClassPathsTest {
  @TempDir Path dir;

  private static final int RELEASE = Runtime.version().feature();

  @Test
  void aProgramTranslatesAloneAsAfterFiftyOthersOnTheSameClassPath() throws IOException {
    List<Path> cp = List.of(RbDump.testClasses());
    List<String> others = samples().stream()
        .filter(n -> !n.equals(ClassicDeadlock.class.getName())).limit(50).toList();
    assertThat(others).hasSize(50);
    String alone = text(Frontend.translate(cp, EntryPoint.mainClass(
        ClassicDeadlock.class.getName()), FrontendOptions.defaults()));
    LoadedClassPaths cache = LoadedClassPaths.keeping(1);
    for (String other : others) {
      try {
        Frontend.translate(cp, EntryPoint.mainClass(other), FrontendOptions.defaults(),
            StageBudget.none(), cache);
      } catch (FrontendException notAProgram) {
        // a sample without a main method: the class path is still read
      }
    }
    String after = text(Frontend.translate(cp, EntryPoint.mainClass(
        ClassicDeadlock.class.getName()), FrontendOptions.defaults(), StageBudget.none(), cache));
    assertThat(after).isEqualTo(alone);
  }

  @Test
  void anUnchangedClassPathIsReusedAndAChangedOneReadAgain() throws IOException {
    Path classes = copyOfOneSample("one");
    LoadedClassPaths cache = LoadedClassPaths.keeping(2);
    LoadedClassPaths.Loaded first = cache.lend(List.of(classes), RELEASE, StageBudget.none());
    cache.giveBack(first);
    LoadedClassPaths.Loaded second = cache.lend(List.of(classes), RELEASE, StageBudget.none());
    assertThat(second.code()).isSameAs(first.code());
    cache.giveBack(second);

    Path file = classes.resolve("Extra.class");
    Files.write(file, Files.readAllBytes(classes.resolve(SAMPLE)));
    LoadedClassPaths.Loaded third = lendAfterEvents(cache, classes, first);
    assertThat(third.code()).isNotSameAs(first.code());
    cache.giveBack(third);

    Files.setLastModifiedTime(file, FileTime.fromMillis(Files.getLastModifiedTime(file)
        .toMillis() - 60_000));
    assertThat(lendAfterEvents(cache, classes, third).code()).isNotSameAs(third.code());
  }

  /**
   * Lends the class path once the file system's events of a change made before have been
   * delivered (they arrive a little after the write): lends again, up to ten seconds, while
   * it gets {@code before} back.
   */
  private static LoadedClassPaths.Loaded lendAfterEvents(LoadedClassPaths cache, Path classes,
      LoadedClassPaths.Loaded before) {
    long end = System.nanoTime() + 10_000_000_000L;
    while (true) {
      LoadedClassPaths.Loaded l = cache.lend(List.of(classes), RELEASE, StageBudget.none());
      if (l.code() != before.code() || System.nanoTime() > end) {
        return l;
      }
      cache.giveBack(l);
      try {
        Thread.sleep(20);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return l;
      }
    }
  }

  @Test
  void aChangedJarIsReadAgain() throws IOException {
    Path jar = dir.resolve("app.jar");
    try (var out = new java.util.jar.JarOutputStream(Files.newOutputStream(jar))) {
      out.putNextEntry(new java.util.zip.ZipEntry(SAMPLE));
      out.write(Files.readAllBytes(RbDump.testClasses().resolve(SAMPLE)));
      out.closeEntry();
    }
    LoadedClassPaths cache = LoadedClassPaths.keeping(1);
    LoadedClassPaths.Loaded first = cache.lend(List.of(jar), RELEASE, StageBudget.none());
    cache.giveBack(first);
    Files.setLastModifiedTime(jar, FileTime.fromMillis(Files.getLastModifiedTime(jar)
        .toMillis() - 60_000));
    assertThat(cache.lend(List.of(jar), RELEASE, StageBudget.none()).code())
        .isNotSameAs(first.code());
  }

  @Test
  void concurrentAnalysesOfOneClassPathEachGetTheirOwn() throws IOException {
    Path classes = copyOfOneSample("one");
    LoadedClassPaths cache = LoadedClassPaths.keeping(1);
    LoadedClassPaths.Loaded a = cache.lend(List.of(classes), RELEASE, StageBudget.none());
    LoadedClassPaths.Loaded b = cache.lend(List.of(classes), RELEASE, StageBudget.none());
    assertThat(b.code()).isNotSameAs(a.code());
    cache.giveBack(a);
    cache.giveBack(b);
    LoadedClassPaths.Loaded c = cache.lend(List.of(classes), RELEASE, StageBudget.none());
    LoadedClassPaths.Loaded d = cache.lend(List.of(classes), RELEASE, StageBudget.none());
    assertThat(List.of(c.code(), d.code())).containsExactlyInAnyOrder(a.code(), b.code());
  }

  @Test
  void theLeastRecentlyUsedClassPathGoesFirstAndNoneKeepsNothing() throws IOException {
    Path one = copyOfOneSample("one");
    Path two = copyOfOneSample("two");
    LoadedClassPaths cache = LoadedClassPaths.keeping(1);
    LoadedClassPaths.Loaded a = cache.lend(List.of(one), RELEASE, StageBudget.none());
    cache.giveBack(a);
    cache.giveBack(cache.lend(List.of(two), RELEASE, StageBudget.none()));
    assertThat(cache.lend(List.of(one), RELEASE, StageBudget.none()).code())
        .isNotSameAs(a.code());

    LoadedClassPaths.Loaded n = LoadedClassPaths.NONE.lend(List.of(one), RELEASE,
        StageBudget.none());
    LoadedClassPaths.NONE.giveBack(n);
    assertThat(LoadedClassPaths.NONE.lend(List.of(one), RELEASE, StageBudget.none()).code())
        .isNotSameAs(n.code());
  }

  @Test
  void badInputIsReportedAsWithoutTheCache() {
    assertThatThrownBy(() -> LoadedClassPaths.keeping(1).lend(List.of(dir.resolve("none")),
        RELEASE, StageBudget.none())).isInstanceOf(FrontendException.class)
        .hasMessageContaining("classpath entry not found");
    assertThatThrownBy(() -> LoadedClassPaths.keeping(0))
        .isInstanceOf(IllegalArgumentException.class);
  }

  private static String text(FrontendResult r) {
    return RbPrinter.print(r.program()) + r.caveats() + r.locations() + r.threadNames()
        + r.threadLocalLocks() + r.lockFields() + r.daemonThreads();
  }

  /** The binary names of the samples' classes, sorted. */
  private static List<String> samples() throws IOException {
    Path root = RbDump.testClasses();
    Path samples = root.resolve("org/petrify/ir/frontend/samples");
    List<String> out = new ArrayList<>();
    try (Stream<Path> files = Files.list(samples)) {
      files.map(f -> f.getFileName().toString())
          .filter(n -> n.endsWith(".class") && !n.contains("$"))
          .sorted()
          .forEach(n -> out.add("org.petrify.ir.frontend.samples."
              + n.substring(0, n.length() - ".class".length())));
    }
    return out;
  }

  private static final String SAMPLE = "org/petrify/ir/frontend/samples/ClassicDeadlock.class";

  /** A class folder {@code name} holding one class file of the samples. */
  private Path copyOfOneSample(String name) throws IOException {
    Path classes = dir.resolve(name);
    Path file = classes.resolve(SAMPLE);
    Files.createDirectories(file.getParent());
    Files.copy(RbDump.testClasses().resolve(SAMPLE), file);
    return classes;
  }
}
