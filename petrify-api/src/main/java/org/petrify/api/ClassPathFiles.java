package org.petrify.api;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Class files and manifests read from a class path of folders and jars, as an analysis's class
 * path is given: the JUnit test entry points, the known-findings reader (for
 * {@code @Suppress}), the command line and the Maven plugin (for a jar's {@code Main-Class})
 * share these. Entries are looked up in class-path order; the first one found wins. An entry
 * that is neither a folder nor a regular file is skipped.
 */
public final class ClassPathFiles {
  private ClassPathFiles() {}

  /**
   * The bytes of the class file of {@code className} (binary name, {@code a.b.C$D}, or internal
   * name {@code a/b/C$D}), or null if no folder or jar of the class path has it.
   *
   * @throws BadInputException if a folder or jar that should hold it cannot be read
   */
  public static byte[] read(List<Path> classpath, String className) {
    String file = className.replace('.', '/') + ".class";
    for (Path p : classpath) {
      try {
        if (Files.isDirectory(p)) {
          Path f = p.resolve(file);
          if (Files.isRegularFile(f)) {
            return Files.readAllBytes(f);
          }
        } else if (Files.isRegularFile(p)) {
          try (ZipFile zip = new ZipFile(p.toFile())) {
            ZipEntry e = zip.getEntry(file);
            if (e != null) {
              try (InputStream in = zip.getInputStream(e)) {
                return in.readAllBytes();
              }
            }
          }
        }
      } catch (IOException e) {
        throw new BadInputException(p + ": cannot read " + file + " (" + e.getMessage() + ")", e);
      }
    }
    return null;
  }

  /**
   * The binary names of the classes in the class path's folders and jars, sorted, without
   * {@code module-info}, {@code package-info} and the {@code META-INF} folder of jars.
   *
   * @throws BadInputException if a folder or jar cannot be listed
   */
  public static List<String> classNames(List<Path> classpath) {
    TreeSet<String> names = new TreeSet<>();
    for (Path p : classpath) {
      try {
        if (Files.isDirectory(p)) {
          try (var files = Files.walk(p)) {
            files.filter(f -> f.toString().endsWith(".class")).forEach(f -> names.add(
                binaryName(p.relativize(f).toString().replace(java.io.File.separatorChar, '/'))));
          }
        } else if (Files.isRegularFile(p) && p.toString().endsWith(".jar")) {
          try (ZipFile zip = new ZipFile(p.toFile())) {
            zip.stream().map(ZipEntry::getName)
                .filter(e -> e.endsWith(".class") && !e.startsWith("META-INF/"))
                .forEach(e -> names.add(binaryName(e)));
          }
        }
      } catch (IOException e) {
        throw new BadInputException(p + ": cannot list its classes (" + e.getMessage() + ")", e);
      }
    }
    names.removeIf(n -> n.endsWith("module-info") || n.endsWith("package-info"));
    return new ArrayList<>(names);
  }

  /**
   * The {@code Main-Class} of a jar's manifest, trimmed, or null if the file is not a jar or
   * declares none.
   *
   * @throws BadInputException if the jar cannot be read
   */
  public static String manifestMainClass(Path jar) {
    if (!jar.toString().endsWith(".jar") || !Files.isRegularFile(jar)) {
      return null;
    }
    try (JarFile j = new JarFile(jar.toFile())) {
      Manifest m = j.getManifest();
      String main = m == null ? null : m.getMainAttributes().getValue("Main-Class");
      return main == null || main.isBlank() ? null : main.trim();
    } catch (IOException e) {
      throw new BadInputException(jar + ": not a readable jar (" + oneLine(e.getMessage()) + ")",
          e);
    }
  }

  private static String binaryName(String entry) {
    return entry.substring(0, entry.length() - ".class".length()).replace('/', '.');
  }

  private static String oneLine(String s) {
    return String.valueOf(s).replaceAll("\\s+", " ").trim();
  }
}
