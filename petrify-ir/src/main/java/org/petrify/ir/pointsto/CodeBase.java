package org.petrify.ir.pointsto;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import sootup.core.model.Body;
import sootup.core.signatures.MethodSignature;
import sootup.core.signatures.MethodSubSignature;
import sootup.core.types.ArrayType;
import sootup.core.types.ClassType;
import sootup.core.types.Type;
import sootup.java.core.JavaSootClass;
import sootup.java.core.JavaSootMethod;
import sootup.java.core.views.JavaView;

/**
 * The classes under analysis: an application view (the user's classpath, bodies are built from
 * it) and a JDK view that is only asked for single classes on demand, for their supertypes and
 * method declarations. Keeping the JDK out of the application view keeps SootUp from building a
 * type hierarchy over the whole runtime when the first body is built.
 *
 * <p>Bodies and their {@link MethodCode} are built once and cached.
 */
public final class CodeBase {
  private final JavaView application;
  private final JavaView jdk;
  private final Map<String, String> sourceFiles;
  private final Map<ClassType, Optional<JavaSootClass>> classes = new HashMap<>();
  private final Map<MethodSignature, Body> bodies = new HashMap<>();
  private final Map<MethodSignature, MethodCode> codes = new HashMap<>();
  private final StaticCollections statics = new StaticCollections(this);

  /**
   * @param application the view over the user's classpath
   * @param jdk a view over the JDK runtime, queried one class at a time
   * @param sourceFiles binary class name to the SourceFile attribute of its class file
   */
  public CodeBase(JavaView application, JavaView jdk, Map<String, String> sourceFiles) {
    this.application = application;
    this.jdk = jdk;
    this.sourceFiles = Map.copyOf(sourceFiles);
  }

  public JavaView view() {
    return application;
  }

  /** The class type of that binary name. */
  public ClassType classType(String name) {
    return application.getIdentifierFactory().getClassType(name);
  }

  /**
   * The class from the application classpath, if it is there. The Kotlin standard library and
   * Mockito (with the libraries it brings, {@link MockitoModel#isMachinery}) are never
   * application code, even when they are on the classpath: their calls are modelled.
   */
  public Optional<JavaSootClass> applicationClass(ClassType type) {
    String name = type.getFullyQualifiedName();
    if (name.startsWith("kotlin.") || name.startsWith("kotlinx.")
        || MockitoModel.isMachinery(name)) {
      return Optional.empty();
    }
    return anyClass(type).filter(JavaSootClass::isApplicationClass);
  }

  /** True if the type is a class of the user's classpath (not the JDK, not missing). */
  public boolean isApplication(Type type) {
    return type instanceof ClassType ct && applicationClass(ct).isPresent();
  }

  /** The class from the application classpath or, failing that, the JDK. */
  public Optional<JavaSootClass> anyClass(ClassType type) {
    Optional<JavaSootClass> known = classes.get(type);
    if (known != null) {
      return known;
    }
    Optional<JavaSootClass> found = application.getClass(type);
    if (found.isEmpty()) {
      try {
        found = jdk.getClass(type);
      } catch (RuntimeException e) {
        found = Optional.empty();
      }
    }
    classes.put(type, found);
    return found;
  }

  /** The SourceFile attribute of an application class, or null. */
  public String sourceFile(String className) {
    String f = sourceFiles.get(className);
    return f == null || f.isEmpty() ? null : f;
  }

  /** True if {@code sub} is {@code sup} or one of its subtypes (unknown classes end the walk). */
  public boolean isSubtype(Type sub, Type sup) {
    if (sub.equals(sup)) {
      return true;
    }
    if (sup instanceof ClassType s && s.getFullyQualifiedName().equals("java.lang.Object")) {
      return sub instanceof ClassType || sub instanceof ArrayType;
    }
    if (!(sub instanceof ClassType c) || !(sup instanceof ClassType s)) {
      return false;
    }
    List<ClassType> work = new ArrayList<>(List.of(c));
    java.util.Set<ClassType> seen = new java.util.HashSet<>();
    while (!work.isEmpty()) {
      ClassType t = work.remove(work.size() - 1);
      if (!seen.add(t)) {
        continue;
      }
      if (t.equals(s)) {
        return true;
      }
      anyClass(t).ifPresent(k -> {
        k.getSuperclass().ifPresent(work::add);
        work.addAll(k.getInterfaces());
      });
    }
    return false;
  }

  /**
   * Virtual dispatch: the first concrete method with that sub-signature found from
   * {@code runtimeType} up the superclass chain, then (for default methods) in its interfaces.
   */
  public Optional<JavaSootMethod> dispatch(ClassType runtimeType, MethodSubSignature sub) {
    ClassType t = runtimeType;
    Set<ClassType> seen = new java.util.HashSet<>();
    List<ClassType> interfaces = new ArrayList<>();
    while (t != null && seen.add(t)) {
      Optional<JavaSootClass> k = anyClass(t);
      if (k.isEmpty()) {
        return Optional.empty();
      }
      Optional<JavaSootMethod> m = k.get().getMethod(sub);
      if (m.isPresent() && !m.get().isAbstract()) {
        return m;
      }
      interfaces.addAll(k.get().getInterfaces());
      t = k.get().getSuperclass().orElse(null);
    }
    while (!interfaces.isEmpty()) {
      ClassType i = interfaces.remove(0);
      if (!seen.add(i)) {
        continue;
      }
      Optional<JavaSootClass> k = anyClass(i);
      if (k.isEmpty()) {
        continue;
      }
      Optional<JavaSootMethod> m = k.get().getMethod(sub);
      if (m.isPresent() && !m.get().isAbstract()) {
        return m;
      }
      interfaces.addAll(k.get().getInterfaces());
    }
    return Optional.empty();
  }

  /**
   * Static resolution for static and special invokes: the method with that signature in the
   * declared class or its nearest superclass declaring it.
   */
  public Optional<JavaSootMethod> resolve(MethodSignature sig) {
    ClassType t = sig.getDeclClassType();
    Set<ClassType> seen = new java.util.HashSet<>();
    while (t != null && seen.add(t)) {
      Optional<JavaSootClass> k = anyClass(t);
      if (k.isEmpty()) {
        return Optional.empty();
      }
      Optional<JavaSootMethod> m = k.get().getMethod(sig.getSubSignature());
      if (m.isPresent()) {
        return m;
      }
      t = k.get().getSuperclass().orElse(null);
    }
    return dispatch(sig.getDeclClassType(), sig.getSubSignature());
  }

  /** The body of an application method, built once. */
  public Body body(JavaSootMethod method) {
    return bodies.computeIfAbsent(method.getSignature(), s -> method.getBody());
  }

  /**
   * The analysable code of an application method: its body with counted loops unrolled,
   * built once.
   */
  public MethodCode methodCode(JavaSootMethod method) {
    return codes.computeIfAbsent(method.getSignature(), s -> {
      MethodCode plain = MethodCode.of(body(method));
      plain.statics = statics;
      return LoopUnroller.unroll(plain);
    });
  }
}
