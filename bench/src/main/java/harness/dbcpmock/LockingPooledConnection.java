package harness.dbcpmock;

import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import javax.sql.ConnectionEvent;
import javax.sql.ConnectionEventListener;
import javax.sql.PooledConnection;
import javax.sql.StatementEventListener;

/**
 * The one real object of the Mockito harness's driver: a pooled connection that serialises its
 * operations on itself, as drivers' pooled connections do, and tells its listeners that its
 * handle was closed while it holds its own lock. The handle it hands out is a mock.
 */
public class LockingPooledConnection implements PooledConnection {
  private final Connection handle;
  private final List<ConnectionEventListener> listeners = new ArrayList<>();

  public LockingPooledConnection(Connection handle) {
    this.handle = handle;
  }

  @Override
  public synchronized Connection getConnection() {
    return handle;
  }

  /** The driver closes the open handle (a network timeout, say) and says so. */
  public synchronized void closeHandle() {
    ConnectionEvent closed = new ConnectionEvent(this);
    for (ConnectionEventListener l : listeners) {
      l.connectionClosed(closed);
    }
  }

  @Override
  public synchronized void close() {}

  @Override
  public synchronized void addConnectionEventListener(ConnectionEventListener listener) {
    listeners.add(listener);
  }

  @Override
  public synchronized void removeConnectionEventListener(ConnectionEventListener listener) {
    listeners.remove(listener);
  }

  @Override
  public void addStatementEventListener(StatementEventListener listener) {}

  @Override
  public void removeStatementEventListener(StatementEventListener listener) {}
}
