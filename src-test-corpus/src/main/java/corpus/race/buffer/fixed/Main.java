package corpus.race.buffer.fixed;

import org.petrify.corpus.ExpectRaces;

/** Race-free twin of {@code race.buffer}: {@code add} is synchronized. */
@ExpectRaces(value = {}, source = "unsynchronised buffer (fixed)")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Buffer buffer = new Buffer();
        Thread first = new Thread(() -> buffer.add(1));
        Thread second = new Thread(() -> buffer.add(2));
        first.start();
        second.start();
        first.join();
        second.join();
        synchronized (buffer) {
            System.out.println(buffer.size);
        }
    }
}

class Buffer {
    final int[] items = new int[8];
    int size;

    synchronized void add(int value) {
        items[size] = value;
        size = size + 1;
    }
}
