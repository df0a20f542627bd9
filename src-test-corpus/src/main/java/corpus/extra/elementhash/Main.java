package corpus.extra.elementhash;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.HashMap;
import java.util.Map;
import org.petrify.corpus.Expect;

/**
 * A session cache keyed by sessions whose {@code hashCode} reads the session's id under its
 * monitor: the sweeper holds the cache's lock and looks a session up ({@code HashMap.get} calls
 * the key's {@code hashCode}, taking the session's monitor), while a request thread holds the
 * session's monitor and registers it in the cache: a lock-order cycle through a method the JDK
 * calls.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "livelock without fairness: the model's loop of the call-backs the JDK runs may go"
            + " on for ever; a real hang: HashMap.get runs the key's synchronized hashCode")
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
            pause();
            synchronized (CACHE) {
                CACHE.put(s, "user");
            }
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
