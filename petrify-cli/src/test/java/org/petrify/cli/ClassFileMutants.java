package org.petrify.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * Mutants of a class file for the fuzz tests: each is the original with one defect of a kind
 * found to matter (a byte changed anywhere or inside a string constant, a character of a
 * descriptor changed, the magic number or version changed, the file cut short, a method
 * duplicated, the superclass renamed to an illegal or unknown name, a name constant changed).
 * Deterministic for a seed.
 */
final class ClassFileMutants {
  private ClassFileMutants() {}

  /** A mutant: what was done, and the bytes. */
  record Mutant(String what, byte[] bytes) {}

  static List<Mutant> generate(byte[] original, long seed, int count) {
    Random r = new Random(seed);
    List<Mutant> out = new ArrayList<>();
    while (out.size() < count) {
      out.add(one(original, r));
    }
    return out;
  }

  static Mutant one(byte[] original, Random r) {
    byte[] b = original.clone();
    List<int[]> utf8 = utf8Constants(original);
    switch (r.nextInt(11)) {
      case 0 -> {
        int i = r.nextInt(b.length);
        b[i] = (byte) r.nextInt(256);
        return new Mutant("byte " + i + " = " + (b[i] & 0xff), b);
      }
      case 1, 2 -> {
        int[] c = utf8.get(r.nextInt(utf8.size()));
        if (c[1] == 0) {
          return one(original, r);
        }
        int i = c[0] + r.nextInt(c[1]);
        b[i] = (byte) (33 + r.nextInt(94));
        return new Mutant("string byte " + i + " = '" + (char) b[i] + "'", b);
      }
      case 3 -> {
        List<int[]> descriptors = new ArrayList<>();
        for (int[] c : utf8) {
          if (c[1] > 2 && original[c[0]] == '(') {
            descriptors.add(c);
          }
        }
        int[] c = descriptors.get(r.nextInt(descriptors.size()));
        int i = c[0] + 1 + r.nextInt(c[1] - 1);
        char[] choices = {':', 'V', 'X', ';', '[', 'L', ')', '('};
        b[i] = (byte) choices[r.nextInt(choices.length)];
        return new Mutant("descriptor byte " + i + " = '" + (char) b[i] + "'", b);
      }
      case 4 -> {
        int[] majors = {0, 44, 45, 52, 61, 69, 70, Runtime.version().feature() + 44,
            Runtime.version().feature() + 45, 99, 65535};
        int major = majors[r.nextInt(majors.length)];
        b[6] = (byte) (major >> 8);
        b[7] = (byte) major;
        return new Mutant("major version " + major, b);
      }
      case 5 -> {
        int i = r.nextInt(4);
        b[i] ^= (byte) (1 + r.nextInt(255));
        return new Mutant("magic byte " + i, b);
      }
      case 6 -> {
        int n = r.nextInt(b.length);
        byte[] cut = new byte[n];
        System.arraycopy(b, 0, cut, 0, n);
        return new Mutant("cut to " + n + " bytes", cut);
      }
      case 7 -> {
        return new Mutant("duplicate method", duplicateMethod(original, r));
      }
      case 8 -> {
        String[] names = {"java/lang/Obj;ect", "java.lang.Object", "", "[I", "java//Object",
            "demo/Missing", "java/lang/String", "a/b/"};
        String s = names[r.nextInt(names.length)];
        return new Mutant("superclass \"" + s + "\"", superclass(original, s));
      }
      case 9 -> {
        int[] c = utf8.get(r.nextInt(utf8.size()));
        if (c[1] == 0) {
          return one(original, r);
        }
        int i = c[0] + r.nextInt(c[1]);
        char[] choices = {'.', ';', '[', '/', '<', '>', '$'};
        b[i] = (byte) choices[r.nextInt(choices.length)];
        return new Mutant("name byte " + i + " = '" + (char) b[i] + "'", b);
      }
      default -> {
        int i = r.nextInt(b.length);
        byte[] shorter = new byte[b.length - 1];
        System.arraycopy(b, 0, shorter, 0, i);
        System.arraycopy(b, i + 1, shorter, i, b.length - i - 1);
        return new Mutant("byte " + i + " removed", shorter);
      }
    }
  }

  /** The (offset, length) of the bytes of every CONSTANT_Utf8 of the constant pool. */
  static List<int[]> utf8Constants(byte[] b) {
    List<int[]> out = new ArrayList<>();
    int count = ((b[8] & 0xff) << 8) | (b[9] & 0xff);
    int i = 10;
    for (int k = 1; k < count; k++) {
      int tag = b[i] & 0xff;
      switch (tag) {
        case 1 -> {
          int len = ((b[i + 1] & 0xff) << 8) | (b[i + 2] & 0xff);
          out.add(new int[] {i + 3, len});
          i += 3 + len;
        }
        case 3, 4, 9, 10, 11, 12, 17, 18 -> i += 5;
        case 5, 6 -> {
          i += 9;
          k++;
        }
        case 7, 8, 16, 19, 20 -> i += 3;
        case 15 -> i += 4;
        default -> throw new IllegalArgumentException("tag " + tag);
      }
    }
    return out;
  }

  static byte[] duplicateMethod(byte[] original, Random r) {
    ClassNode node = new ClassNode();
    new ClassReader(original).accept(node, 0);
    MethodNode m = node.methods.get(r.nextInt(node.methods.size()));
    MethodNode copy = new MethodNode(m.access, m.name, m.desc, m.signature,
        m.exceptions.toArray(new String[0]));
    m.accept(copy);
    node.methods.add(copy);
    ClassWriter w = new ClassWriter(0);
    node.accept(w);
    return w.toByteArray();
  }

  static byte[] superclass(byte[] original, String name) {
    ClassWriter w = new ClassWriter(0);
    new ClassReader(original).accept(new ClassVisitor(Opcodes.ASM9, w) {
      @Override
      public void visit(int version, int access, String n, String signature, String superName,
          String[] interfaces) {
        super.visit(version, access, n, signature, name, interfaces);
      }

      @Override
      public MethodVisitor visitMethod(int access, String n, String d, String s, String[] e) {
        MethodVisitor mv = super.visitMethod(access, n, d, s, e);
        return new MethodVisitor(Opcodes.ASM9, mv) {
          @Override
          public void visitMethodInsn(int op, String owner, String mn, String md, boolean itf) {
            super.visitMethodInsn(op, op == Opcodes.INVOKESPECIAL && mn.equals("<init>")
                && owner.equals("java/lang/Object") && n.equals("<init>") ? name : owner,
                mn, md, itf);
          }
        };
      }
    }, 0);
    return w.toByteArray();
  }

  /** A jar holding one class at {@code path}, optionally multi-release. */
  static byte[] jar(String path, byte[] bytes, boolean multiRelease) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    Manifest mf = new Manifest();
    mf.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    if (multiRelease) {
      mf.getMainAttributes().put(new Attributes.Name("Multi-Release"), "true");
    }
    try (JarOutputStream j = new JarOutputStream(out, mf)) {
      j.putNextEntry(new JarEntry(path));
      j.write(bytes);
      j.closeEntry();
    }
    return out.toByteArray();
  }

  static String ascii(byte[] b) {
    return new String(b, StandardCharsets.ISO_8859_1);
  }
}
