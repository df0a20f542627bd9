package corpus.juc.cfcombine.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.petrify.corpus.Expect;

/** Twin of juc.cfcombine: the feed publishes the rate first and logs the quote afterwards. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: complete before join")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        ExecutorService pricing = Executors.newFixedThreadPool(2);
        CompletableFuture<Double> rate = new CompletableFuture<>();
        CompletableFuture<Double> price = CompletableFuture.supplyAsync(() -> 99.5, pricing);
        CompletableFuture<Double> quote = price.thenCombineAsync(rate, (p, r) -> p * r, pricing);
        Thread feed = new Thread(() -> {
            rate.complete(1.08);
            System.out.println("last quote " + quote.join());
        }, "rate-feed");
        feed.start();
        feed.join();
        pricing.shutdown();
    }
}
