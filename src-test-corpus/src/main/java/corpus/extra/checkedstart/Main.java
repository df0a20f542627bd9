package corpus.extra.checkedstart;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.Executor;
import java.util.function.Supplier;
import org.petrify.corpus.Expect;

/**
 * A service start in the shape of Guava's {@code AbstractExecutionThreadService}: a launcher
 * thread passes the executor and its name through {@code checkNotNull} and starts the worker
 * with it; main waits until the worker has started. The executor is read from a field nothing
 * sets, so {@code checkNotNull} throws, the launcher dies, the worker never starts and main
 * waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the executor passed on is null")
public class Main {
    private static Executor configured;
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
        Thread launcher = new Thread(() -> {
            Executor executor = decorate(configured, () -> "worker");
            executor.execute(service::markStarted);
        });
        launcher.start();
        service.awaitStarted();
    }
}
