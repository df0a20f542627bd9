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
 *       a step of thread {@code T} enabled must run {@code T} infinitely often; and strong
 *       fairness of taking a lock: a thread whose acquire of a monitor or {@code Lock} is
 *       enabled infinitely often (the lock is free again and again, e.g. while a poller waits
 *       with a timeout) takes it infinitely often.
 *   <li>{@link #THREADS_AND_CHOICES}: as {@link #THREADS}, plus strong fairness for each branch
 *       of every nondeterministic choice (rb {@code jump}, which stands for conditions the
 *       translation does not track): a branch enabled infinitely often is taken infinitely
 *       often. A loop whose exit depends on data the model abstracts away then terminates
 *       under this assumption; a loop without any exit does not. The same strong fairness
 *       applies to each return of a shared subnet (a recursive procedure, or a call deeper
 *       than the inlining depth) that may return to several call sites: the net has no call
 *       stack, so such a return is a choice among the call sites, and without fairness a run
 *       could return into the recursion forever. This excludes real runs too: an infinite run
 *       that keeps returning from the shared subnet (infinitely often) but, from some point
 *       on, never to one of its call sites, e.g. a {@code while (true)} loop that calls the
 *       procedure at a deep or recursive call site while the same thread also called it from
 *       another such site earlier. Such a loop may be reported as terminating.
 * </ul>
 * Fairness needs the full state graph: partial-order reduction is off for those checks.
 */
public enum Fairness { NONE, THREADS, THREADS_AND_CHOICES }
