package corpus.extra.eitherinline.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/** Twin of extra.eitherinline: main completes the south mirror after it releases the lock. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final Object ledger = new Object();
    static final Object audit = new Object();

    public static void main(String[] args) throws InterruptedException {
        CompletableFuture<Integer> north = new CompletableFuture<>();
        CompletableFuture<Integer> south = new CompletableFuture<>();
        CompletableFuture<Integer> total = north.applyToEither(south, v -> {
            synchronized (audit) {
                return v;
            }
        });
        CountDownLatch auditing = new CountDownLatch(1);
        Thread auditor = new Thread(() -> {
            synchronized (audit) {
                auditing.countDown();
                pause();
                synchronized (ledger) {
                    System.out.println("audited");
                }
            }
        }, "auditor");
        auditor.start();
        auditing.await();
        synchronized (ledger) {
            System.out.println("ledger closed");
        }
        south.complete(2);
        north.complete(1);
        System.out.println(total.join());
        auditor.join();
    }

    static void pause() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
