package org.petrify.ir.frontend;

import java.util.List;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CodeBase;
import sootup.core.signatures.MethodSignature;

/**
 * The JDK's logging ({@code java.util.logging} and {@code System.Logger}) where only the JDK's
 * own logging code can run: libraries log through it (Guava's {@code Logger.getLogger}, a cache's
 * {@code System.Logger.log}), and a call of it then does nothing concurrency-relevant.
 *
 * <p>The rule holds for a call of a {@link #CLASSES logging class} when
 * <ul>
 *   <li>no class of the class path extends one of the {@link #EXTENSION_POINTS} (handlers,
 *       formatters, filters, error managers, log managers, loggers, log records, logger
 *       finders) other than {@code Handler} and its subclasses: the JDK's formatters and
 *       finders are then the only ones a configuration or a program can install (a
 *       configuration names classes, which must be on the class path), and the program's
 *       handlers, added with {@code addHandler}, run their {@code publish} where a record is
 *       logged ({@link #onlyHandlers});</li>
 *   <li>the method is not one that runs or loads code the program gives it (configuration
 *       readers and listeners, filters, resource bundles, {@code logrb});</li>
 *   <li>no argument is a lambda, an application object passed for a {@code Supplier}, or an
 *       array (varargs parameters, whose elements are not judged), and every application
 *       object passed has plain printing methods ({@link
 *       ArgumentCallbacks#callsBack} of {@code toString} and the {@code Throwable} methods a
 *       formatter calls): a formatter renders parameters and thrown objects while its handler's
 *       lock is held.</li>
 * </ul>
 *
 * <p>Soundness: the JDK's logging then runs only JDK code: it looks up or creates loggers
 * (under {@code LogManager}'s locks, which no application code holds or waits for), tests
 * levels, and publishes records to JDK handlers, which format them (calling only the plain
 * rendering methods of the arguments) and write to streams under their own monitors. None of
 * this blocks on, wakes or starts a thread of the program, or takes a monitor the program can
 * name. Not covered: a logging configuration given on the command line
 * ({@code java.util.logging.config.class}) that names a class of the program outside the
 * extension points.
 */
final class JdkLogging {
  /** The logging classes whose calls the rule may trust. */
  static final Set<String> CLASSES = Set.of("java.util.logging.Logger",
      "java.util.logging.Level", "java.util.logging.LogManager", "java.util.logging.LogRecord",
      "java.lang.System$Logger", "java.lang.System$Logger$Level", "java.lang.System$LoggerFinder");

  /**
   * The JDK types through which a program may put its own code into the logging; the list
   * includes the JDK's own public subclasses, so that a class of the program extending any of
   * them is found ({@link ClassPathInput#subtypesOf}).
   */
  static final Set<String> EXTENSION_POINTS = Set.of("java.util.logging.Handler",
      "java.util.logging.StreamHandler", "java.util.logging.ConsoleHandler",
      "java.util.logging.FileHandler", "java.util.logging.SocketHandler",
      "java.util.logging.MemoryHandler", "java.util.logging.Formatter",
      "java.util.logging.SimpleFormatter", "java.util.logging.XMLFormatter",
      "java.util.logging.Filter", "java.util.logging.ErrorManager",
      "java.util.logging.LogManager", "java.util.logging.Logger", "java.util.logging.LogRecord",
      "java.lang.System$LoggerFinder", "java.lang.System$Logger");

  /** Methods that run or load code the program gives them. */
  private static final Set<String> RUNS_GIVEN_CODE = Set.of("readConfiguration",
      "updateConfiguration", "addConfigurationListener", "setFilter", "logrb",
      "setResourceBundle", "getResourceBundle", "setErrorManager");

  /** What a formatter calls on a parameter or thrown object: printing, also to a writer. */
  private static final List<String> RENDERING = java.util.stream.Stream.concat(
      DefaultUncaughtHandler.PRINTING.stream(),
      java.util.stream.Stream.of("void printStackTrace(java.io.PrintWriter)")).toList();

  private JdkLogging() {}

  /**
   * True if every class of the program among the extension points is a {@code Handler} and no
   * other extension point: such a handler gets into the logging only through {@code
   * Logger.addHandler} (or a configuration naming it, not covered), and a logging method calls
   * only its {@code publish}, which the points-to analysis registers as a call-back of the call
   * ({@code LibraryEffects.logHandlers}) and the translation runs there ({@link
   * LibraryCommands}).
   */
  static boolean onlyHandlers(Set<String> programClasses, CodeBase code) {
    for (String c : programClasses) {
      sootup.core.types.ClassType type = code.classType(c);
      if (!code.isSubtype(type, code.classType("java.util.logging.Handler"))
          || EXTENSION_POINTS.stream().filter(p -> !p.endsWith("Handler"))
              .anyMatch(p -> code.isSubtype(type, code.classType(p)))) {
        return false;
      }
    }
    return true;
  }

  /**
   * True if the call of {@code sig} (declared in {@code cls}) with argument objects {@code args}
   * (one list per argument) runs only JDK logging code (the class comment's conditions), in a
   * program whose class path has {@code programClasses} extending the extension points.
   */
  static boolean onlyJdkCode(String cls, MethodSignature sig, List<List<AbstractObject>> args,
      Set<String> programClasses, CodeBase code, ArgumentCallbacks callbacks) {
    String name = sig.getName();
    if (!CLASSES.contains(cls) || !onlyHandlers(programClasses, code)
        || RUNS_GIVEN_CODE.contains(name)) {
      return false;
    }
    for (int i = 0; i < sig.getParameterCount(); i++) {
      String type = sig.getParameterType(i).toString();
      if (type.equals("java.util.ResourceBundle") || name.equals("getLogger") && i == 1) {
        return false; // a bundle (or a bundle's name) loads and runs the program's bundle
      }
      List<AbstractObject> objects = i < args.size() ? args.get(i) : List.of();
      if (type.endsWith("[]") && !objects.isEmpty()) {
        return false; // parameters in an array (varargs): their elements are not judged
      }
      for (AbstractObject o : objects) {
        if (o.kind() == AbstractObject.Kind.LAMBDA
            || type.equals("java.util.function.Supplier") && o.kind()
            == AbstractObject.Kind.ALLOCATION && code.isApplication(code.classType(o.type()))) {
          return false;
        }
      }
      for (String method : RENDERING) {
        if (callbacks.callsBack(method, objects)) {
          return false;
        }
      }
    }
    return true;
  }
}
