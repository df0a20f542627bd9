package corpus.extra.eldestlock.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.LinkedHashMap;
import java.util.Map;
import org.petrify.corpus.Expect;

/**
 * Fixed twin: {@code removeEldestEntry} takes {@code A}, which the caller of {@code put}
 * already holds (a re-entry).
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "removeEldestEntry takes the lock put already holds; the JDK may call it any number of times (a loop left by choice)")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();

    public static void main(String[] args) throws InterruptedException {
        Map<String, Integer> recent = new LinkedHashMap<>() {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Integer> eldest) {
                synchronized (A) {
                    return size() > 2;
                }
            }
        };
        Thread worker = new Thread(() -> {
            synchronized (B) {
                synchronized (A) {
                    System.out.println("worker");
                }
            }
        });
        worker.start();
        synchronized (A) {
            recent.put("k", 1);
        }
        worker.join();
    }
}
