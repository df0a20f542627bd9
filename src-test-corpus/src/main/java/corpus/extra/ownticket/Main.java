package corpus.extra.ownticket;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Two workers run one lambda; each leases its own {@code Ticket} from a shared desk (one
 * abstract object for both tickets, a summary that each thread allocates once). The desk keeps
 * every ticket in a shared queue, where a watcher reads them, so the tickets escape. Each worker
 * waits on a latch nobody counts down while its ticket is still pending, and only then would
 * complete it: both wait forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final CountDownLatch NEVER = new CountDownLatch(1);

    public static void main(String[] args) throws InterruptedException {
        Desk desk = new Desk();
        Runnable work = () -> {
            Ticket ticket = desk.lease("r");
            ticket.waitIfPending();
            ticket.complete();
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
