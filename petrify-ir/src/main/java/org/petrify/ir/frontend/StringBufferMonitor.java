package org.petrify.ir.frontend;

import java.util.Set;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.Type;

/**
 * What a call on a {@code java.lang.StringBuffer} does with the buffer's monitor, from the
 * JDK's code (JDK 17 to 25), for {@link SynchronizedCollectionModel}. A call is resolved by
 * its name and parameter types, which a {@code StringBuffer} override shares with the method
 * the call names ({@code Object.toString}, {@code CharSequence.length}, {@code
 * Appendable.append(CharSequence)}).
 *
 * <ul>
 *   <li>{@link Use#UNLOCKED}: {@code equals}, {@code hashCode} and {@code getClass} are {@code
 *       Object}'s and take no monitor.</li>
 *   <li>{@link Use#PLAIN}: every other method whose parameters are all primitives, {@code
 *       String}s or {@code char} arrays ({@code toString}, {@code length}, {@code
 *       append(String)}, {@code setLength}, {@code indexOf(String)}, ...). It holds the
 *       buffer's monitor (is {@code synchronized}, or calls a {@code synchronized} method of
 *       the buffer) and runs under it only code of {@code AbstractStringBuilder}, {@code
 *       String} and their helpers on those values: no application method and no other
 *       monitor or lock, and nothing that blocks.</li>
 *   <li>{@link Use#RENDERS}: a method with another reference parameter ({@code
 *       append(Object)}, {@code insert(int, Object)}, {@code append(CharSequence)}, {@code
 *       append(StringBuffer)}, {@code repeat(CharSequence, int)}, {@code
 *       compareTo(StringBuffer)}, ...). Under the buffer's monitor it may call the argument's
 *       methods ({@code String.valueOf(obj)} calls {@code obj.toString()}; a {@code
 *       CharSequence}'s {@code length} and {@code charAt}), which may be application code, and
 *       it may take another buffer's monitor ({@code append(AbstractStringBuilder)} calls the
 *       argument's {@code synchronized length()} and {@code getBytes}): the model keeps both,
 *       as for any synchronized collection.</li>
 * </ul>
 *
 * <p>Soundness for deadlock: a {@code PLAIN} section runs no command that can block or take a
 * lock, so the model's section of nothing but {@code acquire} and {@code release} has exactly
 * the blocking behaviour of the JVM's. An {@code UNLOCKED} call takes no monitor on the JVM,
 * so the model takes none either, and the call is judged as any other JDK call on its
 * arguments. {@code RENDERS} keeps the general model. Races and {@code wait}/{@code notify}
 * are not concerned: the buffer's contents are no tracked value, and a {@code wait} or {@code
 * notify} on a buffer is an {@code Object} monitor operation of the program, modelled where it
 * is written.
 */
final class StringBufferMonitor {
  private StringBufferMonitor() {}

  /** The monitor use of a call on a {@code StringBuffer}. */
  enum Use {
    /** No monitor. */
    UNLOCKED,
    /** The buffer's monitor around JDK code only. */
    PLAIN,
    /** The buffer's monitor around calls of the arguments' methods. */
    RENDERS
  }

  static final String TYPE = "java.lang.StringBuffer";

  private static final Set<String> OBJECT_METHODS = Set.of("equals", "hashCode", "getClass");

  private static final Set<String> PLAIN_PARAMETERS = Set.of("java.lang.String", "char[]");

  /** The monitor use of a call of {@code sig} on a {@code StringBuffer}. */
  static Use of(MethodSignature sig) {
    if (OBJECT_METHODS.contains(sig.getName())) {
      return Use.UNLOCKED;
    }
    for (Type t : sig.getParameterTypes()) {
      if (!(t instanceof sootup.core.types.PrimitiveType)
          && !PLAIN_PARAMETERS.contains(t.toString())) {
        return Use.RENDERS;
      }
    }
    return Use.PLAIN;
  }

  /** True if a call of {@code method} on a {@code StringBuffer} takes no monitor. */
  static boolean unlocked(String method) {
    return OBJECT_METHODS.contains(method);
  }
}
