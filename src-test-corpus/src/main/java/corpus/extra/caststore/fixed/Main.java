package corpus.extra.caststore.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.ArrayList;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * Fixed twin: the list is created only after the worker is joined, so the test in
 * {@code record} finds it null and the inverted lock order never runs. Before the field was
 * tracked through the cast of its store, the test was a choice and this was a false deadlock.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a field stored through a reference cast is tracked; still null, so no inversion")
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
        m.open();
    }
}
