package org.petrify.ir.frontend.samples;

import java.util.concurrent.CountDownLatch;

/**
 * A request completed only with a value that was tested non-null just before: {@code if (e !=
 * null) { req.complete(e); }}. The request's {@code result} is then never written null, so two
 * reads of {@code isDone()} agree. Correct: the latch is awaited only if the second read
 * disagrees with the first, which never happens (no deadlock).
 */
public class TestedArguments {
  /** A request: done once it holds a result. */
  static final class Request {
    private Object result;

    void complete(Object r) {
      result = r;
    }

    boolean isDone() {
      return result != null;
    }
  }

  /** Some object, or null. */
  static Object find(boolean hit) {
    return hit ? new Object() : null;
  }

  public static void main(String[] args) throws Exception {
    Request req = new Request();
    Object e = find(args.length == 0);
    if (e != null) {
      req.complete(e);
    }
    if (req.isDone() && !req.isDone()) {
      new CountDownLatch(1).await();
    }
  }

  /**
   * The tested local is redefined before the call: {@code e = find(...)} may give null, so the
   * request may be "completed" with null and stay not done, and the latch is awaited for ever
   * (a real deadlock).
   */
  public static class Redefined {
    public static void main(String[] args) throws Exception {
      Request req = new Request();
      Object e = find(args.length == 0);
      if (e != null) {
        e = find(args.length == 1);
        req.complete(e);
        if (!req.isDone()) {
          new CountDownLatch(1).await();
        }
      }
    }
  }

  /**
   * The call is on the null side of the test: the request is completed with null, stays not
   * done, and the latch is awaited for ever (a real deadlock).
   */
  public static class NullSide {
    public static void main(String[] args) throws Exception {
      Request req = new Request();
      Object e = find(args.length == 0);
      if (e == null) {
        req.complete(e);
        if (!req.isDone()) {
          new CountDownLatch(1).await();
        }
      }
    }
  }
}
