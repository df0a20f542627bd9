package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.types.ArrayType;

/**
 * JDK methods that read or write the elements of an array argument, for the race analysis: the
 * translator emits, at the call, a {@code read} (and for a writing method then a {@code write})
 * of the elements of every array the argument may be ({@link HeapAccesses#elements}), as for
 * an element access in the program's own code. Without them, a thread that sorts or fills an
 * array another thread reads shows no access at all, and the race is missed.
 *
 * <p>Listed: {@code java.util.Arrays} {@code sort}, {@code parallelSort}, {@code fill},
 * {@code setAll}, {@code parallelSetAll}, {@code parallelPrefix} (read and write their first
 * argument), its readers {@code copyOf}, {@code copyOfRange}, {@code toString},
 * {@code deepToString}, {@code hashCode}, {@code deepHashCode}, {@code binarySearch},
 * {@code stream}, {@code equals}, {@code deepEquals}, {@code mismatch}, {@code compare} (read
 * their array arguments), and {@code System.arraycopy} (reads its source, writes its
 * destination). Other JDK methods that take arrays (string constructors, {@code asList},
 * readers and writers of streams) are not listed: their element accesses stay unseen, a
 * limit of the race analysis (README). Accesses the library makes in its own threads (a
 * {@code parallelSort}'s workers) are attributed to the calling thread, which is where the
 * call happens; the call is one step, so two accesses inside it never race with each other.
 */
final class LibraryArrays {
  private LibraryArrays() {}

  /** One access: the array local and whether it is a write. */
  record Access(Local array, boolean write) {}

  private static final Set<String> WRITERS = Set.of("sort", "parallelSort", "fill", "setAll",
      "parallelSetAll", "parallelPrefix");

  private static final Set<String> READERS = Set.of("copyOf", "copyOfRange", "toString",
      "deepToString", "hashCode", "deepHashCode", "binarySearch", "stream", "equals",
      "deepEquals", "mismatch", "compare");

  /** The element accesses of a call, in order (reads before writes); empty for most calls. */
  static List<Access> of(AbstractInvokeExpr inv) {
    String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    String name = inv.getMethodSignature().getName();
    List<Access> out = new ArrayList<>();
    if (cls.equals("java.lang.System") && name.equals("arraycopy") && inv.getArgCount() == 5) {
      add(out, inv, 0, false);
      add(out, inv, 2, true);
      return out;
    }
    if (!cls.equals("java.util.Arrays")) {
      return out;
    }
    if (WRITERS.contains(name) && inv.getArgCount() >= 1) {
      add(out, inv, 0, false);
      add(out, inv, 0, true);
    } else if (READERS.contains(name)) {
      for (int k = 0; k < inv.getArgCount(); k++) {
        add(out, inv, k, false);
      }
    }
    return out;
  }

  private static void add(List<Access> out, AbstractInvokeExpr inv, int k, boolean write) {
    if (inv.getArg(k) instanceof Local l && l.getType() instanceof ArrayType) {
      out.add(new Access(l, write));
    }
  }
}
