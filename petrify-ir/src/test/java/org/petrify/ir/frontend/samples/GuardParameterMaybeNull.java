package org.petrify.ir.frontend.samples;

import java.util.List;
import java.util.function.Consumer;

/**
 * The same box, but {@code deliver} is also called by the library through a method reference
 * ({@code Iterable.forEach}: its parameter receives values no call statement shows) and
 * {@code deliverSome} from a site that passes {@code null}: neither field may be taken for
 * non-null. The waiter may wait
 * forever (on the JVM too: {@code deliverSome(null)} leaves {@code other} null).
 */
public class GuardParameterMaybeNull {
  private Object value;
  private Object other;

  synchronized void take() throws InterruptedException {
    while (value == null || other == null) {
      wait();
    }
  }

  synchronized void deliver(Object v) {
    value = v;
    notifyAll();
  }

  synchronized void deliverSome(Object v) {
    other = v;
    notifyAll();
  }

  public static void main(String[] args) throws InterruptedException {
    GuardParameterMaybeNull box = new GuardParameterMaybeNull();
    Thread t = new Thread(() -> {
      try {
        box.take();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    t.start();
    Consumer<Object> c = box::deliver;
    List.of(new Object()).forEach(c);
    box.deliverSome(new Object());
    box.deliverSome(null);
    t.join();
  }
}
