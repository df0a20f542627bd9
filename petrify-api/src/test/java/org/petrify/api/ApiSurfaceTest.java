package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The facade speaks only its own types: no public or protected signature of a class in an
 * {@code org.petrify.api} package (fields, constructors, methods, record components, super
 * types, thrown exceptions, type arguments and bounds) names a type of the analysis's internal
 * modules ({@code petrify-ir}, {@code petrify-checker}, {@code petrify-race}, {@code
 * petrify-agent}). The Petri-net library {@code petrify-net} is a public module of its own and
 * may appear ({@link Analysis#net()}).
 */
public class ApiSurfaceTest {
  static final List<String> INTERNAL = List.of("org.petrify.ir.", "org.petrify.checker.",
      "org.petrify.race.", "org.petrify.agent.");

  @Test
  void noPublicSignatureOfTheFacadeNamesAnInternalType() throws Exception {
    List<Class<?>> classes = apiClasses();
    assertThat(classes).as("the facade's classes are found").hasSizeGreaterThan(40)
        .contains(Analysis.class, Report.class, org.petrify.api.report.ReportJson.class,
            org.petrify.api.assertions.ReportAssert.class);
    Set<String> leaks = new TreeSet<>();
    for (Class<?> c : classes) {
      leaks.addAll(leaks(c));
    }
    assertThat(leaks).as("public signatures of the facade naming internal types").isEmpty();
  }

  /** The check finds a leak in each place a signature can hold one: it can fail. */
  @Test
  void theCheckSeesInternalTypesWhereverASignatureNamesThem() {
    List<String> leaks = leaks(Leaky.class);
    String leaky = Leaky.class.getName();
    assertThat(leaks).allMatch(s -> s.contains(": org.petrify.ir.rb."))
        .anyMatch(s -> s.startsWith(leaky + " extends: org.petrify.ir.rb.Origin"))
        .anyMatch(s -> s.startsWith(leaky + ".field: org.petrify.ir.rb.Caveat"))
        .anyMatch(s -> s.startsWith(leaky + ".wildcard: org.petrify.ir.rb.Program"))
        .anyMatch(s -> s.startsWith(leaky + ".<init>: org.petrify.ir.rb.Origin"))
        .anyMatch(s -> s.startsWith(leaky + ".<init> throws: org.petrify.ir.rb.RbSyntaxException"))
        .anyMatch(s -> s.startsWith(leaky + ".method(): org.petrify.ir.rb.Command"))
        .noneMatch(s -> s.contains("hidden") || s.contains("packagePrivate"));
    assertThat(leaks(Step.class)).isEmpty();
  }

  @SuppressWarnings("unused")
  public static class Leaky extends java.util.ArrayList<org.petrify.ir.rb.Origin> {
    public org.petrify.ir.rb.Caveat field;
    protected java.util.Map<String, ? extends org.petrify.ir.rb.Program> wildcard;

    public Leaky(org.petrify.ir.rb.Origin[] origins) {}

    public Leaky() throws org.petrify.ir.rb.RbSyntaxException {}

    public <T extends org.petrify.ir.rb.Command> T method() {
      return null;
    }

    private org.petrify.ir.rb.Origin hidden() {
      return null;
    }

    org.petrify.ir.rb.Origin packagePrivate() {
      return null;
    }
  }

  /** Every leak of a public class (empty for a class that is not public or not visible). */
  static List<String> leaks(Class<?> c) {
    List<String> out = new ArrayList<>();
    if (!visible(c)) {
      return out;
    }
    String name = c.getName();
    check(name + " extends", c.getGenericSuperclass(), out);
    for (Type t : c.getGenericInterfaces()) {
      check(name + " implements", t, out);
    }
    for (TypeVariable<?> v : c.getTypeParameters()) {
      check(name + " type parameter", v, out);
    }
    if (c.isRecord()) {
      for (RecordComponent rc : c.getRecordComponents()) {
        check(name + "." + rc.getName() + " (component)", rc.getGenericType(), out);
      }
    }
    for (Field f : c.getDeclaredFields()) {
      if (exposed(f.getModifiers()) && !f.isSynthetic()) {
        check(name + "." + f.getName(), f.getGenericType(), out);
      }
    }
    for (Constructor<?> k : c.getDeclaredConstructors()) {
      if (exposed(k.getModifiers()) && !k.isSynthetic()) {
        String where = name + ".<init>";
        Stream.of(k.getGenericParameterTypes()).forEach(t -> check(where, t, out));
        Stream.of(k.getGenericExceptionTypes()).forEach(t -> check(where + " throws", t, out));
        Stream.of(k.getTypeParameters()).forEach(t -> check(where, t, out));
      }
    }
    for (Method m : c.getDeclaredMethods()) {
      if (exposed(m.getModifiers()) && !m.isSynthetic() && !m.isBridge()) {
        String where = name + "." + m.getName() + "()";
        check(where, m.getGenericReturnType(), out);
        Stream.of(m.getGenericParameterTypes()).forEach(t -> check(where, t, out));
        Stream.of(m.getGenericExceptionTypes()).forEach(t -> check(where + " throws", t, out));
        Stream.of(m.getTypeParameters()).forEach(t -> check(where, t, out));
      }
    }
    return out;
  }

  private static void check(String where, Type type, List<String> out) {
    check(where, type, out, new java.util.HashSet<>());
  }

  private static void check(String where, Type type, List<String> out, Set<Type> seen) {
    if (type == null || !seen.add(type)) {
      return;
    }
    if (type instanceof Class<?> k) {
      while (k.isArray()) {
        k = k.getComponentType();
      }
      String n = k.getName();
      if (INTERNAL.stream().anyMatch(n::startsWith)) {
        out.add(where + ": " + n);
      }
    } else if (type instanceof ParameterizedType p) {
      check(where, p.getRawType(), out, seen);
      check(where, p.getOwnerType(), out, seen);
      for (Type a : p.getActualTypeArguments()) {
        check(where, a, out, seen);
      }
    } else if (type instanceof WildcardType w) {
      Stream.of(w.getUpperBounds()).forEach(t -> check(where, t, out, seen));
      Stream.of(w.getLowerBounds()).forEach(t -> check(where, t, out, seen));
    } else if (type instanceof GenericArrayType g) {
      check(where, g.getGenericComponentType(), out, seen);
    } else if (type instanceof TypeVariable<?> v) {
      Stream.of(v.getBounds()).forEach(t -> check(where, t, out, seen));
    }
  }

  private static boolean exposed(int modifiers) {
    return Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers);
  }

  /** Public, and so are all its enclosing classes. */
  private static boolean visible(Class<?> c) {
    for (Class<?> k = c; k != null; k = k.getDeclaringClass()) {
      if (!exposed(k.getModifiers()) && k.getDeclaringClass() != null
          || k.getDeclaringClass() == null && !Modifier.isPublic(k.getModifiers())) {
        return false;
      }
    }
    return !c.isAnonymousClass() && !c.isLocalClass() && !c.isSynthetic();
  }

  /** Every class of the {@code org.petrify.api} packages in the library's jar or folder. */
  static List<Class<?>> apiClasses() throws IOException, URISyntaxException,
      ClassNotFoundException {
    Path root = Path.of(Petrify.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    List<String> names = new ArrayList<>();
    if (Files.isDirectory(root)) {
      try (Stream<Path> files = Files.walk(root.resolve("org/petrify/api"))) {
        files.filter(f -> f.toString().endsWith(".class"))
            .forEach(f -> names.add(root.relativize(f).toString()));
      }
    } else {
      try (JarFile jar = new JarFile(root.toFile())) {
        for (Enumeration<JarEntry> e = jar.entries(); e.hasMoreElements(); ) {
          String n = e.nextElement().getName();
          if (n.startsWith("org/petrify/api/") && n.endsWith(".class")) {
            names.add(n);
          }
        }
      }
    }
    List<Class<?>> classes = new ArrayList<>();
    for (String n : names) {
      String cn = n.replace('\\', '/').replace('/', '.')
          .substring(0, n.length() - ".class".length());
      if (!cn.endsWith("package-info")) {
        classes.add(Class.forName(cn, false, ApiSurfaceTest.class.getClassLoader()));
      }
    }
    return classes;
  }
}
