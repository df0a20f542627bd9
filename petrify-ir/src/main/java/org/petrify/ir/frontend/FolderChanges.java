package org.petrify.ir.frontend;

import java.io.IOException;
import java.lang.ref.Cleaner;
import java.nio.file.FileSystems;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Notices changes below class-path folders through the file system's change events (a
 * {@link WatchService} on every folder below them), so that a kept class path is checked in
 * constant time instead of by reading the attributes of each of its files.
 *
 * <p>A {@link Watch} is registered before its folders are read; any event on any of them (a
 * file created, deleted or written, or the event queue overflowing) marks it changed for good.
 * A change that a writer finished before an analysis starts is seen, up to the delivery delay
 * of the file system's events (the same window in which an analysis without a cache may read
 * a class path half rewritten). Where events cannot be had (no watch service, too many
 * watches), the watch is changed from the start: the class path is never reused.
 *
 * <p>Not thread-safe: its owner ({@link LoadedClassPaths}) calls it under its own lock. The
 * watch service is closed when the owner becomes unreachable.
 */
final class FolderChanges {
  private static final Cleaner CLEANER = Cleaner.create();

  /** The folders of one class path, changed once any event arrived on one of them. */
  static final class Watch {
    private boolean changed;
    private final List<WatchKey> keys = new ArrayList<>();

    boolean changed() {
      return changed;
    }
  }

  private WatchService service;
  private boolean unavailable;
  /** The watches each registered folder's key serves (folders shared by class paths). */
  private final Map<WatchKey, Set<Watch>> watches = new HashMap<>();

  FolderChanges(Object owner) {
    try {
      service = FileSystems.getDefault().newWatchService();
      WatchService s = service;
      CLEANER.register(owner, () -> {
        try {
          s.close();
        } catch (IOException ignored) {
          // nothing is left to release
        }
      });
    } catch (IOException | UnsupportedOperationException e) {
      unavailable = true;
    }
  }

  /** Starts watching every folder below {@code folders}; call before reading them. */
  Watch watch(List<Path> folders) {
    Watch w = new Watch();
    if (unavailable) {
      w.changed = true;
      return w;
    }
    try {
      for (Path f : folders) {
        Files.walkFileTree(f, new SimpleFileVisitor<>() {
          @Override
          public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes a)
              throws IOException {
            WatchKey k = dir.register(service, StandardWatchEventKinds.ENTRY_CREATE,
                StandardWatchEventKinds.ENTRY_DELETE, StandardWatchEventKinds.ENTRY_MODIFY);
            w.keys.add(k);
            watches.computeIfAbsent(k, x -> new HashSet<>()).add(w);
            return FileVisitResult.CONTINUE;
          }
        });
      }
    } catch (IOException | RuntimeException e) {
      w.changed = true;
    }
    return w;
  }

  /** Marks changed every watch on whose folders events arrived since the last call. */
  void poll() {
    if (unavailable) {
      return;
    }
    WatchKey k;
    while ((k = service.poll()) != null) {
      k.pollEvents();
      for (Watch w : watches.getOrDefault(k, Set.of())) {
        w.changed = true;
      }
      k.reset();
    }
  }

  /** Stops watching for {@code w}; a folder's key is cancelled when no watch needs it. */
  void forget(Watch w) {
    for (WatchKey k : w.keys) {
      Set<Watch> on = watches.get(k);
      if (on != null && on.remove(w) && on.isEmpty()) {
        watches.remove(k);
        k.cancel();
      }
    }
    w.keys.clear();
  }
}
