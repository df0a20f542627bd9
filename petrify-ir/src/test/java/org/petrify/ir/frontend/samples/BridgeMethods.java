package org.petrify.ir.frontend.samples;

import java.util.Iterator;
import java.util.concurrent.Callable;

/**
 * Classes whose bridge methods share name and parameters with the method they bridge and differ
 * only in the return type ({@code Object call()} / {@code Integer call()}, {@code Object next()}
 * / {@code String next()}), both reachable: two procedures that once got one name.
 */
public final class BridgeMethods {
  static final class Task implements Callable<Integer> {
    @Override
    public synchronized Integer call() {
      return 1;
    }
  }

  static final class Words implements Iterator<String> {
    private int left = 2;

    @Override
    public boolean hasNext() {
      return left > 0;
    }

    @Override
    public synchronized String next() {
      left--;
      return "w";
    }
  }

  static int run(Callable<Integer> c) throws Exception {
    return c.call();
  }

  static int count(Iterator<String> it) {
    int n = 0;
    while (it.hasNext()) {
      it.next();
      n++;
    }
    return n;
  }

  public static void main(String[] args) throws Exception {
    Task t = new Task();
    int a = run(t) + t.call();
    Words w = new Words();
    int b = count(w) + w.next().length();
    System.out.println(a + b);
  }
}
