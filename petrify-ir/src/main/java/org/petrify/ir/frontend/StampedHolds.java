package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;

/**
 * The rb commands of one {@code StampedLock}: counter {@code write} (capacity 1, 1 while free:
 * the write token), limit counter {@code readers} (the read holds of all threads) and counter
 * {@code held} (capacity 1, 1 while a writer holds the lock). A writer holds the lock once it
 * holds the token and finds no read hold; a reader counts its hold while it holds the token for
 * one step ({@link #readLock}), and a writer that finds read holds gives the token back and
 * waits for them to go ({@link #writeLock}). Invariants: {@code held} is 1 exactly while a writer
 * holds the lock, and then the token is taken and {@code readers} is 0; otherwise the token is
 * taken only for the few steps of a test, so a reader waits only for a holder, never for a
 * queued writer (Java's {@code readLock} passes queued writers since JDK 16). The lock is not
 * owned by a thread (a stamp may be released by another thread), so no per-thread count is
 * kept: the lock is not reentrant, and a thread that holds the write lock and asks for it or a
 * read lock again, or holds a read lock and asks for the write lock, waits forever, as on the
 * JVM. A release of what is not held waits forever (Java throws
 * {@code IllegalMonitorStateException}).
 *
 * <p>Each attempt ({@code try*}) tests once, at one step, where Java's test is atomic too, and
 * never waits; an attempt that finds the lock taken goes to its failure label. A timed attempt is
 * the same: a success after a wait is a success of an attempt made later.
 */
record StampedHolds(String write, String readers, String held, Origin origin) {
  /**
   * {@code writeLock()}: take the token; with no read hold left the lock is held, else give
   * the token back, wait until no read hold is left and start again.
   */
  List<Command> writeLock(Supplier<String> label) {
    String start = label.get();
    String free = label.get();
    return List.of(new Command.Down(start, write, 1, origin),
        new Command.TryDown(label.get(), readers, 1, free, origin),
        new Command.Up(label.get(), readers, 1, origin),
        new Command.Up(label.get(), write, 1, origin),
        new Command.Until(label.get(), readers, false, 0, origin),
        new Command.Goto(label.get(), start, origin),
        new Command.Up(free, held, 1, origin));
  }

  /**
   * {@code readLock()}: the read hold is counted while holding the write token, so that no
   * writer can pass its "no readers" test between the reader's test and its increment.
   */
  List<Command> readLock(Supplier<String> label) {
    return List.of(new Command.Down(label.get(), write, 1, origin),
        new Command.Up(label.get(), readers, 1, origin),
        new Command.Up(label.get(), write, 1, origin));
  }

  /** {@code unlockWrite(stamp)}: the writer's hold ends and the token is given back. */
  List<Command> unlockWrite(Supplier<String> label) {
    return List.of(new Command.Down(label.get(), held, 1, origin),
        new Command.Up(label.get(), write, 1, origin));
  }

  /** {@code unlockRead(stamp)}: one read hold less. */
  List<Command> unlockRead(Supplier<String> label) {
    return List.of(new Command.Down(label.get(), readers, 1, origin));
  }

  /**
   * {@code unlock(stamp)}: the write lock if a writer holds it, else a read hold. Exact for a
   * thread that holds what it releases, as a read hold and a write hold never overlap.
   */
  List<Command> unlock(Supplier<String> label) {
    String read = label.get();
    String end = label.get();
    return List.of(new Command.TryDown(label.get(), held, 1, read, origin),
        new Command.Up(label.get(), write, 1, origin),
        new Command.Goto(label.get(), end, origin),
        new Command.Down(read, readers, 1, origin),
        new Command.Skip(end, origin));
  }

  /**
   * {@code tryWriteLock()} pinned: the token if free, then the lock if no read hold is left,
   * else the token back and the failure.
   */
  List<Command> tryWriteLock(String first, String failure, Supplier<String> fresh) {
    String free = fresh.get();
    return List.of(new Command.TryDown(first, write, 1, failure, origin),
        new Command.TryDown(fresh.get(), readers, 1, free, origin),
        new Command.Up(fresh.get(), readers, 1, origin),
        new Command.Up(fresh.get(), write, 1, origin),
        new Command.Goto(fresh.get(), failure, origin),
        new Command.Up(free, held, 1, origin));
  }

  /** {@code tryReadLock()} pinned: a read hold counted under the token if the token is free. */
  List<Command> tryReadLock(String first, String failure, Supplier<String> fresh) {
    return List.of(new Command.TryDown(first, write, 1, failure, origin),
        new Command.Up(fresh.get(), readers, 1, origin),
        new Command.Up(fresh.get(), write, 1, origin));
  }

  /** An attempt whose result is not pinned: it goes on after a success and after a failure. */
  List<Command> attempt(LibraryModel.TryMaker maker, Supplier<String> label) {
    String after = label.get();
    List<Command> out = new ArrayList<>(maker.make(label.get(), after, label));
    out.add(new Command.Skip(after, origin));
    return out;
  }

  /** {@code tryUnlockWrite()}: the write lock is released if a writer holds it. */
  List<Command> tryUnlockWrite(Supplier<String> label) {
    String end = label.get();
    return List.of(new Command.TryDown(label.get(), held, 1, end, origin),
        new Command.Up(label.get(), write, 1, origin),
        new Command.Skip(end, origin));
  }

  /** {@code tryUnlockRead()}: one read hold less if there is one. */
  List<Command> tryUnlockRead(Supplier<String> label) {
    String end = label.get();
    return List.of(new Command.TryDown(label.get(), readers, 1, end, origin),
        new Command.Skip(end, origin));
  }

  /**
   * The pinned outcomes of {@code tryConvertToWriteLock(stamp)}, one per kind of stamp: a write
   * stamp is returned as it is (a success while a writer holds the lock), a read stamp becomes
   * the write lock if its hold is the only one ({@link #readToWrite}), an optimistic stamp is a
   * {@link #tryWriteLock}; each fails where Java's returns 0. Every Java outcome is one of them.
   */
  List<LibraryModel.TryMaker> convertToWrite() {
    return List.of(this::writerHolds, this::readToWrite, this::tryWriteLock);
  }

  /**
   * The pinned outcomes of {@code tryConvertToReadLock(stamp)}, one per kind of stamp: a write
   * stamp becomes a read hold ({@link #writeToRead}), a read stamp is returned as it is (a
   * success while some read hold exists), an optimistic stamp is a {@link #tryReadLock}.
   */
  List<LibraryModel.TryMaker> convertToRead() {
    return List.of(this::writeToRead, this::readerHolds, this::tryReadLock);
  }

  /** Success exactly while a writer holds the lock; nothing changes. */
  private List<Command> writerHolds(String first, String failure, Supplier<String> fresh) {
    return List.of(new Command.TryDown(first, held, 1, failure, origin),
        new Command.Up(fresh.get(), held, 1, origin));
  }

  /** Success exactly while some read hold exists; nothing changes. */
  private List<Command> readerHolds(String first, String failure, Supplier<String> fresh) {
    return List.of(new Command.TryDown(first, readers, 1, failure, origin),
        new Command.Up(fresh.get(), readers, 1, origin));
  }

  /**
   * A read hold becomes the write lock: with the token, if the caller's read hold is the only
   * one (as Java's test: one reader, no writer); otherwise nothing changes and it fails.
   */
  List<Command> readToWrite(String first, String failure, Supplier<String> fresh) {
    String back = fresh.get();
    String sole = fresh.get();
    return List.of(new Command.TryDown(first, write, 1, failure, origin),
        new Command.TryDown(fresh.get(), readers, 1, back, origin),
        new Command.TryDown(fresh.get(), readers, 1, sole, origin),
        new Command.Up(fresh.get(), readers, 2, origin),
        new Command.Up(back, write, 1, origin),
        new Command.Goto(fresh.get(), failure, origin),
        new Command.Up(sole, held, 1, origin));
  }

  /**
   * The write lock becomes a read hold if a writer holds it (counted before the token is given
   * back, so no writer passes in between); otherwise it fails.
   */
  List<Command> writeToRead(String first, String failure, Supplier<String> fresh) {
    return List.of(new Command.TryDown(first, held, 1, failure, origin),
        new Command.Up(fresh.get(), readers, 1, origin),
        new Command.Up(fresh.get(), write, 1, origin));
  }
}
