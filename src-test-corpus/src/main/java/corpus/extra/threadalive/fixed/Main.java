package corpus.extra.threadalive.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * The twin of extra.threadalive: {@code while (t.isAlive()) t.wait()}, what join does; the
 * thread's end makes isAlive false and notifies the waiter under the monitor. (A false
 * VIOLATED before: isAlive was a free choice and the end notified no one.)
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> System.out.println("work"));
        synchronized (worker) {
            worker.start();
        }
        synchronized (worker) {
            while (worker.isAlive()) {
                worker.wait();
            }
        }
    }
}
