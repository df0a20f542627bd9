package corpus.juc.tryacquire;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.Semaphore;
import org.petrify.corpus.Expect;

/**
 * A limiter with one permit: a request first tries {@code tryAcquire}; if the permit is
 * taken it falls back to a blocking {@code acquire}. The fallback path forgets to release, so
 * after one contended request every later request blocks.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock under contention: the slow path leaks the permit")
public class Main {
    private final Semaphore limiter = new Semaphore(1);
    private int served;

    void handle(String request) throws InterruptedException {
        if (limiter.tryAcquire()) {
            try {
                served++;
            } finally {
                limiter.release();
            }
        } else {
            limiter.acquire();
            served++; // bug: no release on the slow path
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Main server = new Main();
        Runnable client = () -> {
            try {
                server.handle("GET /a");
                server.handle("GET /b");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
        Thread a = new Thread(client, "client-a");
        Thread b = new Thread(client, "client-b");
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
