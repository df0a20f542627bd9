package corpus.extra.newstringident.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.newstringident: the command is a {@code new String("stop")}, a fresh object that
 * is never the interned literal, so {@code command == "stop"} is false and A is never taken
 * under B.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
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
        Thread t2 = new Thread(() -> handle(new String("stop")));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
