package corpus.juc.syncbuffer.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of juc.syncbuffer: the order's text is computed before the append, so the buffer's
 * monitor is never held while the order is locked.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: toString outside the buffer's lock")
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
            audit.append("shipped one order; ");
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Order order = new Order();
        Thread shipper = new Thread(order::ship, "shipper");
        shipper.start();
        String text = order.toString();
        audit.append(text);
        shipper.join();
        System.out.println(audit);
    }
}
