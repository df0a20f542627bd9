package org.petrify.api;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.objectweb.asm.AnnotationVisitor;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * JUnit 4 and 5 test methods as entry points. For {@code pkg.FooTest#method} (or each test
 * method of {@code pkg.FooTest}) a small driver class is generated with ASM into a temporary
 * folder: its {@code main} runs what the JUnit runner runs for that test — the static
 * {@code @BeforeAll}/{@code @BeforeClass} methods, {@code new FooTest()}, the
 * {@code @BeforeEach}/{@code @Before} methods (superclass ones first), the test, the
 * {@code @AfterEach}/{@code @After} methods (subclass ones first), the static
 * {@code @AfterAll}/{@code @AfterClass} methods. The driver lives in the test's package, so
 * package-private tests are callable. Parameters (of parameterised tests, {@code TestInfo},
 * ...) are passed as {@code null} or zero: what the analysis sees of them is only that.
 *
 * <p>Test methods are those annotated {@code @org.junit.Test}, or {@code @Test},
 * {@code @RepeatedTest} or {@code @ParameterizedTest} of {@code org.junit.jupiter.api}
 * (and {@code .params}), declared in the class or a superclass, in the order of the class file.
 */
final class JUnitTests {
  /** One test: its name {@code pkg.FooTest#method}, the driver's class and folder. */
  record TestEntry(String name, String driverClass, Path driverFolder) {}

  private static final Set<String> TEST = Set.of("Lorg/junit/Test;",
      "Lorg/junit/jupiter/api/Test;", "Lorg/junit/jupiter/api/RepeatedTest;",
      "Lorg/junit/jupiter/params/ParameterizedTest;");
  private static final Set<String> BEFORE_EACH = Set.of("Lorg/junit/Before;",
      "Lorg/junit/jupiter/api/BeforeEach;");
  private static final Set<String> AFTER_EACH = Set.of("Lorg/junit/After;",
      "Lorg/junit/jupiter/api/AfterEach;");
  private static final Set<String> BEFORE_ALL = Set.of("Lorg/junit/BeforeClass;",
      "Lorg/junit/jupiter/api/BeforeAll;");
  private static final Set<String> AFTER_ALL = Set.of("Lorg/junit/AfterClass;",
      "Lorg/junit/jupiter/api/AfterAll;");

  private JUnitTests() {}

  /** A method of a class file with the JUnit role it has. */
  private record MethodInfo(String owner, String name, String descriptor, boolean isStatic,
      Set<String> annotations) {
    boolean has(Set<String> kinds) {
      return annotations.stream().anyMatch(kinds::contains);
    }
  }

  /** A class file's name, super class, flags and methods. */
  private record ClassInfo(String name, String superName, int access, List<MethodInfo> methods) {}

  /** The test entries for the given {@code --test} specs, in order. */
  static List<TestEntry> find(List<Path> classpath, List<String> specs) {
    List<TestEntry> out = new ArrayList<>();
    Path folder;
    try {
      folder = Files.createTempDirectory("petrify-tests");
    } catch (IOException e) {
      throw new BadInputException("cannot create a temporary folder for the test drivers: "
          + e.getMessage(), e);
    }
    deleteOnExit(folder);
    int n = 0;
    for (String spec : expand(classpath, specs)) {
      int hash = spec.indexOf('#');
      String className = hash >= 0 ? spec.substring(0, hash) : spec;
      String only = hash >= 0 ? spec.substring(hash + 1) : null;
      List<ClassInfo> chain = hierarchy(classpath, className);
      ClassInfo test = chain.get(chain.size() - 1);
      if ((test.access() & Opcodes.ACC_ABSTRACT) != 0) {
        throw new BadInputException("test class " + className + " is abstract");
      }
      List<MethodInfo> tests = new ArrayList<>();
      Set<String> seen = new LinkedHashSet<>();
      for (int i = chain.size() - 1; i >= 0; i--) {
        for (MethodInfo m : chain.get(i).methods()) {
          if (m.has(TEST) && seen.add(m.name() + m.descriptor())
              && (only == null || m.name().equals(only))) {
            tests.add(m);
          }
        }
      }
      if (tests.isEmpty()) {
        throw new BadInputException(only == null ? "no JUnit test methods in " + className
            : "no JUnit test method " + only + " in " + className);
      }
      for (MethodInfo t : tests) {
        String driver = packageOf(test.name()) + "PetrifyTestDriver" + (++n);
        write(folder, driver, test, chain, t);
        out.add(new TestEntry(className + "#" + t.name(), driver.replace('/', '.'), folder));
      }
    }
    return out;
  }

  /**
   * The specs with class-name patterns replaced by the matching test classes, in name order: in
   * a pattern ({@code app.*Test}, {@code **.*ConcurrencyTest}, or with slashes
   * {@code **}{@code /*ConcurrencyTest}) {@code *} matches within one package name, {@code **}
   * across packages and {@code ?} one character. A pattern matches the concrete classes of the
   * class path's folders and jars that have a JUnit test method (inherited ones too; the one
   * named after {@code #}, if given); one that matches none is bad input.
   */
  static List<String> expand(List<Path> classpath, List<String> specs) {
    List<String> out = new ArrayList<>();
    List<String> classes = null;
    for (String spec : specs) {
      int hash = spec.indexOf('#');
      String cls = hash >= 0 ? spec.substring(0, hash) : spec;
      if (cls.indexOf('*') < 0 && cls.indexOf('?') < 0) {
        out.add(spec);
        continue;
      }
      if (classes == null) {
        classes = ClassPathFiles.classNames(classpath);
      }
      java.util.regex.Pattern pattern = glob(cls.replace('/', '.'));
      int before = out.size();
      for (String c : classes) {
        if (pattern.matcher(c).matches()
            && isTestClass(classpath, c, hash >= 0 ? spec.substring(hash + 1) : null)) {
          out.add(hash >= 0 ? c + spec.substring(hash) : c);
        }
      }
      if (out.size() == before) {
        throw new BadInputException("no JUnit test class on the class path matches " + spec);
      }
    }
    return out;
  }

  static java.util.regex.Pattern glob(String pattern) {
    StringBuilder re = new StringBuilder();
    for (int i = 0; i < pattern.length(); i++) {
      char c = pattern.charAt(i);
      if (c == '*' && i + 1 < pattern.length() && pattern.charAt(i + 1) == '*') {
        i++;
        if (i + 1 < pattern.length() && pattern.charAt(i + 1) == '.') {
          re.append("(?:.*\\.)?"); // "**." : any packages, or none
          i++;
        } else {
          re.append(".*");
        }
      } else if (c == '*') {
        re.append("[^.]*");
      } else if (c == '?') {
        re.append("[^.]");
      } else {
        re.append(java.util.regex.Pattern.quote(String.valueOf(c)));
      }
    }
    return java.util.regex.Pattern.compile(re.toString());
  }

  /** A concrete class with a JUnit test method (named {@code only}, if not null). */
  private static boolean isTestClass(List<Path> classpath, String className, String only) {
    List<ClassInfo> chain;
    try {
      chain = hierarchy(classpath, className);
    } catch (BadInputException e) {
      return false;
    }
    ClassInfo c = chain.get(chain.size() - 1);
    if ((c.access() & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_INTERFACE)) != 0) {
      return false;
    }
    return chain.stream().flatMap(x -> x.methods().stream())
        .anyMatch(m -> m.has(TEST) && (only == null || m.name().equals(only)));
  }

  private static String packageOf(String internalName) {
    int slash = internalName.lastIndexOf('/');
    return slash >= 0 ? internalName.substring(0, slash + 1) : "";
  }

  /** The class and its superclasses found on the class path, the root first. */
  private static List<ClassInfo> hierarchy(List<Path> classpath, String className) {
    List<ClassInfo> chain = new ArrayList<>();
    String name = className.replace('.', '/');
    while (name != null && !name.equals("java/lang/Object")) {
      byte[] bytes = ClassPathFiles.read(classpath, name);
      if (bytes == null) {
        if (chain.isEmpty()) {
          throw new BadInputException("test class not found: " + className);
        }
        break;
      }
      ClassInfo info = read(bytes);
      chain.add(0, info);
      name = info.superName();
    }
    return chain;
  }

  private static ClassInfo read(byte[] bytes) {
    List<MethodInfo> methods = new ArrayList<>();
    String[] header = new String[2];
    int[] access = new int[1];
    try {
      new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9) {
        @Override
        public void visit(int version, int acc, String name, String signature, String superName,
            String[] interfaces) {
          header[0] = name;
          header[1] = superName;
          access[0] = acc;
        }

        @Override
        public MethodVisitor visitMethod(int acc, String name, String descriptor,
            String signature, String[] exceptions) {
          if ((acc & (Opcodes.ACC_PRIVATE | Opcodes.ACC_SYNTHETIC | Opcodes.ACC_BRIDGE)) != 0
              || name.startsWith("<")) {
            return null;
          }
          Set<String> annotations = new LinkedHashSet<>();
          methods.add(new MethodInfo(header[0], name, descriptor,
              (acc & Opcodes.ACC_STATIC) != 0, annotations));
          return new MethodVisitor(Opcodes.ASM9) {
            @Override
            public AnnotationVisitor visitAnnotation(String desc, boolean visible) {
              annotations.add(desc);
              return null;
            }
          };
        }
      }, ClassReader.SKIP_CODE | ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
    } catch (RuntimeException e) {
      throw new BadInputException("corrupt class file (" + e + ")", e);
    }
    methods.removeIf(m -> m.annotations().isEmpty());
    return new ClassInfo(header[0], header[1], access[0], methods);
  }

  /** Writes the driver class {@code driver} (internal name) for one test method. */
  private static void write(Path folder, String driver, ClassInfo test, List<ClassInfo> chain,
      MethodInfo method) {
    ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
    cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL | Opcodes.ACC_SUPER, driver,
        null, "java/lang/Object", null);
    cw.visitSource("PetrifyTestDriver.java", null);
    MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "main",
        "([Ljava/lang/String;)V", null, new String[] {"java/lang/Throwable"});
    mv.visitCode();
    for (ClassInfo c : chain) {
      for (MethodInfo m : c.methods()) {
        if (m.has(BEFORE_ALL) && m.isStatic()) {
          invoke(mv, m, false);
        }
      }
    }
    mv.visitTypeInsn(Opcodes.NEW, test.name());
    mv.visitInsn(Opcodes.DUP);
    mv.visitMethodInsn(Opcodes.INVOKESPECIAL, test.name(), "<init>", "()V", false);
    mv.visitVarInsn(Opcodes.ASTORE, 1);
    for (ClassInfo c : chain) {
      for (MethodInfo m : c.methods()) {
        if (m.has(BEFORE_ALL) && !m.isStatic()) {
          invokeOn(mv, m);
        }
      }
    }
    for (ClassInfo c : chain) {
      for (MethodInfo m : c.methods()) {
        if (m.has(BEFORE_EACH)) {
          invokeOn(mv, m);
        }
      }
    }
    invokeOn(mv, method);
    for (int i = chain.size() - 1; i >= 0; i--) {
      for (MethodInfo m : chain.get(i).methods()) {
        if (m.has(AFTER_EACH)) {
          invokeOn(mv, m);
        }
      }
    }
    for (int i = chain.size() - 1; i >= 0; i--) {
      for (MethodInfo m : chain.get(i).methods()) {
        if (m.has(AFTER_ALL)) {
          if (m.isStatic()) {
            invoke(mv, m, false);
          } else {
            invokeOn(mv, m);
          }
        }
      }
    }
    mv.visitInsn(Opcodes.RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
    cw.visitEnd();
    Path file = folder.resolve(driver + ".class");
    try {
      Files.createDirectories(file.getParent());
      List<Path> dirs = new ArrayList<>();
      for (Path d = file.getParent(); !d.equals(folder); d = d.getParent()) {
        dirs.add(0, d);
      }
      dirs.forEach(JUnitTests::deleteOnExit);
      Files.write(file, cw.toByteArray());
    } catch (IOException e) {
      throw new BadInputException(file + ": cannot write the test driver (" + e.getMessage() + ")",
          e);
    }
    deleteOnExit(file);
  }

  private static void invokeOn(MethodVisitor mv, MethodInfo m) {
    if (m.isStatic()) {
      invoke(mv, m, false);
      return;
    }
    mv.visitVarInsn(Opcodes.ALOAD, 1);
    invoke(mv, m, true);
  }

  /** Pushes a default argument per parameter, calls the method and drops its result. */
  private static void invoke(MethodVisitor mv, MethodInfo m, boolean virtual) {
    for (Type t : Type.getArgumentTypes(m.descriptor())) {
      switch (t.getSort()) {
        case Type.LONG -> mv.visitInsn(Opcodes.LCONST_0);
        case Type.FLOAT -> mv.visitInsn(Opcodes.FCONST_0);
        case Type.DOUBLE -> mv.visitInsn(Opcodes.DCONST_0);
        case Type.OBJECT, Type.ARRAY -> mv.visitInsn(Opcodes.ACONST_NULL);
        default -> mv.visitInsn(Opcodes.ICONST_0);
      }
    }
    mv.visitMethodInsn(virtual ? Opcodes.INVOKEVIRTUAL : Opcodes.INVOKESTATIC, m.owner(),
        m.name(), m.descriptor(), false);
    Type ret = Type.getReturnType(m.descriptor());
    if (ret.getSize() == 2) {
      mv.visitInsn(Opcodes.POP2);
    } else if (ret.getSize() == 1) {
      mv.visitInsn(Opcodes.POP);
    }
  }

  private static void deleteOnExit(Path p) {
    p.toFile().deleteOnExit();
  }
}
