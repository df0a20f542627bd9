package harness.dbcp;

import java.io.PrintWriter;
import java.sql.SQLFeatureNotSupportedException;
import java.util.logging.Logger;
import javax.sql.ConnectionPoolDataSource;
import javax.sql.PooledConnection;

/** A stand-in JDBC driver's pooled data source: every request opens a new pooled connection. */
public class DriverDataSource implements ConnectionPoolDataSource {
  private DriverPooledConnection last;
  private int loginTimeout;

  @Override
  public PooledConnection getPooledConnection() {
    last = new DriverPooledConnection();
    return last;
  }

  @Override
  public PooledConnection getPooledConnection(String user, String password) {
    return getPooledConnection();
  }

  /** The pooled connection opened last. */
  public DriverPooledConnection lastOpened() {
    return last;
  }

  @Override
  public PrintWriter getLogWriter() {
    return null;
  }

  @Override
  public void setLogWriter(PrintWriter out) {}

  @Override
  public void setLoginTimeout(int seconds) {
    loginTimeout = seconds;
  }

  @Override
  public int getLoginTimeout() {
    return loginTimeout;
  }

  @Override
  public Logger getParentLogger() throws SQLFeatureNotSupportedException {
    throw new SQLFeatureNotSupportedException();
  }
}
