package corpus.race.program1.fixed;

import org.petrify.corpus.ExpectRaces;

/**
 * Race-free twin of the seed's Program 1: the same threads and lock, but both threads write
 * {@code x} while holding {@code lock}, so every pair of accesses to {@code x} is ordered by the
 * lock, in whichever order the threads take it.
 */
@ExpectRaces(value = {}, runs = {"", "false B"}, source = "seed 001 Program 1 (fixed)")
public class Main {
    static int x;
    static boolean flag;
    static final Object lock = new Object();

    public static void main(String[] args) throws InterruptedException {
        flag = args.length == 0 || Boolean.parseBoolean(args[0]);
        boolean bFirst = args.length > 1 && args[1].equals("B");
        Thread a = new Thread(() -> {
            if (bFirst) {
                pause();
            }
            synchronized (lock) {
                x = 1;
                flag = true;
            }
        });
        Thread b = new Thread(() -> {
            if (!bFirst) {
                pause();
            }
            synchronized (lock) {
                if (flag) {
                    x = 2;
                } else {
                    x = 3;
                }
            }
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(x);
    }

    static void pause() {
        try {
            Thread.sleep(40);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
