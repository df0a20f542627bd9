package harness.dbcpmock;

import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import javax.sql.ConnectionPoolDataSource;
import org.apache.commons.dbcp.datasources.HarnessPools;
import org.apache.commons.pool.impl.GenericObjectPool;
import org.junit.Before;
import org.junit.Test;

/**
 * A JUnit 4 test over commons-dbcp 1.2, commons-pool 1.2 and commons-collections 2.1 with
 * Mockito 1.9.5 mocks of the driver (never run by the build, only analysed with {@code --test}):
 * the evictor of a pool of pooled connections validates an idle connection while the driver
 * closes that connection's handle.
 *
 * <p>The lock order, as dbcp 1.2 and pool 1.2 have it: {@code GenericObjectPool.evict()} is
 * synchronized on the pool and, with {@code testWhileIdle}, calls {@code
 * CPDSConnectionFactory.validateObject}, which asks the pooled connection for a handle
 * ({@code getConnection()}, synchronized on the pooled connection). The driver, holding the
 * pooled connection, fires {@code connectionClosed}; the factory returns the connection to the
 * pool ({@code returnObject} → {@code addObjectToPool}, synchronized on the pool). Thread
 * {@code evictor}: pool then pooled connection; thread {@code driver-timer}: pooled connection
 * then pool.
 */
public class PooledConnectionDeadlockTest {
  private ConnectionPoolDataSource dataSource;
  private LockingPooledConnection pooled;

  @Before
  public void mockTheDriver() throws Exception {
    Connection handle = mock(Connection.class);
    Statement statement = mock(Statement.class);
    ResultSet rows = mock(ResultSet.class);
    when(handle.createStatement()).thenReturn(statement);
    when(statement.executeQuery("SELECT 1")).thenReturn(rows);
    when(rows.next()).thenReturn(true);
    pooled = new LockingPooledConnection(handle);
    dataSource = mock(ConnectionPoolDataSource.class);
    when(dataSource.getPooledConnection("user", "secret")).thenReturn(pooled);
    when(dataSource.getPooledConnection()).thenReturn(pooled);
  }

  @Test
  public void evictorValidatesWhileTheDriverClosesTheHandle() throws Exception {
    final GenericObjectPool pool = HarnessPools.validatedPool(dataSource);
    pool.addObject();
    Thread evictor = new Thread(() -> {
      try {
        pool.evict();
      } catch (Exception e) {
        // a failed eviction ends the run
      }
    }, "evictor");
    Thread driverTimer = new Thread(pooled::closeHandle, "driver-timer");
    evictor.start();
    driverTimer.start();
    evictor.join();
    driverTimer.join();
  }
}
