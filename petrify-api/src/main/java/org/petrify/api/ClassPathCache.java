package org.petrify.api;

import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import org.petrify.ir.frontend.LoadedClassPaths;

/**
 * Class paths kept between analyses: analyses started here read, check and parse the classes
 * of a class path once, and later analyses of programs on the same class path reuse them.
 * For many programs on one class path (a corpus, the entry points of one build), loading drops
 * from once per program to once.
 *
 * <pre>{@code
 * ClassPathCache cache = ClassPathCache.keeping(4);
 * for (String main : mainClasses) {
 *   Report r = cache.analyze(Path.of("build/classes")).mainClass(main).deadlock();
 * }
 * }</pre>
 *
 * <p>A report is the one {@link Petrify#analyze(Collection)} gives: what is kept is derived
 * from the class files alone, lent to one analysis at a time, and dropped when a file of the
 * class path changes (by path, size or modification time) or an analysis using it fails.
 * Memory is bounded: at most {@code maxClassPaths} class paths, held softly (the collector
 * frees them before the heap runs out). Thread-safe: concurrent analyses of one class path
 * each get their own copy.
 */
public final class ClassPathCache {
  private final LoadedClassPaths loaded;

  private ClassPathCache(LoadedClassPaths loaded) {
    this.loaded = loaded;
  }

  /** A cache keeping up to {@code maxClassPaths} class paths (least recently used out first). */
  public static ClassPathCache keeping(int maxClassPaths) {
    return new ClassPathCache(LoadedClassPaths.keeping(maxClassPaths));
  }

  /** As {@link Petrify#analyze(Path...)}, through this cache. */
  public Analysis analyze(Path... classpath) {
    return analyze(List.of(classpath));
  }

  /** As {@link Petrify#analyze(Collection)}, through this cache. */
  public Analysis analyze(Collection<Path> classpath) {
    if (classpath.isEmpty()) {
      throw new IllegalArgumentException("the class path is empty");
    }
    return new Analysis(List.copyOf(classpath), null, loaded);
  }
}
