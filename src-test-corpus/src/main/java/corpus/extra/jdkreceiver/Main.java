package corpus.extra.jdkreceiver;

import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A virtual call whose receiver is an application object or a JDK one: {@code key.hashCode()}
 * runs {@code Stuck.hashCode} (which never returns) for a {@code Stuck}, and the JDK's
 * {@code Object.hashCode} for a plain {@code Object}, which is what runs without arguments.
 * The model once offered only the application override, so {@code main} never got past the call
 * and the lock inversion after it was a wrong HOLDS.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = VIOLATED,
        note = "a deadlock reached only through the JDK receiver's path of a mixed call;"
                + " Stuck.hashCode spins forever")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();

    static final class Stuck {
        @Override
        public int hashCode() {
            while (true) {
                Thread.onSpinWait();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Object key = args.length > 0 ? new Stuck() : new Object();
        int h = key.hashCode();
        Thread other = new Thread(() -> {
            synchronized (B) {
                synchronized (A) {
                    System.out.println("other");
                }
            }
        });
        other.start();
        synchronized (A) {
            synchronized (B) { // bug: the other order of `other`
                System.out.println(h);
            }
        }
        other.join();
    }
}
