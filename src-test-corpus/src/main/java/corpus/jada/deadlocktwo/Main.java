package corpus.jada.deadlocktwo;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * The main thread is one of the two parties: it holds {@code a}, starts a worker that nests
 * {@code b} then {@code a}, and then asks for {@code b} itself.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, paper = "JaDA DeadlockTwo")
public class Main {
    static int shared;

    public static void main(String[] args) {
        Object a = new Object();
        Object b = new Object();
        Thread worker = new Thread(() -> {
            synchronized (b) {
                synchronized (a) {
                    shared++;
                }
            }
        });
        synchronized (a) {
            worker.start();
            synchronized (b) {
                shared--;
            }
        }
    }
}
