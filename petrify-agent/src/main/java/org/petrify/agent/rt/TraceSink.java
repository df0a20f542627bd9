package org.petrify.agent.rt;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.LinkedBlockingQueue;
import org.petrify.agent.trace.TraceFormat;

/**
 * Writes the trace file on a daemon thread of its own: recording threads only enqueue full
 * buffers and thread and site records ({@link LinkedBlockingQueue#offer} never blocks), the
 * writer thread drains the queue into the file. {@link #close} drains what is left and writes
 * the end record.
 */
final class TraceSink {
  /**
   * One record to write: {@code bytes} whole, then, for a chunk, the first {@code length} bytes
   * of {@code events}. A chunk is one item so that chunks of threads that fill their buffers at
   * the same time cannot interleave their headers and bytes.
   */
  private record Item(byte[] bytes, byte[] events, int length) {
    Item(byte[] bytes) {
      this(bytes, null, 0);
    }
  }

  private static final Item STOP = new Item(new byte[0]);

  private final LinkedBlockingQueue<Item> queue = new LinkedBlockingQueue<>();
  private final OutputStream out;
  private final Thread writer;
  private volatile IOException failure;

  TraceSink(Path file) throws IOException {
    out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16);
    out.write(TraceFormat.MAGIC);
    out.write(TraceFormat.VERSION);
    writer = new Thread(this::drain, "petrify-trace-writer");
    writer.setDaemon(true);
    writer.start();
  }

  /** Queues {@code length} bytes of events of {@code thread} (the array is not reused). */
  void chunk(int thread, byte[] events, int length) {
    Bytes b = new Bytes();
    b.put(TraceFormat.TAG_CHUNK);
    b.varint(thread);
    b.varint(length);
    queue.offer(new Item(b.toArray(), events, length));
  }

  void thread(int id, int parent, int ordinal, String name) {
    Bytes b = new Bytes();
    b.put(TraceFormat.TAG_THREAD);
    b.varint(id);
    b.varint(parent + 1L);
    b.varint(ordinal);
    b.string(name);
    queue.offer(new Item(b.toArray()));
  }

  void site(int id, Sites.Site s) {
    Bytes b = new Bytes();
    b.put(TraceFormat.TAG_SITE);
    b.varint(id);
    b.varint(s.kind());
    b.string(s.className());
    b.string(s.method());
    b.string(s.file() == null ? "" : s.file());
    b.varint(Math.max(0, s.line()));
    b.string(s.owner());
    b.string(s.name());
    queue.offer(new Item(b.toArray()));
  }

  /** Drains the queue, writes the end record and closes the file; waits for the writer. */
  void close(long events) {
    Bytes b = new Bytes();
    b.put(TraceFormat.TAG_END);
    b.varint(events);
    queue.offer(new Item(b.toArray()));
    queue.offer(STOP);
    try {
      writer.join(30_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  IOException failure() {
    return failure;
  }

  private void drain() {
    try {
      while (true) {
        Item item = queue.take();
        if (item == STOP) {
          break;
        }
        out.write(item.bytes());
        if (item.events() != null) {
          out.write(item.events(), 0, item.length());
        }
      }
      out.close();
    } catch (IOException e) {
      failure = e;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** A growable byte buffer for the small records. */
  static final class Bytes {
    private byte[] a = new byte[64];
    private int n;

    void put(int b) {
      if (n == a.length) {
        a = java.util.Arrays.copyOf(a, n * 2);
      }
      a[n++] = (byte) b;
    }

    void varint(long v) {
      while ((v & ~0x7FL) != 0) {
        put((int) ((v & 0x7F) | 0x80));
        v >>>= 7;
      }
      put((int) v);
    }

    void string(String s) {
      byte[] u = s.getBytes(StandardCharsets.UTF_8);
      varint(u.length);
      for (byte x : u) {
        put(x);
      }
    }

    byte[] toArray() {
      return java.util.Arrays.copyOf(a, n);
    }
  }
}
