package org.petrify.corpus;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The expected verdicts of one corpus program, declared on its main class.
 *
 * <p>The verdicts are those of Petrify's abstraction, which is flow- and context-sensitive but
 * path-insensitive: every conditional (including a loop condition) becomes a nondeterministic
 * choice. Hence any loop whose exit depends on data can, in the abstraction, spin forever, and
 * {@link #termination()} is {@code VIOLATED} and {@link #livelock()} is {@code VIOLATED} for it
 * even when the real program always leaves the loop. The {@code ...Fair} verdicts assume weak
 * fairness per thread and strong fairness for nondeterministic choices (a choice enabled infinitely
 * often is eventually taken each way, including the return choice of a recursive call); under
 * that assumption such loops are eventually left. When the abstraction's verdict differs from the
 * real program's, {@link #note()} says so; those cases are deliberate and rare.
 *
 * <p>Properties, as in the Petrify paper's Tab. 3 over the net's per-thread monitor places:
 * <ul>
 *   <li>deadlock: a dead marking is reachable in which some started thread has not finished;</li>
 *   <li>termination: on every path the net dies with every started thread finished;</li>
 *   <li>livelock: some reachable state starts an infinite path on which the net never dies and
 *       some started thread never finishes.</li>
 * </ul>
 *
 * <p>The end-to-end suite {@code CorpusTest} reads this annotation reflectively.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Expect {
    /** {@code HOLDS} = no reachable deadlock. */
    Expected deadlock();

    /** {@code HOLDS} = every path terminates, without fairness. */
    Expected termination();

    /** {@code HOLDS} = every fair path terminates. */
    Expected terminationFair();

    /** {@code HOLDS} = no livelock, without fairness. */
    Expected livelock();

    /** {@code HOLDS} = no livelock on fair paths. */
    Expected livelockFair();

    /** The row of the Petrify paper's Tab. 2 this program re-creates, or "" for our own programs. */
    String paper() default "";

    /** Why the verdicts are what they are, when it is not obvious; mandatory for abstraction gaps. */
    String note() default "";

    /**
     * UNSOUND caveat kinds the suite accepts for this program ({@code Analysis.acceptUnsound}):
     * its HOLDS verdicts are then asserted as HOLDS. Without them a property that holds only in
     * a model with UNSOUND caveats must be declared {@link Expected#INCONCLUSIVE}. Every kind
     * listed must occur in the program's reports, and {@link #acceptReason()} must say why the
     * omission cannot hide a violation in this program.
     */
    String[] acceptUnsound() default {};

    /** Why the accepted caveats cannot hide a violation in this program; mandatory with them. */
    String acceptReason() default "";

    /**
     * True if some run leaves the idle workers of a pool waiting for tasks (a shutdown that the
     * run skips): that run does not terminate although no thread is blocked or loops.
     */
    boolean keepsJvmAlive() default false;
}
