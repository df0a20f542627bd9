package corpus.extra.threadalive;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A wait on a thread object that does not test isAlive(): the thread's end notifies it, but
 * the notification may come before the wait, which then waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> System.out.println("work"));
        synchronized (worker) {
            worker.start();
        }
        synchronized (worker) {
            worker.wait();
        }
    }
}
