package org.apache.commons.dbcp.datasources;

import javax.sql.ConnectionPoolDataSource;
import org.apache.commons.pool.impl.GenericObjectPool;

/**
 * Part of the dbcp harness ({@code harness.dbcp.EvictorDeadlock}), in dbcp's package because
 * {@code CPDSConnectionFactory} is package-private: wires a pool of pooled connections the way
 * {@code PerUserPoolDataSource} does (a {@code GenericObjectPool} whose factory is a {@code
 * CPDSConnectionFactory} with a validation query), with validation of idle connections on.
 */
public final class HarnessPools {
  private HarnessPools() {}

  public static GenericObjectPool validatedPool(ConnectionPoolDataSource driver) {
    GenericObjectPool pool = new GenericObjectPool(null);
    pool.setTestWhileIdle(true);
    new CPDSConnectionFactory(driver, pool, "SELECT 1", "user", "secret");
    return pool;
  }
}
