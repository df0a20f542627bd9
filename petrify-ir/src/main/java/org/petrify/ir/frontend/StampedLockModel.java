package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.StampedViews;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;
import sootup.core.signatures.MethodSignature;

/**
 * {@code StampedLock} (not reentrant, not owned by a thread) and its lock views
 * ({@link StampedViews}: {@code asReadLock()}, {@code asWriteLock()}, {@code asReadWriteLock()},
 * which share the lock's state): each stamped lock is one {@link StampedHolds}, a write token and
 * a count of read holds. {@code writeLock}/{@code readLock} (and the views' {@code lock}) wait,
 * the {@code try*Lock} methods (timed or not) attempt once without waiting, {@code unlock*}
 * release; the conversions are choices among their Java outcomes (IMPRECISE
 * {@code stamped-convert}: a conversion of a stamp of another kind, or of another thread's
 * hold, is one of the model's runs, where Java returns 0); optimistic reads and queries do
 * nothing ({@code validate} is a free choice). A thread that holds the write
 * lock and asks for it or for a read lock again, or holds a read lock and asks for the write lock,
 * waits forever, as on the JVM. A view's {@code newCondition()} (Java throws) and the calls on
 * several kinds of receivers mixed are UNSOUND {@code stamped}.
 */
final class StampedLockModel implements LibraryModel {
  private static final Set<String> PINNED = Set.of("tryWriteLock", "tryReadLock",
      "tryConvertToWriteLock", "tryConvertToReadLock");

  private final ModelContext mc;

  StampedLockModel(ModelContext mc) {
    this.mc = mc;
  }

  /** The stamped lock's own methods, and the {@code Lock} methods called on its views only. */
  @Override
  public boolean matches(String cls, List<AbstractObject> receivers) {
    return cls.equals(StampedViews.STAMPED)
        || !receivers.isEmpty() && receivers.stream().allMatch(StampedViews::isView);
  }

  @Override
  public List<Supplier<List<Command>>> commands(Call c) {
    List<Supplier<List<Command>>> out = new ArrayList<>();
    Origin origin = c.origin();
    for (AbstractObject r : mc.receivers(c, StampedViews.STAMPED)) {
      out.addAll(callOn(r, c.name(), c.label(), origin));
    }
    return out;
  }

  /** The alternatives of a call on one receiver, a stamped lock or a view of one. */
  List<Supplier<List<Command>>> callOn(AbstractObject r, String method, Supplier<String> label,
      Origin origin) {
    List<Supplier<List<Command>>> out = new ArrayList<>();
    String name = StampedViews.isView(r) ? viewMethod(r, method) : method;
    for (AbstractObject s : locksOf(r)) {
      out.addAll(alternatives(holds(s, origin), name, label, origin));
    }
    return out;
  }

  /**
   * The attempts whose stamp the translator pins (0 exactly on failure): {@code tryWriteLock},
   * {@code tryReadLock} (timed or not) and the conversions to a write or read lock.
   */
  @Override
  public boolean isTry(MethodSignature sig, List<AbstractObject> receivers) {
    return sig.getDeclClassType().getFullyQualifiedName().equals(StampedViews.STAMPED)
        && PINNED.contains(sig.getName());
  }

  /**
   * Per stamped lock, the alternatives of a pinned attempt. A conversion's are its outcomes
   * where the kind of the stamp is not known ({@link StampedHolds#convertToWrite},
   * {@link StampedHolds#convertToRead}; IMPRECISE {@code stamped-convert}).
   */
  @Override
  public List<TryMaker> tryCommands(Call c) {
    List<TryMaker> out = new ArrayList<>();
    for (AbstractObject s : mc.receivers(c, StampedViews.STAMPED)) {
      StampedHolds h = holds(s, c.origin());
      switch (c.name()) {
        case "tryWriteLock" -> out.add(h::tryWriteLock);
        case "tryReadLock" -> out.add(h::tryReadLock);
        case "tryConvertToWriteLock" -> out.addAll(h.convertToWrite());
        default -> out.addAll(h.convertToRead());
      }
      if (c.name().startsWith("tryConvert")) {
        convertCaveat(c.name(), c.origin());
      }
    }
    return out;
  }

  /** True if the object is a view of a stamped lock. */
  boolean isView(AbstractObject o) {
    return StampedViews.isView(o) && !mc.tc.pts().readWriteLocks(o).isEmpty();
  }

  /** The pinned {@code tryLock()} (timed or not) of a read or write view. */
  List<TryMaker> viewTry(AbstractObject view, Origin origin) {
    List<TryMaker> out = new ArrayList<>();
    boolean read = view.type().equals(StampedViews.READ_VIEW);
    for (AbstractObject s : locksOf(view)) {
      StampedHolds h = holds(s, origin);
      out.add(read ? h::tryReadLock : h::tryWriteLock);
    }
    return out;
  }

  /** The stamped locks a receiver stands for: itself, or those of the view it is. */
  private List<AbstractObject> locksOf(AbstractObject r) {
    return StampedViews.isView(r) ? mc.tc.pts().readWriteLocks(r) : List.of(r);
  }

  /**
   * The stamped lock method that a method of a view runs ({@code lock()} of the read view is
   * {@code readLock()}, {@code readLock()} of the read-write view only makes a view), or the
   * name itself where it has none.
   */
  private static String viewMethod(AbstractObject view, String name) {
    boolean read = view.type().equals(StampedViews.READ_VIEW);
    if (!read && !view.type().equals(StampedViews.WRITE_VIEW)) {
      return name.equals("readLock") || name.equals("writeLock") ? "asView" : name;
    }
    String kind = read ? "Read" : "Write";
    return switch (name) {
      case "lock" -> kind.toLowerCase(java.util.Locale.ROOT) + "Lock";
      case "lockInterruptibly" -> kind.toLowerCase(java.util.Locale.ROOT) + "LockInterruptibly";
      case "unlock" -> "unlock" + kind;
      case "tryLock" -> "try" + kind + "Lock";
      default -> name;
    };
  }

  private StampedHolds holds(AbstractObject s, Origin origin) {
    String write = s.name() + ".write";
    String held = s.name() + ".held";
    if (!mc.has(write)) {
      mc.declare(new Counter(write, 1, 1, false), s, origin);
      mc.declare(new Counter(held, 1, 0, false), s, origin);
    }
    return new StampedHolds(write, mc.readers(s), held, origin);
  }

  private List<Supplier<List<Command>>> alternatives(StampedHolds h, String name,
      Supplier<String> label, Origin origin) {
    return switch (name) {
      case "writeLock", "writeLockInterruptibly" -> List.of(() -> h.writeLock(label));
      case "readLock", "readLockInterruptibly" -> List.of(() -> h.readLock(label));
      case "unlockWrite" -> List.of(() -> h.unlockWrite(label));
      case "unlockRead" -> List.of(() -> h.unlockRead(label));
      case "unlock" -> List.of(() -> h.unlock(label));
      case "tryWriteLock" -> List.of(() -> h.attempt(h::tryWriteLock, label));
      case "tryReadLock" -> List.of(() -> h.attempt(h::tryReadLock, label));
      case "tryUnlockWrite" -> List.of(() -> h.tryUnlockWrite(label));
      case "tryUnlockRead" -> List.of(() -> h.tryUnlockRead(label));
      case "tryConvertToWriteLock" -> converted(name, origin, h.convertToWrite(), label, h);
      case "tryConvertToReadLock" -> converted(name, origin, h.convertToRead(), label, h);
      case "tryConvertToOptimisticRead" -> {
        convertCaveat(name, origin);
        yield List.of(() -> h.tryUnlockWrite(label), () -> h.tryUnlockRead(label),
            () -> List.of(new Command.Skip(label.get(), origin)));
      }
      case "tryOptimisticRead", "validate", "isWriteLocked", "isReadLocked",
          "getReadLockCount", "isLockStamp", "isReadLockStamp", "isWriteLockStamp",
          "isOptimisticReadStamp", "toString", "asReadLock", "asWriteLock", "asReadWriteLock",
          "asView" -> List.of();
      default -> {
        mc.tc.caveat("stamped", origin, "StampedLock." + name + " is not modelled",
            Caveat.Effect.UNSOUND);
        yield List.of();
      }
    };
  }

  /**
   * A conversion whose stamp is not pinned: each of its outcomes ({@link #tryCommands}) as an
   * attempt that goes on either way.
   */
  private List<Supplier<List<Command>>> converted(String name, Origin origin,
      List<TryMaker> outcomes, Supplier<String> label, StampedHolds h) {
    convertCaveat(name, origin);
    List<Supplier<List<Command>>> out = new ArrayList<>();
    for (TryMaker m : outcomes) {
      out.add(() -> h.attempt(m, label));
    }
    return out;
  }

  private void convertCaveat(String name, Origin origin) {
    mc.tc.caveat("stamped-convert", origin, "StampedLock." + name + " is a choice among its"
        + " outcomes for each kind of stamp (write, read, optimistic), as the kind of the stamp"
        + " is not tracked", Caveat.Effect.IMPRECISE);
  }
}
