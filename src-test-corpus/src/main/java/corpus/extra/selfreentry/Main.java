package corpus.extra.selfreentry;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * Twenty counters made on a loop (one summary object). Each worker records on its
 * own counter, whose synchronized {@code record} calls the synchronized {@code roll} of the
 * counter's peer: worker 0 holds counter 0 and waits for counter 1, worker 1 the converse.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "record locks its own counter, then its peer's; the twenty-trip allocation"
            + " loop is counted, its exit a choice, so without fairness it may run forever")

public class Main {
    static final class Counter {
        Counter peer;
        private int count;

        synchronized void record() {
            pause();
            peer.roll();
        }

        synchronized void roll() {
            count++;
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
