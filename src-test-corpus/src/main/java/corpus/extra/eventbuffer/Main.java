package corpus.extra.eventbuffer;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import org.petrify.corpus.Expect;

/**
 * An event log in an unbounded queue that both threads add to many times and that main polls
 * and drains, never waiting on it; when main's poll finds an event (always: main itself logged
 * one), main takes B then A while the worker takes A then B: a lock-order deadlock. The queue
 * holds more items than the model counts, so its count saturates (a sticky flag) instead of
 * stopping the analysis, and the deadlock behind the poll is found.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "livelock VIOLATED without fairness for the model only: 40 trips counted, not unrolled (the loops' exits are choices)")
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
        if (EVENTS.poll() != null) {
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
