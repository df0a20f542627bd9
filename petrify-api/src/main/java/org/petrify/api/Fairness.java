package org.petrify.api;

/**
 * What the termination and livelock checks (and {@code EG}/{@code AF} in user formulas) assume
 * about the scheduler. Only infinite runs are constrained; a run that ends in a dead state is
 * always fair.
 *
 * <ul>
 *   <li>{@link #NONE} (the default): every run counts, so a thread that would finish if it were
 *       scheduled is reported as never finishing whenever another thread can loop forever.
 *   <li>{@link #THREADS}: weak fairness per thread: a run that from some point on always has
 *       a step of thread {@code T} enabled must run {@code T} infinitely often.
 *   <li>{@link #THREADS_AND_CHOICES}: as {@link #THREADS}, plus strong fairness for each branch
 *       of every nondeterministic choice (rb {@code jump}, which stands for conditions the
 *       translation does not track): a branch enabled infinitely often is taken infinitely
 *       often. A loop whose exit depends on data the model abstracts away then terminates
 *       under this assumption; a loop without any exit does not.
 * </ul>
 * Fairness needs the full state graph: partial-order reduction is off for those checks.
 */
public enum Fairness { NONE, THREADS, THREADS_AND_CHOICES }
