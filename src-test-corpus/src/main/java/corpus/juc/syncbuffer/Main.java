package corpus.juc.syncbuffer;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * An audit log kept in a {@code StringBuffer}: {@code append(Object)} holds the buffer's
 * monitor while it calls the order's {@code toString}, which locks the order. The order's
 * {@code ship} holds the order while it appends to the same log: a lock-order cycle through
 * JDK code.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: StringBuffer.append calls toString under its own lock")
public class Main {
    static final StringBuffer audit = new StringBuffer();

    static final class Order {
        private String state = "new";

        @Override
        public synchronized String toString() {
            return "order(" + state + ")";
        }

        synchronized void ship() {
            state = "shipped";
            audit.append("shipped one order; "); // holds the order, then the buffer
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Order order = new Order();
        Thread shipper = new Thread(order::ship, "shipper");
        shipper.start();
        audit.append(order); // holds the buffer, then the order (toString)
        shipper.join();
        System.out.println(audit);
    }
}
