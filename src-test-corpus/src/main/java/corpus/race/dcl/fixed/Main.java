package corpus.race.dcl.fixed;

import org.petrify.corpus.ExpectRaces;

/**
 * Race-free twin of {@code race.dcl}: {@code instance} is volatile, so reading it set happens
 * after the assignment and after the constructor's write of {@code value}.
 */
@ExpectRaces(value = {}, source = "double-checked locking (fixed)")
public class Main {
    static volatile Helper instance;
    static final Object lock = new Object();

    static Helper get() {
        if (instance == null) {
            synchronized (lock) {
                if (instance == null) {
                    instance = new Helper();
                }
            }
        }
        return instance;
    }

    static void use() {
        System.out.println(get().value);
    }

    public static void main(String[] args) throws InterruptedException {
        Thread first = new Thread(Main::use);
        Thread second = new Thread(Main::use);
        first.start();
        second.start();
        first.join();
        second.join();
    }
}

class Helper {
    int value;

    Helper() {
        value = 42;
    }
}
