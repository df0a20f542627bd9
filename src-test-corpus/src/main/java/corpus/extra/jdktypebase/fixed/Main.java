package corpus.extra.jdktypebase.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.INCONCLUSIVE;
import static org.petrify.corpus.Expected.VIOLATED;

import java.lang.reflect.Type;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.jdktypebase: both threads take the locks in one order. The recursion over the
 * application {@code Type} still ends at the JDK's {@code Class}.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = INCONCLUSIVE,
        livelock = VIOLATED, livelockFair = INCONCLUSIVE,
        note = "corrected twin; without fairness the recursion may go on forever in the model;"
                + " under fairness its returns are not modelled as fair (fair-returns), so fair"
                + " termination is only INCONCLUSIVE")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();

    static final class ArrayOf implements Type {
        final Type component;

        ArrayOf(Type component) {
            this.component = component;
        }

        @Override
        public int hashCode() {
            return component.hashCode() * 31 + 1;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof ArrayOf a && a.component.equals(component);
        }
    }

    static Type wrap(Type t, int n) {
        return n == 0 ? t : new ArrayOf(wrap(t, n - 1));
    }

    public static void main(String[] args) throws InterruptedException {
        Type t = wrap(Main.class.getGenericSuperclass(), 2);
        int h = t.hashCode();
        Thread other = new Thread(() -> {
            synchronized (A) {
                synchronized (B) {
                    System.out.println("other");
                }
            }
        });
        other.start();
        synchronized (A) {
            synchronized (B) {
                System.out.println(h);
            }
        }
        other.join();
    }
}
