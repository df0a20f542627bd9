package corpus.extra.selfreentry.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * Twenty counters made on a loop (one summary object). Each worker records on its
 * own counter: the synchronized {@code record} calls {@code roll} on {@code this}, which takes
 * the counter's monitor again in a {@code synchronized (this)} block and calls the
 * synchronized {@code reset}, on {@code this} too. Every nested acquire re-enters the monitor
 * the thread already holds; the two workers never wait for each other.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin: every nested acquire re-enters the counter the thread holds;"
            + " the twenty-trip allocation loop is counted, its exit a choice, so without"
            + " fairness it may run forever")

public class Main {
    static final class Counter {
        Counter peer;
        private int count;

        synchronized void record() {
            pause();
            roll();
        }

        void roll() {
            synchronized (this) {
                count++;
                reset();
            }
        }

        synchronized void reset() {
            count = 0;
        }
    }

    static void pause() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        List<Counter> all = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            all.add(new Counter());
        }
        Counter c0 = all.get(0);
        Counter c1 = all.get(1);
        c0.peer = c1;
        c1.peer = c0;
        Thread t0 = new Thread(c0::record);
        Thread t1 = new Thread(c1::record);
        t0.start();
        t1.start();
        t0.join();
        t1.join();
    }
}
