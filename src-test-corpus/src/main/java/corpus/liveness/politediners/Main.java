package corpus.liveness.politediners;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A real livelock with a data-dependent exit: each diner eats only when it holds the spoon and the
 * partner is no longer hungry; otherwise it passes the spoon on. Both stay hungry, so in reality
 * neither ever eats or finishes. With the hungry flags tracked the model sees that too.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = VIOLATED,
        note = "the real verdicts: the volatile hungry flags are tracked, so 'partner not hungry'"
        + " is exact and the diners livelock under fairness too (before value tracking that branch"
        + " was a nondeterministic choice and the fair verdicts were HOLDS)")
public class Main {
    static final class Spoon {
        Diner owner;
    }

    static final class Diner extends Thread {
        private final Spoon spoon;
        Diner partner;
        volatile boolean hungry = true;

        Diner(Spoon spoon) {
            this.spoon = spoon;
        }

        @Override
        public void run() {
            while (hungry) {
                synchronized (spoon) {
                    if (spoon.owner == this) {
                        if (partner.hungry) {
                            spoon.owner = partner;
                        } else {
                            hungry = false;
                            spoon.owner = partner;
                        }
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
