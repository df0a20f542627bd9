package corpus.extra.nullresult;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A logging event extracts a throwable from its argument array when it is given none, and
 * reports one under two locks taken in the order opposite to the worker's. The arguments come
 * from a source that returns an array ending with an exception: the inverted order runs, a
 * lock-order deadlock.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "the extracted throwable is an object, so the inverted order runs")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();

    interface Arguments {
        Object[] arguments();
    }

    static final class Source implements Arguments {
        @Override
        public Object[] arguments() {
            return new Object[] {new IllegalStateException("boom")};
        }
    }

    static final Arguments SOURCE = new Source();

    static Throwable extract(Object[] args) {
        if (args == null || args.length == 0) {
            return null;
        }
        Object last = args[args.length - 1];
        if (last instanceof Throwable t) {
            return t;
        }
        return null;
    }

    static final class Event {
        final String message;

        Event(String message, Throwable thrown, Object[] args) {
            this.message = message;
            Throwable t = thrown;
            if (t == null) {
                t = extract(args);
            }
            if (t != null) {
                synchronized (B) {
                    synchronized (A) {
                        System.out.println(message + ": " + t.getMessage());
                    }
                }
            }
        }
    }

    static void append(String message, Object[] params, Throwable t) {
        Event e = new Event(message, t, params);
        System.out.println(e.message);
    }

    static void log(String message) {
        append(message, SOURCE.arguments(), null);
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (A) {
                synchronized (B) {
                    System.out.println("worker");
                }
            }
        }, "worker");
        worker.start();
        log("main");
        worker.join();
    }
}
