package org.petrify.ir.frontend;

import java.io.IOException;
import java.lang.ref.SoftReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayDeque;
import java.util.Deque;
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
 *       normalised), the same Java release, no file system event below its folders since they
 *       were read ({@link FolderChanges}), and its jars of the same size and modification
 *       time.</li>
 *   <li>An analysis that ends with an exception does not give its code base back (a cache
 *       may have been left half-filled).</li>
 *   <li>Memory is bounded: at most {@code maxClassPaths} class paths (least recently used
 *       first out), each with at most {@link #IDLE_PER_CLASS_PATH} idle code bases, held by
 *       soft references, so the collector frees them before the heap runs out; the folders
 *       of the class paths kept are watched.</li>
 * </ul>
 *
 * <p>Thread-safe. {@link #NONE} keeps nothing: every analysis opens its class path afresh.
 */
public final class LoadedClassPaths {
  /** Idle code bases kept per class path (more only when analyses of it run concurrently). */
  static final int IDLE_PER_CLASS_PATH = 2;

  /** Keeps nothing. */
  public static final LoadedClassPaths NONE = new LoadedClassPaths(0);

  /**
   * A class path opened and the code base over it, lent to one analysis at a time; {@code
   * key} null when it is not to be kept.
   */
  record Loaded(Key key, String jars, FolderChanges.Watch watch, ClassPathInput input,
      CodeBase code) {}

  /** What must be equal for a loaded class path to be reused. */
  record Key(List<Path> entries, int release) {
    List<Path> folders() {
      return entries.stream().filter(Files::isDirectory).toList();
    }
  }

  /** The idle loaded copies of one class path, and the watch on its folders they share. */
  private static final class Slot {
    final Deque<SoftReference<Loaded>> idle = new ArrayDeque<>();
    FolderChanges.Watch watch;
  }

  private final int maxClassPaths;
  /** Per class path, in access order (the eldest is evicted first). */
  private final Map<Key, Slot> slots;
  private final FolderChanges changes;

  private LoadedClassPaths(int maxClassPaths) {
    this.maxClassPaths = maxClassPaths;
    this.changes = maxClassPaths == 0 ? null : new FolderChanges(this);
    this.slots = new LinkedHashMap<>(16, 0.75f, true) {
      @Override
      protected boolean removeEldestEntry(Map.Entry<Key, Slot> e) {
        boolean evict = size() > LoadedClassPaths.this.maxClassPaths;
        if (evict && e.getValue().watch != null) {
          changes.forget(e.getValue().watch);
        }
        return evict;
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
   * The class path opened for one analysis: an idle one of the same key, unchanged, if kept,
   * else opened now ({@link ClassPathInput#open}, under {@code budget}).
   *
   * @throws FrontendException on bad input, as {@link ClassPathInput#open}
   */
  Loaded lend(List<Path> classpath, int release, StageBudget budget) {
    if (maxClassPaths == 0) {
      return open(null, null, null, classpath, release, budget);
    }
    Key key = new Key(classpath.stream().map(p -> p.toAbsolutePath().normalize()).toList(),
        release);
    String jars = jarStamps(key.entries());
    FolderChanges.Watch watch;
    synchronized (this) {
      changes.poll();
      Slot slot = slots.computeIfAbsent(key, k -> new Slot());
      if (slot.watch == null || slot.watch.changed()) {
        if (slot.watch != null) {
          changes.forget(slot.watch);
        }
        slot.idle.clear();
        slot.watch = changes.watch(key.folders()); // before the folders are read
      }
      while (!slot.idle.isEmpty()) {
        Loaded l = slot.idle.pop().get();
        if (l != null && l.watch() == slot.watch && l.jars().equals(jars)) {
          budget.classesRead(l.input().classNames().size());
          return l;
        }
      }
      watch = slot.watch;
    }
    return open(key, jars, watch, classpath, release, budget);
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
      changes.poll();
      Slot slot = slots.get(loaded.key());
      if (slot == null || slot.watch != loaded.watch() || loaded.watch().changed()) {
        return;
      }
      slot.idle.removeIf(r -> r.get() == null);
      if (slot.idle.size() < IDLE_PER_CLASS_PATH) {
        slot.idle.push(new SoftReference<>(loaded));
      }
    }
  }

  private static Loaded open(Key key, String jars, FolderChanges.Watch watch,
      List<Path> classpath, int release, StageBudget budget) {
    ClassPathInput input = ClassPathInput.open(classpath, budget, release);
    budget.check();
    return new Loaded(key, jars, watch, input, input.codeBase());
  }

  /**
   * The size and modification time of every entry that is not a folder (a jar), in order;
   * an entry whose attributes cannot be read gives a mark that never matches a later one.
   */
  static String jarStamps(List<Path> entries) {
    StringBuilder sb = new StringBuilder();
    for (Path e : entries) {
      try {
        BasicFileAttributes a = Files.readAttributes(e, BasicFileAttributes.class);
        if (a.isDirectory()) {
          sb.append("folder\n");
        } else {
          sb.append(a.size()).append(' ').append(a.lastModifiedTime().to(TimeUnit.NANOSECONDS))
              .append('\n');
        }
      } catch (IOException | SecurityException unreadable) {
        sb.append("unreadable ").append(UNREADABLE.incrementAndGet()).append('\n');
      }
    }
    return sb.toString();
  }

  private static final AtomicLong UNREADABLE = new AtomicLong();
}
