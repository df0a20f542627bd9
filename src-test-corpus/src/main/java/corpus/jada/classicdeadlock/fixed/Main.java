package corpus.jada.classicdeadlock.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/** Twin of jada.classicdeadlock: the second thread takes the locks in the first thread's order. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: consistent lock order")
public class Main {
    static final class Resource {
        int uses;
    }

    static final class First extends Thread {
        private final Resource a;
        private final Resource b;

        First(Resource a, Resource b) {
            this.a = a;
            this.b = b;
        }

        @Override
        public void run() {
            synchronized (a) {
                a.uses++;
                synchronized (b) {
                    b.uses++;
                }
            }
        }
    }

    static final class Second extends Thread {
        private final Resource a;
        private final Resource b;

        Second(Resource a, Resource b) {
            this.a = a;
            this.b = b;
        }

        @Override
        public void run() {
            synchronized (a) {
                a.uses++;
                synchronized (b) {
                    b.uses++;
                }
            }
        }
    }

    public static void main(String[] args) {
        Resource a = new Resource();
        Resource b = new Resource();
        new First(a, b).start();
        new Second(a, b).start();
    }
}
