package corpus.race.sortshared.fixed;

import java.util.Arrays;

import org.petrify.corpus.ExpectRaces;

/**
 * Twin of race.sortshared: main joins the sorting worker before it reads the array, so the
 * join orders the library's writes before the read: race-free.
 */
@ExpectRaces(value = {}, source = "array sorting (elements written by the library)")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        int[] data = {5, 3, 1, 4};
        Thread sorter = new Thread(() -> Arrays.sort(data));
        sorter.start();
        sorter.join();
        int first = data[0];
        System.out.println(first);
    }
}
