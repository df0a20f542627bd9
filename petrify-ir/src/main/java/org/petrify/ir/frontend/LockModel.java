package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.StampedViews;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import sootup.core.signatures.MethodSignature;

/**
 * {@code Lock.lock()/lockInterruptibly()/unlock()}: {@code acquire/release} of the receiver's
 * objects that may be {@code Lock}s ({@link LockReceivers}; an unknown receiver is the unknown
 * lock of its type; an unlock of one of several
 * locks is a choice, IMPRECISE). {@code tryLock} is translated by the procedure translator
 * into {@code trylock k else <failure>} ({@link LibraryCommands#isTryLock}); the other methods
 * ({@code isLocked}, {@code getHoldCount}, ...) do nothing; {@code newCondition} is a points-to
 * effect ({@link ConditionModel}). The read and write views of a read-write lock are
 * {@link ReadWriteLockModel}'s, the views of a stamped lock {@link StampedLockModel}'s.
 */
final class LockModel implements LibraryModel {
  static final Set<String> LOCK_CLASSES = Set.of(
      "java.util.concurrent.locks.Lock", "java.util.concurrent.locks.ReentrantLock",
      "java.util.concurrent.locks.ReentrantReadWriteLock$ReadLock",
      "java.util.concurrent.locks.ReentrantReadWriteLock$WriteLock");

  private final ModelContext mc;

  LockModel(ModelContext mc) {
    this.mc = mc;
  }

  @Override
  public boolean matches(String cls, List<AbstractObject> receivers) {
    return LOCK_CLASSES.contains(cls);
  }

  /** {@code lock()} and {@code unlock()} acquire and release the receivers' rb locks. */
  @Override
  public boolean appliesToElements(String method) {
    return method.equals("lock") || method.equals("unlock");
  }

  @Override
  public boolean checksInterruptOnEntry(MethodSignature sig, List<String> receiverTypes) {
    // acquireInterruptibly tests the flag before the state (also the read/write views').
    return sig.getName().equals("lockInterruptibly")
        && sig.getDeclClassType().getFullyQualifiedName().startsWith("java.util.concurrent.locks.");
  }

  @Override
  public List<Supplier<List<Command>>> commands(Call c) {
    List<Supplier<Command>> out = new ArrayList<>();
    String name = c.name();
    String cls = c.sig().getDeclClassType().getFullyQualifiedName();
    Origin origin = c.origin();
    Supplier<String> label = c.label();
    List<AbstractObject> receivers = LockReceivers.of(mc.tc.code(),
        mc.tc.libraryReceivers(c));
    if (!receivers.isEmpty() && receivers.stream().allMatch(mc.tc.juc()::isReadWriteView)) {
      // views of both kinds (a model of one kind takes the calls on its own views only)
      return receivers.stream().anyMatch(StampedViews::isView)
          ? mc.tc.juc().viewCalls(receivers, name, origin, label) : new ArrayList<>();
    }
    mc.tc.juc().mixedStampedViews(receivers, origin);
    if (name.equals("lock") || name.equals("lockInterruptibly") || name.equals("unlock")) {
      List<String> locks = mc.lockNames(receivers, cls, origin);
      if (name.equals("unlock") && locks.size() > 1) {
        mc.tc.caveat("lock-choice", origin, "unlock of a lock that may be one of " + locks
            + "; the release is a choice", Caveat.Effect.IMPRECISE);
      }
      for (String l : locks) {
        out.add(name.equals("unlock") ? () -> new Command.Release(label.get(), l, origin)
            : () -> new Command.Acquire(label.get(), l, origin));
      }
    }
    if (name.equals("tryLock")) {
      return tryLocks(mc.lockNames(receivers, cls, origin), origin, label);
    }
    return ModelContext.each(out);
  }

  /**
   * A {@code tryLock} whose result the translator does not pin (it is unused, or the call also
   * runs class-path callees that may throw): per lock, an attempt that acquires the lock if no
   * other thread holds it and goes on either way. The lock is held after a success, as on the
   * JVM; the result is unknown to the code after it.
   */
  private static List<Supplier<List<Command>>> tryLocks(List<String> locks, Origin origin,
      Supplier<String> label) {
    List<Supplier<List<Command>>> out = new ArrayList<>();
    for (String l : locks) {
      out.add(() -> {
        String attempt = label.get();
        String after = label.get();
        return List.of(new Command.TryAcquire(attempt, l, after, origin),
            new Command.Skip(after, origin));
      });
    }
    return out;
  }
}
