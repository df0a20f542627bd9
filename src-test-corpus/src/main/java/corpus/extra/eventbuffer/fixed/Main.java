package corpus.extra.eventbuffer.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import org.petrify.corpus.Expect;

/**
 * The fixed twin of {@code extra.eventbuffer}: both threads take A then B. The event log is an
 * unbounded queue no thread waits on, so its saturated count changes nothing that can block:
 * no deadlock (before, the model stopped at its bound on the queue's items: INCONCLUSIVE).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final LinkedBlockingQueue<String> EVENTS = new LinkedBlockingQueue<>();
    static final Object A = new Object();
    static final Object B = new Object();

    static void log(String event) {
        EVENTS.offer(event);
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            for (int i = 0; i < 10; i++) {
                log("tick");
            }
            synchronized (A) {
                synchronized (B) {
                    log("worker");
                }
            }
        });
        worker.start();
        for (int i = 0; i < 10; i++) {
            log("tock");
        }
        synchronized (A) {
            synchronized (B) {
                log("main");
            }
        }
        worker.join();
        List<String> seen = new ArrayList<>();
        EVENTS.drainTo(seen);
        System.out.println(seen.size() + " events");
    }
}
