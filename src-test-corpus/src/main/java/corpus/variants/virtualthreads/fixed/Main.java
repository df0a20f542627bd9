package corpus.variants.virtualthreads.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

import java.util.concurrent.locks.ReentrantLock;

/**
 * Twin of variants.virtualthreads: both virtual threads take ORDERS before INVENTORY.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: consistent lock order")
public class Main {
    static final ReentrantLock INVENTORY = new ReentrantLock();
    static final ReentrantLock ORDERS = new ReentrantLock();
    static int pending;

    static void placeOrder() {
        ORDERS.lock();
        try {
            INVENTORY.lock();
            try {
                pending++;
            } finally {
                INVENTORY.unlock();
            }
        } finally {
            ORDERS.unlock();
        }
    }

    static void restock() {
        ORDERS.lock();
        INVENTORY.lock();
        pending--;
        INVENTORY.unlock();
        ORDERS.unlock();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread buyer = Thread.ofVirtual().name("buyer").start(Main::placeOrder);
        Thread supplier = Thread.startVirtualThread(Main::restock);
        buyer.join();
        supplier.join();
    }
}
