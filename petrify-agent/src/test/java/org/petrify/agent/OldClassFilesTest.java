package org.petrify.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Synchronized methods of class files older than Java 6 (no stack map frames, e.g. Commons Pool
 * 1.3) are recorded and, in enforcement mode, made explicit like newer ones: the handler that
 * releases the monitor on an exception needs no frame there.
 */
class OldClassFilesTest {
  private static final String NAME = "oldfiles/Counter";

  /** {@code static synchronized int inc() { return ++n; }} and {@code run()} calling it thrice. */
  private static byte[] java14Class() {
    ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
    cw.visit(Opcodes.V1_4, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, NAME, null,
        "java/lang/Object", null);
    cw.visitField(Opcodes.ACC_STATIC, "n", "I", null, null).visitEnd();
    MethodVisitor inc = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC
        | Opcodes.ACC_SYNCHRONIZED, "inc", "()I", null, null);
    inc.visitCode();
    inc.visitFieldInsn(Opcodes.GETSTATIC, NAME, "n", "I");
    inc.visitInsn(Opcodes.ICONST_1);
    inc.visitInsn(Opcodes.IADD);
    inc.visitInsn(Opcodes.DUP);
    inc.visitFieldInsn(Opcodes.PUTSTATIC, NAME, "n", "I");
    inc.visitInsn(Opcodes.IRETURN);
    inc.visitMaxs(0, 0);
    inc.visitEnd();
    MethodVisitor run = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "run", "()I",
        null, null);
    run.visitCode();
    for (int i = 0; i < 2; i++) {
      run.visitMethodInsn(Opcodes.INVOKESTATIC, NAME, "inc", "()I", false);
      run.visitInsn(Opcodes.POP);
    }
    run.visitMethodInsn(Opcodes.INVOKESTATIC, NAME, "inc", "()I", false);
    run.visitInsn(Opcodes.IRETURN);
    run.visitMaxs(0, 0);
    run.visitEnd();
    cw.visitEnd();
    return cw.toByteArray();
  }

  private static Class<?> define(byte[] bytes) {
    return new ClassLoader(OldClassFilesTest.class.getClassLoader()) {
      Class<?> define() {
        return defineClass(NAME.replace('/', '.'), bytes, 0, bytes.length);
      }
    }.define();
  }

  /** The names of the hooks {@code inc} calls in the class file. */
  private static List<String> hooksOfInc(byte[] bytes) {
    List<String> hooks = new ArrayList<>();
    new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9) {
      @Override
      public MethodVisitor visitMethod(int access, String name, String descriptor,
          String signature, String[] exceptions) {
        if (!name.equals("inc")) {
          return null;
        }
        return new MethodVisitor(Opcodes.ASM9) {
          @Override
          public void visitMethodInsn(int opcode, String owner, String method, String desc,
              boolean itf) {
            if (!owner.equals(NAME)) {
              hooks.add(method);
            }
          }
        };
      }
    }, 0);
    return hooks;
  }

  @Test
  void aSynchronizedMethodOfAJava14ClassIsRecorded() throws Exception {
    byte[] bytes = new Instrumenter(List.of()).instrument(getClass().getClassLoader(),
        java14Class());
    assertThat(hooksOfInc(bytes)).contains("acquired", "releasing");
    Method run = define(bytes).getMethod("run");
    assertThat(run.invoke(null)).isEqualTo(3);
  }

  @Test
  void anEnforcedSynchronizedMethodOfAJava14ClassLocksExplicitly() throws Exception {
    byte[] bytes = new Instrumenter(List.of(), true).instrument(getClass().getClassLoader(),
        java14Class());
    Class<?> c = define(bytes);
    assertThat(Modifier.isSynchronized(c.getDeclaredMethod("inc").getModifiers())).isFalse();
    assertThat(hooksOfInc(bytes)).contains("acquiring", "acquired", "releasing");
    assertThat(c.getMethod("run").invoke(null)).isEqualTo(3);
  }
}
