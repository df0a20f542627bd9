package corpus.extra.ownticket.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.ownticket: each worker completes the ticket it leased before it waits while the
 * ticket is pending, so neither waits. Each thread reads and writes its ticket only through the
 * reference its own lease returned (a per-thread variable of the escaping summary); the watcher
 * reads some ticket through the shared queue, a value the model does not know.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: a worker completes its own ticket before it waits while pending")
public class Main {
    static final CountDownLatch NEVER = new CountDownLatch(1);

    public static void main(String[] args) throws InterruptedException {
        Desk desk = new Desk();
        Runnable work = () -> {
            Ticket ticket = desk.lease("r");
            ticket.complete();
            ticket.waitIfPending();
        };
        Thread a = new Thread(work);
        Thread b = new Thread(work);
        Thread watcher = new Thread(() -> {
            Ticket t = desk.all.peek();
            if (t != null && t.done) {
                desk.seen = true;
            }
        });
        a.start();
        b.start();
        watcher.start();
        a.join();
        b.join();
        watcher.join();
    }
}

final class Desk {
    final Queue<Ticket> all = new ConcurrentLinkedQueue<>();
    volatile boolean seen;

    Ticket lease(Object route) {
        return lease(route, null);
    }

    Ticket lease(Object route, Object state) {
        Ticket t = new Ticket();
        all.add(t);
        return t;
    }
}

final class Ticket {
    volatile boolean done;

    void complete() {
        done = true;
    }

    void waitIfPending() {
        if (!done) {
            try {
                Main.NEVER.await();
            } catch (InterruptedException e) {
                // not interrupted
            }
        }
    }
}
