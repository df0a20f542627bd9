package corpus.jada.staticfields;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Static state only: two classes whose static synchronized methods (monitors on their Class
 * objects) call into each other, so the two Class monitors can be taken in opposite orders.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, paper = "JaDA StaticFields")
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

    static synchronized void refresh() {
        generation++;
        Registry.lookup();
    }

    static synchronized void invalidate() {
        generation--;
    }
}
