package corpus.juc.chmcompute;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.ConcurrentHashMap;
import org.petrify.corpus.Expect;

/**
 * {@code ConcurrentHashMap.compute} runs its function holding the lock of the key's bin; the
 * function takes {@code audit}, while another thread holds {@code audit} and computes the same
 * key: a lock-order deadlock between a monitor and a bin lock.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Object audit = new Object();
    static final ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();

    static Integer bump(String key, Integer old) {
        synchronized (audit) { // bug: a lock taken inside compute's function
            return old == null ? 1 : old + 1;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread counter = new Thread(() -> counts.compute("hits", Main::bump));
        Thread auditor = new Thread(() -> {
            synchronized (audit) {
                counts.compute("hits", (k, v) -> v == null ? 1 : v + 1);
            }
        });
        counter.start();
        auditor.start();
        counter.join();
        auditor.join();
        System.out.println(counts);
    }
}
