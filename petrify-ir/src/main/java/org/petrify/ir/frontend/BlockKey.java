package org.petrify.ir.frontend;

import java.util.Comparator;

/**
 * The key of one block of commands of a procedure under translation ({@link
 * ProcedureTranslator}), and the placeholder label that stands for the block's first command
 * until {@link BlockLinker} links the blocks: {@code entry}; {@code @i:e} for the state
 * (statement i, environment e); {@code @exit:e} for the normal exit in environment e;
 * {@code @raise:e} for the exceptional exit in environment e; {@code @thrown:e} for the
 * exceptional exit of a thrown exception in a result variant that tells it apart from a return
 * ({@link ThrownFlags}); {@code @raise} for the one {@code raise} command they lead to.
 *
 * @param stmt the statement index of a state, else 0
 * @param env the environment id of a state, exit or raise tail, else 0
 */
record BlockKey(Kind kind, int stmt, int env) {
  /** The kinds of blocks, in the order the linked procedure lists them. */
  enum Kind {
    ENTRY, STATE, EXIT, RAISE_TAIL, THROWN_TAIL, RAISE
  }

  /**
   * The order of blocks in the procedure: the entry first, then states by environment and
   * statement index, then the exit tails, the raise tails and the raise, each by environment.
   */
  static final Comparator<BlockKey> ORDER = Comparator.comparing(BlockKey::kind)
      .thenComparingInt(BlockKey::env).thenComparingInt(BlockKey::stmt);

  static BlockKey entry() {
    return new BlockKey(Kind.ENTRY, 0, 0);
  }

  static BlockKey state(int stmt, int env) {
    return new BlockKey(Kind.STATE, stmt, env);
  }

  static BlockKey exit(int env) {
    return new BlockKey(Kind.EXIT, 0, env);
  }

  static BlockKey raiseTail(int env) {
    return new BlockKey(Kind.RAISE_TAIL, 0, env);
  }

  static BlockKey thrownTail(int env) {
    return new BlockKey(Kind.THROWN_TAIL, 0, env);
  }

  static BlockKey raise() {
    return new BlockKey(Kind.RAISE, 0, 0);
  }

  /** The placeholder label commands use to jump to this block before linking. */
  String placeholder() {
    return switch (kind) {
      case ENTRY -> "entry";
      case STATE -> "@" + stmt + ":" + env;
      case EXIT -> "@exit:" + env;
      case RAISE_TAIL -> "@raise:" + env;
      case THROWN_TAIL -> "@thrown:" + env;
      case RAISE -> "@raise";
    };
  }
}
