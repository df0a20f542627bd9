package corpus.extra.enumlabels.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.enumlabels: main sends {@code OPEN}. The labels {@code Cmd.WAIT} and {@code
 * Cmd.OPEN} are dynamic constants that SootUp gives without their arguments; read from the
 * class file, each call of {@code handle} takes only the case of its constant (a free choice
 * among the cases was a false deadlock: main skipping the {@code countDown}).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: main sends OPEN; each call takes its constant's case only")
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
        handle(Cmd.OPEN);
        worker.join();
    }
}
