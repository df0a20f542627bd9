package corpus.extra.guardedmonitor.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * Fixed twin of {@code corpus.extra.guardedmonitor}: after marking itself stopped the service
 * thread signals the stopped guard, on whose condition main waits. {@code awaitFor} allocates
 * nothing, so with its receiver alone as context its guard would be both guards and main's wait
 * a choice of both conditions (a false deadlock); its guard parameter reaches a blocking
 * operation, so it is analysed per call string.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final class Guard {
        final Condition condition;
        volatile boolean satisfied;

        Guard(Monitor monitor) {
            condition = monitor.lock.newCondition();
        }

        boolean isSatisfied() {
            return satisfied;
        }
    }

    static final class Monitor {
        final ReentrantLock lock = new ReentrantLock();

        void enterWhen(Guard guard) {
            lock.lock();
            if (!guard.isSatisfied()) {
                awaitFor(guard);
            }
        }

        private void awaitFor(Guard guard) {
            do {
                guard.condition.awaitUninterruptibly();
            } while (!guard.isSatisfied());
        }

        void signal(Guard guard) {
            guard.condition.signalAll();
        }

        void leave() {
            lock.unlock();
        }
    }

    static final class Service {
        final Monitor monitor = new Monitor();
        final Guard isRunning = new Guard(monitor);
        final Guard isStopped = new Guard(monitor);

        void run() {
            monitor.lock.lock();
            isRunning.satisfied = true;
            monitor.signal(isRunning);
            monitor.leave();
            monitor.lock.lock();
            isStopped.satisfied = true;
            monitor.signal(isStopped);
            monitor.leave();
        }

        void awaitRunning() {
            monitor.enterWhen(isRunning);
            monitor.leave();
        }

        void awaitTerminated() {
            monitor.enterWhen(isStopped);
            monitor.leave();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Service s = new Service();
        Thread worker = new Thread(s::run);
        worker.start();
        s.awaitRunning();
        s.awaitTerminated();
        worker.join();
    }
}
