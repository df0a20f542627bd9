package corpus.extra.clinitjoin.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.clinitjoin: the loader thread runs code of another class and hands its result
 * back through its own field, so it never waits for the class being initialised.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: the loader does not use the class it initialises")
public class Main {
    static final class Loader implements Runnable {
        int result;

        @Override
        public void run() {
            result = 16;
        }
    }

    static final class Table {
        static int size;

        static {
            Loader job = new Loader();
            Thread loader = new Thread(job);
            loader.start();
            try {
                loader.join();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            size = job.result;
        }
    }

    public static void main(String[] args) {
        System.out.println(Table.size);
    }
}
