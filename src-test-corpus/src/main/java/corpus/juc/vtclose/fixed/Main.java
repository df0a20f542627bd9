package corpus.juc.vtclose.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.petrify.corpus.Expect;

/** Twin of juc.vtclose: the configuration is marked loaded inside the try block. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: countDown before close")
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
            configLoaded.countDown();
        }
    }
}
