package corpus.race.buffer;

import org.petrify.corpus.ExpectRaces;

/**
 * An unsynchronised append: {@code add} stores at {@code items[size]} and then bumps
 * {@code size}. Both threads read and write {@code size}; two threads that read the same
 * {@code size} also write the same array element.
 */
@ExpectRaces(value = {
        "Buffer.size: read@Main.java:38 / write@Main.java:39",
        "Buffer.size: read@Main.java:39 / write@Main.java:39",
        "Buffer.size: write@Main.java:39 / write@Main.java:39",
        "int[]@Main.java:34: write@Main.java:38 / write@Main.java:38"},
        notInRuns = {"int[]@Main.java:34: write@Main.java:38 / write@Main.java:38"},
        source = "unsynchronised buffer (classic race benchmark)",
        note = "In a run the two stores hit the same element only if both threads read the same "
                + "size; a dynamic route distinguishes array elements by index and usually sees "
                + "two different elements.")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Buffer buffer = new Buffer();
        Thread first = new Thread(() -> buffer.add(1));
        Thread second = new Thread(() -> buffer.add(2));
        first.start();
        second.start();
        first.join();
        second.join();
        System.out.println(buffer.size);
    }
}

class Buffer {
    final int[] items = new int[8];
    int size;

    void add(int value) {
        items[size] = value;
        size = size + 1;
    }
}
