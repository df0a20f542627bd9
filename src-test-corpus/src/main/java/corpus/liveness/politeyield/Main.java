package corpus.liveness.politeyield;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A real livelock: two over-polite diners share one spoon; whoever holds it hands it to the other
 * and yields, forever. Both threads keep running (no deadlock) and neither ever finishes, under
 * any scheduler, fair or not.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = VIOLATED)
public class Main {
    static final class Spoon {
        Diner owner;
    }

    static final class Diner extends Thread {
        private final Spoon spoon;
        Diner partner;
        int courtesies;

        Diner(Spoon spoon) {
            this.spoon = spoon;
        }

        @Override
        public void run() {
            for (;;) {
                synchronized (spoon) {
                    if (spoon.owner == this) {
                        spoon.owner = partner;
                        courtesies++;
                    }
                }
                Thread.yield();
            }
        }
    }

    public static void main(String[] args) {
        Spoon spoon = new Spoon();
        Diner husband = new Diner(spoon);
        Diner wife = new Diner(spoon);
        husband.partner = wife;
        wife.partner = husband;
        spoon.owner = husband;
        husband.start();
        wife.start();
    }
}
