package corpus.liveness.daemonspin.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of liveness.daemonspin: the watchdog is made a daemon before it starts, so the JVM
 * exits when main ends, whatever the watchdog does. Without fairness the watchdog may keep
 * main from ever running to its end.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin: a daemon thread does not keep the JVM alive; terminates under"
            + " fairness")
public class Main {
    static volatile long ticks;

    public static void main(String[] args) {
        Thread watchdog = new Thread(() -> {
            while (true) {
                ticks++;
                Thread.onSpinWait();
            }
        });
        watchdog.setDaemon(true);
        watchdog.start();
        System.out.println("main done");
    }
}
