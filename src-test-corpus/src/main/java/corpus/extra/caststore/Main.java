package corpus.extra.caststore;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * A list field of an interface type is created before the worker starts (the bytecode stores
 * the {@code new ArrayList} through a cast to {@code List}); the method that tests it then
 * takes the two locks in the order opposite to the worker's: a lock-order deadlock.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a field stored through a reference cast is tracked; set, so the inverted order runs")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();

    private List<String> items;

    void record(String s) {
        if (items != null) {
            synchronized (B) {
                synchronized (A) {
                    items.add(s);
                }
            }
        }
    }

    void open() {
        if (items == null) {
            items = new ArrayList<>();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Main m = new Main();
        m.open();
        Thread worker = new Thread(() -> {
            synchronized (A) {
                synchronized (B) {
                    System.out.println("worker");
                }
            }
        }, "worker");
        worker.start();
        m.record("main");
        worker.join();
    }
}
