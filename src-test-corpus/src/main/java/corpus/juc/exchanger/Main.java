package corpus.juc.exchanger;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.Exchanger;
import org.petrify.corpus.Expect;

/**
 * Two workers swap buffers over two {@code Exchanger}s, but in opposite orders: the first waits
 * for a partner on {@code requests} while the second waits for one on {@code replies}, so
 * neither exchange ever pairs.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: two exchangers used in opposite orders")
public class Main {
    static final Exchanger<String> requests = new Exchanger<>();
    static final Exchanger<String> replies = new Exchanger<>();

    static void client() {
        try {
            String answer = requests.exchange("request");
            System.out.println("client got " + replies.exchange(answer));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    static void server() {
        try {
            String reply = replies.exchange("reply"); // bug: the client is on requests first
            System.out.println("server got " + requests.exchange(reply));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread c = new Thread(Main::client);
        Thread s = new Thread(Main::server);
        c.start();
        s.start();
        c.join();
        s.join();
    }
}
