package corpus.extra.clinitparallel.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.stream.IntStream;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.clinitparallel: the stream's function is a method reference to a static method
 * of another class, so the workers never use the class being initialised.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin: the workers run another class's method; the stream's loops are"
            + " nondeterministic loops, left under fairness")
public class Main {
    static final class Arithmetic {
        static int square(int i) {
            return i * i;
        }
    }

    static final class Squares {
        static final int[] TABLE = IntStream.range(0, 1000).parallel().map(Arithmetic::square)
            .toArray();
    }

    public static void main(String[] args) {
        System.out.println(Squares.TABLE[7]);
    }
}
