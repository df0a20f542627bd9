package corpus.extra.emptyoptionalmix;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.Optional;
import org.petrify.corpus.Expect;

/**
 * An {@code Optional} that is either {@code Optional.empty()} or the present one a JDK method
 * returns ({@code describeConstable()}, which the analysis does not model): here it is present,
 * so {@code ifPresent} runs the action, which takes A then B while the worker takes B then A.
 * The empty one in the same local must not make the action look dead.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "an Optional that may be empty or present runs its action")
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
            synchronized (A) {
                pause();
                synchronized (B) {
                    System.out.println(s);
                }
            }
        });
        worker.join();
    }
}
