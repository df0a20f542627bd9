package corpus.extra.literallocks;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Two components guard their state with string constants as locks. String literals are
 * interned, so the settings' "cache" lock and the cache's own "cache" lock are one object, and
 * so are the two "settings" locks: the components lock the same two objects in opposite orders.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "the same two interned string literals locked in opposite orders")
public class Main {
    static final class Settings {
        private static final String LOCK = "settings";
        static int version;

        static void reload() {
            synchronized (LOCK) {
                version++;
                synchronized ("cache") {
                    Cache.entries = 0;
                }
            }
        }
    }

    static final class Cache {
        private static final String LOCK = "cache";
        static int entries;

        static void put() {
            synchronized (LOCK) {
                entries++;
                synchronized ("settings") {
                    entries += Settings.version;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread reloader = new Thread(Settings::reload);
        Thread writer = new Thread(Cache::put);
        reloader.start();
        writer.start();
        reloader.join();
        writer.join();
    }
}
