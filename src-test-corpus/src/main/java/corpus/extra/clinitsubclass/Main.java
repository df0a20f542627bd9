package corpus.extra.clinitsubclass;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A superclass whose static initialiser creates an instance of its subclass, while another
 * thread creates a subclass instance first: that thread marks the subclass in progress and
 * waits for the superclass, whose initialiser waits for the subclass (JLS 12.4.2 steps 6 and
 * 7). The subclass has no static initialiser of its own.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static class Shape {
        static final Shape UNIT = new Circle();
    }

    static final class Circle extends Shape {
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> System.out.println(Shape.UNIT));
        Thread b = new Thread(() -> System.out.println(new Circle()));
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
