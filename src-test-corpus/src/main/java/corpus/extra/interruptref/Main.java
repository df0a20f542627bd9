package corpus.extra.interruptref;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A worker sleeps holding {@code A} and, when interrupted, takes {@code B}. Main holds
 * {@code B} while a thread whose run target is the method reference {@code worker::interrupt}
 * interrupts the worker, then wants {@code A}: a lock-order deadlock that only the interrupt
 * made through a method reference opens.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "the killer thread runs worker::interrupt while main holds B; the interrupted"
            + " worker holds A and wants B, main wants A")
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
        Thread.sleep(100);
        Thread killer = new Thread(worker::interrupt, "killer");
        synchronized (B) {
            killer.start();
            Thread.sleep(200);
            synchronized (A) {
                System.out.println("main");
            }
        }
    }
}
