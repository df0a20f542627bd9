package org.petrify.ir.encode;

import java.util.List;
import org.petrify.ir.rb.Origin;

/**
 * Where the instances of one thread are in a marking, what they hold and what they wait for.
 * One record per marked control place; {@code instances} is its token count (more than one only
 * for threads with several instances).
 *
 * @param thread the thread id
 * @param instances how many instances of the thread are at this point
 * @param where the control place's meaning (its subnet, label and command)
 * @param status what the thread is doing there
 * @param held the locks the thread holds: those known statically at the location and those
 *     whose held-depth places are marked (shared by all instances of the thread)
 * @param waitsFor the lock, counter or thread it is blocked on, {@code null} if it is not
 *     blocked
 * @param frames the Java frames of the point, innermost first: the command's origin, then the
 *     call sites of the call context (unknown beyond a shared subnet)
 */
public record ThreadState(String thread, int instances, NodeInfo where, Status status,
    List<HeldLock> held, String waitsFor, List<Origin> frames) {

  public ThreadState {
    held = List.copyOf(held);
    frames = List.copyOf(frames);
  }

  /** What a thread does at its current point. */
  public enum Status {
    /** Can take its next step. */
    RUNNABLE,
    /** Blocked acquiring the lock {@code waitsFor} held by another thread. */
    BLOCKED_ON_LOCK,
    /** Blocked joining the thread {@code waitsFor}, which has not finished. */
    BLOCKED_ON_JOIN,
    /** In {@code wait()} on the monitor {@code waitsFor}, not notified yet. */
    WAITING_FOR_NOTIFY,
    /** Notified, blocked re-acquiring the monitor {@code waitsFor}. */
    BLOCKED_REACQUIRING,
    /**
     * Blocked at a {@code down}, {@code up} or {@code until} of the counter {@code waitsFor}
     * (a permit, a latch count, a queue item or slot, a barrier's arrivals, a pool worker).
     */
    BLOCKED_ON_COUNTER,
    /** In {@code LockSupport.park}, waiting for its permit ({@code unpark}). */
    PARKED,
    /** At a command it cannot run in this marking for another reason (e.g. a release or
     * notify of a lock it does not hold). */
    STUCK
  }
}
