package org.petrify.ir.encode;

/**
 * How {@link NetEncoder} builds a net.
 *
 * @param callDepth how many nested calls get a subnet of their own (one per call-site chain);
 *     deeper and recursive calls of a procedure on a thread share one subnet, whose exit
 *     returns to a non-recursive call site only by the return address that site's call marked,
 *     and nondeterministically to its recursive call sites (the paper's encoding), reported as
 *     an {@link org.petrify.ir.rb.Caveat.Effect#IMPRECISE IMPRECISE} caveat when that choice
 *     exists. {@code 0} shares every callee.
 * @param reentrancyBound the reentrant depth up to which a lock whose depth is not known
 *     statically is tracked exactly by one-hot depth places per (thread, lock); an acquire
 *     beyond it blocks in the net and is reported as an
 *     {@link org.petrify.ir.rb.Caveat.Effect#UNSOUND UNSOUND} caveat. At least 1.
 * @param maxSubnets a guard against blow-up of call-context inlining: once this many subnets
 *     exist, further calls go to shared subnets.
 * @param recursionBound how many pending calls of a shared subnet made at its recursive call
 *     sites a single-instance thread's {@link RecursionStacks stack} keeps, so that each returns
 *     to the site that made it; past it the stack saturates and returns to those sites are
 *     nondeterministic again (a witness that returns wrongly there is no evidence). At least 1.
 */
public record EncodingOptions(int callDepth, int reentrancyBound, int maxSubnets,
    int recursionBound, boolean resetDeadValues) {

  /** The default of {@link #recursionBound}. */
  public static final int DEFAULT_RECURSION_BOUND = 3;

  /** Options with the default recursion bound. */
  public EncodingOptions(int callDepth, int reentrancyBound, int maxSubnets) {
    this(callDepth, reentrancyBound, maxSubnets, DEFAULT_RECURSION_BOUND);
  }

  /** Options without dead value reset. */
  public EncodingOptions(int callDepth, int reentrancyBound, int maxSubnets, int recursionBound) {
    this(callDepth, reentrancyBound, maxSubnets, recursionBound, false);
  }

  public EncodingOptions {
    if (callDepth < 0) {
      throw new IllegalArgumentException("callDepth must be >= 0, got " + callDepth);
    }
    if (reentrancyBound < 1 || reentrancyBound > LockDepths.CAP - 1) {
      throw new IllegalArgumentException(
          "reentrancyBound must be in 1.." + (LockDepths.CAP - 1) + ", got " + reentrancyBound);
    }
    if (maxSubnets < 1) {
      throw new IllegalArgumentException("maxSubnets must be >= 1, got " + maxSubnets);
    }
    if (recursionBound < 1) {
      throw new IllegalArgumentException("recursionBound must be >= 1, got " + recursionBound);
    }
  }

  /** Call depth 4, reentrancy bound 3, at most 2,000 subnets, recursion bound 3. */
  public static EncodingOptions defaults() {
    return new EncodingOptions(4, 3, 2_000, DEFAULT_RECURSION_BOUND, false);
  }

  public EncodingOptions withCallDepth(int depth) {
    return new EncodingOptions(depth, reentrancyBound, maxSubnets, recursionBound,
        resetDeadValues);
  }

  public EncodingOptions withReentrancyBound(int bound) {
    return new EncodingOptions(callDepth, bound, maxSubnets, recursionBound,
        resetDeadValues);
  }

  public EncodingOptions withMaxSubnets(int max) {
    return new EncodingOptions(callDepth, reentrancyBound, max, recursionBound,
        resetDeadValues);
  }

  public EncodingOptions withRecursionBound(int bound) {
    return new EncodingOptions(callDepth, reentrancyBound, maxSubnets, bound,
        resetDeadValues);
  }

  /**
   * With {@code on}, a switch whose variable is dead where it leads puts it back to its initial
   * value ({@link DeadValues}): same firing sequences up to values nobody reads, fewer markings.
   * For properties over threads' control only (deadlock, termination, livelock), not for
   * formulas that name value places.
   */
  public EncodingOptions withResetDeadValues(boolean on) {
    return new EncodingOptions(callDepth, reentrancyBound, maxSubnets, recursionBound, on);
  }
}
