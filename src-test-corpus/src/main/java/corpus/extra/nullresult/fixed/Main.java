package corpus.extra.nullresult.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Fixed twin: the source returns no argument array ({@code null}), so {@code extract} returns
 * {@code null} on every run (its other returns lie behind the {@code null} test of its
 * parameter) and the inverted order never runs. Before results that are always null were
 * followed through calls and parameters, the test of the throwable was a choice and this was
 * a false deadlock.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a result null on every run is followed through calls; no inversion")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();

    interface Arguments {
        Object[] arguments();
    }

    static final class Source implements Arguments {
        @Override
        public Object[] arguments() {
            return null;
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
