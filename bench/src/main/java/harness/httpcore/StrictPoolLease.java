package harness.httpcore;

import java.util.concurrent.Future;
import org.apache.hc.core5.pool.PoolEntry;
import org.apache.hc.core5.pool.StrictConnPool;
import org.apache.hc.core5.io.ModalCloseable;
import org.apache.hc.core5.io.CloseMode;

/**
 * Correct use of Apache HttpCore 5.4.4's {@code StrictConnPool} (never run by the build, only
 * analysed): at most two connections, two threads each leasing one, waiting for the lease's
 * future and releasing it; then a graceful close. The pool's lock is never held while a
 * future is awaited: no deadlock.
 */
public class StrictPoolLease {
  static final class Conn implements ModalCloseable {
    public void close() { }
    public void close(CloseMode m) { }
  }
  public static void main(String[] args) throws Exception {
    StrictConnPool<String, Conn> pool = new StrictConnPool<>(1, 2);
    Runnable user = () -> {
      try {
        Future<PoolEntry<String, Conn>> f = pool.lease("r", null);
        PoolEntry<String, Conn> e = f.get();
        if (!e.hasConnection()) e.assignConnection(new Conn());
        pool.release(e, true);
      } catch (Exception ex) { }
    };
    Thread a = new Thread(user, "a"); Thread b = new Thread(user, "b");
    a.start(); b.start(); a.join(); b.join();
    pool.close(CloseMode.GRACEFUL);
  }
}
