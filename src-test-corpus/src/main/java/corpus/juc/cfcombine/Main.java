package corpus.juc.cfcombine;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.petrify.corpus.Expect;

/**
 * A quote combines a price with an exchange rate ({@code thenCombineAsync}). The rate is a
 * promise filled in by a feed thread; the feed waits for the quote to log it before it
 * publishes the rate, so the quote waits for the rate and the rate for the quote.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: a cycle through a combined future and a promise")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        ExecutorService pricing = Executors.newFixedThreadPool(2);
        CompletableFuture<Double> rate = new CompletableFuture<>();
        CompletableFuture<Double> price = CompletableFuture.supplyAsync(() -> 99.5, pricing);
        CompletableFuture<Double> quote = price.thenCombineAsync(rate, (p, r) -> p * r, pricing);
        Thread feed = new Thread(() -> {
            System.out.println("last quote " + quote.join()); // bug: needs the rate it publishes
            rate.complete(1.08);
        }, "rate-feed");
        feed.start();
        feed.join();
        pricing.shutdown();
    }
}
