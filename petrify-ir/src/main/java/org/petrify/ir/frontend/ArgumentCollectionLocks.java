package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.ElementCalls;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;

/**
 * The locks of synchronized collections ({@code Collections.synchronized*}, {@code Vector},
 * {@code Hashtable}, {@code StringBuffer}) handed to a JDK method as arguments, when the
 * receiver's own model does not already take them ({@code SynchronizedCollectionModel} does
 * for a locking receiver). A JDK method may call methods of its arguments, and every method of
 * such a collection but its iterators locks it: {@code new ArrayList<>(c)} and
 * {@code list.addAll(c)} call {@code c.toArray()}, {@code map.put(c, v)} calls
 * {@code c.hashCode()}, {@code sb.append(c)} calls {@code c.toString()}, {@code
 * Collections.sort(c)} calls {@code c.sort}. Each such lock becomes a choice between nothing
 * and taking and releasing it, in the caller's thread, before the commands of the call's model
 * (which of its methods the JDK calls, and how often, is not tracked; the lock is never held
 * across the call's other commands, so a model that locks its receiver and reads its argument
 * under that lock, a blocking queue's constructor or {@code addAll}, is modelled with the
 * argument's lock taken before its own: see {@code docs/limitations.md}).
 *
 * <p>Soundness: the JDK never keeps the lock of such an argument after the call returns (the
 * collection's methods are {@code synchronized} blocks), so a call takes it zero or more times,
 * each time taking and releasing it with no other lock taken in between by the JDK code (the
 * argument's methods lock only the collection's mutex, and a call-back from there into
 * application code is the collection's own model's business when the collection is the
 * receiver). Taking it at most once is enough for deadlock: a second take is blocked exactly
 * when the first would be. Without this rule, a thread copying a synchronized list while it
 * held a lock that another thread takes inside {@code synchronized (list)} deadlocked on the
 * JVM and held for the model.
 */
final class ArgumentCollectionLocks {
  private ArgumentCollectionLocks() {}

  /** The lock names of the synchronized collections the call's arguments may be. */
  static List<String> of(TranslationContext tc, MethodInstance mi, int index,
      AbstractInvokeExpr inv, Origin origin) {
    List<String> locks = new ArrayList<>();
    for (AbstractObject a : collections(tc, mi, index, inv)) {
      String lock = tc.lockName(a, origin);
      if (!locks.contains(lock)) {
        locks.add(lock);
      }
    }
    return locks;
  }

  /**
   * The synchronized collections the call's arguments may be, and for a formatting call
   * ({@link ElementCalls#formats}: {@code printf}, {@code format}) the elements of its
   * argument arrays too: it renders each element of its varargs array.
   */
  static List<AbstractObject> collections(TranslationContext tc, MethodInstance mi, int index,
      AbstractInvokeExpr inv) {
    boolean formats = ElementCalls.formats(
        inv.getMethodSignature().getDeclClassType().getFullyQualifiedName(),
        inv.getMethodSignature().getName());
    List<AbstractObject> out = new ArrayList<>();
    for (Value arg : inv.getArgs()) {
      if (arg instanceof Local l) {
        for (AbstractObject a : tc.pts().pointsTo(mi, index, l)) {
          List<AbstractObject> candidates = formats && a.type().endsWith("]")
              ? tc.pts().allElements(a) : List.of(a);
          for (AbstractObject c : candidates) {
            if (tc.pts().isSynchronizedCollection(c) && !out.contains(c)) {
              out.add(c);
            }
          }
        }
      }
    }
    return out;
  }

  /**
   * {@code alternatives} with, before each, a choice between nothing and taking and releasing
   * each lock of {@code locks}; one such alternative when there are none.
   */
  static List<Supplier<List<Command>>> around(List<Supplier<List<Command>>> alternatives,
      List<String> locks, Origin origin, Supplier<String> label) {
    if (locks.isEmpty()) {
      return alternatives;
    }
    return Alternatives.after(() -> choices(locks, origin, label), alternatives);
  }

  private static List<Command> choices(List<String> locks, Origin origin,
      Supplier<String> label) {
    List<Command> cs = new ArrayList<>();
    for (String lock : locks) {
      String take = label.get();
      String after = label.get();
      cs.add(new Command.Jump(label.get(), List.of(after, take), origin));
      cs.add(new Command.Acquire(take, lock, origin));
      cs.add(new Command.Release(label.get(), lock, origin));
      cs.add(new Command.Skip(after, origin));
    }
    return cs;
  }
}
