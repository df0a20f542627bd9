package corpus.juc.exchanger.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.Exchanger;
import org.petrify.corpus.Expect;

/**
 * Twin of juc.exchanger: both workers exchange on {@code requests} first, then on
 * {@code replies}, so each exchange pairs them.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: the same order on both sides")
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
            String request = requests.exchange("ready");
            System.out.println("server got " + replies.exchange(request));
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
