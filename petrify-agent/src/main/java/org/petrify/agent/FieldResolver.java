package org.petrify.agent;

import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Finds the class that declares a field named in a field instruction, and the field's access
 * flags, by reading class files as resources of the defining loader (never by loading classes,
 * which a transformer must not do): the named class, then its superclasses and interfaces.
 */
final class FieldResolver {
  /** A resolved field: its declaring class (internal name) and access flags. */
  record Field(String declaringClass, int access) {
    boolean isFinal() {
      return (access & Opcodes.ACC_FINAL) != 0;
    }

    boolean isVolatile() {
      return (access & Opcodes.ACC_VOLATILE) != 0;
    }
  }

  private record ClassFields(String superName, String[] interfaces, Map<String, Integer> fields) {}

  private static final ClassFields MISSING = new ClassFields(null, new String[0], Map.of());

  private final Map<String, ClassFields> cache = new ConcurrentHashMap<>();

  /** The field, or a plain field of {@code owner} if its class files cannot be read. */
  Field resolve(ClassLoader loader, String owner, String name) {
    Field f = find(loader, owner, name, 0);
    return f != null ? f : new Field(owner, 0);
  }

  private Field find(ClassLoader loader, String owner, String name, int depth) {
    if (owner == null || depth > 40) {
      return null;
    }
    ClassFields c = fields(loader, owner);
    Integer access = c.fields().get(name);
    if (access != null) {
      return new Field(owner, access);
    }
    for (String itf : c.interfaces()) {
      Field f = find(loader, itf, name, depth + 1);
      if (f != null) {
        return f;
      }
    }
    return find(loader, c.superName(), name, depth + 1);
  }

  private ClassFields fields(ClassLoader loader, String owner) {
    String key = System.identityHashCode(loader) + "/" + owner;
    return cache.computeIfAbsent(key, k -> read(loader, owner));
  }

  private static ClassFields read(ClassLoader loader, String owner) {
    String resource = owner + ".class";
    try (InputStream in = loader != null ? loader.getResourceAsStream(resource)
        : ClassLoader.getSystemResourceAsStream(resource)) {
      if (in == null) {
        return MISSING;
      }
      ClassReader reader = new ClassReader(in.readAllBytes());
      Map<String, Integer> fields = new HashMap<>();
      String[] superName = new String[1];
      String[][] interfaces = new String[1][];
      reader.accept(new ClassVisitor(Opcodes.ASM9) {
        @Override
        public void visit(int version, int access, String name, String signature,
            String superClass, String[] itfs) {
          superName[0] = superClass;
          interfaces[0] = itfs == null ? new String[0] : itfs;
        }

        @Override
        public FieldVisitor visitField(int access, String name, String descriptor,
            String signature, Object value) {
          fields.put(name, access);
          return null;
        }
      }, ClassReader.SKIP_CODE | ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
      return new ClassFields(superName[0], interfaces[0], fields);
    } catch (IOException | RuntimeException e) {
      return MISSING;
    }
  }
}
