package corpus.jada.classicdeadlock;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/** The classic: two Thread subclasses receive the same two locks and nest them in opposite orders. */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, paper = "JaDA ClassicDeadlock")
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
            synchronized (b) {
                b.uses++;
                synchronized (a) {
                    a.uses++;
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
