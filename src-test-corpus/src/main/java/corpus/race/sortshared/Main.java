package corpus.race.sortshared;

import java.util.Arrays;

import org.petrify.corpus.ExpectRaces;

/**
 * A worker sorts a shared array with Arrays.sort while main reads an element before joining
 * it: the library's writes of the elements race with main's read. The writes happen inside
 * the JDK, which a recording agent does not instrument, so the dynamic route cannot show it.
 */
@ExpectRaces(value = {"int[]@Main.java:18: write@Main.java:19 / read@Main.java:21"},
        notInRuns = {"int[]@Main.java:18: write@Main.java:19 / read@Main.java:21"},
        source = "array sorting (elements written by the library)",
        note = "Arrays.sort reads and writes the elements inside the JDK: unseen by the agent")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        int[] data = {5, 3, 1, 4};
        Thread sorter = new Thread(() -> Arrays.sort(data));
        sorter.start();
        int first = data[0];
        sorter.join();
        System.out.println(first);
    }
}
