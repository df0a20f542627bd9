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
 */
public record EncodingOptions(int callDepth, int reentrancyBound, int maxSubnets) {

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
  }

  /** Call depth 4, reentrancy bound 3, at most 2,000 subnets. */
  public static EncodingOptions defaults() {
    return new EncodingOptions(4, 3, 2_000);
  }

  public EncodingOptions withCallDepth(int depth) {
    return new EncodingOptions(depth, reentrancyBound, maxSubnets);
  }

  public EncodingOptions withReentrancyBound(int bound) {
    return new EncodingOptions(callDepth, bound, maxSubnets);
  }

  public EncodingOptions withMaxSubnets(int max) {
    return new EncodingOptions(callDepth, reentrancyBound, max);
  }
}
