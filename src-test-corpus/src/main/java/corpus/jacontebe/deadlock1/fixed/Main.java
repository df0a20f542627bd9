package corpus.jacontebe.deadlock1.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Twin of jacontebe.deadlock1: the handler reads the logger's level before it takes its own
 * monitor, so it never holds its monitor while waiting for the logger's lock.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: open call")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Logger logger = new Logger();
        Handler handler = new Handler(logger);
        logger.handler = handler;
        Thread app = new Thread(() -> logger.log("started"));
        Thread flusher = new Thread(handler::flush);
        app.start();
        flusher.start();
        app.join();
        flusher.join();
    }
}

final class Logger {
    private final ReentrantLock lock = new ReentrantLock();
    Handler handler;
    private int level = 1;

    void log(String message) {
        lock.lock();
        try {
            handler.publish(message);
        } finally {
            lock.unlock();
        }
    }

    int level() {
        lock.lock();
        try {
            return level;
        } finally {
            lock.unlock();
        }
    }
}

final class Handler {
    private final Logger owner;
    private final List<String> buffer = new ArrayList<>();

    Handler(Logger owner) {
        this.owner = owner;
    }

    synchronized void publish(String message) {
        buffer.add(message);
    }

    void flush() {
        int level = owner.level();
        synchronized (this) {
            if (level > 0) {
                buffer.clear();
            }
        }
    }
}
