package corpus.extra.cowfnlock;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CopyOnWriteArrayList;
import org.petrify.corpus.Expect;

/**
 * A formatter rewrites every listener name with {@code CopyOnWriteArrayList.replaceAll}, whose
 * operator reads the settings (takes their lock); the thread that changes the settings adds a
 * listener while it holds their lock. {@code replaceAll} holds the list's internal lock while
 * the operator runs, and {@code add} waits for that lock: a cycle through the list's lock (the
 * pauses make the JVM run hang every time).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "a real hang: add waits for the list's lock, which replaceAll holds while its"
            + " operator waits for the settings; the operator's runs are a nondeterministic"
            + " loop (livelock without fairness)")
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
            listeners.add("metrics");
        }
        formatter.join();
    }
}
