package org.petrify.api.replay;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;

/**
 * Finds the recording agent's jar: the system property {@code petrify.agent.jar}, else the
 * shaded {@code petrify-agent.jar} the build writes next to the agent module's classes, unless
 * a class file there is newer than it (a stale jar of an earlier package). In a build that has
 * not packaged the agent (e.g. {@code mvn test}), or whose jar is stale, a jar is assembled
 * once per JVM in a temporary folder from the agent's and ASM's class files.
 */
public final class AgentJar {
  private static Path assembled;

  private AgentJar() {}

  /** The agent jar to pass to {@code -javaagent}. */
  public static synchronized Path locate() {
    String property = System.getProperty("petrify.agent.jar");
    if (property != null && !property.isBlank()) {
      Path p = Path.of(property);
      if (!Files.isRegularFile(p)) {
        throw new ReplayInputException(p + ": the recording agent's jar is missing (petrify.agent.jar)");
      }
      return p;
    }
    Path agentSource = codeSource(org.petrify.agent.Agent.class);
    Path sibling = agentSource.getParent().resolve("petrify-agent.jar");
    if (Files.isRegularFile(sibling) && !olderThanClasses(sibling, agentSource)) {
      return sibling;
    }
    if (assembled == null) {
      assembled = assemble(agentSource, codeSource(org.objectweb.asm.ClassReader.class));
    }
    return assembled;
  }

  private static Path assemble(Path... sources) {
    try {
      Path dir = Files.createTempDirectory("petrify-agent");
      Path jar = dir.resolve("petrify-agent.jar");
      Manifest mf = new Manifest();
      mf.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
      mf.getMainAttributes().put(new Attributes.Name("Premain-Class"), "org.petrify.agent.Agent");
      try (OutputStream out = Files.newOutputStream(jar);
          JarOutputStream j = new JarOutputStream(out, mf)) {
        java.util.Set<String> written = new java.util.HashSet<>();
        for (Path source : new java.util.LinkedHashSet<>(java.util.List.of(sources))) {
          if (Files.isDirectory(source)) {
            copyTree(source, j, written);
          } else {
            copyJar(source, j, written);
          }
        }
      }
      jar.toFile().deleteOnExit();
      dir.toFile().deleteOnExit();
      return jar;
    } catch (IOException e) {
      throw new IllegalStateException("cannot assemble the recording agent's jar: " + e, e);
    }
  }

  /**
   * Copies a class folder's classes; {@code written} holds the entries already in the jar (the
   * agent's and ASM's classes may come from one shaded jar, or twice), which are skipped.
   */
  private static void copyTree(Path root, JarOutputStream j, java.util.Set<String> written)
      throws IOException {
    try (Stream<Path> files = Files.walk(root)) {
      for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
        String name = root.relativize(f).toString().replace('\\', '/');
        if (name.endsWith(".class") && !name.equals("module-info.class") && written.add(name)) {
          j.putNextEntry(new JarEntry(name));
          j.write(Files.readAllBytes(f));
          j.closeEntry();
        }
      }
    }
  }

  private static void copyJar(Path jar, JarOutputStream j, java.util.Set<String> written)
      throws IOException {
    try (java.util.jar.JarFile in = new java.util.jar.JarFile(jar.toFile())) {
      for (JarEntry e : java.util.Collections.list(in.entries())) {
        if (e.getName().endsWith(".class") && !e.getName().endsWith("module-info.class")
            && written.add(e.getName())) {
          j.putNextEntry(new JarEntry(e.getName()));
          j.write(in.getInputStream(e).readAllBytes());
          j.closeEntry();
        }
      }
    }
  }

  /**
   * True if {@code classes} is a class folder with a file newer than {@code jar}: the jar is
   * left from an earlier package and the agent has been recompiled since (a build tree).
   */
  private static boolean olderThanClasses(Path jar, Path classes) {
    if (!Files.isDirectory(classes)) {
      return false;
    }
    try (Stream<Path> files = Files.walk(classes)) {
      long built = Files.getLastModifiedTime(jar).toMillis();
      return files.filter(Files::isRegularFile).anyMatch(f -> {
        try {
          return Files.getLastModifiedTime(f).toMillis() > built;
        } catch (IOException e) {
          return true;
        }
      });
    } catch (IOException e) {
      return true;
    }
  }

  private static Path codeSource(Class<?> type) {
    try {
      return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
