package org.petrify.api;

/**
 * A position in the analysed Java program: the declaring class (binary name, e.g.
 * {@code app.Main$1}), the method name, the source file name as the class file records it
 * (null if it records none), the source line ({@code -1} if unknown) and the bytecode index
 * ({@code -1} if unknown). Steps, blocked and looping threads, held locks, accesses and caveats
 * say where they are with one; {@link #NONE} stands for no Java position (a program given in
 * rb, a caveat about the whole program). Immutable.
 */
public record SourceLocation(String className, String methodName, String sourceFile, int line,
    int bytecodeIndex) {

  /** No Java position. */
  public static final SourceLocation NONE = new SourceLocation("", "", null, -1, -1);

  /** Null class and method names are read as empty (an unknown position). */
  public SourceLocation {
    className = className == null ? "" : className;
    methodName = methodName == null ? "" : methodName;
  }

  /** True if this location names a Java method. */
  public boolean isKnown() {
    return !className.isEmpty();
  }

  /**
   * The location as a stack-trace frame, {@code pkg.Cls.m(Cls.java:42)}, the shape a
   * {@code jstack} report uses; {@code <rb>} for {@link #NONE}.
   */
  public String frame() {
    if (!isKnown()) {
      return "<rb>";
    }
    String file = sourceFile != null ? sourceFile : "Unknown Source";
    return className + "." + methodName + "(" + file + (line >= 0 ? ":" + line : "") + ")";
  }
}
