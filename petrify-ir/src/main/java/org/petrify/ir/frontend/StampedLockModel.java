package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;

/**
 * {@code StampedLock} {@code s} (not reentrant): counter {@code <s>.write} (capacity 1, 1 while
 * free) and limit counter {@code <s>.readers}; {@code writeLock()} is {@code down write 1; until
 * readers <= 0}, {@code readLock()} is {@code down write 1; up readers 1; up write 1} (the read
 * hold is counted while the write token is held, so a reader and a writer never hold the lock
 * together), {@code unlockWrite}/{@code unlockRead} undo them, {@code unlock(stamp)} is either;
 * optimistic reads do nothing; conversions and the lock views are not modelled (UNSOUND).
 * Points-to: nothing.
 */
final class StampedLockModel implements LibraryModel {
  static final String STAMPED = "java.util.concurrent.locks.StampedLock";

  private final ModelContext mc;

  StampedLockModel(ModelContext mc) {
    this.mc = mc;
  }

  @Override
  public boolean matches(String cls, List<AbstractObject> receivers) {
    return cls.equals(STAMPED);
  }

  @Override
  public List<Supplier<List<Command>>> commands(Call c) {
    List<Supplier<List<Command>>> out = new ArrayList<>();
    String name = c.name();
    Origin origin = c.origin();
    Supplier<String> label = c.label();
    for (AbstractObject s : mc.receivers(c, STAMPED)) {
      String write = s.name() + ".write";
      if (!mc.has(write)) {
        mc.declare(new Counter(write, 1, 1, false), s, origin);
      }
      String readers = mc.readers(s);
      Supplier<List<Command>> writeLock = () -> List.of(
          new Command.Down(label.get(), write, 1, origin),
          new Command.Until(label.get(), readers, false, 0, origin));
      // The read hold is taken while holding the write token, so that no writer can pass its
      // "no readers" test between the reader's test of the write token and its increment.
      Supplier<List<Command>> readLock = () -> List.of(
          new Command.Down(label.get(), write, 1, origin),
          new Command.Up(label.get(), readers, 1, origin),
          new Command.Up(label.get(), write, 1, origin));
      Supplier<List<Command>> unlockWrite = () -> List.of(
          new Command.Up(label.get(), write, 1, origin));
      Supplier<List<Command>> unlockRead = () -> List.of(
          new Command.Down(label.get(), readers, 1, origin));
      switch (name) {
        case "writeLock", "writeLockInterruptibly" -> out.add(writeLock);
        case "readLock", "readLockInterruptibly" -> out.add(readLock);
        case "unlockWrite", "tryUnlockWrite" -> out.add(unlockWrite);
        case "unlockRead", "tryUnlockRead" -> out.add(unlockRead);
        case "unlock" -> {
          out.add(unlockWrite);
          out.add(unlockRead);
        }
        case "tryWriteLock", "tryReadLock" -> {
          mc.tc.caveat("stamped-try", origin, "StampedLock." + name + " is modelled as a lock"
              + " that may fail; the stamp test that follows is a free choice",
              Caveat.Effect.IMPRECISE);
          out.add(name.equals("tryWriteLock") ? writeLock : readLock);
          out.add(() -> List.of(new Command.Skip(label.get(), origin)));
        }
        case "tryOptimisticRead", "validate", "isWriteLocked", "isReadLocked",
            "getReadLockCount" -> {
          // no synchronization
        }
        default -> mc.tc.caveat("stamped", origin, "StampedLock." + name + " is not modelled",
            Caveat.Effect.UNSOUND);
      }
    }
    return out;
  }
}
