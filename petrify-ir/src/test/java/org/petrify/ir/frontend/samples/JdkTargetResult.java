package org.petrify.ir.frontend.samples;

import java.util.AbstractMap;
import java.util.Map;

/**
 * An entry is the JDK's {@code SimpleEntry} holding a value or an entry of ours whose value is
 * always {@code null}: the JDK's {@code getValue} is no callee of the points-to analysis, so
 * the result is unknown and the inverted order may run, a deadlock.
 */
public class JdkTargetResult {
  static final Object A = new Object();
  static final Object B = new Object();

  static final class Empty implements Map.Entry<String, Object> {
    @Override
    public String getKey() {
      return "empty";
    }

    @Override
    public Object getValue() {
      return null;
    }

    @Override
    public Object setValue(Object value) {
      throw new UnsupportedOperationException();
    }
  }

  static Map.Entry<String, Object> entry(int n) {
    return n == 0 ? new AbstractMap.SimpleEntry<>("k", new Object()) : new Empty();
  }

  public static void main(String[] args) throws InterruptedException {
    Thread t = new Thread(() -> {
      synchronized (A) {
        synchronized (B) {
          System.out.println("a then b");
        }
      }
    });
    t.start();
    Object v = entry(args.length).getValue();
    if (v != null) {
      synchronized (B) {
        synchronized (A) {
          System.out.println(v);
        }
      }
    }
    t.join();
  }
}
