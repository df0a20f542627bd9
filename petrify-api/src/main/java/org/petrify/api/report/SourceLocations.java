package org.petrify.api.report;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Where the source files of a report's locations are, for SARIF: code-scanning services resolve
 * an {@code artifactLocation.uri} relative to the repository root, so a location's
 * package-relative path ({@code app/Main.java}, all a class file records) is looked up in the
 * source roots and written relative to the repository root ({@code core/src/main/java/app/Main.java}),
 * with the root's absolute URI as {@code originalUriBaseIds.SRCROOT}.
 *
 * <p>The repository root is the nearest folder, from the first source root upwards, that holds
 * a {@code .git} entry; failing that, the given fallback (a build's top folder), failing that
 * the first source root itself. A path found in no source root is placed under the first one.
 * Without source roots ({@link #none()}) paths stay package-relative and no base is written.
 */
public final class SourceLocations {
  private final List<Path> sourceRoots;
  private final Path repositoryRoot;

  private SourceLocations(List<Path> sourceRoots, Path repositoryRoot) {
    this.sourceRoots = sourceRoots;
    this.repositoryRoot = repositoryRoot;
  }

  /** No source roots known: package-relative paths, no base. */
  public static SourceLocations none() {
    return new SourceLocations(List.of(), null);
  }

  /**
   * Source roots (e.g. {@code src/main/java} and {@code src/test/java} of each module), with
   * the repository root found from them, else {@code fallbackRoot} (may be null).
   */
  public static SourceLocations of(List<Path> sourceRoots, Path fallbackRoot) {
    List<Path> roots = sourceRoots.stream().map(p -> p.toAbsolutePath().normalize()).toList();
    if (roots.isEmpty()) {
      return none();
    }
    Path repo = gitRoot(roots.get(0));
    if (repo == null) {
      repo = fallbackRoot != null ? fallbackRoot.toAbsolutePath().normalize() : roots.get(0);
    }
    return new SourceLocations(roots, repo);
  }

  /** The nearest folder from {@code start} upwards holding {@code .git}, or null. */
  static Path gitRoot(Path start) {
    for (Path p = start; p != null; p = p.getParent()) {
      if (Files.exists(p.resolve(".git"))) {
        return p;
      }
    }
    return null;
  }

  /** The repository root's URI, ending in a slash; null for {@link #none()}. */
  public URI root() {
    if (repositoryRoot == null) {
      return null;
    }
    String u = repositoryRoot.toUri().toString();
    return URI.create(u.endsWith("/") ? u : u + "/");
  }

  /**
   * The URI of a package-relative source path, relative to the repository root (an absolute
   * {@code file:} URI when the file lies outside it).
   */
  public String uri(String packageRelative) {
    if (repositoryRoot == null) {
      return packageRelative;
    }
    Path found = null;
    for (Path root : sourceRoots) {
      Path candidate = root.resolve(packageRelative);
      if (Files.isRegularFile(candidate)) {
        found = candidate;
        break;
      }
    }
    if (found == null) {
      found = sourceRoots.get(0).resolve(packageRelative);
    }
    if (!found.startsWith(repositoryRoot)) {
      return found.toUri().toString();
    }
    return repositoryRoot.relativize(found).toString().replace(java.io.File.separatorChar, '/');
  }
}
