package corpus.extra.guardedmonitor;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * A monitor with one condition per guard (Guava's {@code Monitor} under a service):
 * {@code enterWhen(guard)} passes the guard on to {@code awaitFor(guard)}, which waits on the
 * guard's condition. The service thread marks itself running and signals the running guard,
 * then marks itself stopped and, by a copy-paste slip, signals the running guard again: main,
 * waiting for stopped before the worker sets it, is never woken. The fixed twin signals the
 * stopped guard; there, only a per-call-string context of {@code awaitFor} tells that main
 * waits on the stopped guard's condition and not on the running guard's.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
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
            monitor.signal(isRunning);
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
