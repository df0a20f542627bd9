package corpus.juc.tryacquire.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.Semaphore;
import org.petrify.corpus.Expect;

/** Twin of juc.tryacquire: both paths release the permit in a finally block. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: release on both paths")
public class Main {
    private final Semaphore limiter = new Semaphore(1);
    private int served;

    void handle(String request) throws InterruptedException {
        if (!limiter.tryAcquire()) {
            limiter.acquire();
        }
        try {
            served++;
        } finally {
            limiter.release();
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
