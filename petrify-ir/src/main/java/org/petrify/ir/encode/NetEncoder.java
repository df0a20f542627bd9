package org.petrify.ir.encode;

import org.petrify.ir.rb.Program;
import org.petrify.ir.stage.Stage;
import org.petrify.ir.stage.StageBudget;

/**
 * Encodes an rb {@link Program} as a P/T net with monitor places (the paper's Fig. 5 and
 * Tab. 3, with the refinements below). The result is deterministic: node names are stable and
 * node ids follow name order.
 *
 * <h2>Net layout</h2>
 * <ul>
 *   <li><b>Subnets.</b> One per (thread, procedure, call context): {@link Subnet}. A thread's
 *   root procedure has a root subnet; each call gets an inlined subnet for its call-site chain
 *   up to {@link EncodingOptions#callDepth()}, with an exact return; deeper and recursive calls
 *   of a procedure on a thread share one subnet ({@code t.p@rec}) that returns to any of its call
 *   sites (caveat when there are several).</li>
 *   <li><b>Locations.</b> {@code at.<subnet>.<label>} per command reachable in the thread-local
 *   control flow, plus {@code at.<subnet>.exit} for root and shared subnets (an inlined subnet's
 *   exit is the point after its call). Every thread instance has exactly one token on
 *   its control places (locations, waiting, woken, notify-all places).</li>
 *   <li><b>Threads.</b> {@code run.t} counts started, unfinished instances of thread {@code t};
 *   {@code fin.t} is marked once an instance finished. {@code fork p t} puts a token on the
 *   entry of {@code t}'s root subnet for {@code p} and on {@code run.t}; the root's exit moves
 *   {@code run.t} to {@code fin.t}. A thread id forked again (at a second fork node, on a
 *   control cycle, or by a thread that has several instances) starts further instances: it is
 *   a summary of all threads created there. For a joined thread
 *   ({@link org.petrify.ir.rb.CountedJoins}, the rule the rb interpreter shares; {@link
 *   NetOrigins#countedJoinThreads()}), {@code fin.t} counts finished, unjoined instances and
 *   each join consumes one, or returns at once when every started instance has been joined
 *   (helpers started and joined in a loop or a recursion are joined one by one; joining one
 *   thread object of a multi-instance thread twice is a caveat). Threads no join names need
 *   no count: a multi-instance one keeps {@code fin.t} 1-safe through a complement
 *   {@code nfin.t}.</li>
 *   <li><b>Locks.</b> {@code free.k} holds one token while no thread holds {@code k}. A
 *   {@link LockDepths} analysis computes, per point, the reentrant depths each lock can have on
 *   the point's thread. Where the depth is static (the usual, block-structured case), the
 *   location itself tells the depth: an outermost acquire takes {@code free.k}, inner ones and
 *   inner releases are plain moves, the outermost release returns the token — exact for any
 *   depth and any number of instances. Otherwise the thread's depth of {@code k} is tracked by
 *   one-hot places {@code held.t.k.1..B} (B = {@link EncodingOptions#reentrancyBound()}),
 *   exact up to B; an acquire at depth B has no transition (caveat UNSOUND), and for threads
 *   with several instances the shared counter is a caveat (UNSOUND).</li>
 *   <li><b>trylock.</b> {@code trylock k else L} has the transitions of {@code acquire k}
 *   (they take {@code free.k} directly, so success is only possible while {@code k} is free or
 *   held by the thread) and one failure transition to {@code L} that reads
 *   {@code taken.k}, a complement of {@code free.k} that every transition taking or returning
 *   {@code free.k} keeps in step (only locks some trylock tests have it). A thread holding
 *   {@code k} may fail too (rb semantics; caveat IMPRECISE {@code trylock-reentrant}).</li>
 *   <li><b>wait/notify.</b> {@code wait k} at depth d releases {@code k} and moves to
 *   {@code wait.<point>}; {@code notify k} moves one waiter of {@code k} (any thread, any point)
 *   to {@code woken.<point>}, or, when a complement place {@code nwait.<point>} of every waiter
 *   shows nobody waits, does nothing; {@code notifyAll k} enters {@code nall.<point>}, wakes the
 *   waiters one by one and leaves when none waits. A woken thread re-acquires {@code k} to depth
 *   d. Waiters of multi-instance threads have no complement: their notify may be lost (caveat
 *   IMPRECISE). Spurious wake-ups are not modelled. A wait, notification or release of a lock the thread
 *   does not hold raises instead ({@link UnheldRoutes}: only where the depths allow it, tested
 *   by the location or by a complement {@code nheld.t.k} of the held places).</li>
 * </ul>
 * Properties: {@link ProgramProperties}; node meanings: {@link NetOrigins}.
 */
public final class NetEncoder {
  private NetEncoder() {}

  /** Encodes with {@link EncodingOptions#defaults()}. */
  public static EncodedProgram encode(Program program) {
    return encode(program, EncodingOptions.defaults());
  }

  public static EncodedProgram encode(Program program, EncodingOptions options) {
    return encode(program, options, StageBudget.none());
  }

  /**
   * Encodes under {@code budget} (stage {@link Stage#ENCODE}): its deadline is checked per
   * subnet, in the lock-depth fixpoint and every few dozen nodes of the assembly, and the net
   * built counts against its size limit.
   *
   * @throws org.petrify.ir.stage.StageBudgetExceededException when the budget runs out
   */
  public static EncodedProgram encode(Program program, EncodingOptions options,
      StageBudget budget) {
    budget.enter(Stage.ENCODE);
    ControlGraph graph = ControlGraph.of(program, options, budget);
    LockDepths depths = LockDepths.of(graph, budget);
    return new NetAssembly(graph, depths, options, budget).assemble(program);
  }
}
