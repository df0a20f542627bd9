package org.petrify.ir.frontend.samples;

/**
 * {@link PackedPool} starting one worker fewer than the latch counts: main waits for ever on
 * the latch (a real deadlock, which the packed counts must not hide).
 */
public class PackedPoolShort {
  public static void main(String[] args) throws InterruptedException {
    PackedPool p = new PackedPool(PackedPool.MAX - 1);
    p.ensure();
    p.check();
  }
}
