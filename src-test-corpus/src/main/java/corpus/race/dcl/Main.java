package corpus.race.dcl;

import org.petrify.corpus.ExpectRaces;

/**
 * Double-checked locking without {@code volatile}: the first test and the final read of
 * {@code instance} are outside the lock and race with the assignment; a thread that finds the
 * instance set without taking the lock reads {@code value} with no happens-before edge to the
 * constructor's write (the classic broken publication).
 */
@ExpectRaces(value = {
        "Main.instance: read@Main.java:28 / write@Main.java:31",
        "Main.instance: write@Main.java:31 / read@Main.java:35",
        "Helper.value: read@Main.java:39 / write@Main.java:56"},
        notConfirmable = {
                "Main.instance: write@Main.java:31 / read@Main.java:35",
                "Helper.value: read@Main.java:39 / write@Main.java:56"},
        source = "double-checked locking (classic race benchmark)",
        note = "Two of the races exist only under the Java memory model (no happens-before edge "
                + "between the accesses, so a reordering shows them); in a sequentially "
                + "consistent interleaving the reader reaches its read only after the write, so "
                + "a scheduler that holds both threads before the accesses cannot show them.")
public class Main {
    static Helper instance;
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
