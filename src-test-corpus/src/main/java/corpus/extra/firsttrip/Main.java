package corpus.extra.firsttrip;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * A batch of {@code PARTS} parts, more than are unrolled; part 0 is the header, every other
 * part counts the latch down. The latch is sized for all parts, header included, so main waits
 * forever for the one count the header never gives.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a latch sized for every trip of a 20-trip loop, but trip 0 does not count down")
public class Main {
    static final int PARTS = 20;

    enum Part { HEADER, BODY }

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch written = new CountDownLatch(PARTS);
        for (int i = 0; i < PARTS; i++) {
            Part part = i == 0 ? Part.HEADER : Part.BODY;
            if (part == Part.BODY) {
                written.countDown();
            }
        }
        written.await();
    }
}
