package org.petrify.agent;

import java.lang.instrument.ClassFileTransformer;
import java.security.ProtectionDomain;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * The class file transformer: instruments every application class (not the JDK's, not the
 * agent's) as it is loaded, see {@link MethodInstrumenter}. A class that cannot be instrumented
 * is loaded unchanged and reported once on stderr, so the program always runs.
 */
public final class Instrumenter implements ClassFileTransformer {
  private static final List<String> EXCLUDED = List.of("java/", "javax/", "jdk/", "sun/",
      "com/sun/", "org/petrify/agent/", "org/objectweb/asm/");

  private final List<String> include;
  private final boolean explicitMonitors;
  private final FieldResolver fields = new FieldResolver();
  private final Set<String> failed = ConcurrentHashMap.newKeySet();

  /** {@code include}: internal-name prefixes to instrument; empty: all application classes. */
  public Instrumenter(List<String> include) {
    this(include, false);
  }

  /**
   * As {@link #Instrumenter(List)}; with {@code explicitMonitors}, a {@code synchronized}
   * method loses the flag and locks its monitor with {@code monitorenter}/{@code monitorexit}
   * instead (see {@link MethodInstrumenter}), so that the hooks run before its acquisition.
   */
  public Instrumenter(List<String> include, boolean explicitMonitors) {
    this.include = List.copyOf(include);
    this.explicitMonitors = explicitMonitors;
  }

  /** True if the class (internal name) is the JDK's (never instrumented). */
  static boolean isJdk(String className) {
    for (int i = 0; i < 5; i++) {
      if (className.startsWith(EXCLUDED.get(i))) {
        return true;
      }
    }
    return false;
  }

  /** True if the class (internal name) is instrumented. */
  boolean accepts(String className) {
    if (className == null || className.contains("$$Lambda") || className.contains("/$Proxy")) {
      return false;
    }
    for (String prefix : EXCLUDED) {
      if (className.startsWith(prefix)) {
        return false;
      }
    }
    if (include.isEmpty()) {
      return true;
    }
    for (String prefix : include) {
      if (className.startsWith(prefix)) {
        return true;
      }
    }
    return false;
  }

  @Override
  public byte[] transform(ClassLoader loader, String className, Class<?> redefined,
      ProtectionDomain domain, byte[] classfile) {
    if (loader == null || redefined != null || !accepts(className)) {
      return null;
    }
    try {
      return instrument(loader, classfile);
    } catch (Throwable e) {
      if (failed.add(className)) {
        System.err.println("petrify-agent: " + className + " is not recorded: " + e);
      }
      return null;
    }
  }

  /** The instrumented class file; {@code loader} resolves the fields the code names. */
  public byte[] instrument(ClassLoader loader, byte[] classfile) {
    ClassReader reader = new ClassReader(classfile);
    List<Integer> maxLocals = new ArrayList<>();
    reader.accept(new ClassVisitor(Opcodes.ASM9) {
      @Override
      public MethodVisitor visitMethod(int access, String name, String descriptor,
          String signature, String[] exceptions) {
        return new MethodVisitor(Opcodes.ASM9) {
          int max = -1;

          @Override
          public void visitMaxs(int maxStack, int locals) {
            max = locals;
          }

          @Override
          public void visitEnd() {
            maxLocals.add(max);
          }
        };
      }
    }, ClassReader.SKIP_DEBUG);
    ClassWriter writer = new ClassWriter(reader, ClassWriter.COMPUTE_MAXS);
    reader.accept(new ClassInstrumenter(writer, loader, fields, maxLocals, explicitMonitors), 0);
    return writer.toByteArray();
  }

  /** Wraps every method with code in a {@link MethodInstrumenter}. */
  private static final class ClassInstrumenter extends ClassVisitor {
    private final ClassLoader loader;
    private final FieldResolver fields;
    private final List<Integer> maxLocals;
    private final boolean explicitMonitors;
    private int methodIndex;
    private String className;
    private String sourceFile;
    private int version;

    ClassInstrumenter(ClassVisitor next, ClassLoader loader, FieldResolver fields,
        List<Integer> maxLocals, boolean explicitMonitors) {
      super(Opcodes.ASM9, next);
      this.loader = loader;
      this.fields = fields;
      this.maxLocals = maxLocals;
      this.explicitMonitors = explicitMonitors;
    }

    @Override
    public void visit(int version, int access, String name, String signature, String superName,
        String[] interfaces) {
      this.className = name;
      this.version = version;
      super.visit(version, access, name, signature, superName, interfaces);
    }

    @Override
    public void visitSource(String source, String debug) {
      this.sourceFile = source;
      super.visitSource(source, debug);
    }

    @Override
    public MethodVisitor visitMethod(int access, String name, String descriptor,
        String signature, String[] exceptions) {
      int locals = methodIndex < maxLocals.size() ? maxLocals.get(methodIndex) : -1;
      methodIndex++;
      boolean withCode = (access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE)) == 0 && locals >= 0;
      boolean explicit = explicitMonitors && withCode && (access & Opcodes.ACC_SYNCHRONIZED) != 0;
      MethodVisitor mv = super.visitMethod(explicit ? access & ~Opcodes.ACC_SYNCHRONIZED : access,
          name, descriptor, signature, exceptions);
      if (mv == null || !withCode) {
        return mv;
      }
      MethodInstrumenter.Context ctx = new MethodInstrumenter.Context(loader, fields, className,
          sourceFile, version, explicit);
      return new MethodInstrumenter(mv, ctx, access, name, descriptor, locals);
    }
  }
}
