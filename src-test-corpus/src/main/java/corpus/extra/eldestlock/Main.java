package corpus.extra.eldestlock;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.LinkedHashMap;
import java.util.Map;
import org.petrify.corpus.Expect;

/**
 * A {@code LinkedHashMap} subclass whose {@code removeEldestEntry} takes lock {@code B}: the JDK
 * calls it from {@code put}, in the caller, which holds {@code A}; the worker takes {@code B}
 * then {@code A}.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "put calls the overridden removeEldestEntry, which locks B, under A; the JDK may call it any number of times (a loop left by choice)")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();

    public static void main(String[] args) throws InterruptedException {
        Map<String, Integer> recent = new LinkedHashMap<>() {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Integer> eldest) {
                synchronized (B) {
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
