package corpus.extra.interruptref.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.interruptref: main lets the killer run {@code worker::interrupt} and waits for
 * it without holding {@code B}, then takes {@code A} alone; the interrupted worker takes
 * {@code B}, releases {@code A} and ends.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: the interrupt through worker::interrupt ends the worker's sleep;"
            + " main holds no lock while it happens")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (A) {
                try {
                    Thread.sleep(100_000);
                } catch (InterruptedException e) {
                    synchronized (B) {
                        System.out.println("interrupted");
                    }
                }
            }
        }, "worker");
        worker.start();
        Thread killer = new Thread(worker::interrupt, "killer");
        killer.start();
        killer.join();
        synchronized (A) {
            System.out.println("main");
        }
        worker.join();
    }
}
