package org.petrify.ir.pointsto;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ConstantDynamic;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * The case labels of javac's {@code typeSwitch} call sites in one class file, read with ASM.
 * SootUp gives a label that is a dynamic constant (Java 21's qualified enum constant {@code case
 * Color.RED}, an {@code Enum.EnumDesc} made by {@code ConstantBootstraps.invoke(EnumDesc.of,
 * ClassDesc.of("p.Color"), "RED")}) as its bootstrap handle only, without those arguments; the
 * class file has them.
 */
final class SwitchLabels {
  private static final String BOOTSTRAPS = "java/lang/runtime/SwitchBootstraps";

  private SwitchLabels() {}

  /**
   * The label lists of every {@code typeSwitch} in the class file, in the order of the
   * instructions; a label that is neither a class nor an enum constant given as above is null.
   */
  static List<List<SwitchLabel>> read(byte[] classFile) {
    List<List<SwitchLabel>> out = new ArrayList<>();
    if (classFile == null) {
      return out;
    }
    new ClassReader(classFile).accept(new ClassVisitor(Opcodes.ASM9) {
      @Override
      public MethodVisitor visitMethod(int access, String name, String descriptor,
          String signature, String[] exceptions) {
        return new MethodVisitor(Opcodes.ASM9) {
          @Override
          public void visitInvokeDynamicInsn(String n, String d, Handle bsm, Object... args) {
            if (bsm.getOwner().equals(BOOTSTRAPS) && bsm.getName().equals("typeSwitch")) {
              List<SwitchLabel> labels = new ArrayList<>();
              for (Object a : args) {
                labels.add(label(a));
              }
              out.add(java.util.Collections.unmodifiableList(labels));
            }
          }
        };
      }
    }, ClassReader.SKIP_FRAMES | ClassReader.SKIP_DEBUG);
    return out;
  }

  /** A class label, an enum constant made by {@code EnumDesc.of(ClassDesc.of(c), n)}, or null. */
  private static SwitchLabel label(Object a) {
    if (a instanceof Type t && t.getSort() == Type.OBJECT) {
      return new SwitchLabel(t.getClassName(), null);
    }
    if (!(a instanceof ConstantDynamic cd) || !isInvoke(cd) || cd.getBootstrapMethodArgumentCount() != 3
        || !(cd.getBootstrapMethodArgument(0) instanceof Handle of)
        || !of.getOwner().equals("java/lang/Enum$EnumDesc") || !of.getName().equals("of")
        || !(cd.getBootstrapMethodArgument(2) instanceof String constant)) {
      return null;
    }
    String enumClass = classDesc(cd.getBootstrapMethodArgument(1));
    return enumClass == null ? null : new SwitchLabel(enumClass, constant);
  }

  /** The binary class name a {@code ClassDesc.of(name)} dynamic constant makes, or null. */
  private static String classDesc(Object a) {
    return a instanceof ConstantDynamic cd && isInvoke(cd)
        && cd.getBootstrapMethodArgumentCount() == 2
        && cd.getBootstrapMethodArgument(0) instanceof Handle of
        && of.getOwner().equals("java/lang/constant/ClassDesc") && of.getName().equals("of")
        && cd.getBootstrapMethodArgument(1) instanceof String name ? name : null;
  }

  private static boolean isInvoke(ConstantDynamic cd) {
    Handle bsm = cd.getBootstrapMethod();
    return bsm.getOwner().equals("java/lang/invoke/ConstantBootstraps")
        && bsm.getName().equals("invoke");
  }

  /**
   * The one label list among {@code lists} that agrees with {@code known} (the labels SootUp
   * gives: a class name where it gives a class constant, null elsewhere): of the same length,
   * with the same class at every position {@code known} names one; null if no list or lists
   * that differ agree.
   */
  static List<SwitchLabel> matching(List<List<SwitchLabel>> lists, List<String> known) {
    List<SwitchLabel> found = null;
    for (List<SwitchLabel> labels : lists) {
      if (agrees(labels, known)) {
        if (found != null && !found.equals(labels)) {
          return null;
        }
        found = labels;
      }
    }
    return found;
  }

  private static boolean agrees(List<SwitchLabel> labels, List<String> known) {
    if (labels.size() != known.size()) {
      return false;
    }
    for (int k = 0; k < labels.size(); k++) {
      SwitchLabel l = labels.get(k);
      boolean classLabel = l != null && l.constant() == null;
      if (known.get(k) != null
          ? !classLabel || !Objects.equals(l.className(), known.get(k)) : classLabel) {
        return false;
      }
    }
    return true;
  }
}
