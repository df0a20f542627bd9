package corpus.jacontebe.deadlock1;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The real-world "callback under a lock" bug: a logger publishes to its handler while holding its
 * own ReentrantLock, and the handler's synchronized flush asks the logger for its level.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, paper = "JaConTeBe Deadlock1")
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

    synchronized void flush() {
        if (owner.level() > 0) {
            buffer.clear();
        }
    }
}
