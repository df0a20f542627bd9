package corpus.extra.jdktypebase;

import static org.petrify.corpus.Expected.INCONCLUSIVE;
import static org.petrify.corpus.Expected.VIOLATED;

import java.lang.reflect.Type;
import org.petrify.corpus.Expect;

/**
 * Gson's {@code $Gson$Types} shape: an application {@code Type} whose {@code hashCode} recurses
 * into its component, and the recursion ends at a {@code Type} made by the JDK (reflection's
 * {@code getGenericSuperclass()}, a {@code Class}). The points-to analysis has no object for the
 * JDK's result, so {@code component.hashCode()} once resolved only to the application override:
 * no run of the recursion ended in the model, {@code main} never reached its locks, and the lock
 * inversion with {@code other} was a wrong HOLDS. The JDK's {@code hashCode} is now one
 * alternative of that call.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = INCONCLUSIVE,
        note = "a deadlock reached only after a recursion ends at a JDK-made receiver; without"
                + " fairness the recursion may go on forever in the model; under fairness its"
                + " returns are not modelled as fair (fair-returns), so no fair livelock is only"
                + " INCONCLUSIVE")
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
