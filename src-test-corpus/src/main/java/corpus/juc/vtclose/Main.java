package corpus.juc.vtclose;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.petrify.corpus.Expect;

/**
 * Structured fan-out with a virtual-thread-per-task executor in try-with-resources: each
 * task waits until the configuration is loaded. The configuration is marked loaded after the
 * try block, but {@code close()} at its end waits for every task first.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: ExecutorService.close waits for tasks that wait for what follows it")
public class Main {
    static final CountDownLatch configLoaded = new CountDownLatch(1);

    static void serve(String client) {
        try {
            configLoaded.await();
            System.out.println("serving " + client);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) {
        try (ExecutorService clients = Executors.newVirtualThreadPerTaskExecutor()) {
            clients.submit(() -> serve("alice"));
            clients.submit(() -> serve("bob"));
        } // close() waits for both tasks
        configLoaded.countDown(); // bug: too late
    }
}
