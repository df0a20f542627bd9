package org.petrify.agent.rt;

/**
 * The events of one thread, appended by that thread only, as varints in a byte buffer. A full
 * buffer is handed to the {@link TraceSink} (which writes it as one chunk on its own thread) and
 * replaced, so the recording thread never waits for the file. The last, partial buffer is
 * flushed at shutdown.
 */
final class ThreadLog {
  static final int CAPACITY = 1 << 15;
  static final int MAX_EVENT = 1 + 4 * 10;

  final int thread;
  /** Replay mode only: the thread's path, its objects by order of first use, its access counts. */
  String path;
  final java.util.IdentityHashMap<Object, Integer> firstUse = new java.util.IdentityHashMap<>();
  final java.util.HashMap<String, Integer> accessCounts = new java.util.HashMap<>();
  final java.util.IdentityHashMap<Object, Integer> held = new java.util.IdentityHashMap<>();
  private final TraceSink sink;
  private byte[] buf = new byte[CAPACITY];
  private int pos;
  /** Ids started by this thread so far: the ordinal of its next child is this + 1. */
  int children;
  /**
   * Enforcement modes: threads started and fork/join tasks handed over under the current
   * {@link #path} (a pool worker takes a new path with each task it runs, see {@code Rec}).
   */
  int pathChildren;
  int pathForks;
  /** A one-entry cache of the last object id looked up by this thread. */
  Object lastObject;
  int lastId;
  long events;

  ThreadLog(int thread, TraceSink sink) {
    this.thread = thread;
    this.sink = sink;
  }

  void event(int op, long a, long b) {
    ensure();
    buf[pos++] = (byte) op;
    put(a);
    put(b);
    events++;
  }

  void event(int op, long a, long b, long c) {
    ensure();
    buf[pos++] = (byte) op;
    put(a);
    put(b);
    put(c);
    events++;
  }

  private void ensure() {
    if (pos + MAX_EVENT > buf.length) {
      sink.chunk(thread, buf, pos);
      buf = new byte[CAPACITY];
      pos = 0;
    }
  }

  private void put(long v) {
    while ((v & ~0x7FL) != 0) {
      buf[pos++] = (byte) ((v & 0x7F) | 0x80);
      v >>>= 7;
    }
    buf[pos++] = (byte) v;
  }

  /** Hands the partial buffer to the sink (at shutdown). */
  synchronized void flush() {
    if (pos > 0) {
      sink.chunk(thread, buf, pos);
      buf = new byte[CAPACITY];
      pos = 0;
    }
  }
}
