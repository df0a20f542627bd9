package org.petrify.ir.frontend;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.ref.SoftReference;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.stage.StageBudget;

/**
 * Class paths once opened ({@link ClassPathInput}: every class file read and checked) with the
 * {@link CodeBase} over them (the SootUp view, classes, bodies, dispatch and the facts derived
 * from class files alone), kept for the next analysis of a program on the same class path.
 * Analysing many programs of one class path (a corpus, a test suite's entry points) then reads
 * and parses each class once instead of once per program.
 *
 * <p>Invariants, which make a reused code base give the result a fresh one gives:
 * <ul>
 *   <li>What a code base caches is a function of the class files alone (class headers,
 *       bodies, method code, dispatch, static collections, enum tables, switch labels): no
 *       analysis writes program-specific state into it. A code base is lent to one analysis
 *       at a time ({@link #lend}, {@link #giveBack}), so its unsynchronised caches are never
 *       shared between threads; a second concurrent analysis of the same class path opens
 *       its own.</li>
 *   <li>An entry is reused only if the class path is unchanged: the same entries (absolute,
 *       normalised), the same Java release, and the same fingerprint (every file below a
 *       folder and every jar, by path, size and modification time). A file rewritten with the
 *       same size within the file system's timestamp granularity is not noticed.</li>
 *   <li>An analysis that ends with an exception does not give its code base back (a cache
 *       may have been left half-filled).</li>
 *   <li>Memory is bounded: at most {@code maxClassPaths} class paths (least recently used
 *       first out), each with at most {@link #IDLE_PER_CLASS_PATH} idle code bases, held by
 *       soft references, so the collector frees them before the heap runs out.</li>
 * </ul>
 *
 * <p>Thread-safe. {@link #NONE} keeps nothing: every analysis opens its class path afresh.
 */
public final class LoadedClassPaths {
  /** Idle code bases kept per class path (more only when analyses of it run concurrently). */
  static final int IDLE_PER_CLASS_PATH = 2;

  /** Keeps nothing. */
  public static final LoadedClassPaths NONE = new LoadedClassPaths(0);

  /** A class path opened and the code base over it, lent to one analysis at a time. */
  record Loaded(Key key, String fingerprint, ClassPathInput input, CodeBase code) {}

  /** What must be equal for a loaded class path to be reused. */
  record Key(List<Path> entries, int release) {}

  private final int maxClassPaths;
  /** Idle loaded class paths per key, in access order (the eldest is evicted first). */
  private final Map<Key, Deque<SoftReference<Loaded>>> idle;

  private LoadedClassPaths(int maxClassPaths) {
    this.maxClassPaths = maxClassPaths;
    this.idle = new LinkedHashMap<>(16, 0.75f, true) {
      @Override
      protected boolean removeEldestEntry(Map.Entry<Key, Deque<SoftReference<Loaded>>> e) {
        return size() > LoadedClassPaths.this.maxClassPaths;
      }
    };
  }

  /** A cache keeping up to {@code maxClassPaths} class paths (at least 1). */
  public static LoadedClassPaths keeping(int maxClassPaths) {
    if (maxClassPaths < 1) {
      throw new IllegalArgumentException("maxClassPaths must be at least 1: " + maxClassPaths);
    }
    return new LoadedClassPaths(maxClassPaths);
  }

  /**
   * The class path opened for one analysis: an idle one of the same key and fingerprint if
   * kept, else opened now ({@link ClassPathInput#open}, under {@code budget}).
   *
   * @throws FrontendException on bad input, as {@link ClassPathInput#open}
   */
  Loaded lend(List<Path> classpath, int release, StageBudget budget) {
    if (maxClassPaths == 0) {
      return open(null, null, classpath, release, budget);
    }
    Key key = new Key(classpath.stream().map(p -> p.toAbsolutePath().normalize()).toList(),
        release);
    String fingerprint = fingerprint(key.entries());
    synchronized (this) {
      Deque<SoftReference<Loaded>> kept = idle.get(key);
      while (kept != null && !kept.isEmpty()) {
        Loaded l = kept.pop().get();
        if (l != null && l.fingerprint().equals(fingerprint)) {
          budget.classesRead(l.input().classNames().size());
          return l;
        }
      }
    }
    return open(key, fingerprint, classpath, release, budget);
  }

  /**
   * Takes back a class path lent by {@link #lend} to an analysis that ended normally; it is
   * kept unless the class path changed meanwhile or enough are idle.
   */
  void giveBack(Loaded loaded) {
    if (loaded.key() == null) {
      return;
    }
    synchronized (this) {
      Deque<SoftReference<Loaded>> kept = idle.computeIfAbsent(loaded.key(),
          k -> new ArrayDeque<>());
      kept.removeIf(r -> r.get() == null || !r.get().fingerprint().equals(loaded.fingerprint()));
      if (kept.size() < IDLE_PER_CLASS_PATH) {
        kept.push(new SoftReference<>(loaded));
      }
    }
  }

  private static Loaded open(Key key, String fingerprint, List<Path> classpath, int release,
      StageBudget budget) {
    ClassPathInput input = ClassPathInput.open(classpath, budget, release);
    budget.check();
    return new Loaded(key, fingerprint, input, input.codeBase());
  }

  /**
   * A digest of the path, size and modification time of every file below each entry (a
   * folder) or of the entry itself (a jar), in the order the file system lists them (an order
   * that changes only gives a miss). An entry that cannot be read gives a mark that never
   * matches a later fingerprint, so nothing is reused for it.
   */
  static String fingerprint(List<Path> entries) {
    MessageDigest digest;
    try {
      digest = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JVM has SHA-256", e);
    }
    for (Path e : entries) {
      add(digest, e.toString(), 0, 0);
      try {
        Files.walkFileTree(e, new SimpleFileVisitor<>() {
          @Override
          public FileVisitResult visitFile(Path f, BasicFileAttributes a) {
            add(digest, f.toString(), a.size(), a.lastModifiedTime().to(TimeUnit.NANOSECONDS));
            return FileVisitResult.CONTINUE;
          }
        });
      } catch (IOException | UncheckedIOException | SecurityException unreadable) {
        add(digest, "unreadable", System.nanoTime(), UNREADABLE.incrementAndGet());
      }
    }
    return HexFormat.of().formatHex(digest.digest());
  }

  private static final AtomicLong UNREADABLE = new AtomicLong();

  private static void add(MessageDigest digest, String name, long size, long modified) {
    digest.update(name.getBytes(StandardCharsets.UTF_8));
    digest.update(ByteBuffer.allocate(17).put((byte) 0).putLong(size).putLong(modified).flip());
  }
}
