package harness.dbcp;

import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import javax.sql.ConnectionEvent;
import javax.sql.ConnectionEventListener;
import javax.sql.PooledConnection;
import javax.sql.StatementEventListener;

/**
 * A stand-in driver's pooled connection that, as drivers do, serialises its operations on
 * itself and tells its listeners about a closed handle while it holds its own lock.
 */
public class DriverPooledConnection implements PooledConnection {
  private final List<ConnectionEventListener> listeners = new ArrayList<>();
  private boolean handleOpen;

  @Override
  public synchronized Connection getConnection() {
    handleOpen = true;
    return null;
  }

  /** The driver closes the open handle (a timeout, say) and says so to the listeners. */
  public synchronized void closeHandle() {
    handleOpen = false;
    ConnectionEvent closed = new ConnectionEvent(this);
    for (ConnectionEventListener l : listeners) {
      l.connectionClosed(closed);
    }
  }

  @Override
  public synchronized void close() {
    handleOpen = false;
  }

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
