package corpus.paper.fig1.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of paper.fig1: both lambdas nest lock1 before lock2 (still a Java 25 instance main).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: consistent lock order; Java 25 instance main")
public class Main {
    final Object lock1 = new Object();
    final Object lock2 = new Object();
    int done;

    void main() {
        Thread first = new Thread(() -> {
            synchronized (lock1) {
                synchronized (lock2) {
                    done++;
                }
            }
        });
        Thread second = new Thread(() -> {
            synchronized (lock1) {
                synchronized (lock2) {
                    done++;
                }
            }
        });
        first.start();
        second.start();
    }
}
