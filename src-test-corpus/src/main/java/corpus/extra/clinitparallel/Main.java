package corpus.extra.clinitparallel;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.stream.IntStream;
import org.petrify.corpus.Expect;

/**
 * A parallel stream in a static initialiser: its lambda is a static method of the class being
 * initialised, so a common-pool worker that runs it waits for the initialisation, which waits
 * for the stream's parts. Hangs on the JVM whenever a worker takes a part.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "a common-pool worker waits for the class's initialisation, which waits for the"
            + " stream's parts; the stream's loops are nondeterministic loops (livelock without"
            + " fairness)")
public class Main {
    static final class Squares {
        static final int[] TABLE = IntStream.range(0, 1000).parallel().map(i -> i * i).toArray();
    }

    public static void main(String[] args) {
        System.out.println(Squares.TABLE[7]);
    }
}
