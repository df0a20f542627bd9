package corpus.extra.guardedcast.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.guardedcast: the cast is the pattern {@code o instanceof Task t}, which the
 * test guards on every path, so it cannot fail (the list's other items, a label and a string,
 * do not make it unsafe); nothing in the {@code try} can throw, and the latch is counted down.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin; without fairness the model's for-each over an iterator of"
            + " untracked length may go on for ever (it ends under fairness)")
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
                if (o instanceof Task t) {
                    total += t.name.length();
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
