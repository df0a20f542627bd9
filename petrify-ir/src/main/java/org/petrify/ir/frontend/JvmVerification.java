package org.petrify.ir.frontend;

import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The JVM's own bytecode verification of the application classes the analysis reached: each
 * is loaded, without being initialized (no code of the program runs), by a throwaway class
 * loader over the class path, and linked, which verifies it. A class the verifier refuses
 * ({@link VerifyError}, {@link ClassFormatError}) is bad input: the JVM would never run it, so
 * no verdict about it is trusted. A class whose dependencies are missing ({@link
 * NoClassDefFoundError} and other linkage errors) is not refused here: the JVM loads classes
 * lazily, so a program may well run with optional dependencies absent.
 */
final class JvmVerification {
  private JvmVerification() {}

  /**
   * Verifies {@code classNames} (binary names) against {@code classpath}.
   *
   * @throws FrontendException naming the first class the verifier refuses and why
   */
  static void verify(List<Path> classpath, Collection<String> classNames) {
    List<URL> urls = new ArrayList<>();
    for (Path p : classpath) {
      try {
        urls.add(p.toAbsolutePath().toUri().toURL());
      } catch (MalformedURLException e) {
        return; // not a path a class loader can read: SootUp read it, nothing to add here
      }
    }
    try (URLClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new),
        ClassLoader.getPlatformClassLoader())) {
      for (String name : classNames) {
        try {
          Class<?> c = Class.forName(name, false, loader);
          if (c.getClassLoader() == loader) {
            c.getDeclaredMethods(); // HotSpot links the class here, which verifies it
          }
        } catch (VerifyError | ClassFormatError e) {
          throw new FrontendException("bad class file: class " + name + " is refused by the"
              + " JVM's bytecode verifier: " + firstLine(e.getMessage()));
        } catch (LinkageError | ReflectiveOperationException | RuntimeException e) {
          // a missing or incompatible dependency, or a class this loader may not define:
          // the JVM would load it lazily, if at all
        }
      }
    } catch (IOException e) {
      // closing the loader: nothing was kept open that matters
    }
  }

  private static String firstLine(String m) {
    if (m == null) {
      return "no reason given";
    }
    int nl = m.indexOf('\n');
    return (nl >= 0 ? m.substring(0, nl) : m).trim();
  }
}
