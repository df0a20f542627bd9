package corpus.extra.checkedstart.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.Executor;
import java.util.function.Supplier;
import org.petrify.corpus.Expect;

/**
 * The same start with the executor and the name given as lambdas: every argument of {@code
 * checkNotNull} is non-null at every call site the call graph has (through {@code decorate}'s
 * parameters and the values its lambda captures), so it never throws, the worker starts and
 * main's wait ends. {@code checkNotNull} is also called with a value that may be null, at a
 * call site of its own.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    private boolean started;

    static <T> T checkNotNull(T ref) {
        if (ref == null) {
            throw new NullPointerException();
        }
        return ref;
    }

    static Executor decorate(Executor executor, Supplier<String> name) {
        checkNotNull(executor);
        checkNotNull(name);
        return command -> executor.execute(command);
    }

    synchronized void awaitStarted() throws InterruptedException {
        while (!started) {
            wait();
        }
    }

    synchronized void markStarted() {
        started = true;
        notifyAll();
    }

    public static void main(String[] args) throws InterruptedException {
        Main service = new Main();
        Object option = args.length > 0 ? args[0] : null;
        try {
            checkNotNull(option);
        } catch (NullPointerException e) {
            option = "none";
        }
        Thread launcher = new Thread(() -> {
            Executor executor = decorate(r -> new Thread(r).start(), () -> "worker");
            executor.execute(service::markStarted);
        });
        launcher.start();
        service.awaitStarted();
    }
}
