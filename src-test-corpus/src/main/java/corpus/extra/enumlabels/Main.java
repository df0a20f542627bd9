package corpus.extra.enumlabels;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Commands dispatched by a pattern {@code switch} over {@code Object} whose labels are
 * qualified enum constants ({@code case Cmd.WAIT}, Java 21): both threads send {@code WAIT}, so
 * nobody counts the latch down and both wait for ever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "pattern switch with enum constant labels; both threads send WAIT")
public class Main {
    enum Cmd { WAIT, OPEN }

    static final CountDownLatch OPENED = new CountDownLatch(1);

    static void handle(Object message) throws InterruptedException {
        switch (message) {
            case Cmd.WAIT -> OPENED.await();
            case Cmd.OPEN -> OPENED.countDown();
            case String text -> System.out.println(text);
            default -> { }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            try {
                handle(Cmd.WAIT);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        worker.start();
        handle(Cmd.WAIT); // bug: main should open the latch
        worker.join();
    }
}
