package org.petrify.api;

import org.petrify.ir.rb.Origin;

/**
 * One step of a witness in Java terms: which thread did what, where. {@code index} counts from
 * 1; {@code transition} is the name of the net transition that fired; {@code action} describes
 * the rb command (e.g. {@code "lock <L0>"}); {@code origin} is its Java source position.
 */
public record Step(int index, String thread, String action, Origin origin, String transition) {

  /** The source position as a stack-trace frame {@code pkg.Cls.m(Cls.java:42)}. */
  public String frame() {
    return origin.frame();
  }

  @Override
  public String toString() {
    return index + ". " + thread + ": " + action + " at " + frame();
  }
}
