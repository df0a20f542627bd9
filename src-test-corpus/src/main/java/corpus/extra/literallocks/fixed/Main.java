package corpus.extra.literallocks.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Fixed twin of extra.literallocks: each component has a private lock object of its own, so
 * the settings' lock and the cache's lock are distinct from the literals the other component
 * uses, and the cache reads the settings' version without taking the settings' lock.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final class Settings {
        private static final Object LOCK = new Object();
        static volatile int version;

        static void reload() {
            synchronized (LOCK) {
                version++;
                synchronized (Cache.LOCK) {
                    Cache.entries = 0;
                }
            }
        }
    }

    static final class Cache {
        static final Object LOCK = new Object();
        static int entries;

        static void put() {
            synchronized (LOCK) {
                entries++;
                entries += Settings.version;
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
