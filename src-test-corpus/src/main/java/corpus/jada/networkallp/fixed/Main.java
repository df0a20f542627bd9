package corpus.jada.networkallp.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of jada.networkallp: the third exchange is (n0,n2), so every exchange locks the lower node
 * first and the locks follow one global order.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: every exchange locks the lower node first")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Host n0 = new Host(0);
        Host n1 = new Host(1);
        Host n2 = new Host(2);
        Exchange e01 = new Exchange(n0, n1);
        Exchange e12 = new Exchange(n1, n2);
        Exchange e20 = new Exchange(n0, n2);
        Thread t01 = new Thread(e01);
        Thread t12 = new Thread(e12);
        Thread t20 = new Thread(e20);
        t01.start();
        t12.start();
        t20.start();
        t01.join();
        t12.join();
        t20.join();
    }
}

final class Host {
    final int id;
    int packets;

    Host(int id) {
        this.id = id;
    }

    void receive() {
        packets++;
    }
}

final class Exchange implements Runnable {
    private final Host first;
    private final Host second;

    Exchange(Host first, Host second) {
        this.first = first;
        this.second = second;
    }

    @Override
    public void run() {
        synchronized (first) {
            synchronized (second) {
                first.receive();
                second.receive();
            }
        }
    }
}
