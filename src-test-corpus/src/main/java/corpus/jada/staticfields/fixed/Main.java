package corpus.jada.staticfields.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of jada.staticfields: the cache refreshes under its Class monitor but calls the registry
 * only after leaving it, so no thread holds one Class monitor while asking for the other in the
 * reverse order.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: open call")
public class Main {
    public static void main(String[] args) {
        new Thread(Registry::register).start();
        new Thread(Cache::refresh).start();
    }
}

final class Registry {
    static int entries;

    static synchronized void register() {
        entries++;
        Cache.invalidate();
    }

    static synchronized void lookup() {
        entries--;
    }
}

final class Cache {
    static int generation;

    static void refresh() {
        synchronized (Cache.class) {
            generation++;
        }
        Registry.lookup();
    }

    static synchronized void invalidate() {
        generation--;
    }
}
