package corpus.extra.statsprinted;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.io.PrintWriter;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.petrify.corpus.Expect;

/**
 * Two workers count on an {@code AtomicLong} gate that main waits on, and record a statistic
 * in a ring of {@code AtomicLong} slots filled by {@code Arrays.setAll}. Main first prints a
 * list of weak references with a lambda the library runs unseen ({@code List.forEach} of a
 * {@code Consumer.andThen} composite); the lambda prints a captured tag whose {@code toString}
 * puts the gate's counter into the ring, the workers' records reset it to -5, it never
 * reaches 2, and main waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        acceptUnsound = {"library-callback"},
        acceptReason = "Arrays.setAll calls back only the slot factory and Consumer.andThen's"
            + " composite only the printing lambda, whose tag stores the counter into a slot"
            + " and touches nothing else; the uncaught exceptions are the slots' reads",
        note = "a printed tag's toString puts the counter into the ring: not confined")

public class Main {
    /** Printed by the lambda: its {@code toString} puts the counter into the ring. */
    final class Tag {
        @Override
        public String toString() {
            slots[1] = done;
            return "tag";
        }
    }

    static final int PARTIES = 2;
    final AtomicLong done = new AtomicLong();
    final AtomicLong[] slots = new AtomicLong[4];
    final List<WeakReference<Class<?>>> trace = new ArrayList<>();
    private final Object lock = new Object();

    Main() {
        Arrays.setAll(slots, i -> new AtomicLong(-1L));
        trace.add(new WeakReference<>(Main.class));
    }

    void print(PrintWriter writer) {
        Tag tag = new Tag();
        Consumer<WeakReference<Class<?>>> line = reference -> writer.println(tag);
        trace.forEach(line.andThen(reference -> { }));
    }

    void finish() {
        slots[1].set(-5L);
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
        m.print(new PrintWriter(System.out, true));
        Thread a = new Thread(m::finish, "worker-1");
        Thread b = new Thread(m::finish, "worker-2");
        a.start();
        b.start();
        m.await();
        a.join();
        b.join();
    }
}
