package org.petrify.ir.frontend.samples;

import java.lang.ref.WeakReference;
import java.lang.reflect.Array;

/**
 * A lock reached through a {@code WeakReference} and an array made by
 * {@code Array.newInstance}: main takes {@code A} then the referent, the worker the referent
 * (read back from the array) then {@code A}.
 */
public class ReferenceHeld {
  static final Object A = new Object();

  public static void main(String[] args) throws InterruptedException {
    Object lock = new Object();
    WeakReference<Object> ref = new WeakReference<>(lock);
    Object[] slots = (Object[]) Array.newInstance(Object.class, 1);
    slots[0] = ref;
    Thread worker = new Thread(() -> {
      @SuppressWarnings("unchecked")
      Object held = ((WeakReference<Object>) slots[0]).get();
      if (held != null) {
        synchronized (held) {
          synchronized (A) {
            System.out.println("worker");
          }
        }
      }
    });
    worker.start();
    synchronized (A) {
      Object held = ref.get();
      if (held != null) {
        synchronized (held) {
          System.out.println("main");
        }
      }
    }
    worker.join();
    System.out.println(lock);
  }
}
