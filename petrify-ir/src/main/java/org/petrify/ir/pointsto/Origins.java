package org.petrify.ir.pointsto;

import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.java.core.JavaSootMethod;

/** Builds rb {@link Origin}s for Jimple statements of application methods. */
public final class Origins {
  private final CodeBase code;

  public Origins(CodeBase code) {
    this.code = code;
  }

  /** The origin of a statement; bytecode indexes are not kept by SootUp and are -1. */
  public Origin of(JavaSootMethod method, Stmt stmt) {
    String cls = method.getDeclaringClassType().getFullyQualifiedName();
    int line = stmt == null ? -1 : stmt.getPositionInfo().getStmtPosition().getFirstLine();
    return new Origin(cls, method.getName(), code.sourceFile(cls), line < 0 ? -1 : line, -1);
  }

  /** The origin of a method as a whole: its first line with a position. */
  public Origin of(JavaSootMethod method) {
    int line = -1;
    if (method.hasBody()) {
      for (Stmt s : code.methodCode(method).stmts()) {
        int l = s.getPositionInfo().getStmtPosition().getFirstLine();
        if (l > 0) {
          line = l;
          break;
        }
      }
    }
    String cls = method.getDeclaringClassType().getFullyQualifiedName();
    return new Origin(cls, method.getName(), code.sourceFile(cls), line, -1);
  }

  /** "File.java:12", or the method when the line is unknown; used in object names. */
  public static String shortPlace(Origin o) {
    String file = o.sourceFile() != null ? o.sourceFile()
        : o.className().substring(o.className().lastIndexOf('.') + 1) + ".class";
    return o.line() > 0 ? file + ":" + o.line() : o.className() + "." + o.methodName();
  }
}
