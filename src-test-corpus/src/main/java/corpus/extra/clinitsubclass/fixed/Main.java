package corpus.extra.clinitsubclass.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.clinitsubclass: the shared instance lives in a holder class that is not a
 * supertype of the class it instantiates, so no initialisation waits for another in a cycle.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: the holder is not the subclass's superclass")
public class Main {
    static class Shape {
        static int made = Integer.getInteger("shape.made", 0);
    }

    static final class Circle extends Shape {
    }

    static final class Shapes {
        static final Shape UNIT = new Circle();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> System.out.println(Shapes.UNIT));
        Thread b = new Thread(() -> System.out.println(new Circle()));
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
