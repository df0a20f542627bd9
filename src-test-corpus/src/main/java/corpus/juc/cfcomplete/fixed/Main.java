package corpus.juc.cfcomplete.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Twin of juc.cfcomplete: the watchdog is started first, so {@code complete} ends the join
 * while the backend still waits; the backend is released afterwards and its late result is
 * dropped (the future is already complete).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: the fallback completes the task's future before the task ends")
public class Main {
    static final CountDownLatch backendGo = new CountDownLatch(1);

    static String callBackend() {
        try {
            backendGo.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return "remote";
    }

    public static void main(String[] args) throws InterruptedException {
        CompletableFuture<String> reply = CompletableFuture.supplyAsync(Main::callBackend);
        Thread watchdog = new Thread(() -> reply.complete("default"), "watchdog");
        watchdog.start();
        System.out.println(reply.join());
        backendGo.countDown();
        watchdog.join();
    }
}
