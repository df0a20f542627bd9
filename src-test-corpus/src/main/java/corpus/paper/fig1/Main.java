package corpus.paper.fig1;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * The running example of the Petrify paper (Fig. 1), re-created: a Java 25 instance main method
 * (no {@code static}, no parameters) starts two lambda threads that nest lock1 and lock2 in
 * opposite orders. Our own code after the paper's description.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, note = "Java 25 instance main")
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
            synchronized (lock2) {
                synchronized (lock1) {
                    done++;
                }
            }
        });
        first.start();
        second.start();
    }
}
