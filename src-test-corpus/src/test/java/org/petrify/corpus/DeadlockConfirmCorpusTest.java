package org.petrify.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.petrify.api.Analysis;
import org.petrify.api.JvmReplay;
import org.petrify.api.Report;
import org.petrify.api.Verdict;
import org.petrify.api.replay.Confirmation;

/**
 * {@code check --confirm} ({@link Analysis#confirm}) on deadlocking corpus programs: the static
 * witness is replayed on the real JVM under the agent's deadlock enforcement and the outcome is
 * compared with the one listed here, for programs that deadlock through {@code synchronized}
 * blocks, {@code synchronized} (instance and static) methods, {@code ReentrantLock} (with
 * conditions), {@code wait}/{@code notify}, fork/join tasks and queue hand-offs (the replay
 * orders the puts, takes and polls of FIFO queues so that each take gets the witness's item). Each program's witness is real (the corpus
 * declares the deadlock of the real program), so a CONFIRMED outcome is expected unless the
 * entry says why the replay cannot show it; such entries assert the outcome and a part of the
 * reason, so a change in what the replay can do shows up here. {@code
 * -Dpetrify.corpus.only=<regex>} restricts the programs.
 */
class DeadlockConfirmCorpusTest {
    private static final Pattern ONLY = Pattern.compile(System.getProperty("petrify.corpus.only", ".*"));
    private static final Duration REPLAY_TIMEOUT = Duration.ofSeconds(15);

    /** A program, the outcome its replay must have, a part of its text, and why. */
    record Listed(String program, Confirmation outcome, String reasonPart, String why) {
        @Override
        public String toString() {
            return program + " " + outcome;
        }
    }

    static final List<Listed> PROGRAMS = List.of(
            confirmed("jada.classicdeadlock", "nested synchronized blocks, two Thread subclasses"),
            confirmed("jada.deadlocktwo", "synchronized blocks, main thread on the cycle"),
            confirmed("jada.simplewhile", "synchronized blocks in a loop"),
            confirmed("jada.classicphil", "three philosophers, synchronized blocks"),
            confirmed("jada.synchmethod", "synchronized instance methods calling each other"),
            confirmed("jada.staticfields", "static synchronized methods (Class monitors)"),
            confirmed("jada.chord", "synchronized methods with wait/notify"),
            confirmed("jpf.banktransfer", "synchronized blocks on two accounts"),
            confirmed("jpf.diningphil", "five philosophers"),
            confirmed("paper.fig1", "the paper's Fig. 1"),
            confirmed("juc.condition", "ReentrantLock and a Condition that is never signalled"),
            confirmed("juc.twoconditions", "ReentrantLock, the wrong Condition signalled"),
            confirmed("jacontebe.deadlock1", "ReentrantLock against synchronized methods"),
            confirmed("extra.lostwakeup", "wait/notify: the notification comes first and is lost"),
            confirmed("extra.exceptions", "synchronized blocks left by exceptions"),
            confirmed("extra.summarylock", "locks of a summary object (one allocation site, two objects)"),
            confirmed("values.longevictor", "synchronized blocks; the thread is started behind a"
                    + " test of a long parameter (lcmp)"),
            confirmed("values.argvariant", "synchronized blocks; the evictor is wanted behind a test"
                    + " of a long parameter in an argument variant (#args)"),
            confirmed("values.enumargument", "synchronized blocks; the thread is started behind a"
                    + " switch on an enum parameter in argument variants"),
            confirmed("extra.barriercatch", "a barrier for three parties that two threads reach,"
                    + " each await inside catch (Exception)"),
            confirmed("extra.indexedjoin", "synchronized blocks of two threads kept in a list,"
                    + " started and joined by index up to list.size()"),
            confirmed("extra.assertside", "a count-down inside an assert, skipped with assertions"
                    + " disabled; the worker awaits the latch"),
            confirmed("extra.fjlockjoin", "main joins a task it forked to the common pool while it"
                    + " holds the lock the task takes; the witness's fork/join worker is the pool"
                    + " worker that runs the task, and main's join waits until one has taken it"),
            confirmed("extra.fjlatch", "a fork/join task joins a subtask awaiting a latch it"
                    + " counts down after the join: main's invoke waits until a pool worker has"
                    + " taken the task, which then runs the subtask inline at its join"),
            confirmed("extra.fjinvokeall", "two tasks of a varargs invokeAll take two locks in"
                    + " opposite orders: the caller runs the first, a pool worker steals the other"),
            confirmed("extra.fjinvokelist", "two tasks of invokeAll(List.of(...)) take two locks in"
                    + " opposite orders"),
            confirmed("extra.hookexit", "System.exit waits for a shutdown hook that waits for the"
                    + " exiting thread's lock: the hook gets its thread path where it is registered,"
                    + " and the agent's own shutdown hook lets the replay go on while the program's"
                    + " hook and the exiting thread are unfinished"),
            confirmed("extra.ownjob", "a field of a summary each thread allocates once and keeps"
                    + " to itself (a per-thread variable) decides a wait on a latch"),
            confirmed("values.boundedpill", "a poison pill through a bounded queue overtakes"
                    + " the last jobs: the producer waits for room forever"),
            confirmed("extra.exitwaiter", "a non-daemon thread waits on a latch nobody counts"
                    + " down after main returned without System.exit"),
            confirmed("extra.caststore", "synchronized blocks in opposite orders; main's order"
                    + " is behind a test of a List field set through a reference cast"),
            confirmed("extra.nullresult", "synchronized blocks in opposite orders; main's order"
                    + " is behind a test of a throwable extracted from an argument array"),
            confirmed("extra.jdkentry", "synchronized blocks in opposite orders; main's order"
                    + " is behind a test of a JDK entry's value"),
            confirmed("extra.durationdelay", "synchronized blocks in opposite orders; the"
                    + " evictor's order runs because its constant Duration delay is positive"),
            confirmed("extra.ownticket", "a field of a summary each thread allocates once and"
                    + " publishes, written only through its own lease (a per-thread variable),"
                    + " decides a wait on a latch"),
            confirmed("extra.looproles", "threads started in a loop take roles by their"
                    + " index; the witness wakes each waiter of a notifyAll with a step of its"
                    + " own, the replay enforces the one notifyAll the JVM runs"),
            new Listed("extra.joinmonitor", Confirmation.NOT_CONFIRMED,
                    "took another path than the witness",
                    "main joins a thread holding a lock and the thread's monitor, which the join"
                            + " lets go while it waits; another thread takes the monitor and then"
                            + " wants the lock. The witness's release of the monitor is the wait"
                            + " inside Thread.join, which the replay does not see as a release of"
                            + " the program's own"),
            confirmed("extra.pendinglist", "a latch of a request granted by a walk that returns"
                    + " before the granted requests are fired"),
            confirmed("extra.filledlist", "a worker reuses the idle connection main returned"
                    + " before starting it and never counts down the latch main awaits"),
            confirmed("extra.testedarg", "a request completed with a missing entry is never done,"
                    + " so the worker never counts down the latch main awaits"),
            confirmed("extra.doneflag", "a promise made in a loop calls its listener back"
                    + " before it sets its done flag; the listener waits on a latch while the"
                    + " flag is unset"),
            confirmed("extra.casresult", "a promise made in a loop calls its listener back"
                    + " before the compare-and-set of its result; the listener waits on a latch"
                    + " while the result is not done"),
            confirmed("extra.trypermit", "a worker tries a semaphore configured with no"
                    + " permits and counts down the latch main awaits only when it got in"),
            confirmed("extra.capturedresult", "a promise made in a loop, marked uncancellable,"
                    + " notifies a new listener through a captured Runnable because its result is"
                    + " not null; the listener waits on a latch while the result is not done"),
            confirmed("extra.guardedmonitor", "a condition per guard of one lock, awaited through a"
                    + " helper that takes the guard; the stopped guard is never signalled"),
            confirmed("extra.guardparams", "a waiter pushes the started guard on the list"
                    + " whatever guard it waits for; main, waiting for stopped, is never signalled"),
            // extra.waiterlist is not listed: its replay is confirmed in some runs and not in
            // others (the witness needs a signalled waiter kept off the lock inside
            // Condition.awaitUninterruptibly's reacquisition, which the replay cannot hold)
            confirmed("extra.holdcount", "a monitor that signals only at hold count 1; the"
                    + " worker leaves once at depth 2 and gives up its outer hold with a bare"
                    + " unlock"),
            confirmed("extra.ownlock", "a non-reentrant Lock of the program's own: its holder's"
                    + " tryLock fails and it waits on a latch for the worker, which waits for the"
                    + " lock in the lock's own wait loop"),
            confirmed("extra.handletable", "a method handle run from a table sets the flag that"
                    + " reverses main's lock order against the worker's"),
            confirmed("extra.snapshotstate", "wait/notifyAll on a state read through a swapped"
                    + " snapshot: the witness shows each notifyAll as several steps (the model's"
                    + " broadcast), the replay enforces it once"),
            confirmed("extra.externalstate", "wait/notifyAll on a state computed by a method of a"
                    + " swapped snapshot"),
            confirmed("juc.synclist", "the lock of Collections.synchronizedList is taken inside"
                    + " JDK code (not instrumented): the replay hooks the JDK call and lets the"
                    + " thread in when the JDK's acquisition is next; the callback's lock in"
                    + " Item.equals is hooked as usual"),
            confirmed("juc.syncbuffer", "StringBuffer's monitor is taken inside JDK code (not"
                    + " instrumented): main enters the JDK call in its turn, then blocks in the"
                    + " toString callback"),
            confirmed("extra.jdkaddall", "two synchronizedLists added to each other: both"
                    + " locks are taken inside JDK code; the replay locks the calls' operands"
                    + " on helper threads and releases them one at a time"),
            confirmed("extra.synccopy", "a copy constructor locks a synchronized list inside"
                    + " the JDK while the copier holds another lock; the writer locks the list"
                    + " explicitly"),
            confirmed("extra.lockordername", "records locked in the order of their names'"
                    + " compareTo, ascending in one thread and descending in the other"),
            confirmed("extra.boxlocks", "two cached Integer boxes locked in opposite orders,"
                    + " one pair from static finals, the other passed as arguments"),
            confirmed("extra.typedmessages", "two consumers of one queue stop at one Stop"
                    + " message. The consumers' static synchronized add is a leaf lock, which the"
                    + " deadlock skeleton drops: the witness has no step for it, and the replay"
                    + " lets the consumers pass its monitor entries and exits (the report's"
                    + " dropped lock sites)"),
            confirmed("extra.sharedrequest", "a dispatcher takes one of two queued requests:"
                    + " the queue's put and take run in the witness's order, the take checked"
                    + " to return the request of the witness's user"),
            confirmed("extra.movedrequest", "each thread takes the other's request from a"
                    + " FIFO queue: the model's queue is a bag, so the replay reorders the two"
                    + " puts (the witness decides the item at the take's kind step)"),
            confirmed("extra.polledrequest", "each thread polls the other's request, then an"
                    + " empty queue: the puts are reordered for FIFO and the second poll comes"
                    + " before the first empty poll, as its count was taken before it"),
            confirmed("extra.eventbuffer", "main polls an event out of an unbounded log both"
                    + " threads filled past the model's count, then locks B then A against the"
                    + " worker's A then B"),
            confirmed("extra.literallocks", "two interned string literals locked in opposite"
                    + " orders by two classes"),
            confirmed("jacontebe.deadlock2", "synchronized methods; threads started by"
                    + " Thread.ofPlatform().start(), which the agent rewrites to unstarted + start"),
            confirmed("juc.threadfactory", "threads of Executors.defaultThreadFactory() and of a"
                    + " factory lambda, each around a renaming wrapper lambda"),
            confirmed("juc.taskwrapper", "a Thread.Builder factory's thread running a FutureTask"
                    + " over Executors.callable"));

    private static Listed confirmed(String program, String why) {
        return new Listed(program, Confirmation.CONFIRMED, "blocked as reported", why);
    }

    static Stream<Listed> programs() {
        return PROGRAMS.stream().filter(e -> ONLY.matcher(e.program()).matches());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void replayOutcomeIsAsListed(Listed e) {
        CorpusProgram program = CorpusProgram.load("corpus." + e.program() + ".Main");
        assertThat(program.expect().deadlock()).as(e.program() + " declares a deadlock")
                .isEqualTo(Expected.VIOLATED);
        Analysis analysis = program.analysis()
                .mainClass(program.mainClass())
                .maxStates(CorpusTest.MAX_STATES)
                .timeout(Duration.ofSeconds(60));
        Report deadlock = analysis.deadlock();
        assertThat(deadlock.verdict()).as(deadlock.text()).isEqualTo(Verdict.VIOLATED);
        Report replayed = analysis.confirm(deadlock, REPLAY_TIMEOUT);
        JvmReplay replay = replayed.replay().orElseThrow();
        System.out.println(e.program() + ": " + replay.text() + " [" + replay.millis() + " ms]");
        assertThat(replay.outcome()).as(e.program() + " (" + e.why() + "): " + replay.text())
                .isEqualTo(e.outcome());
        assertThat(replay.text()).as(e.program()).contains(e.reasonPart());
        if (e.outcome() == Confirmation.CONFIRMED) {
            assertThat(replay.threads()).isNotEmpty();
            assertThat(replayed.text()).contains("Replay: reproduced on the JVM: threads ");
        }
    }
}
