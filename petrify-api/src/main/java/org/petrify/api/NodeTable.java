package org.petrify.api;

import org.petrify.ir.rb.Command;

/**
 * What the nodes of a program's net stand for in rb and Java terms: the part of the encoder's
 * side table that explanations need. Lookups are by net id; nodes without a meaning for the
 * program (bookkeeping) answer {@link PlaceRole.Other} and {@code null}.
 */
interface NodeTable {

  /** The role of a place. */
  PlaceRole place(int place);

  /** The thread and rb command a transition executes, or null for a bookkeeping transition. */
  Action transition(int transition);

  /** A transition's meaning: thread {@code thread} executes {@code command}. */
  record Action(String thread, Command command) {}

  /** What a place of the program net counts. */
  sealed interface PlaceRole {
    /** Thread {@code thread} is in {@code procedure}, about to run {@code next} (null: at the exit). */
    record Location(String thread, String procedure, Command next) implements PlaceRole {}

    /** Thread {@code thread} has started and not finished (the paper's monitor place). */
    record Running(String thread) implements PlaceRole {}

    /** Thread {@code thread} has finished. */
    record Finished(String thread) implements PlaceRole {}

    /** Lock {@code lock} is free. */
    record LockFree(String lock) implements PlaceRole {}

    /** Lock {@code lock} is held by {@code thread} (tokens = depth, for reentrant encodings). */
    record LockHeld(String lock, String thread) implements PlaceRole {}

    /** Anything else. */
    record Other(String description) implements PlaceRole {}
  }
}
