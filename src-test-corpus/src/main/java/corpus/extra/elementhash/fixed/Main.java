package corpus.extra.elementhash.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.HashMap;
import java.util.Map;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.elementhash: the request thread registers the session after leaving its
 * monitor, so the session's monitor is only ever taken inside the cache's lock.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin; termination and livelock without fairness: the model's loop of"
            + " the call-backs the JDK runs (a bounded loop in Java) may go on for ever")
public class Main {
    static final class Session {
        private final int id;

        Session(int id) {
            this.id = id;
        }

        @Override
        public synchronized int hashCode() {
            return id;
        }

        @Override
        public boolean equals(Object o) {
            return o == this;
        }
    }

    static final Map<Session, String> CACHE = new HashMap<>();

    public static void main(String[] args) throws InterruptedException {
        Session s = new Session(7);
        CACHE.put(new Session(1), "admin");
        Thread sweeper = new Thread(() -> {
            synchronized (CACHE) {
                pause();
                CACHE.get(s);
            }
        });
        sweeper.start();
        synchronized (s) {
            s.hashCode();
        }
        synchronized (CACHE) {
            CACHE.put(s, "user");
        }
        sweeper.join();
    }

    static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
