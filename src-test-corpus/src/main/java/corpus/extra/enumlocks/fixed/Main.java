package corpus.extra.enumlocks.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Fixed twin: both threads lock DISK before NET; main names DISK by a literal given to
 * {@code valueOf}, which selects that constant only.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "both threads lock DISK, then NET")
public class Main {
    enum Resource { DISK, NET }

    static void use(Resource first, Resource second) {
        synchronized (first) {
            pause();
            synchronized (second) {
                System.out.println(first + " then " + second);
            }
        }
    }

    static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            System.out.println("interrupted");
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> use(Resource.valueOf("DISK"), Resource.NET));
        t.start();
        use(Resource.DISK, Resource.values()[1]);
        t.join();
    }
}
