package corpus.juc.joinlist.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.petrify.corpus.Expect;

/** Twin of juc.joinlist: the worker waits for the helpers' list, which does not hold itself. */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS, note = "corrected twin: no self-join; the"
        + " loop over the copy is a choice in the model (iterators are not tracked), so without"
        + " fairness it may join the finished helper forever; fair runs leave it")
public class Main {
    static final List<Thread> helpers = Collections.synchronizedList(new ArrayList<>());

    static void awaitHelpers() throws InterruptedException {
        for (Thread t : List.copyOf(helpers)) {
            t.join();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread helper = new Thread(() -> System.out.println("helping"));
        helpers.add(helper);
        helper.start();
        Thread worker = new Thread(() -> {
            try {
                awaitHelpers();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        worker.start();
        worker.join();
    }
}
