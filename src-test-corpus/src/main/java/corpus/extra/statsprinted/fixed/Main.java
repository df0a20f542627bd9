package corpus.extra.statsprinted.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.io.PrintWriter;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.petrify.corpus.Expect;

/**
 * Fixed twin: the printing lambda only prints the referents of its weak references to a JDK
 * {@code PrintWriter} ({@code writer.println(reference.get())}, the shape of commons-pool2's
 * {@code SecurityManagerCallStack.printStackTrace}); it reaches no program object whose
 * methods run, the gate's counter reaches 2 and wakes main. Before the JDK calls of lambdas the
 * library runs unseen were judged on their values, this lambda untracked every
 * {@code AtomicLong} and this was a false deadlock.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        acceptUnsound = {"library-callback"},
        acceptReason = "Arrays.setAll calls back only the slot factory and Consumer.andThen's"
            + " composite only the printing lambda, which prints a class name; the uncaught"
            + " exceptions are the slots' reads",
        note = "a lambda the library runs that prints with JDK code only keeps the counter tracked")

public class Main {
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
        Consumer<WeakReference<Class<?>>> line = reference -> writer.println(reference.get());
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
