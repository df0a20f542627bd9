package org.petrify.agent.rt;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import org.junit.jupiter.api.Test;

/** Only a {@code Lock} whose {@code lock()} is JDK code is recorded as a lock. */
class LibraryLocksTest {
  /** A lock of the program's own: its calls are recorded by the events of its code. */
  static final class OwnLock implements Lock {
    @Override
    public void lock() {}

    @Override
    public void lockInterruptibly() {}

    @Override
    public boolean tryLock() {
      return true;
    }

    @Override
    public boolean tryLock(long time, TimeUnit unit) {
      return true;
    }

    @Override
    public void unlock() {}

    @Override
    public Condition newCondition() {
      throw new UnsupportedOperationException();
    }
  }

  /** A subclass that inherits the JDK's lock(): still a JDK lock. */
  static final class NamedLock extends ReentrantLock {
    @Override
    public String toString() {
      return "named";
    }
  }

  @Test
  void jdkLocksAndTheirPlainSubclassesAreLocks() {
    assertThat(LibraryLocks.isLibraryLock(new ReentrantLock())).isTrue();
    assertThat(LibraryLocks.isLibraryLock(new ReentrantReadWriteLock().writeLock())).isTrue();
    assertThat(LibraryLocks.isLibraryLock(new NamedLock())).isTrue();
  }

  @Test
  void aLockWithItsOwnCodeOrAnotherObjectIsNot() {
    assertThat(LibraryLocks.isLibraryLock(new OwnLock())).isFalse();
    assertThat(LibraryLocks.isLibraryLock(new Object())).isFalse();
    assertThat(LibraryLocks.isLibraryLock(null)).isFalse();
  }
}
