package corpus.extra.enumlocks;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Enum constants as locks, reached through {@code valueOf} with a literal, {@code valueOf}
 * with a name only known at run time and {@code values()}: the second thread locks NET then
 * DISK, main locks DISK then NET.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "use(NET, DISK) against use(valueOf(\"DISK\"), values()[1]): opposite orders")
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
        String configured = args.length > 0 ? args[0] : "DISK";
        Thread t = new Thread(() -> use(Resource.NET, Resource.valueOf(configured)));
        t.start();
        use(Resource.valueOf("DISK"), Resource.values()[1]);
        t.join();
    }
}
