package org.petrify.ir.pointsto;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import sootup.core.model.Body;
import sootup.core.model.SourceType;
import sootup.java.bytecode.frontend.inputlocation.JavaClassPathAnalysisInputLocation;
import sootup.java.core.JavaSootMethod;
import sootup.java.core.views.JavaView;

/**
 * A second try at a body SootUp refused to build. javac leaves unreachable code behind a
 * {@code try}/{@code finally} whose {@code try} ends in a {@code return} (the copy of the
 * {@code finally} for exceptions, which no handler reaches once javac drops the empty range),
 * and an enclosing handler's range may cover that code; SootUp removes unreachable code and
 * then fails with "The covered Trap range is empty". The class file is put through ASM with
 * frames recomputed, which replaces unreachable code by {@code nop}s and an {@code athrow} and
 * cuts it out of every handler's range, and SootUp reads the method from that copy. Only
 * unreachable instructions change, so the method's behaviour and its statements' positions
 * and line numbers are those of the original; the frames ASM computes are not used (SootUp
 * infers its own types), so a common superclass of {@code Object} for every merge is enough.
 */
final class DeadHandlerRepair {
  private final Function<String, byte[]> classBytes;

  /** {@code classBytes}: the class file of a binary name (application or JDK), or null. */
  DeadHandlerRepair(Function<String, byte[]> classBytes) {
    this.classBytes = classBytes;
  }

  /** The method's body built from the repaired class file, if that works. */
  Optional<Body> rebuild(JavaSootMethod method) {
    String name = method.getDeclaringClassType().getFullyQualifiedName();
    byte[] bytes = classBytes.apply(name);
    if (bytes == null) {
      return Optional.empty();
    }
    Path dir = null;
    try {
      dir = Files.createTempDirectory("petrify-repair");
      Path file = dir.resolve(name.replace('.', '/') + ".class");
      Files.createDirectories(file.getParent());
      Files.write(file, withoutDeadCode(bytes));
      JavaView view = new JavaView(List.of(
          new JavaClassPathAnalysisInputLocation(dir.toString(), SourceType.Application,
              StableTemporaries.defaultSteps(true))));
      return view.getClass(method.getDeclaringClassType())
          .flatMap(c -> c.getMethod(method.getSignature().getSubSignature()))
          .filter(JavaSootMethod::hasBody)
          .map(JavaSootMethod::getBody);
    } catch (IOException | RuntimeException e) {
      return Optional.empty();
    } finally {
      delete(dir);
    }
  }

  /** The class file with unreachable code replaced and cut out of handler ranges. */
  static byte[] withoutDeadCode(byte[] bytes) {
    ClassReader reader = new ClassReader(bytes);
    ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
      @Override
      protected String getCommonSuperClass(String a, String b) {
        return "java/lang/Object";
      }
    };
    reader.accept(writer, ClassReader.SKIP_FRAMES);
    return writer.toByteArray();
  }

  /** The class file of a JDK class, read from the running JDK. */
  static byte[] jdkClass(String name) {
    try (InputStream in = ClassLoader.getSystemResourceAsStream(
        name.replace('.', '/') + ".class")) {
      return in == null ? null : in.readAllBytes();
    } catch (IOException e) {
      return null;
    }
  }

  private static void delete(Path dir) {
    if (dir == null) {
      return;
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException | UncheckedIOException e) {
      // a temporary folder left behind is harmless
    }
  }
}
