package corpus.extra.barrieraction;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
import org.petrify.corpus.Expect;

/**
 * The barrier action takes the {@code results} monitor, and the loader waits at the barrier
 * while it still holds that monitor: when the printer arrives last, the printer runs the action,
 * which blocks on {@code results}; the loader waits for the round to trip, which needs the action
 * to end. (When the loader arrives last it runs the action itself, re-entering its monitor.)
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "barrier action locks a monitor a waiting party holds")
public class Main {
    static final List<String> results = new ArrayList<>();

    public static void main(String[] args) throws InterruptedException {
        CyclicBarrier round = new CyclicBarrier(2, () -> {
            synchronized (results) {
                System.out.println(results);
            }
        });
        Thread loader = new Thread(() -> {
            synchronized (results) {
                results.add("loaded");
                arrive(round);
            }
        });
        Thread printer = new Thread(() -> arrive(round));
        loader.start();
        printer.start();
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
