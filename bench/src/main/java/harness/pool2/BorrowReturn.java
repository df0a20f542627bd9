package harness.pool2;

import org.apache.commons.pool2.BasePooledObjectFactory;
import org.apache.commons.pool2.PooledObject;
import org.apache.commons.pool2.impl.DefaultPooledObject;
import org.apache.commons.pool2.impl.GenericObjectPool;

/**
 * Correct concurrent use of commons-pool2 2.12.0 (never run by the build, only analysed): a
 * pool of at most two buffers, two threads each borrowing one, writing to it under its own
 * monitor and returning it. No lock is held across a pool call, and the pool never waits for
 * an object while two are allowed: no deadlock.
 */
public class BorrowReturn {
  /** The pooled objects' factory. */
  static final class Buffers extends BasePooledObjectFactory<StringBuilder> {
    @Override
    public StringBuilder create() {
      return new StringBuilder();
    }

    @Override
    public PooledObject<StringBuilder> wrap(StringBuilder buffer) {
      return new DefaultPooledObject<>(buffer);
    }
  }

  static void use(GenericObjectPool<StringBuilder> pool, String text) {
    try {
      StringBuilder b = pool.borrowObject();
      synchronized (b) {
        b.append(text);
      }
      pool.returnObject(b);
    } catch (Exception e) {
      // a failed borrow ends the run
    }
  }

  public static void main(String[] args) throws Exception {
    final GenericObjectPool<StringBuilder> pool = new GenericObjectPool<>(new Buffers());
    pool.setMaxTotal(2);
    Thread t1 = new Thread(() -> use(pool, "one"), "user-1");
    Thread t2 = new Thread(() -> use(pool, "two"), "user-2");
    t1.start();
    t2.start();
    t1.join();
    t2.join();
    pool.close();
  }
}
