package corpus.extra.boollock;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A feature switch is boxed with {@code Boolean.valueOf(enabled)} and used as a monitor; the
 * box is {@code Boolean.TRUE} or {@code Boolean.FALSE}, the objects {@code main} locks before
 * the registry: with the switch on (no arguments) the worker's order is the reverse of
 * {@code main}'s.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: Boolean.valueOf returns the shared TRUE/FALSE boxes")
public class Main {
    static final Object REGISTRY = new Object();

    @SuppressWarnings("synchronization")
    public static void main(String[] args) throws InterruptedException {
        boolean enabled = args.length == 0;
        Thread worker = new Thread(() -> {
            synchronized (REGISTRY) {
                synchronized (Boolean.valueOf(enabled)) {
                    System.out.println("worker");
                }
            }
        });
        worker.start();
        synchronized (Boolean.TRUE) {
            synchronized (REGISTRY) {
                System.out.println("main");
            }
        }
        worker.join();
    }
}
