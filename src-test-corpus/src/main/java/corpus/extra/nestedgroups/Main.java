package corpus.extra.nestedgroups;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.petrify.corpus.Expect;

/**
 * Accounts kept in groups: a map from a group's name to the list of its members. The auditor
 * holds the journal and then touches a member (a synchronized method); {@code main} walks the
 * members of the group it takes out of the map, locks each and then wants the journal: a
 * lock-order deadlock on a lock found two containers down (the elements of {@code
 * groups.get(name)}).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "main locks a member, then the journal; the auditor the journal, then the member;"
            + " the walk over the group is a loop of unknown length, left under fairness")
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
        for (Account member : groups.get("staff")) {
            synchronized (member) {
                pause();
                synchronized (JOURNAL) {
                    System.out.println("journal");
                }
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
