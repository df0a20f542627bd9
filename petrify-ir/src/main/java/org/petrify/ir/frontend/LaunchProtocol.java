package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.pointsto.CodeBase;
import sootup.core.types.ArrayType;
import sootup.core.types.ClassType;
import sootup.java.core.JavaSootClass;
import sootup.java.core.JavaSootMethod;

/**
 * The {@code main} method the Java 25 launcher runs for a class C (JLS 12.1.4, JEP 512), as
 * the JDK 25 {@code java} launcher behaves (checked on small classes):
 *
 * <ol>
 *   <li>a non-private {@code void main(String[])} that C declares or inherits, static or
 *       instance, is chosen first: C's own, else the nearest superclass's, else a default
 *       method of a superinterface (static interface methods are not inherited);
 *   <li>only if there is none, a non-private {@code void main()} found the same way;
 *   <li>an instance {@code main} needs C to be concrete with a non-private no-argument
 *       constructor, else the launch fails (it does not fall back to another {@code main}).
 * </ol>
 * A {@code main} with another return type or other parameters is ignored.
 */
final class LaunchProtocol {
  private LaunchProtocol() {}

  /**
   * The main method the launcher runs for {@code cls}.
   *
   * @throws FrontendException when there is none, or an instance main cannot be run
   */
  static JavaSootMethod mainMethod(CodeBase code, JavaSootClass cls) {
    JavaSootMethod m = find(code, cls, true);
    if (m == null) {
      m = find(code, cls, false);
    }
    if (m == null) {
      throw new FrontendException("no main method in " + cls.getName() + ": expected a"
          + " non-private void main(String[]) or void main(), static or instance, declared or"
          + " inherited");
    }
    if (!m.isStatic()) {
      if (cls.isAbstract() || cls.isInterface()) {
        throw new FrontendException("abstract class " + cls.getName() + " cannot be"
            + " instantiated to run its instance main");
      }
      boolean constructor = cls.getMethods().stream().anyMatch(c -> c.getName().equals("<init>")
          && c.getParameterCount() == 0 && !c.isPrivate());
      if (!constructor) {
        throw new FrontendException("no non-private zero argument constructor in "
            + cls.getName() + " to run its instance main");
      }
    }
    return m;
  }

  /** The first main method of the kind in C, its superclasses, then its superinterfaces. */
  private static JavaSootMethod find(CodeBase code, JavaSootClass cls, boolean withArgs) {
    List<JavaSootClass> interfaces = new ArrayList<>();
    for (Optional<JavaSootClass> c = Optional.of(cls); c.isPresent();
        c = c.get().getSuperclass().flatMap(code::anyClass)) {
      for (JavaSootMethod m : CodeBase.<JavaSootMethod>methodsInOrder(c.get())) {
        if (matches(m, withArgs)) {
          return m;
        }
      }
      for (ClassType i : c.get().getInterfaces()) {
        code.anyClass(i).ifPresent(interfaces::add);
      }
    }
    Set<ClassType> seen = new HashSet<>();
    while (!interfaces.isEmpty()) {
      JavaSootClass i = interfaces.remove(0);
      if (!seen.add(i.getType())) {
        continue;
      }
      for (JavaSootMethod m : CodeBase.<JavaSootMethod>methodsInOrder(i)) {
        if (matches(m, withArgs) && !m.isStatic() && m.hasBody()) {
          return m;
        }
      }
      for (ClassType s : i.getInterfaces()) {
        code.anyClass(s).ifPresent(interfaces::add);
      }
    }
    return null;
  }

  private static boolean matches(JavaSootMethod m, boolean withArgs) {
    if (!m.getName().equals("main") || m.isPrivate() || !m.hasBody()
        || !m.getReturnType().toString().equals("void")) {
      return false;
    }
    if (!withArgs) {
      return m.getParameterCount() == 0;
    }
    return m.getParameterCount() == 1 && m.getParameterType(0) instanceof ArrayType at
        && at.getDimension() == 1 && at.getBaseType() instanceof ClassType ct
        && ct.getFullyQualifiedName().equals("java.lang.String");
  }
}
