package corpus.juc.chmcompute.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.ConcurrentHashMap;
import org.petrify.corpus.Expect;

/** Twin of juc.chmcompute: the function of {@code compute} takes no lock; the audit comes after. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: no lock inside compute")
public class Main {
    static final Object audit = new Object();
    static final ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();
    static int audited;

    static Integer bump(String key, Integer old) {
        return old == null ? 1 : old + 1;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread counter = new Thread(() -> {
            counts.compute("hits", Main::bump);
            synchronized (audit) {
                audited++;
            }
        });
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
