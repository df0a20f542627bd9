package corpus.extra.guardedcast;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * A worker sums the name lengths of the tasks in a list of mixed items inside a {@code try}
 * whose handler returns before the latch is counted down. The cast to {@code Task} is guarded
 * by a test of the wrong type, the interface {@code Named} that a {@code Label} implements too,
 * so the cast of the label throws a {@code ClassCastException}, the handler skips the
 * count-down, and {@code main} waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "livelock without fairness: the model's for-each over an iterator of untracked"
            + " length may go on for ever; a real hang: the label's cast ends the worker before"
            + " countDown")
public class Main {
    static final CountDownLatch SUMMED = new CountDownLatch(1);
    static final List<Object> ITEMS = new ArrayList<>();
    static int total;

    interface Named {}

    static final class Task implements Named {
        final String name;

        Task(String name) {
            this.name = name;
        }
    }

    static final class Label implements Named {}

    static void sum() {
        try {
            for (Object o : ITEMS) {
                if (o instanceof Named) {
                    total += ((Task) o).name.length();
                }
            }
        } catch (RuntimeException e) {
            return;
        }
        SUMMED.countDown();
    }

    public static void main(String[] args) throws InterruptedException {
        ITEMS.add(new Task("a"));
        ITEMS.add(new Label());
        ITEMS.add("note");
        Thread worker = new Thread(Main::sum);
        worker.start();
        SUMMED.await();
        worker.join();
    }
}
