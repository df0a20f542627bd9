package org.petrify.ir.rb;

import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;

/**
 * The semantics of {@code join t}, one definition for the net encoder and the rb interpreter:
 * every thread id that some {@code join} of the program names (other than {@code self}) has
 * <em>counted</em> joins, whatever its number of instances.
 *
 * <p>Counted join: the finished instances of {@code t} that no join has used yet are counted;
 * a {@code join t} uses up one of them, or returns at once when no started instance of
 * {@code t} is left unused (none alive, every finished one used: every instance started so far
 * has finished, or none was started). Forking {@code t} while {@link Command.Join#MAX_UNJOINED}
 * of its instances are unused stops the forking instance in an overflow state (a limit: the
 * check is inconclusive when it is reachable). Threads no join names need no count.
 *
 * <p>Why the rule looks at join commands only: which thread ids may have several instances
 * depends on how exactly calls are tracked (the encoder's shared subnets return to every call
 * site, so its answer changes with the call depth), while the number of a join's commands does
 * not; with this rule, the interpreter, which keeps exact call stacks, and the encoder at any
 * call depth give a join the same meaning.
 *
 * <p>Soundness against Java's {@code Thread.join} (rb's {@code t} stands for every Java thread
 * started at its forks): for a thread id with one instance the rule is exact — a join before
 * the end waits, the first join after it uses the finished instance, later ones find none
 * unused and return — except that a join that runs before {@code t} was ever started returns
 * at once, which is what Java's {@code join} of a thread not yet started does. For a thread id
 * with several instances a join waits for some finished instance: helpers started and joined
 * in a loop or a recursion are joined one by one (and the count stays bounded). Its price is
 * imprecision in one direction only: joining one Java thread object twice makes the model wait
 * for a second finished instance (the encoder reports a {@code summary-thread-join} caveat for
 * the joined thread ids that may have several instances), and an instance never waits for more
 * than Java's join would wait for except in that case. A join that returns at once because no
 * started instance is unused adds only Java behaviour (every thread it may stand for has ended
 * or was never started); it removes the spurious deadlock of a join loop that runs more often
 * than the loop that started the threads, of {@code close()} of a pool that was given no task,
 * and of a join on a path that did not start the thread.
 */
public final class CountedJoins {
  private CountedJoins() {}

  private static final String CLAIMS = "claims.";

  /**
   * The name of the counter of the instances of {@code thread} that claimed class {@code g}
   * of a counted loop's trips (the frontend's loop-class threads).
   */
  public static String claimCounter(String thread, int g) {
    return CLAIMS + thread + "." + g;
  }

  /**
   * The model's bound on the unjoined instances of {@code thread}: {@link
   * Command.Join#MAX_UNJOINED}, or the sum of the capacities of the thread's claim counters
   * when that is larger (a thread started in a counted loop has at most that many instances
   * when the loop runs once; a fork beyond the bound overflows as any other).
   */
  public static int liveBound(Program program, String thread) {
    int claims = 0;
    String prefix = CLAIMS + thread + ".";
    for (Counter c : program.counters()) {
      if (c.name().startsWith(prefix)
          && c.name().substring(prefix.length()).chars().allMatch(Character::isDigit)) {
        claims += c.capacity();
      }
    }
    return Math.max(Command.Join.MAX_UNJOINED, claims);
  }

  /** The thread ids with counted joins: those some {@code join} command names, sorted. */
  public static Set<String> of(Program program) {
    Set<String> counted = new TreeSet<>();
    for (Procedure p : program.procedures()) {
      for (Command c : p.body()) {
        if (c instanceof Command.Join j && !j.thread().equals(Command.Join.SELF)) {
          counted.add(j.thread());
        }
      }
    }
    return Collections.unmodifiableSet(counted);
  }
}
