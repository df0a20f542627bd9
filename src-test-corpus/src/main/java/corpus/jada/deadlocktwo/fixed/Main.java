package corpus.jada.deadlocktwo.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/** Twin of jada.deadlocktwo: the worker nests {@code a} then {@code b}, the order main uses. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: consistent lock order")
public class Main {
    static int shared;

    public static void main(String[] args) {
        Object a = new Object();
        Object b = new Object();
        Thread worker = new Thread(() -> {
            synchronized (a) {
                synchronized (b) {
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
