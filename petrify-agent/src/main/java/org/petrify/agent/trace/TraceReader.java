package org.petrify.agent.trace;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Reads a trace file ({@link TraceFormat}) into a {@link Trace}. */
public final class TraceReader {
  private TraceReader() {}

  /** Thrown for a file that is not a trace or is corrupt; the message says where. */
  public static final class BadTraceException extends IOException {
    private static final long serialVersionUID = 1L;

    public BadTraceException(String message) {
      super(message);
    }
  }

  public static Trace read(Path file) throws IOException {
    try (InputStream in = new BufferedInputStream(Files.newInputStream(file), 1 << 16)) {
      return read(in, file.toString());
    }
  }

  static Trace read(InputStream raw, String name) throws IOException {
    DataInputStream in = new DataInputStream(raw);
    byte[] magic = new byte[4];
    try {
      in.readFully(magic);
    } catch (EOFException e) {
      throw new BadTraceException(name + ": not a petrify trace (too short)");
    }
    if (!Arrays.equals(magic, TraceFormat.MAGIC)) {
      throw new BadTraceException(name + ": not a petrify trace (bad magic)");
    }
    int version = in.read();
    if (version != TraceFormat.VERSION) {
      throw new BadTraceException(name + ": unsupported trace version " + version);
    }
    Map<Integer, Trace.ThreadInfo> threads = new TreeMap<>();
    Map<Integer, Trace.Site> sites = new TreeMap<>();
    Map<Integer, List<Trace.Event>> events = new TreeMap<>();
    boolean complete = false;
    long offset = 5;
    try {
      while (true) {
        int tag = in.read();
        if (tag < 0) {
          break;
        }
        switch (tag) {
          case TraceFormat.TAG_THREAD -> {
            int id = (int) varint(in);
            int parent = (int) varint(in) - 1;
            int ordinal = (int) varint(in);
            threads.put(id, new Trace.ThreadInfo(id, parent, ordinal, string(in)));
          }
          case TraceFormat.TAG_SITE -> {
            int id = (int) varint(in);
            int kind = (int) varint(in);
            sites.put(id, new Trace.Site(id, kind, string(in), string(in), string(in),
                (int) varint(in), string(in), string(in)));
          }
          case TraceFormat.TAG_CHUNK -> {
            int thread = (int) varint(in);
            int length = (int) varint(in);
            byte[] bytes = new byte[length];
            in.readFully(bytes);
            decode(bytes, events.computeIfAbsent(thread, t -> new ArrayList<>()), name);
          }
          case TraceFormat.TAG_END -> {
            varint(in);
            complete = true;
          }
          default -> throw new BadTraceException(name + ": corrupt trace (record tag " + tag + ")");
        }
        offset++;
      }
    } catch (EOFException e) {
      complete = false;
    }
    List<Trace.Site> siteList = new ArrayList<>();
    for (Map.Entry<Integer, Trace.Site> e : sites.entrySet()) {
      if (e.getKey() != siteList.size()) {
        if (complete) {
          throw new BadTraceException(name + ": corrupt trace (site table has a gap at "
              + siteList.size() + ")");
        }
        break;
      }
      siteList.add(e.getValue());
    }
    for (Map.Entry<Integer, List<Trace.Event>> e : events.entrySet()) {
      threads.putIfAbsent(e.getKey(), new Trace.ThreadInfo(e.getKey(), -1, 0, "thread-" + e.getKey()));
      for (Trace.Event ev : e.getValue()) {
        if (ev.site() >= siteList.size()) {
          throw new BadTraceException(name + ": " + (complete ? "corrupt" : "incomplete")
              + " trace (event names unknown site " + ev.site() + ")");
        }
      }
    }
    return new Trace(threads, siteList, events, complete);
  }

  private static void decode(byte[] b, List<Trace.Event> out, String name) throws IOException {
    int[] pos = {0};
    while (pos[0] < b.length) {
      int op = b[pos[0]++] & 0xFF;
      if (op < TraceFormat.READ || op > TraceFormat.ALLOC) {
        throw new BadTraceException(name + ": corrupt trace (event opcode " + op + ")");
      }
      int site = (int) varint(b, pos, name);
      long a = varint(b, pos, name);
      long c = TraceFormat.operands(op) == 3 ? varint(b, pos, name) : -1;
      out.add(new Trace.Event(op, site, a, c));
    }
  }

  private static long varint(byte[] b, int[] pos, String name) throws IOException {
    long v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      if (pos[0] >= b.length) {
        throw new BadTraceException(name + ": corrupt trace (event cut short)");
      }
      int x = b[pos[0]++] & 0xFF;
      v |= (long) (x & 0x7F) << shift;
      if ((x & 0x80) == 0) {
        return v;
      }
    }
    throw new BadTraceException(name + ": corrupt trace (varint too long)");
  }

  private static long varint(DataInputStream in) throws IOException {
    long v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      int x = in.read();
      if (x < 0) {
        throw new EOFException();
      }
      v |= (long) (x & 0x7F) << shift;
      if ((x & 0x80) == 0) {
        return v;
      }
    }
    throw new BadTraceException("corrupt trace (varint too long)");
  }

  private static String string(DataInputStream in) throws IOException {
    int n = (int) varint(in);
    if (n < 0 || n > (1 << 20)) {
      throw new BadTraceException("corrupt trace (string length " + n + ")");
    }
    byte[] b = new byte[n];
    in.readFully(b);
    return new String(b, StandardCharsets.UTF_8);
  }

  /** The trace as text: threads, then each thread's events with their source positions. */
  public static String dump(Trace t) {
    StringBuilder s = new StringBuilder();
    s.append("# petrify trace: ").append(t.threads().size()).append(" threads, ")
        .append(t.sites().size()).append(" sites, ")
        .append(t.events().values().stream().mapToInt(List::size).sum()).append(" events")
        .append(t.complete() ? "" : " (INCOMPLETE: the run was cut off)").append('\n');
    for (Trace.ThreadInfo th : t.threads().values()) {
      s.append("thread ").append(th.id()).append(" \"").append(th.name()).append('"');
      if (th.parent() >= 0) {
        s.append(" started by ").append(th.parent()).append(" (#").append(th.ordinal()).append(')');
      }
      s.append('\n');
    }
    for (Map.Entry<Integer, List<Trace.Event>> e : t.events().entrySet()) {
      s.append("\nthread ").append(e.getKey()).append(":\n");
      for (Trace.Event ev : e.getValue()) {
        Trace.Site site = t.site(ev.site());
        s.append("  ").append(TraceFormat.opName(ev.op()));
        switch (ev.op()) {
          case TraceFormat.READ, TraceFormat.WRITE, TraceFormat.SYNC_READ, TraceFormat.SYNC_WRITE -> {
            s.append(' ').append(site.owner().isEmpty() ? "?" : site.owner().replace('/', '.'))
                .append('.').append(site.name().isEmpty() ? "value" : site.name());
            if (ev.a() != 0) {
              s.append(" of #").append(ev.a());
            }
          }
          case TraceFormat.ARRAY_READ, TraceFormat.ARRAY_WRITE ->
              s.append(" #").append(ev.a()).append('[').append(ev.b()).append(']');
          case TraceFormat.ALLOC -> s.append(' ').append(site.owner()).append("[] #").append(ev.a());
          case TraceFormat.START, TraceFormat.JOIN -> s.append(" thread ").append(ev.a());
          default -> s.append(" #").append(ev.a());
        }
        if (ev.b() >= 0 && ev.op() != TraceFormat.ARRAY_READ && ev.op() != TraceFormat.ARRAY_WRITE) {
          s.append(" @").append(ev.b());
        }
        s.append(" at ").append(site.frame()).append('\n');
      }
    }
    return s.toString();
  }
}
