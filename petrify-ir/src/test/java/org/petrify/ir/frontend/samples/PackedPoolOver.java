package org.petrify.ir.frontend.samples;

/**
 * {@link PackedPool} starting one worker more than {@code MAX}: the latch opens, but the done
 * count is then {@code MAX + 1} at some point, and main may find it above {@code MAX} and wait
 * for ever (a real deadlock of an over-start).
 */
public class PackedPoolOver {
  public static void main(String[] args) throws InterruptedException {
    PackedPool p = new PackedPool(PackedPool.MAX + 1);
    p.ensure();
    p.check();
  }
}
