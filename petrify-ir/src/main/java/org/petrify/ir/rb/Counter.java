package org.petrify.ir.rb;

/**
 * A counter of an rb program: a number between 0 and {@code capacity}, starting at
 * {@code initial}, changed by {@code down}/{@code up} and tested by {@code trydown},
 * {@code tryup} and {@code until} (see {@link Command}). Counters stand for the counts of
 * {@code java.util.concurrent} primitives: semaphore permits, latch counts, queue items,
 * barrier arrivals, pool workers.
 *
 * <p>With {@code limit} false the capacity is a real bound of the Java object (a bounded
 * queue's capacity): an {@code up} beyond it blocks. With {@code limit} true the Java count is
 * unbounded (semaphore permits, an unbounded queue) and the capacity only bounds the model: an
 * {@code up} beyond it overflows, which stops the thread in an overflow state that the
 * analysis reports instead of a verdict (the model no longer follows the program there).
 *
 * <p>A {@code perThread} counter has one value per thread id, each starting at
 * {@code initial}: a command changes and tests the value of the thread that runs it (instances
 * of one thread id share one value, as they share a park permit). It stands for a count Java
 * keeps per thread, such as a thread's read holds of a {@code ReentrantReadWriteLock}.
 *
 * <p>Text form: {@code counter NAME cap CAPACITY init INITIAL} or
 * {@code counter NAME limit CAPACITY init INITIAL}, followed by {@code per-thread} for a
 * per-thread counter.
 */
public record Counter(String name, int capacity, int initial, boolean limit,
    boolean perThread) {
  /** A counter shared by all threads. */
  public Counter(String name, int capacity, int initial, boolean limit) {
    this(name, capacity, initial, limit, false);
  }

  public Counter {
    if (capacity < 1 || initial < 0 || initial > capacity) {
      throw new IllegalArgumentException("counter " + name + ": need 0 <= init <= cap and"
          + " cap >= 1, got cap " + capacity + " init " + initial);
    }
  }
}
