package corpus.size.whilecnt2n2t.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of size.whilecnt2n2t: both threads nest ROWS before COLS.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: consistent lock order;"
        + " the real verdicts: the local counters are only compared with constants, so the while"
        + " conditions are exact and every run terminates")
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
                    synchronized (ROWS) {
                        synchronized (COLS) {
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
