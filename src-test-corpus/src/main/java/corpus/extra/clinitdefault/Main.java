package corpus.extra.clinitdefault;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A class whose superinterface declares a default method: the JVM initialises the interface
 * before the class (JLS 12.4.2 step 7). The interface's field initialiser uses a registry
 * whose own initialiser creates an instance of the class; two threads entering from either
 * side wait for each other's initialisation.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    interface Shape {
        int SIDES = Registry.sides();

        default int sides() {
            return SIDES;
        }
    }

    static final class Square implements Shape {
    }

    static final class Registry {
        static final Object FIRST = new Square();

        static int sides() {
            return 4;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> System.out.println(new Square().sides()));
        Thread b = new Thread(() -> System.out.println(Registry.FIRST));
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
