package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.Aliasing;
import org.petrify.ir.frontend.samples.BridgeMethods;
import org.petrify.ir.frontend.samples.ClassicDeadlock;
import org.petrify.ir.frontend.samples.DiningLoop;
import org.petrify.ir.frontend.samples.Exceptions;
import org.petrify.ir.frontend.samples.FactoryNodes;
import org.petrify.ir.frontend.samples.Locks;
import org.petrify.ir.frontend.samples.SummaryNodes;
import org.petrify.ir.frontend.samples.SummaryThreads;
import org.petrify.ir.frontend.samples.SyncMethods;
import org.petrify.ir.frontend.samples.WaitNotify;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;

/** Translation of the sample programs: structural checks on the produced rb. */
class FrontendTest {
  private static final String P = "org.petrify.ir.frontend.samples.";

  static Procedure proc(Program p, String name) {
    return p.procedures().stream().filter(x -> x.name().equals(P + name)).findFirst()
        .orElseThrow(() -> new AssertionError("no procedure " + name + " in\n" + RbDump.dump(p)));
  }

  static List<String> ops(Procedure proc, Predicate<Command> keep) {
    List<String> out = new ArrayList<>();
    for (Command c : proc.body()) {
      if (keep.test(c)) {
        out.add(RbDump.command(c).replace(P, "").replaceAll("^(call .*) else [A-Za-z0-9_]+$", "$1"));
      }
    }
    return out;
  }

  /** Sync operations and calls (without their handler labels). */
  static List<String> syncOps(Procedure proc) {
    return ops(proc, c -> c instanceof Command.Acquire || c instanceof Command.Release
        || c instanceof Command.TryAcquire
        || c instanceof Command.Fork || c instanceof Command.Join || c instanceof Command.Wait
        || c instanceof Command.Notify || c instanceof Command.NotifyAll
        || c instanceof Command.Call);
  }

  @Test
  void lambdasAndMethodRefsBecomeForkedThreadsWithNestedLocks() {
    FrontendResult r = RbDump.translate(ClassicDeadlock.class);
    Program p = r.program();
    assertThat(p.main()).isEqualTo("entry");
    assertThat(syncOps(proc(p, "ClassicDeadlock.main"))).containsExactly(
        "fork ClassicDeadlock.lambda$main$0 java.lang.Thread@ClassicDeadlock.java:9",
        "fork ClassicDeadlock.other java.lang.Thread@ClassicDeadlock.java:16",
        "join java.lang.Thread@ClassicDeadlock.java:9",
        "join java.lang.Thread@ClassicDeadlock.java:16");
    assertThat(syncOps(proc(p, "ClassicDeadlock.lambda$main$0"))).containsExactly(
        "acquire java.lang.Object@ClassicDeadlock.java:5",
        "acquire java.lang.Object@ClassicDeadlock.java:6",
        "call ClassicDeadlock.work",
        "release java.lang.Object@ClassicDeadlock.java:6",
        "release java.lang.Object@ClassicDeadlock.java:5");
    assertThat(syncOps(proc(p, "ClassicDeadlock.other"))).containsExactly(
        "acquire java.lang.Object@ClassicDeadlock.java:6",
        "acquire java.lang.Object@ClassicDeadlock.java:5",
        "call ClassicDeadlock.work",
        "release java.lang.Object@ClassicDeadlock.java:5",
        "release java.lang.Object@ClassicDeadlock.java:6");
    assertThat(proc(p, "ClassicDeadlock.work").body()).isEmpty();
    Command acquire = proc(p, "ClassicDeadlock.other").body().stream()
        .filter(c -> c instanceof Command.Acquire).findFirst().orElseThrow();
    assertThat(acquire.origin().frame()).isEqualTo(
        P + "ClassicDeadlock.other(ClassicDeadlock.java:24)");
    assertThat(r.caveats()).noneMatch(c -> c.effect() == Caveat.Effect.UNSOUND);
    assertThat(r.statistics().methods()).isEqualTo(5);
  }

  @Test
  void synchronizedMethodsThreadSubclassesRunnablesAndAnonymousClasses() {
    Program p = RbDump.translate(SyncMethods.class).program();
    String self = "SyncMethods@SyncMethods.java:41";
    assertThat(syncOps(proc(p, "SyncMethods.inc[" + P + self + "]")))
        .containsExactly("acquire " + self, "release " + self);
    assertThat(syncOps(proc(p, "SyncMethods.global")))
        .containsExactly("acquire SyncMethods.class", "release SyncMethods.class");
    assertThat(ops(proc(p, "SyncMethods.main"), c -> c instanceof Command.Fork)).containsExactly(
        "fork SyncMethods$Worker.run[SyncMethods$Worker@SyncMethods.java:42]"
            + " SyncMethods$Worker@SyncMethods.java:42",
        "fork SyncMethods$Task.run[SyncMethods$Task@SyncMethods.java:43]"
            + " java.lang.Thread@SyncMethods.java:43",
        "fork SyncMethods$1.run[SyncMethods$1@SyncMethods.java:44]"
            + " SyncMethods$1@SyncMethods.java:44");
    assertThat(ops(proc(p, "SyncMethods.inc[" + P + self + "]"),
        c -> c instanceof Command.Read || c instanceof Command.Write))
        .containsExactly("read " + self + ".count", "write " + self + ".count");
  }

  @Test
  void reentrantLocksAndTryLockKeepTheSuccessBranchHoldingTheLock() {
    Program p = RbDump.translate(Locks.class).program();
    String first = "java.util.concurrent.locks.ReentrantLock@Locks.java:8";
    String second = "java.util.concurrent.locks.ReentrantLock@Locks.java:9";
    assertThat(syncOps(proc(p, "Locks.main"))).containsExactly(
        "fork Locks.lambda$main$0 java.lang.Thread@Locks.java:12",
        "acquire " + first, "acquire " + second, "release " + second, "release " + first,
        "join java.lang.Thread@Locks.java:12");
    Procedure lambda = proc(p, "Locks.lambda$main$0");
    // tryLock is one command: it acquires the free lock and falls through, or, while the lock
    // is taken, goes to the failure branch, which skips the body and its unlock.
    assertThat(syncOps(lambda)).containsExactly("trylock " + second + " else " + Procedure.EXIT,
        "acquire " + first, "release " + first, "release " + second);
    assertThat(lambda.body()).noneMatch(c -> c instanceof Command.Jump);
  }

  @Test
  void waitAndNotifyUseTheMonitorObjectReachedThroughAField() {
    Program p = RbDump.translate(WaitNotify.class).program();
    String ctx = "[" + P + "WaitNotify@WaitNotify.java:24]";
    String monitor = "java.lang.Object@WaitNotify.java:5" + ctx.replace(P, "");
    assertThat(syncOps(proc(p, "WaitNotify.await" + ctx)))
        .containsExactly("acquire " + monitor, "wait " + monitor, "release " + monitor);
    assertThat(syncOps(proc(p, "WaitNotify.signal" + ctx)))
        .containsExactly("acquire " + monitor, "notifyAll " + monitor, "release " + monitor);
  }

  @Test
  void explicitThrowsFollowHandlersAndCatchAllHandlersHaveNoSelfLoop() {
    Program p = RbDump.translate(Exceptions.class).program();
    assertThat(syncOps(proc(p, "Exceptions.main"))).containsExactly(
        "acquire java.lang.Object@Exceptions.java:5",
        "release java.lang.Object@Exceptions.java:5",
        "call Exceptions.handled",
        "acquire Exceptions.class", "release Exceptions.class");
    Procedure handled = proc(p, "Exceptions.handled");
    assertThat(syncOps(handled)).containsExactly(
        "acquire java.lang.Object@Exceptions.java:5",
        "call Exceptions.fail[Exceptions.handled:13#2]",
        "release java.lang.Object@Exceptions.java:5",
        "release java.lang.Object@Exceptions.java:5");
    // fail() ends only by its exceptional exit; the calls that may raise name a handler: in
    // handled() the monitor-release handler, which raises again
    assertThat(p.procedures()).filteredOn(q -> q.name().startsWith(P + "Exceptions.fail"))
        .isNotEmpty().allMatch(q -> q.body().stream().anyMatch(c -> c instanceof Command.Raise));
    assertThat(handled.body()).filteredOn(c -> c instanceof Command.Call)
        .allMatch(c -> ((Command.Call) c).handler() != null);
    assertThat(handled.body()).anyMatch(c -> c instanceof Command.Raise);
    assertThat(proc(p, "Exceptions.main").body()).filteredOn(c -> c instanceof Command.Call)
        .allMatch(c -> ((Command.Call) c).handler() != null);
    for (Procedure proc : p.procedures()) {
      for (Command c : proc.body()) {
        assertThat(c.targets()).doesNotContain(c.label());
      }
    }
  }

  @Test
  void objectSensitivitySeparatesLocksCreatedInConstructorsAndConstantArrayIndices() {
    Program p = RbDump.translate(Aliasing.class).program();
    String x = P + "Aliasing$Account@Aliasing.java:39";
    String y = P + "Aliasing$Account@Aliasing.java:40";
    // transfer's parameter reaches a monitor: its context is the call string, then the receiver
    String thread = "Aliasing.lambda$main$0:41#2," + P + "Aliasing.main:41#11,";
    assertThat(syncOps(proc(p, "Aliasing$Account.transfer[" + P + thread + x + "]")))
        .containsExactly(
        "acquire java.lang.Object@Aliasing.java:12[" + x.replace(P, "") + "]",
        "acquire java.lang.Object@Aliasing.java:12[" + y.replace(P, "") + "]",
        "release java.lang.Object@Aliasing.java:12[" + y.replace(P, "") + "]",
        "release java.lang.Object@Aliasing.java:12[" + x.replace(P, "") + "]");
    String table = "[Aliasing$Table@Aliasing.java:45]";
    List<String> main = syncOps(proc(p, "Aliasing.main"));
    assertThat(main).containsSubsequence(
        "acquire java.lang.Object@Aliasing.java:29" + table,
        "acquire java.lang.Object@Aliasing.java:30" + table,
        "release java.lang.Object@Aliasing.java:30" + table,
        "release java.lang.Object@Aliasing.java:29" + table,
        // the fork read back from a list
        "acquire java.lang.Object@Aliasing.java:29" + table,
        "release java.lang.Object@Aliasing.java:29" + table);
  }

  @Test
  void aLockThatMayBeSeveralObjectsIsAChoiceWithMatchingReleasesOnEachBranch() {
    Program p = RbDump.translate(Aliasing.class).program();
    Procedure main = proc(p, "Aliasing.main");
    List<Command> body = main.body();
    int jump = -1;
    for (int i = body.size() - 1; i >= 0; i--) {
      if (body.get(i) instanceof Command.Jump) {
        jump = i;
        break;
      }
    }
    Command.Jump j = (Command.Jump) body.get(jump);
    assertThat(j.targets()).hasSize(2);
    for (String target : j.targets()) {
      Command.Acquire a = (Command.Acquire) body.get(main.indexOf(target));
      Command.Goto g = (Command.Goto) body.get(main.indexOf(target) + 1);
      Command.Release r = (Command.Release) body.get(main.indexOf(g.target()));
      assertThat(r.lock()).isEqualTo(a.lock());
    }
  }

  @Test
  void countedLoopsAreUnrolledSoForksAndPhilosophersAreDistinctObjects() {
    FrontendResult r = RbDump.translate(DiningLoop.class);
    Program p = r.program();
    String phil = "DiningLoop$Philosopher@DiningLoop.java:35";
    String fork = "DiningLoop$Fork@DiningLoop.java:31";
    String[] forks = {fork, fork + "#2", fork + "#3"};
    String[] phils = {phil, phil + "#2", phil + "#3"};
    for (int i = 0; i < 3; i++) {
      assertThat(syncOps(proc(p, "DiningLoop$Philosopher.run[" + P + phils[i] + "]")))
          .containsExactly("acquire " + forks[i], "acquire " + forks[(i + 1) % 3],
              "release " + forks[(i + 1) % 3], "release " + forks[i]);
    }
    List<String> main = ops(proc(p, "DiningLoop.main"),
        c -> c instanceof Command.Fork || c instanceof Command.Join);
    assertThat(main).hasSize(6).contains("join " + phils[0], "join " + phils[1],
        "join " + phils[2]);
    assertThat(r.caveats()).noneMatch(c -> c.effect() == Caveat.Effect.UNSOUND);
  }

  @Test
  void java25InstanceMainBuildersAndVirtualThreads() {
    Java25Samples.assumeCompiled();
    FrontendResult r = Frontend.translate(List.of(RbDump.testClasses()),
        EntryPoint.mainClass("org.petrify.ir.frontend.samples25.VirtualThreads"));
    Program p = r.program();
    String q = "org.petrify.ir.frontend.samples25.";
    Procedure entry = p.procedure(p.main());
    assertThat(ops(entry, c -> c instanceof Command.Call)).containsExactly(
        "call " + q + "VirtualThreads.<clinit>",
        "call " + q + "VirtualThreads.<init>[" + q + "VirtualThreads@entry]",
        "call " + q + "VirtualThreads.main[" + q + "VirtualThreads@entry]");
    Procedure main = p.procedure(q + "VirtualThreads.main[" + q + "VirtualThreads@entry]");
    String ctx = "[" + q + "VirtualThreads@entry]";
    assertThat(syncOps(main).stream().map(s -> s.replace(q, "")).toList()).containsExactly(
        "fork VirtualThreads.lambda$main$0 java.lang.Thread@VirtualThreads.java:12" + ctx.replace(q, ""),
        "fork VirtualThreads.lambda$main$1 java.lang.Thread@VirtualThreads.java:19" + ctx.replace(q, ""),
        "fork VirtualThreads.lambda$main$2 java.lang.Thread@VirtualThreads.java:27" + ctx.replace(q, ""),
        "join java.lang.Thread@VirtualThreads.java:12" + ctx.replace(q, ""),
        "join java.lang.Thread@VirtualThreads.java:19" + ctx.replace(q, ""),
        "join java.lang.Thread@VirtualThreads.java:27" + ctx.replace(q, ""));
    assertThat(r.caveats()).noneMatch(c -> c.effect() == Caveat.Effect.UNSOUND);
  }

  @Test
  void callsOfAnAllocatingMethodOnOneReceiverCreateDistinctObjects() {
    FrontendResult r = RbDump.translate(FactoryNodes.class);
    Program p = r.program();
    List<String> locks = new ArrayList<>();
    for (Procedure proc : p.procedures()) {
      for (String op : syncOps(proc)) {
        if (op.startsWith("acquire ")) {
          locks.add(op.substring("acquire ".length()));
        }
      }
    }
    assertThat(locks).hasSize(4);
    assertThat(new java.util.TreeSet<>(locks)).hasSize(2)
        .allMatch(l -> l.startsWith("FactoryNodes$Node@FactoryNodes.java:14[FactoryNodes.main:"));
    assertThat(r.caveats()).noneMatch(c -> c.effect() == Caveat.Effect.UNSOUND);
  }

  @Test
  void aSummaryMonitorIsSplitIntoInstanceLocksChosenAtEachAcquire() {
    FrontendResult r = RbDump.translate(SummaryNodes.class);
    Program p = r.program();
    String node = "SummaryNodes$Node@SummaryNodes.java:24";
    List<String> send = syncOps(p.procedures().stream()
        .filter(x -> x.name().startsWith(P + "SummaryNodes.send[")).findFirst().orElseThrow());
    // two threads, each reaching two acquire sites of the summary: up to 4 instances held at
    // once, so 4 instance locks; the outer acquire chooses one, the inner one again per branch
    String[] inst = {node + "{1}", node + "{2}", node + "{3}", node + "{4}"};
    List<String> acquires = send.stream().filter(o -> o.startsWith("acquire ")).toList();
    assertThat(acquires).hasSize(4 + 4 * 4);
    assertThat(new java.util.TreeSet<>(send)).containsExactly(
        "acquire " + inst[0], "acquire " + inst[1], "acquire " + inst[2], "acquire " + inst[3],
        "release " + inst[0], "release " + inst[1], "release " + inst[2], "release " + inst[3]);
    assertThat(r.caveats()).anyMatch(c -> c.kind().equals("summary-lock")
        && c.effect() == Caveat.Effect.IMPRECISE && c.message().contains("up to 4"));
    assertThat(r.caveats()).noneMatch(c -> c.effect() == Caveat.Effect.UNSOUND);
  }

  @Test
  void aSummaryMonitorHeldByUnboundedlyManyThreadsIsCaveatedUnsound() {
    FrontendResult r = RbDump.translate(SummaryThreads.class);
    String node = "SummaryThreads$Node@SummaryThreads.java:23";
    List<String> send = syncOps(r.program().procedures().stream()
        .filter(x -> x.name().startsWith(P + "SummaryThreads.send")).findFirst().orElseThrow());
    assertThat(new java.util.TreeSet<>(send)).contains("acquire " + node + "{4}")
        .doesNotContain("acquire " + node + "{5}");
    assertThat(r.caveats()).anyMatch(c -> c.kind().equals("summary-lock")
        && c.effect() == Caveat.Effect.UNSOUND && c.message().contains("more than 4"));
  }

  @Test
  void trackedValuesBecomeVariablesAndRacyOnesDoNot() {
    FrontendResult sb = RbDump.translate(org.petrify.ir.frontend.samples.StoreBuffering.class);
    assertThat(sb.program().variables()).isEmpty();
    assertThat(sb.caveats()).anyMatch(c -> c.kind().equals("value-race")
        && c.message().contains("StoreBuffering.first"));
    FrontendResult v = RbDump.translate(
        org.petrify.ir.frontend.samples.StoreBufferingVolatile.class);
    assertThat(v.program().variables()).extracting(org.petrify.ir.rb.Variable::name)
        .containsExactly(P + "StoreBufferingVolatile.first", P + "StoreBufferingVolatile.second");
    assertThat(ops(proc(v.program(), "StoreBufferingVolatile.one"),
        c -> c instanceof Command.Assign || c instanceof Command.Switch))
        .first().isEqualTo("assign StoreBufferingVolatile.first true");
    FrontendResult ps = RbDump.translate(org.petrify.ir.frontend.samples.PhaseSwitch.class);
    // PhaseSwitch$1 (javac's $SwitchMap holder) is first used by the watcher thread, but its
    // initialiser only fills the map: the class is quiet (ClassInitialisation.settleQuiet),
    // initialised up front, without a state variable of its own
    assertThat(ps.program().variables()).extracting(org.petrify.ir.rb.Variable::name)
        .doesNotContain(P + "PhaseSwitch$1.$init");
    assertThat(ps.program().variables()).filteredOn(x -> !x.name().endsWith(".$init"))
        .singleElement().satisfies(x -> {
      assertThat(x.values()).containsExactly("null", "INIT", "RUN", "STOP");
      assertThat(x.initial()).isEqualTo("null");
    });
    // the $SwitchMap lookup is exact; only null (an NPE in Java) leaves the switch open
    assertThat(ops(proc(ps.program(), "PhaseSwitch.watcher"), c -> c instanceof Command.Switch))
        .singleElement().asString().startsWith("switch PhaseSwitch.phase null ");
    assertThat(ops(proc(ps.program(), "PhaseSwitch.watcher"), c -> c instanceof Command.Jump))
        .hasSize(1);
    assertThat(ps.caveats()).noneMatch(c -> c.effect() == org.petrify.ir.rb.Caveat.Effect.UNSOUND);
  }

  /**
   * A class whose initialisation is complete is used without its initialisation lock (the
   * JVM's fast path): the state is read first, and only "not initialised" or "in progress"
   * take the lock and read it again.
   */
  @Test
  void aCompletedClassIsUsedWithoutItsInitialisationLock() {
    // PhaseSwitch$1 is quiet: modelled at its uses only with quiet classes off
    System.setProperty(ClassInitialisation.LOUD_PROPERTY, "true");
    FrontendResult ps;
    try {
      ps = RbDump.translate(org.petrify.ir.frontend.samples.PhaseSwitch.class);
    } finally {
      System.clearProperty(ClassInitialisation.LOUD_PROPERTY);
    }
    Procedure init = proc(ps.program(), "PhaseSwitch$1.$initialise");
    List<Command> body = init.body();
    assertThat(body.get(0)).isInstanceOfSatisfying(Command.Switch.class, sw -> {
      assertThat(sw.variable()).isEqualTo(P + "PhaseSwitch$1.$init");
      assertThat(sw.targetOf("0")).isEqualTo(body.get(1).label());
      assertThat(sw.targetOf("1")).isEqualTo(body.get(1).label());
      assertThat(sw.targetOf("2")).isEqualTo(body.get(body.size() - 1).label());
    });
    assertThat(body.get(1)).isInstanceOf(Command.Acquire.class);
    assertThat(body.get(body.size() - 2)).isInstanceOf(Command.Release.class);
    assertThat(body.get(body.size() - 1)).isInstanceOf(Command.Skip.class);
  }

  @Test
  void referenceFieldsTestedForNullAreNullOrNonNull() {
    FrontendResult r = RbDump.translate(org.petrify.ir.frontend.samples.LazyReference.class);
    assertThat(r.program().variables()).singleElement().satisfies(x -> {
      assertThat(x.name()).isEqualTo(P + "LazyReference.cache");
      assertThat(x.values()).containsExactly("null", "nonnull");
      assertThat(x.initial()).isEqualTo("null");
    });
    Procedure proc = r.program().procedures().stream()
        .filter(x -> x.name().startsWith(P + "LazyReference.use")).findFirst().orElseThrow();
    List<String> use = ops(proc, c -> c instanceof Command.Assign || c instanceof Command.Switch);
    assertThat(use).hasSize(3);
    assertThat(use.get(0)).matches("switch LazyReference.cache null s\\w+ nonnull s\\w+");
    assertThat(use.get(1)).matches("switch LazyReference.cache null s\\w+ nonnull s\\w+");
    assertThat(use.get(2)).isEqualTo("assign LazyReference.cache nonnull");
    // racy (written with a string constant) is a candidate but races, so it is not tracked
    assertThat(r.caveats()).anyMatch(c -> c.kind().equals("value-race")
        && c.message().contains("LazyReference.racy"));
    assertThat(r.caveats()).noneMatch(c -> c.message().contains("LazyReference.given"));
  }

  /**
   * A bridge method and the method it bridges (same name and parameters, other return type)
   * are two procedures with two names, the return type telling them apart; the bridge calls
   * the real one. (They once got one name, and the program was refused as "duplicate
   * procedure".)
   */
  @Test
  void bridgeMethodsGetTheirOwnProcedureNamedByReturnType() {
    Program p = RbDump.translate(BridgeMethods.class).program();
    List<String> names = p.procedures().stream().map(Procedure::name).toList();
    assertThat(names).doesNotHaveDuplicates();
    String task = P + "BridgeMethods$Task.call()";
    String words = P + "BridgeMethods$Words.next()";
    assertThat(names).anyMatch(n -> n.startsWith(task + ":java.lang.Integer"));
    assertThat(names).anyMatch(n -> n.startsWith(task + ":java.lang.Object"));
    assertThat(names).anyMatch(n -> n.startsWith(words + ":java.lang.String"));
    assertThat(names).anyMatch(n -> n.startsWith(words + ":java.lang.Object"));
    Procedure bridge = p.procedures().stream()
        .filter(x -> x.name().startsWith(task + ":java.lang.Object")).findFirst().orElseThrow();
    assertThat(ops(bridge, c -> c instanceof Command.Call)).anyMatch(
        c -> c.contains("BridgeMethods$Task.call():java.lang.Integer"));
  }
}
