package corpus.variants.virtualthreads;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

import java.util.concurrent.locks.ReentrantLock;

/**
 * Two virtual threads, one from the {@code Thread.ofVirtual()} builder and one from
 * {@code Thread.startVirtualThread}, take two ReentrantLocks in opposite orders; main joins both
 * and so waits forever too.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, paper = "variants VirtualThreads")
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
        INVENTORY.lock();
        ORDERS.lock();
        pending--;
        ORDERS.unlock();
        INVENTORY.unlock();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread buyer = Thread.ofVirtual().name("buyer").start(Main::placeOrder);
        Thread supplier = Thread.startVirtualThread(Main::restock);
        buyer.join();
        supplier.join();
    }
}
