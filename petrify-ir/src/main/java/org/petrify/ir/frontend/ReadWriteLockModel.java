package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.StampedViews;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;

/**
 * {@code ReentrantReadWriteLock} {@code rw}: rb lock {@code <rw>.write}, limit counter
 * {@code <rw>.readers} (the read holds of all threads) and per-thread counters
 * {@code <rw>.rholds}/{@code <rw>.wholds} (the running thread's read and write holds): a
 * thread's first read hold waits while another thread holds or waits for the write lock, a
 * nested read hold never waits (as Java's reentrant read acquire passes a queued writer), a
 * first write hold waits until no read hold is left (so a read→write upgrade waits forever), a
 * nested write hold only re-enters, and the write lock's owner may take read holds
 * (downgrade); an unlock without a hold waits forever. tryLock of either fails where the lock
 * would wait. See {@link ReadWrite}. Points-to: {@code readLock()}/{@code writeLock()} return a
 * library lock view of the call site bound to the receiver
 * ({@code PointsToResult.readWriteLocks}); calls on a view are this model's.
 */
final class ReadWriteLockModel implements LibraryModel {
  private final ModelContext mc;

  ReadWriteLockModel(ModelContext mc) {
    this.mc = mc;
  }

  /** Matches the {@code Lock} methods called on read or write lock views only. */
  @Override
  public boolean matches(String cls, List<AbstractObject> receivers) {
    return !receivers.isEmpty() && receivers.stream().allMatch(this::isView);
  }

  @Override
  public List<Supplier<List<Command>>> commands(Call c) {
    List<Supplier<List<Command>>> out = new ArrayList<>();
    for (AbstractObject view : mc.tc.libraryReceivers(c.mi(), c.index(), c.inv())) {
      out.addAll(readWriteCall(view, c.inv().getMethodSignature().getName(), c.origin(),
          c.label()));
    }
    return out;
  }

  /** True if the object is the read or write lock view of a ReentrantReadWriteLock. */
  boolean isView(AbstractObject o) {
    return !StampedViews.isView(o) && !mc.tc.pts().readWriteLocks(o).isEmpty();
  }

  /**
   * The rb lock that stands for a lock object: {@code <rw>.write} for the write lock view of
   * a read-write lock (the lock its conditions belong to), else the object's own lock.
   */
  String lockName(AbstractObject o, Origin where) {
    List<AbstractObject> rws = mc.tc.pts().readWriteLocks(o);
    return rws.isEmpty() ? mc.tc.lockName(o, where) : writeLock(rws.get(0), where);
  }

  private String writeLock(AbstractObject rw, Origin where) {
    return mc.tc.lockName(rw, where) + ".write";
  }

  /**
   * The per-thread counter of a read-write lock's holds by the running thread: {@code rholds}
   * (read holds, a limit counter bounded by {@link ModelContext#READ_HOLDS}) or {@code wholds} (write
   * holds, bounded by the same).
   */
  private String holds(AbstractObject rw, String role) {
    String name = rw.name() + "." + role;
    if (!mc.has(name)) {
      mc.declare(new Counter(name, ModelContext.READ_HOLDS, 0, true, true), rw, rw.origin());
    }
    return name;
  }

  /**
   * The alternatives of {@code lock}, {@code lockInterruptibly} or {@code unlock} on a read or
   * write lock view (one per read-write lock it may belong to); see {@link ReadWrite}.
   */
  List<Supplier<List<Command>>> readWriteCall(AbstractObject view, String name, Origin origin,
      Supplier<String> label) {
    List<Supplier<List<Command>>> out = new ArrayList<>();
    boolean read = view.type().endsWith("$ReadLock");
    boolean unlock = name.equals("unlock");
    if (!unlock && !name.equals("lock") && !name.equals("lockInterruptibly")) {
      return out;
    }
    for (AbstractObject rw : mc.tc.pts().readWriteLocks(view)) {
      ReadWrite m = readWrite(rw, origin);
      out.add(() -> read && unlock ? m.readUnlock(label, origin)
          : read ? m.readLock(label, origin)
          : unlock ? m.writeUnlock(label, origin) : m.writeLock(label, origin));
    }
    return out;
  }

  /** The pinned {@code tryLock()} of a read or write lock view. */
  List<TryMaker> readWriteTry(AbstractObject view, Origin origin) {
    List<TryMaker> out = new ArrayList<>();
    boolean read = view.type().endsWith("$ReadLock");
    for (AbstractObject rw : mc.tc.pts().readWriteLocks(view)) {
      ReadWrite m = readWrite(rw, origin);
      if (read) {
        mc.tc.caveat("rw-try-read", origin, "readLock().tryLock() of " + rw.name() + " fails in"
            + " the model while a writer waits for the write lock; Java's succeeds then (it"
            + " barges past queued writers), a run the model does not have",
            Caveat.Effect.UNSOUND);
      }
      out.add(read ? (l, f, fresh) -> m.tryReadLock(l, f, fresh, origin)
          : (l, f, fresh) -> m.tryWriteLock(l, f, fresh, origin));
    }
    return out;
  }

  private ReadWrite readWrite(AbstractObject rw, Origin origin) {
    return new ReadWrite(writeLock(rw, origin), mc.readers(rw), holds(rw, "rholds"),
        holds(rw, "wholds"));
  }

  /**
   * The model of one {@code ReentrantReadWriteLock} {@code rw}: rb lock {@code write}
   * ({@code <rw>.write}, the lock its conditions belong to), limit counter {@code readers}
   * (the read holds of all threads) and per-thread counters {@code rholds} and {@code wholds}
   * (the running thread's read and write holds). Invariant: {@code readers} is the sum of all
   * threads' {@code rholds}, and a thread's {@code wholds} is positive exactly while it holds
   * {@code write} for a write hold. A first read hold waits for {@code write} (so it waits
   * while another thread holds or waits for the write lock; the owner downgrades), a nested one
   * does not (Java's reentrant read acquire passes a queued writer); a first write hold takes
   * {@code write} and waits until no read hold is left (so a read→write upgrade waits for the
   * thread's own hold forever), a nested one only re-enters {@code write}. An unlock without a
   * hold waits forever on its {@code down} (Java throws IllegalMonitorStateException).
   */
  record ReadWrite(String write, String readers, String rholds, String wholds) {

    /** {@code trydown rholds 1 else FIRST; up rholds 2; up readers 1; goto END; FIRST: ...}. */
    List<Command> readLock(Supplier<String> label, Origin origin) {
      String[] l = labels(label, null, 9);
      return List.of(new Command.TryDown(l[0], rholds, 1, l[4], origin),
          new Command.Up(l[1], rholds, 2, origin),
          new Command.Up(l[2], readers, 1, origin),
          new Command.Goto(l[3], l[8], origin),
          new Command.Acquire(l[4], write, origin),
          new Command.Up(l[5], rholds, 1, origin),
          new Command.Up(l[6], readers, 1, origin),
          new Command.Release(l[7], write, origin),
          new Command.Skip(l[8], origin));
    }

    List<Command> readUnlock(Supplier<String> label, Origin origin) {
      return List.of(new Command.Down(label.get(), rholds, 1, origin),
          new Command.Down(label.get(), readers, 1, origin));
    }

    /** {@code trydown wholds 1 else FIRST; up wholds 2; acquire write; goto END; FIRST: ...}. */
    List<Command> writeLock(Supplier<String> label, Origin origin) {
      String[] l = labels(label, null, 8);
      return List.of(new Command.TryDown(l[0], wholds, 1, l[4], origin),
          new Command.Up(l[1], wholds, 2, origin),
          new Command.Acquire(l[2], write, origin),
          new Command.Goto(l[3], l[7], origin),
          new Command.Acquire(l[4], write, origin),
          new Command.Until(l[5], readers, false, 0, origin),
          new Command.Up(l[6], wholds, 1, origin),
          new Command.Skip(l[7], origin));
    }

    List<Command> writeUnlock(Supplier<String> label, Origin origin) {
      return List.of(new Command.Down(label.get(), wholds, 1, origin),
          new Command.Release(label.get(), write, origin));
    }

    /** A read lock that fails, instead of waiting, where a first read hold would wait. */
    List<Command> tryReadLock(String first, String failure, Supplier<String> fresh,
        Origin origin) {
      String[] l = labels(fresh, first, 9);
      return List.of(new Command.TryDown(l[0], rholds, 1, l[4], origin),
          new Command.Up(l[1], rholds, 2, origin),
          new Command.Up(l[2], readers, 1, origin),
          new Command.Goto(l[3], l[8], origin),
          new Command.TryAcquire(l[4], write, failure, origin),
          new Command.Up(l[5], rholds, 1, origin),
          new Command.Up(l[6], readers, 1, origin),
          new Command.Release(l[7], write, origin),
          new Command.Skip(l[8], origin));
    }

    /**
     * A write lock that fails, instead of waiting, where a first write hold would wait: the
     * write lock is taken, or a read hold is left (tested by taking one and giving it back).
     */
    List<Command> tryWriteLock(String first, String failure, Supplier<String> fresh,
        Origin origin) {
      String[] l = labels(fresh, first, 11);
      return List.of(new Command.TryDown(l[0], wholds, 1, l[4], origin),
          new Command.Up(l[1], wholds, 2, origin),
          new Command.Acquire(l[2], write, origin),
          new Command.Goto(l[3], l[10], origin),
          new Command.TryAcquire(l[4], write, failure, origin),
          new Command.TryDown(l[5], readers, 1, l[9], origin),
          new Command.Up(l[6], readers, 1, origin),
          new Command.Release(l[7], write, origin),
          new Command.Goto(l[8], failure, origin),
          new Command.Up(l[9], wholds, 1, origin),
          new Command.Skip(l[10], origin));
    }

    /** {@code n} labels in order: {@code first} (if not null), then fresh ones. */
    private static String[] labels(Supplier<String> fresh, String first, int n) {
      String[] l = new String[n];
      for (int i = 0; i < n; i++) {
        l[i] = i == 0 && first != null ? first : fresh.get();
      }
      return l;
    }
  }

}
