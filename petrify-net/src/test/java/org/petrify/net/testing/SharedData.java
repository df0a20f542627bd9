package org.petrify.net.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;

/**
 * Locates the shared reference data folder (the folder {@code shared} beside the repository on
 * the build machine) through the system property {@code petrify.shared}, which surefire sets to
 * {@code ${maven.multiModuleProjectDirectory}/../shared}. Tests call {@link #assumeRoot()} or
 * {@link #assumeDir(String)} so that they are skipped, with a message, when the data is absent.
 */
public final class SharedData {
  private SharedData() {}

  /** The shared folder, if the property names an existing directory. */
  public static Optional<Path> root() {
    String property = System.getProperty("petrify.shared");
    if (property == null || property.isBlank()) {
      return Optional.empty();
    }
    Path path = Path.of(property).toAbsolutePath().normalize();
    return Files.isDirectory(path) ? Optional.of(path) : Optional.empty();
  }

  /** A sub-folder of the shared folder, if present. */
  public static Optional<Path> dir(String relative) {
    return root().map(r -> r.resolve(relative)).filter(Files::isDirectory);
  }

  /** The shared folder; skips the calling test (JUnit assumption) when it is absent. */
  public static Path assumeRoot() {
    Optional<Path> root = root();
    Assumptions.assumeTrue(root.isPresent(),
        "shared data not found (system property petrify.shared="
            + System.getProperty("petrify.shared") + "); skipping");
    return root.get();
  }

  /** A sub-folder of the shared folder; skips the calling test when it is absent. */
  public static Path assumeDir(String relative) {
    Path root = assumeRoot();
    Path dir = root.resolve(relative);
    Assumptions.assumeTrue(Files.isDirectory(dir), dir + " not found; skipping");
    return dir;
  }
}
