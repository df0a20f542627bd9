package org.petrify.ir.rb;

/**
 * Where an rb command comes from in the Java program: the declaring class (binary name, e.g.
 * {@code app.Main$1}), the method name, the source file name as recorded in the class file
 * (may be {@code null}), the source line ({@code -1} if unknown) and the bytecode index
 * ({@code -1} if unknown). Commands written by hand in rb text have {@link #NONE}.
 */
public record Origin(String className, String methodName, String sourceFile, int line,
    int bytecodeIndex) {

  /** The origin of commands that do not come from bytecode. */
  public static final Origin NONE = new Origin("", "", null, -1, -1);

  /** True if this origin names a Java method. */
  public boolean isKnown() {
    return !className.isEmpty();
  }

  /**
   * The origin as a stack-trace frame, {@code pkg.Cls.m(Cls.java:42)}, the shape a
   * {@code jstack} report uses.
   */
  public String frame() {
    if (!isKnown()) {
      return "<rb>";
    }
    String file = sourceFile != null ? sourceFile : "Unknown Source";
    return className + "." + methodName + "(" + file + (line >= 0 ? ":" + line : "") + ")";
  }
}
