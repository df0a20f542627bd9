package corpus.extra.newstringident;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A worker holding lock B takes lock A when its command is the literal {@code "stop"},
 * compared by identity; the command is that literal, so {@code ==} holds and the worker's
 * order crosses the other worker's.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the command is the interned literal, A is taken under B")
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

    static void handle(String command) {
        synchronized (B) {
            pause();
            if (command == "stop") {
                synchronized (A) {
                    System.out.println("stopped");
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            synchronized (A) {
                pause();
                synchronized (B) {
                    System.out.println("t1");
                }
            }
        });
        Thread t2 = new Thread(() -> handle("stop"));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
