package corpus.liveness.daemonspin;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A watchdog thread spins forever and is not a daemon: it keeps the JVM alive after main has
 * finished, so the program never terminates.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = VIOLATED,
        note = "a non-daemon thread spinning forever keeps the JVM alive")
public class Main {
    static volatile long ticks;

    public static void main(String[] args) {
        Thread watchdog = new Thread(() -> {
            while (true) {
                ticks++;
                Thread.onSpinWait();
            }
        });
        watchdog.start();
        System.out.println("main done");
    }
}
