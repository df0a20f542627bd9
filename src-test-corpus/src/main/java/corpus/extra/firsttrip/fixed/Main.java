package corpus.extra.firsttrip.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * A batch of {@code PARTS} parts, more than are unrolled; part 0 is the header, every other
 * part counts the latch down. The latch is sized for the body parts, so main goes on.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a latch sized for the trips of a 20-trip loop that count down (all but trip 0)")
public class Main {
    static final int PARTS = 20;

    enum Part { HEADER, BODY }

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch written = new CountDownLatch(PARTS - 1);
        for (int i = 0; i < PARTS; i++) {
            Part part = i == 0 ? Part.HEADER : Part.BODY;
            if (part == Part.BODY) {
                written.countDown();
            }
        }
        written.await();
    }
}
