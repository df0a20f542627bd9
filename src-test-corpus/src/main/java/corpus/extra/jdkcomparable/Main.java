package corpus.extra.jdkcomparable;

import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A {@code Comparable} that is a string literal or an application object: {@code compareTo}
 * runs {@code Stuck.compareTo} (which never returns) for a {@code Stuck}, and the JDK's
 * {@code String.compareTo} for the literal, which is what runs without arguments. A literal
 * has no abstract object, so the model once offered only the application override, {@code
 * main} never got past the call, and the lock inversion after it was a wrong HOLDS.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = VIOLATED,
        note = "a deadlock reached only through the JDK receiver's path (a string literal);"
                + " Stuck.compareTo spins forever")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();

    static final class Stuck implements Comparable<Object> {
        @Override
        public int compareTo(Object o) {
            while (true) {
                Thread.onSpinWait();
            }
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void main(String[] args) throws InterruptedException {
        Comparable key = args.length > 0 ? new Stuck() : "text";
        int order = key.compareTo("other");
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
                System.out.println(order);
            }
        }
        other.join();
    }
}
