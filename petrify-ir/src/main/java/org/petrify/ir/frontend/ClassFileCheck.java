package org.petrify.ir.frontend;

import java.util.HashSet;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * The structural checks the JVM makes when it loads a class file (JVMS 4.8, format checking),
 * made before anything else reads the file, so that a class the JVM would refuse is bad input
 * with one line naming the class and the defect, never analysed (SootUp reads such files
 * partly, or fails deep inside with an {@link AssertionError}). Checked: the magic number, the
 * version (45 to the newest the running JDK supports, {@code Runtime.version().feature() + 44};
 * minor 0 or 65535 from Java 12 on), that ASM can parse the constant pool and every attribute
 * and instruction, the class's and its superclass's and interfaces' names, the class modifiers,
 * the names and descriptors of fields and methods and their duplicates, the special methods
 * {@code <init>} and {@code <clinit>}, code present exactly when the method is neither abstract
 * nor native, and the class names and descriptors the instructions refer to. Bytecode
 * verification (types on the operand stack) is not repeated: SootUp's own reading checks what
 * the translation relies on, and a failure there is reported as an internal error, not as a
 * verdict.
 */
final class ClassFileCheck {
  /** The newest class file major version the running JDK loads. */
  static final int MAX_MAJOR = Runtime.version().feature() + 44;

  private ClassFileCheck() {}

  /** A defect found: the message says it in words; {@link #className} is null if unknown. */
  static final class Defect extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final String className;

    Defect(String className, String message) {
      super(message, null, false, false);
      this.className = className;
    }
  }

  /** What a valid class file declares: its binary name and its SourceFile attribute. */
  /** A valid class's name, SourceFile attribute and direct supertypes (binary names). */
  record Header(String name, String sourceFile, java.util.List<String> supertypes) {}

  /**
   * Checks {@code bytes} and returns the class's name and source file.
   *
   * @throws Defect when the JVM would refuse the file
   */
  static Header check(byte[] bytes) {
    if (bytes.length < 10 || (bytes[0] & 0xff) != 0xCA || (bytes[1] & 0xff) != 0xFE
        || (bytes[2] & 0xff) != 0xBA || (bytes[3] & 0xff) != 0xBE) {
      throw new Defect(null, bytes.length < 10 ? "not a class file (only " + bytes.length
          + " bytes)" : "not a class file (wrong magic number, not 0xCAFEBABE)");
    }
    int minor = ((bytes[4] & 0xff) << 8) | (bytes[5] & 0xff);
    int major = ((bytes[6] & 0xff) << 8) | (bytes[7] & 0xff);
    if (major < 45 || major > MAX_MAJOR) {
      throw new Defect(Layout.nameOf(bytes), "class file version " + major + "." + minor + " is not supported"
          + " by the Java " + Runtime.version().feature() + " running the analysis (major"
          + " versions 45 to " + MAX_MAJOR + ")");
    }
    if (major >= 56 && minor != 0 && minor != 0xffff) {
      throw new Defect(Layout.nameOf(bytes), "class file version " + major + "." + minor + " has an invalid"
          + " minor version (0, or 65535 for preview features)");
    }
    Checker checker = new Checker(major);
    try {
      new Layout(bytes, major).check();
      new ClassReader(bytes).accept(checker, 0);
    } catch (Defect d) {
      throw d;
    } catch (RuntimeException | StackOverflowError e) {
      throw new Defect(checker.name, "the file is truncated or damaged (" + asmProblem(e)
          + ")");
    }
    if (checker.name == null) {
      throw new Defect(null, "the file declares no class");
    }
    return new Header(checker.name.replace('/', '.'), checker.source, checker.supertypes);
  }

  private static String asmProblem(Throwable e) {
    if (e instanceof ArrayIndexOutOfBoundsException || e instanceof IndexOutOfBoundsException) {
      return "an index or length points outside the file";
    }
    if (e instanceof IllegalArgumentException) {
      return "an invalid constant, attribute or instruction";
    }
    if (e instanceof ClassCastException) {
      return "a constant of the wrong kind";
    }
    return "it cannot be parsed";
  }

  /**
   * The layout of the file, read directly: every constant pool entry (its tag allowed at this
   * version, its strings valid modified UTF-8, the names and descriptors that class, field,
   * method and method type constants refer to well formed), then the fields, methods and
   * attributes, which must end exactly at the end of the file. ASM, which reads the file next,
   * trusts all of this.
   */
  private static final class Layout {
    private final byte[] b;
    private final int major;
    private int[] offsets;
    private int[] tags;
    /** The class's name, once the constant pool has been walked and if it is readable. */
    private String className;

    Layout(byte[] b, int major) {
      this.b = b;
      this.major = major;
    }

    private int u1(int i) {
      if (i >= b.length) {
        throw new Defect(className, "the file is truncated (it ends inside its structure)");
      }
      return b[i] & 0xff;
    }

    private int u2(int i) {
      return (u1(i) << 8) | u1(i + 1);
    }

    private long u4(int i) {
      return ((long) u2(i) << 16) | u2(i + 2);
    }

    /** The class's name if the constant pool can be walked, else null; never throws. */
    static String nameOf(byte[] b) {
      Layout l = new Layout(b, Integer.MAX_VALUE);
      try {
        l.check();
      } catch (RuntimeException e) {
        // the name, if it was found before the defect, is kept
      }
      return l.className;
    }

    void check() {
      int count = u2(8);
      offsets = new int[count];
      tags = new int[count];
      int i = 10;
      for (int k = 1; k < count; k++) {
        int tag = u1(i);
        offsets[k] = i;
        tags[k] = tag;
        int minMajor = switch (tag) {
          case 15, 16, 18 -> 51;
          case 17 -> 55;
          case 19, 20 -> Integer.MAX_VALUE; // only in module descriptors
          default -> 45;
        };
        if (major < minMajor) {
          throw new Defect(className, "constant pool entry " + k + " has tag " + tag
              + ", not allowed in a class file of version " + major);
        }
        switch (tag) {
          case 1 -> {
            int len = u2(i + 1);
            checkUtf8(i + 3, len, k);
            i += 3 + len;
          }
          case 3, 4, 9, 10, 11, 12, 17, 18 -> i += 5;
          case 5, 6 -> {
            i += 9;
            k++;
            if (k >= count) {
              throw new Defect(className, "constant pool entry " + (k - 1) + " (long or double)"
                  + " runs past the end of the constant pool");
            }
          }
          case 7, 8, 16 -> i += 3;
          case 15 -> i += 4;
          default -> throw new Defect(className, "constant pool entry " + k
              + " has the unknown tag " + tag);
        }
        u1(i - 1);
      }
      try {
        int self = u2(i + 2);
        if (self > 0 && self < count && tags[self] == 7 && tags[u2(offsets[self] + 1)] == 1) {
          int o = offsets[u2(offsets[self] + 1)];
          String n = decode(o + 3, u2(o + 1));
          className = n.replace('/', '.');
        }
      } catch (RuntimeException unreadable) {
        className = null; // the checks below say what is wrong
      }
      for (int k = 1; k < count; k++) {
        int o = offsets[k];
        switch (tags[k]) {
          case 7 -> {
            String name = utf8(u2(o + 1), k);
            if (!isClassOrArrayName(name)) {
              throw new Defect(className, "illegal class name \"" + name + "\" in the constant pool");
            }
          }
          case 8 -> utf8(u2(o + 1), k);
          case 16 -> {
            String d = utf8(u2(o + 1), k);
            if (!isMethodDescriptor(d)) {
              throw new Defect(className, "malformed method type \"" + d + "\" in the constant pool");
            }
          }
          case 9, 10, 11 -> {
            entry(u2(o + 1), 7, k);
            int nat = entry(u2(o + 3), 12, k);
            String name = utf8(u2(offsets[nat] + 1), nat);
            String d = utf8(u2(offsets[nat] + 3), nat);
            boolean ok = tags[k] == 9
                ? isUnqualifiedName(name) && isFieldDescriptor(d, 0, true)
                : isMethodDescriptor(d) && (isUnqualifiedName(name) && name.indexOf('<') < 0
                    && name.indexOf('>') < 0 || name.equals("<init>") && d.endsWith(")V"));
            if (!ok) {
              throw new Defect(className, "malformed " + (tags[k] == 9 ? "field" : "method")
                  + " reference " + name + " " + d + " in the constant pool");
            }
          }
          case 12 -> {
            utf8(u2(o + 1), k);
            utf8(u2(o + 3), k);
          }
          case 15 -> {
            int kind = u1(o + 1);
            if (kind < 1 || kind > 9) {
              throw new Defect(className, "method handle constant " + k + " has the invalid kind "
                  + kind);
            }
            entry(u2(o + 2), kind <= 4 ? 9 : -1, k);
          }
          case 17, 18 -> entry(u2(o + 3), 12, k);
          default -> { }
        }
      }
      i = layoutAfterPool(i);
      if (i != b.length) {
        throw new Defect(className, i < b.length ? "extra bytes at the end of the class file"
            : "the file is truncated (it ends inside its structure)");
      }
    }

    private int layoutAfterPool(int i) {
      int interfaces = u2(i + 6);
      i += 8 + 2 * interfaces;
      for (int part = 0; part < 2; part++) {
        int members = u2(i);
        i += 2;
        for (int m = 0; m < members; m++) {
          i = attributes(i + 6);
        }
      }
      return attributes(i);
    }

    private int attributes(int i) {
      int count = u2(i);
      i += 2;
      for (int a = 0; a < count; a++) {
        long len = u4(i + 2);
        if (len > b.length) {
          throw new Defect(className, "the file is truncated (an attribute is longer than the file)");
        }
        i += 6 + (int) len;
        if (i > b.length) {
          throw new Defect(className, "the file is truncated (it ends inside an attribute)");
        }
      }
      return i;
    }

    /** Entry {@code index}, which must exist and have {@code tag} (any tag if negative). */
    private int entry(int index, int tag, int from) {
      if (index <= 0 || index >= tags.length || tags[index] == 0
          || tag >= 0 && tags[index] != tag) {
        throw new Defect(className, "constant pool entry " + from + " refers to entry " + index
            + ", which is " + (index <= 0 || index >= tags.length ? "outside the pool"
            : "of the wrong kind"));
      }
      return index;
    }

    private String utf8(int index, int from) {
      entry(index, 1, from);
      int o = offsets[index];
      return decode(o + 3, u2(o + 1));
    }

    private String decode(int start, int len) {
      StringBuilder s = new StringBuilder(len);
      int i = start;
      int end = start + len;
      while (i < end) {
        int c = b[i] & 0xff;
        if (c < 0x80) {
          s.append((char) c);
          i++;
        } else if ((c & 0xe0) == 0xc0) {
          s.append((char) (((c & 0x1f) << 6) | (b[i + 1] & 0x3f)));
          i += 2;
        } else {
          s.append((char) (((c & 0x0f) << 12) | ((b[i + 1] & 0x3f) << 6) | (b[i + 2] & 0x3f)));
          i += 3;
        }
      }
      return s.toString();
    }

    /** Modified UTF-8 (JVMS 4.4.7): no zero byte, no byte from 0xf0 on, whole sequences. */
    private void checkUtf8(int start, int len, int k) {
      int end = start + len;
      if (end > b.length) {
        throw new Defect(className, "the file is truncated (it ends inside the constant pool)");
      }
      for (int i = start; i < end; ) {
        int c = b[i] & 0xff;
        int extra = c < 0x80 ? 0 : (c & 0xe0) == 0xc0 ? 1 : (c & 0xf0) == 0xe0 ? 2 : -1;
        if (c == 0 || extra < 0 || i + extra >= end) {
          throw new Defect(className, "constant pool entry " + k + " is not a valid (modified UTF-8)"
              + " string");
        }
        for (int e = 1; e <= extra; e++) {
          if ((b[i + e] & 0xc0) != 0x80) {
            throw new Defect(className, "constant pool entry " + k + " is not a valid (modified"
                + " UTF-8) string");
          }
        }
        i += 1 + extra;
      }
    }
  }

  /** Visits the whole class, checking as it goes; throws {@link Defect}. */
  private static final class Checker extends ClassVisitor {
    private final int major;
    private final Set<String> fields = new HashSet<>();
    private final Set<String> methods = new HashSet<>();
    private boolean isInterface;
    String name;
    String source;
    java.util.List<String> supertypes = java.util.List.of();

    Checker(int major) {
      super(Opcodes.ASM9);
      this.major = major;
    }

    private Defect defect(String message) {
      return new Defect(name == null ? null : name.replace('/', '.'), message);
    }

    @Override
    public void visit(int version, int access, String name, String signature,
        String superName, String[] interfaces) {
      if ((access & Opcodes.ACC_MODULE) != 0) {
        throw defect("a module descriptor, not a class");
      }
      if (!isClassName(name)) {
        throw defect("illegal class name \"" + name + "\"");
      }
      this.name = name;
      java.util.List<String> sup = new java.util.ArrayList<>();
      if (superName != null) {
        sup.add(superName.replace('/', '.'));
      }
      for (String i : interfaces == null ? new String[0] : interfaces) {
        sup.add(i.replace('/', '.'));
      }
      supertypes = java.util.List.copyOf(sup);
      isInterface = (access & Opcodes.ACC_INTERFACE) != 0;
      if (isInterface && ((access & Opcodes.ACC_ABSTRACT) == 0
          || (access & (Opcodes.ACC_FINAL | Opcodes.ACC_ENUM)) != 0)) {
        throw defect("illegal class modifiers 0x" + Integer.toHexString(access)
            + " (an interface must be abstract, and neither final nor an enum)");
      }
      if (!isInterface && (access & Opcodes.ACC_FINAL) != 0
          && (access & Opcodes.ACC_ABSTRACT) != 0) {
        throw defect("illegal class modifiers 0x" + Integer.toHexString(access)
            + " (both final and abstract)");
      }
      if (!isInterface && (access & Opcodes.ACC_ANNOTATION) != 0) {
        throw defect("illegal class modifiers 0x" + Integer.toHexString(access)
            + " (an annotation type must be an interface)");
      }
      if (superName == null) {
        if (!name.equals("java/lang/Object")) {
          throw defect("no superclass");
        }
      } else if (!isClassName(superName)) {
        throw defect("illegal superclass name \"" + superName + "\"");
      } else if (isInterface && !superName.equals("java/lang/Object")) {
        throw defect("an interface whose superclass is " + superName.replace('/', '.')
            + ", not java.lang.Object");
      } else if (superName.equals(name)) {
        throw defect("the class is its own superclass");
      }
      if (interfaces != null) {
        for (String i : interfaces) {
          if (!isClassName(i)) {
            throw defect("illegal interface name \"" + i + "\"");
          }
        }
      }
    }

    @Override
    public void visitSource(String source, String debug) {
      this.source = source;
    }

    @Override
    public FieldVisitor visitField(int access, String fname, String descriptor,
        String signature, Object value) {
      if (!isUnqualifiedName(fname)) {
        throw defect("illegal field name \"" + fname + "\"");
      }
      if (!isFieldDescriptor(descriptor, 0, true)) {
        throw defect("field " + fname + " has a malformed descriptor \"" + descriptor + "\"");
      }
      if (!fields.add(fname + " " + descriptor)) {
        throw defect("duplicate field " + fname + " " + descriptor);
      }
      return null;
    }

    @Override
    public MethodVisitor visitMethod(int access, String mname, String descriptor,
        String signature, String[] exceptions) {
      boolean special = mname.equals("<init>") || mname.equals("<clinit>");
      if (!special && !isUnqualifiedName(mname) || !special && (mname.indexOf('<') >= 0
          || mname.indexOf('>') >= 0)) {
        throw defect("illegal method name \"" + mname + "\"");
      }
      if (!isMethodDescriptor(descriptor)) {
        throw defect("method " + mname + " has a malformed descriptor \"" + descriptor + "\"");
      }
      if (!methods.add(mname + descriptor)) {
        throw defect("duplicate method " + mname + descriptor);
      }
      if (mname.equals("<init>") && !descriptor.endsWith(")V")) {
        throw defect("constructor with descriptor " + descriptor + " does not return void");
      }
      boolean body = (access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE)) == 0;
      String what = "method " + mname + descriptor;
      return new MethodVisitor(Opcodes.ASM9) {
        private boolean code;

        @Override
        public void visitCode() {
          code = true;
          if (!body) {
            throw defect(what + " is abstract or native but has code");
          }
        }

        @Override
        public void visitTypeInsn(int opcode, String type) {
          if (!isClassOrArrayName(type)) {
            throw defect(what + " refers to an illegal class name \"" + type + "\"");
          }
        }

        @Override
        public void visitFieldInsn(int opcode, String owner, String fieldName, String desc) {
          if (!isClassOrArrayName(owner) || !isUnqualifiedName(fieldName)
              || !isFieldDescriptor(desc, 0, true)) {
            throw defect(what + " refers to a malformed field " + owner + "." + fieldName + " "
                + desc);
          }
        }

        @Override
        public void visitMethodInsn(int opcode, String owner, String methodName, String desc,
            boolean itf) {
          boolean init = methodName.equals("<init>");
          if (!isClassOrArrayName(owner) || !init && (!isUnqualifiedName(methodName)
              || methodName.indexOf('<') >= 0) || !isMethodDescriptor(desc)
              || init && !desc.endsWith(")V")) {
            throw defect(what + " calls a malformed method " + owner + "." + methodName + desc);
          }
        }

        @Override
        public void visitInvokeDynamicInsn(String indyName, String desc, Handle bsm,
            Object... args) {
          if (!isUnqualifiedName(indyName) || !isMethodDescriptor(desc)
              || !isMethodDescriptor(bsm.getDesc())) {
            throw defect(what + " has a malformed invokedynamic " + indyName + desc);
          }
        }

        @Override
        public void visitLdcInsn(Object value) {
          if (value instanceof Type t && t.getSort() == Type.METHOD
              ? !isMethodDescriptor(t.getDescriptor())
              : value instanceof Type t2 && !isClassOrArrayName(t2.getInternalName())) {
            throw defect(what + " loads a malformed type constant");
          }
        }

        @Override
        public void visitMultiANewArrayInsn(String desc, int dims) {
          if (!desc.startsWith("[") || !isFieldDescriptor(desc, 0, true)) {
            throw defect(what + " creates an array of malformed type " + desc);
          }
        }

        @Override
        public void visitTryCatchBlock(org.objectweb.asm.Label start,
            org.objectweb.asm.Label end, org.objectweb.asm.Label handler, String type) {
          if (type != null && !isClassName(type)) {
            throw defect(what + " catches an illegal class name \"" + type + "\"");
          }
        }

        @Override
        public void visitEnd() {
          if (body && !code) {
            throw defect(what + " has no code but is neither abstract nor native");
          }
        }
      };
    }
  }

  /** An unqualified name (JVMS 4.2.2): not empty, none of {@code . ; [ /}. */
  static boolean isUnqualifiedName(String s) {
    if (s == null || s.isEmpty()) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '.' || c == ';' || c == '[' || c == '/') {
        return false;
      }
    }
    return true;
  }

  /** A class name in internal form: unqualified names separated by single slashes. */
  static boolean isClassName(String s) {
    if (s == null || s.isEmpty() || s.startsWith("/") || s.endsWith("/")) {
      return false;
    }
    for (String part : s.split("/", -1)) {
      if (!isUnqualifiedName(part)) {
        return false;
      }
    }
    return true;
  }

  /** A class name, or an array type descriptor (what a CONSTANT_Class may hold). */
  static boolean isClassOrArrayName(String s) {
    return s != null && (s.startsWith("[") ? isFieldDescriptor(s, 0, true) : isClassName(s));
  }

  /** Whether {@code s.substring(from)} is exactly one field descriptor (if {@code whole}). */
  static boolean isFieldDescriptor(String s, int from, boolean whole) {
    int end = fieldDescriptorEnd(s, from);
    return end > 0 && (!whole || end == s.length());
  }

  /** The end of the field descriptor starting at {@code i}, or -1 if there is none. */
  private static int fieldDescriptorEnd(String s, int i) {
    int dims = 0;
    while (i < s.length() && s.charAt(i) == '[') {
      i++;
      dims++;
    }
    if (dims > 255 || i >= s.length()) {
      return -1;
    }
    char c = s.charAt(i);
    if ("BCDFIJSZ".indexOf(c) >= 0) {
      return i + 1;
    }
    if (c != 'L') {
      return -1;
    }
    int semi = s.indexOf(';', i);
    if (semi < 0 || !isClassName(s.substring(i + 1, semi))) {
      return -1;
    }
    return semi + 1;
  }

  /** A method descriptor: {@code (}field descriptors{@code )} and a field descriptor or V. */
  static boolean isMethodDescriptor(String s) {
    if (s == null || !s.startsWith("(")) {
      return false;
    }
    int i = 1;
    int slots = 0;
    while (i < s.length() && s.charAt(i) != ')') {
      char c = s.charAt(i);
      int end = fieldDescriptorEnd(s, i);
      if (end < 0) {
        return false;
      }
      slots += c == 'J' || c == 'D' ? 2 : 1;
      i = end;
    }
    if (i >= s.length() || slots > 255) {
      return false;
    }
    i++;
    return s.length() == i + 1 && s.charAt(i) == 'V' || fieldDescriptorEnd(s, i) == s.length();
  }
}
