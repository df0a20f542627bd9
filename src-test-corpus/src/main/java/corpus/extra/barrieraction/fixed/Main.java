package corpus.extra.barrieraction.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.barrieraction: the loader leaves the monitor before it waits at the barrier, and
 * the action, run once per round by the last party to arrive (two rounds), counts down the latch
 * main waits for. The model must run the action, and once per round: without it main would wait
 * for the latch forever. The self-interrupt in the handlers cannot fire (only an interrupt breaks
 * these barriers, and nothing else interrupts).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: no monitor held at the barrier; the action counts the rounds")
public class Main {
    static final List<String> results = new ArrayList<>();

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch rounds = new CountDownLatch(2);
        CyclicBarrier round = new CyclicBarrier(2, () -> {
            synchronized (results) {
                System.out.println(results);
            }
            rounds.countDown();
        });
        Thread loader = new Thread(() -> {
            for (int i = 0; i < 2; i++) {
                synchronized (results) {
                    results.add("loaded");
                }
                arrive(round);
            }
        });
        Thread printer = new Thread(() -> {
            arrive(round);
            arrive(round);
        });
        loader.start();
        printer.start();
        rounds.await();
        loader.join();
        printer.join();
    }

    static void arrive(CyclicBarrier round) {
        try {
            round.await();
        } catch (InterruptedException | BrokenBarrierException e) {
            Thread.currentThread().interrupt();
        }
    }
}
