package corpus.extra.cowfnlock.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CopyOnWriteArrayList;
import org.petrify.corpus.Expect;

/** Twin of extra.cowfnlock: the listener is added after the settings' lock is released. */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin; the operator's runs are a nondeterministic loop, left under"
            + " fairness")
public class Main {
    static final Object SETTINGS = new Object();

    static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    static String format(String name) {
        pause(200);
        synchronized (SETTINGS) {
            return name.toUpperCase();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        CopyOnWriteArrayList<String> listeners = new CopyOnWriteArrayList<>();
        listeners.add("audit");
        Thread formatter = new Thread(() -> listeners.replaceAll(Main::format));
        formatter.start();
        Thread.sleep(100);
        synchronized (SETTINGS) {
            System.out.println("settings changed");
        }
        listeners.add("metrics");
        formatter.join();
    }
}
