package corpus.extra.castlocks.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.castlocks: {@code main} locks the ledger, then the journal, in the worker's
 * order. Without a type filter at the casts each lookup may return either lock, and the orders
 * would seem to cross.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
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
        synchronized (ledger()) {
            pause();
            synchronized (journal()) {
                System.out.println("main posted");
            }
        }
        worker.join();
    }
}
