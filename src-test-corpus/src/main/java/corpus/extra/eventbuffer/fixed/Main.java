package corpus.extra.eventbuffer.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import org.petrify.corpus.Expect;

/**
 * The fixed twin of {@code extra.eventbuffer}: main takes B then A only if its poll finds the
 * log empty, which it never does (main logged an event first and only main removes any). The
 * count of the log is exact up to its bound and then sticky, so the model's poll also always
 * finds an item: no deadlock (before, the model stopped at its bound on the queue's items).
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "termination and livelock VIOLATED without fairness for the model only: 40 trips counted, not unrolled (the loops' exits are choices)")
public class Main {
    static final LinkedBlockingQueue<String> EVENTS = new LinkedBlockingQueue<>();
    static final Object A = new Object();
    static final Object B = new Object();

    static void log(String event) {
        EVENTS.offer(event);
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            for (int i = 0; i < 40; i++) {
                log("tick");
            }
            synchronized (A) {
                synchronized (B) {
                    log("worker");
                }
            }
        });
        worker.start();
        log("started");
        for (int i = 0; i < 40; i++) {
            log("tock");
        }
        if (EVENTS.poll() == null) {
            synchronized (B) {
                synchronized (A) {
                    log("main");
                }
            }
        }
        worker.join();
        List<String> seen = new ArrayList<>();
        EVENTS.drainTo(seen);
        System.out.println(seen.size() + " events");
    }
}
