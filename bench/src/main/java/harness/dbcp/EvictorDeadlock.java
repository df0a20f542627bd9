package harness.dbcp;

import org.apache.commons.dbcp.datasources.HarnessPools;
import org.apache.commons.pool.impl.GenericObjectPool;

/**
 * A harness over commons-dbcp 1.2.2 and commons-pool 1.3 (never run by the build, only
 * analysed): a pool of pooled connections whose evictor validates an idle connection while
 * the driver closes that connection's logical handle.
 *
 * <p>The lock order, as the library code has it: {@code GenericObjectPool.evict()} is
 * synchronized on the pool and calls {@code CPDSConnectionFactory.validateObject}, which asks
 * the pooled connection for a handle ({@code PooledConnection.getConnection()}, synchronized
 * in the driver, here {@link DriverPooledConnection}). The driver, holding the pooled
 * connection, tells its listeners that the handle was closed; the factory's {@code
 * connectionClosed} returns the connection to the pool ({@code returnObject}, synchronized on
 * the pool). Pool then connection on one thread, connection then pool on the other. In an
 * application the pool and factory are made by {@code PerUserPoolDataSource} and {@code
 * evict()} runs on the pool's timer; the analysis does not model {@code java.util.Timer}, so
 * here a thread of ours calls it.
 */
public class EvictorDeadlock {
  public static void main(String[] args) throws Exception {
    DriverDataSource driver = new DriverDataSource();
    final GenericObjectPool pool = HarnessPools.validatedPool(driver);
    pool.addObject();
    final DriverPooledConnection connection = driver.lastOpened();
    Thread evictor = new Thread(() -> {
      try {
        pool.evict();
      } catch (Exception e) {
        // an eviction that fails ends the run
      }
    }, "evictor");
    Thread driverTimer = new Thread(connection::closeHandle, "driver-timer");
    evictor.start();
    driverTimer.start();
    evictor.join();
    driverTimer.join();
  }
}
