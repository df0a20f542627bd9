package corpus.extra.clinitjoin;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A static initialiser starts a thread that uses its class and joins it: the thread waits for
 * the class's initialisation to complete, the initialiser waits for the thread to finish.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final class Table {
        static int size;

        static {
            Thread loader = new Thread(() -> size = 16);
            loader.start();
            try {
                loader.join();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    public static void main(String[] args) {
        System.out.println(Table.size);
    }
}
