package corpus.juc.cfcomplete;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * A remote call with a fallback: a watchdog completes the reply future with a default value
 * so that the caller need not wait for a slow backend. The backend only answers once the
 * caller has released it, but the caller joins the reply before it starts the watchdog: the
 * reply never completes.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: the fallback is armed only after the blocking join")
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
        System.out.println(reply.join()); // bug: waits before the watchdog exists
        Thread watchdog = new Thread(() -> reply.complete("default"), "watchdog");
        watchdog.start();
        backendGo.countDown();
        watchdog.join();
    }
}
