package org.petrify.agent.trace;

/**
 * The binary trace format written by the recording agent and read by {@link TraceReader}.
 *
 * <p>All integers are unsigned LEB128 varints (7 bits per byte, low bits first, high bit set on
 * every byte but the last); strings are a varint byte length followed by UTF-8 bytes. A file is
 * the 4 bytes {@code PTRC}, one version byte ({@link #VERSION}), then records, each starting
 * with a tag byte:
 * <ul>
 *   <li>{@link #TAG_THREAD} {@code 'T'}: {@code id, parent+1 (0: none), ordinal, name} — a
 *       thread: {@code ordinal} is its position (from 1) among the threads its parent started,
 *       in start order; the main thread is id 0 with no parent. Threads the program did not start
 *       through instrumented code (pool threads started by the JDK) have no parent and ordinal
 *       0.</li>
 *   <li>{@link #TAG_CHUNK} {@code 'C'}: {@code thread, length, bytes} — the next {@code length}
 *       bytes of events of one thread; the chunks of a thread, in file order, are its events in
 *       program order.</li>
 *   <li>{@link #TAG_SITE} {@code 'S'}: {@code id, kind, class, method, file ("" unknown), line
 *       (0 unknown), owner, name} — an instrumented instruction. For a field access {@code owner}
 *       and {@code name} are the field's declaring class (binary name) and name; for an array
 *       allocation {@code owner} is the element type's source name ({@code int},
 *       {@code String}); otherwise both are empty.</li>
 *   <li>{@link #TAG_END} {@code 'E'}: {@code events} — the total number of events; written last,
 *       so a trace without it was cut off (the program was killed).</li>
 * </ul>
 *
 * <p>An event is an opcode byte followed by varints; {@code site} is a site id, {@code obj} an
 * object id (1, 2, ... in order of first use in the run; 0 for a static field), {@code seq} a
 * position in the run's global order of synchronisation events (taken before a write-like and
 * after a read-like operation, see each opcode).
 */
public final class TraceFormat {
  private TraceFormat() {}

  public static final byte[] MAGIC = {'P', 'T', 'R', 'C'};
  public static final int VERSION = 1;

  public static final int TAG_THREAD = 'T';
  public static final int TAG_CHUNK = 'C';
  public static final int TAG_SITE = 'S';
  public static final int TAG_END = 'E';

  /** {@code site obj}: read of a plain (non-volatile, non-final) field, before the read. */
  public static final int READ = 1;
  /** {@code site obj}: write of a plain field, before the write. */
  public static final int WRITE = 2;
  /** {@code site array index}: read of an array element. */
  public static final int ARRAY_READ = 3;
  /** {@code site array index}: write of an array element. */
  public static final int ARRAY_WRITE = 4;
  /** {@code site obj seq}: volatile or atomic read, {@code seq} taken before the read. */
  public static final int SYNC_READ = 5;
  /** {@code site obj seq}: volatile or atomic write, {@code seq} taken after the write. */
  public static final int SYNC_WRITE = 6;
  /** {@code site lock seq}: a monitor or {@code Lock} was acquired (after the acquisition). */
  public static final int ACQUIRE = 7;
  /** {@code site lock seq}: a monitor or {@code Lock} is about to be released. */
  public static final int RELEASE = 8;
  /** {@code site lock}: a {@code tryLock} failed. */
  public static final int TRY_FAILED = 9;
  /** {@code site lock seq}: {@code wait} begins (the monitor is released). */
  public static final int WAIT = 10;
  /** {@code site lock seq}: {@code wait} returned (the monitor is held again). */
  public static final int WOKEN = 11;
  /** {@code site lock seq}: {@code notify}. */
  public static final int NOTIFY = 12;
  /** {@code site lock seq}: {@code notifyAll}. */
  public static final int NOTIFY_ALL = 13;
  /** {@code site thread seq}: this thread starts thread {@code thread} (before the start). */
  public static final int START = 14;
  /** {@code site thread seq}: this thread has joined the finished thread {@code thread}. */
  public static final int JOIN = 15;
  /** {@code site array}: the array with id {@code array} was allocated at {@code site}. */
  public static final int ALLOC = 16;

  /** Site kinds. */
  public static final int SITE_FIELD = 1;
  public static final int SITE_STATIC_FIELD = 2;
  public static final int SITE_VOLATILE_FIELD = 3;
  public static final int SITE_STATIC_VOLATILE_FIELD = 4;
  public static final int SITE_ARRAY = 5;
  public static final int SITE_ALLOC = 6;
  public static final int SITE_MONITOR = 7;
  public static final int SITE_SYNC_METHOD = 8;
  public static final int SITE_LOCK = 9;
  public static final int SITE_WAIT = 10;
  public static final int SITE_NOTIFY = 11;
  public static final int SITE_THREAD = 12;
  public static final int SITE_ATOMIC = 13;

  /** The name of an event opcode, as the text dump writes it. */
  public static String opName(int op) {
    return switch (op) {
      case READ -> "read";
      case WRITE -> "write";
      case ARRAY_READ -> "aread";
      case ARRAY_WRITE -> "awrite";
      case SYNC_READ -> "vread";
      case SYNC_WRITE -> "vwrite";
      case ACQUIRE -> "acquire";
      case RELEASE -> "release";
      case TRY_FAILED -> "tryfail";
      case WAIT -> "wait";
      case WOKEN -> "woken";
      case NOTIFY -> "notify";
      case NOTIFY_ALL -> "notifyAll";
      case START -> "start";
      case JOIN -> "join";
      case ALLOC -> "alloc";
      default -> "op" + op;
    };
  }

  /** The number of varint operands of an event opcode. */
  public static int operands(int op) {
    return switch (op) {
      case READ, WRITE, TRY_FAILED, ALLOC -> 2;
      default -> 3;
    };
  }
}
