package corpus.extra.statsquiet.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;
import org.petrify.corpus.Expect;

/**
 * Fixed twin: the message supplier only formats its class's name, and the workers hand
 * {@code Thread::interrupt} (a JDK method) to {@code List.forEach}; neither lambda can reach the
 * gate's counter, which reaches 2 and wakes main. Before lambdas that the library runs were
 * told apart by what their code can reach, any such lambda calling a method untracked every
 * {@code AtomicLong} and this was a false deadlock.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        acceptUnsound = {"library-callback"},
        acceptReason = "Arrays.setAll calls back only the slot factory, requireNonNull only the"
            + " message supplier (formatting a class name) and forEach only Thread.interrupt on"
            + " the empty list's threads",
        note = "lambdas the library runs that cannot reach the counter keep it tracked")

public class Main {
    static final int PARTIES = 2;
    final AtomicLong done = new AtomicLong();
    final AtomicLong[] slots = new AtomicLong[4];
    final List<Thread> sleepers = new ArrayList<>();
    private final Object lock = new Object();

    Main() {
        Arrays.setAll(slots, i -> new AtomicLong(-1L));
    }

    Object check(Object value) {
        return Objects.requireNonNull(value,
            () -> String.format("%s: null", getClass().getName()));
    }

    void finish() {
        slots[1].set(-5L);
        sleepers.forEach(Thread::interrupt);
        if (done.incrementAndGet() == PARTIES) {
            synchronized (lock) {
                lock.notifyAll();
            }
        }
    }

    void await() throws InterruptedException {
        synchronized (lock) {
            while (done.get() < PARTIES) {
                lock.wait();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Main m = new Main();
        m.check(m);
        Thread a = new Thread(m::finish, "worker-1");
        Thread b = new Thread(m::finish, "worker-2");
        a.start();
        b.start();
        m.await();
        a.join();
        b.join();
    }
}
