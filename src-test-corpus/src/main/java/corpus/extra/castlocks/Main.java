package corpus.extra.castlocks;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * Two locks of different classes kept in one list of objects; each is found by casting the
 * first element and, if that throws {@code ClassCastException}, the second. The worker locks the
 * ledger, then the journal; {@code main} the journal, then the ledger: a lock-order cycle. Which
 * object each lookup returns is decided by its cast alone.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the worker holds the ledger and wants the journal, main the converse")
public class Main {
    static final class Ledger {}

    static final class Journal {}

    static final List<Object> RESOURCES = new ArrayList<>();

    static Ledger ledger() {
        Iterator<Object> it = RESOURCES.iterator();
        Object first = it.next();
        Object second = it.next();
        try {
            return (Ledger) first;
        } catch (ClassCastException notALedger) {
            return (Ledger) second;
        }
    }

    static Journal journal() {
        Iterator<Object> it = RESOURCES.iterator();
        Object first = it.next();
        Object second = it.next();
        try {
            return (Journal) first;
        } catch (ClassCastException notAJournal) {
            return (Journal) second;
        }
    }

    static void pause() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        RESOURCES.add(new Ledger());
        RESOURCES.add(new Journal());
        Thread worker = new Thread(() -> {
            synchronized (ledger()) {
                pause();
                synchronized (journal()) {
                    System.out.println("worker posted");
                }
            }
        });
        worker.start();
        synchronized (journal()) {
            pause();
            synchronized (ledger()) {
                System.out.println("main posted");
            }
        }
        worker.join();
    }
}
