package corpus.extra.emptyoptionalmix.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.Optional;
import org.petrify.corpus.Expect;

/** Twin of extra.emptyoptionalmix: the action takes the locks in the worker's order. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();

    static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            return;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Optional<String> name = args.length == 0 ? "x".describeConstable() : Optional.empty();
        Thread worker = new Thread(() -> {
            synchronized (B) {
                pause();
                synchronized (A) {
                    System.out.println("worker");
                }
            }
        });
        worker.start();
        name.ifPresent(s -> {
            synchronized (B) {
                pause();
                synchronized (A) {
                    System.out.println(s);
                }
            }
        });
        worker.join();
    }
}
