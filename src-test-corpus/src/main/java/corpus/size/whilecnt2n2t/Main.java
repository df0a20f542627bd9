package corpus.size.whilecnt2n2t;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Two threads, each with two nested counting while loops; the inner body nests two monitors, in
 * opposite orders in the two threads.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, paper = "size WhileCnt2N2T",
        note = "the real verdicts: the local counters are only compared with constants, so the while"
        + " conditions are exact; every run deadlocks or terminates")
public class Main {
    static final Object ROWS = new Object();
    static final Object COLS = new Object();
    static int cells;

    public static void main(String[] args) {
        Thread byRows = new Thread(() -> {
            int i = 0;
            while (i < 2) {
                int j = 0;
                while (j < 2) {
                    synchronized (ROWS) {
                        synchronized (COLS) {
                            cells++;
                        }
                    }
                    j++;
                }
                i++;
            }
        });
        Thread byCols = new Thread(() -> {
            int j = 0;
            while (j < 2) {
                int i = 0;
                while (i < 2) {
                    synchronized (COLS) {
                        synchronized (ROWS) {
                            cells--;
                        }
                    }
                    i++;
                }
                j++;
            }
        });
        byRows.start();
        byCols.start();
    }
}
