package corpus.extra.nestedgroups.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.nestedgroups: {@code main} locks the group's member list (the group's own
 * monitor), not a member, and then the journal; the auditor never holds the list. Before nested
 * containers were kept apart in points-to, {@code groups.get(name)} returned the list's members
 * too, and the member lock made a false lock-order cycle with the auditor's.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: main locks the group list, which the auditor never takes")
public class Main {
    static final Object JOURNAL = new Object();

    static final class Account {
        synchronized void touch() {
            System.out.println("touched");
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Map<String, List<Account>> groups = new HashMap<>();
        Account alice = new Account();
        List<Account> staff = new ArrayList<>();
        staff.add(alice);
        groups.put(args.length > 0 ? args[0] : "staff", staff);
        Thread auditor = new Thread(() -> {
            synchronized (JOURNAL) {
                pause();
                alice.touch();
            }
        }, "auditor");
        auditor.start();
        List<Account> group = groups.get("staff");
        synchronized (group) {
            pause();
            synchronized (JOURNAL) {
                System.out.println("journal " + group.size());
            }
        }
        auditor.join();
    }

    static void pause() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
