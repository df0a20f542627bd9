package corpus.extra.clinitdefault.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.clinitdefault: the interface declares no default method (the class implements
 * the method), so creating an instance does not initialise the interface and nothing waits in
 * a cycle.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: an interface without default methods is not initialised with its class")
public class Main {
    interface Shape {
        int SIDES = Registry.sides();

        int sides();
    }

    static final class Square implements Shape {
        @Override
        public int sides() {
            return 4;
        }
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
