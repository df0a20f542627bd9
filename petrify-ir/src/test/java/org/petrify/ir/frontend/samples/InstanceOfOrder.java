package org.petrify.ir.frontend.samples;

/**
 * The lock order is chosen by {@code instanceof Cash} on a parameter whose points-to set is
 * one non-null object per calling context, then {@code first == from}: both threads lock the
 * cash account first. No deadlock.
 */
public final class InstanceOfOrder {
  static final class Cash {}

  static final class Card {}

  static final Object CASH = new Cash();
  static final Object CARD = new Card();

  static void move(Object from, Object to) {
    Object first = from instanceof Cash ? from : to;
    Object second = first == from ? to : from;
    synchronized (first) {
      synchronized (second) {
        System.out.println("moved");
      }
    }
  }

  public static void main(String[] args) {
    new Thread(() -> move(CARD, CASH)).start();
    move(CASH, CARD);
  }
}
