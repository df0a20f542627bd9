package corpus.jada.networkallp;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * All pairs of a three-node network exchange data in parallel; each exchange locks its first node,
 * then its second. The pairs (n0,n1), (n1,n2) and (n2,n0) close a cycle.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, paper = "JaDA NetworkAllP")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Host n0 = new Host(0);
        Host n1 = new Host(1);
        Host n2 = new Host(2);
        Exchange e01 = new Exchange(n0, n1);
        Exchange e12 = new Exchange(n1, n2);
        Exchange e20 = new Exchange(n2, n0);
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
