package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.ClassInitLock;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbInterpreter.Answer;
import org.petrify.ir.rb.RbParser;
import org.petrify.ir.rb.RbPrinter;
import org.petrify.ir.rb.Variable;

/**
 * {@link InitialisationContexts} against the rb interpreter: on generated programs made of
 * class initialisation procedures shaped like {@link ClassInitialisation}'s (initialisers that
 * use other classes, take a shared lock, start and join a thread that uses a class), threads
 * that use classes first, the cloned program has the interpreter's deadlock and termination
 * answers of the original, no call cycle through an initialisation procedure, and survives
 * printing and parsing. A failure prints the seed and both programs.
 */
class InitialisationContextsTest {
  private static final int SEEDS = Integer.getInteger("petrify.rbSeeds", 600);
  private static final int MAX_STATES = 20_000;
  private static final Origin O = Origin.NONE;

  @Test
  void cloningKeepsTheInterpretersVerdicts() {
    int compared = 0;
    int cyclic = 0;
    int deadlocks = 0;
    for (int seed = 0; seed < SEEDS; seed++) {
      Generated g = generate(new Random(seed));
      Program p = g.program();
      List<Procedure> cloned = InitialisationContexts.apply(p.procedures(), g.starts());
      Program q = new Program(cloned, p.main(), p.variables());
      String context = "seed " + seed + "\n" + RbPrinter.print(p) + "\n--- cloned ---\n"
          + RbPrinter.print(q);
      assertThat(RbParser.parse(RbPrinter.print(q))).as(context).isEqualTo(q);
      assertThat(initCycle(q, g.starts().keySet())).as("call cycle, %s", context).isFalse();
      if (initCycle(p, g.starts().keySet())) {
        cyclic++;
      }
      RbInterpreter.Exploration before = RbInterpreter.of(p).explore(MAX_STATES);
      RbInterpreter.Exploration after = RbInterpreter.of(q).explore(MAX_STATES);
      if (before.deadlock() != Answer.UNKNOWN && after.deadlock() != Answer.UNKNOWN) {
        assertThat(after.deadlock()).as("deadlock, %s", context).isEqualTo(before.deadlock());
        assertThat(after.termination()).as("termination, %s", context)
            .isEqualTo(before.termination());
        compared++;
        if (before.deadlock() == Answer.YES) {
          deadlocks++;
        }
      }
    }
    System.out.printf("initialisation contexts vs interpreter: %d seeds, %d compared, %d with"
        + " initialisation cycles, %d deadlocking%n", SEEDS, compared, cyclic, deadlocks);
    assertThat(compared).isGreaterThan(SEEDS * 9 / 10);
    assertThat(cyclic).isGreaterThan(SEEDS / 10);
    assertThat(deadlocks).isGreaterThan(SEEDS / 20);
  }

  @Test
  void crossInitialisationFromTwoThreadsDeadlocksAndClonesAcyclic() {
    Generated g = crossInit();
    List<Procedure> cloned = InitialisationContexts.apply(g.program().procedures(), g.starts());
    Program q = new Program(cloned, "main", g.program().variables());
    assertThat(initCycle(g.program(), g.starts().keySet())).isTrue();
    assertThat(initCycle(q, g.starts().keySet())).isFalse();
    assertThat(RbInterpreter.of(q).explore(MAX_STATES).deadlock()).isEqualTo(Answer.YES);
    // One thread alone initialises both classes, the inner use of A is a skip.
    Program alone = new Program(cloned.stream().map(p -> p.name().equals("main")
        ? new Procedure("main", List.of(new Command.Call("m", "A.$initialise", O))) : p)
        .toList(), "main", g.program().variables());
    assertThat(RbInterpreter.of(alone).explore(MAX_STATES).termination()).isEqualTo(Answer.YES);
  }

  private record Generated(Program program, Map<String, String> starts) {}

  private static Generated crossInit() {
    List<Procedure> procs = new ArrayList<>();
    List<Variable> vars = new ArrayList<>();
    Map<String, String> starts = new LinkedHashMap<>();
    for (String c : List.of("A", "B")) {
      procs.add(initProcedure(c, null));
      vars.add(new Variable(c + ".$init", List.of("0", "1", "2"), "0"));
      starts.put(c + ".$initialise", "start");
    }
    procs.add(new Procedure("A.<clinit>", List.of(new Command.Call("u", "B.$initialise", O))));
    procs.add(new Procedure("B.<clinit>", List.of(new Command.Call("u", "A.$initialise", O))));
    procs.add(new Procedure("t1", List.of(new Command.Call("u", "A.$initialise", O))));
    procs.add(new Procedure("t2", List.of(new Command.Call("u", "B.$initialise", O))));
    procs.add(new Procedure("main", List.of(new Command.Fork("f1", "t1", "T1", O),
        new Command.Fork("f2", "t2", "T2", O), new Command.Join("j1", "T1", O),
        new Command.Join("j2", "T2", O))));
    return new Generated(new Program(procs, "main", vars), starts);
  }

  /** The initialisation procedure of class {@code c} as {@link ClassInitialisation} makes it. */
  private static Procedure initProcedure(String c, String sup) {
    String lock = ClassInitLock.of(c);
    String state = c + ".$init";
    List<Command> cmds = new ArrayList<>();
    cmds.add(new Command.Acquire("take", lock, O));
    cmds.add(new Command.Switch("test", state, List.of("0", "1", "2"),
        List.of("start", "done", "done"), O));
    cmds.add(new Command.Assign("start", state, "1", O));
    if (sup != null) {
      cmds.add(new Command.Call("super", sup + ".$initialise", O));
    }
    cmds.add(new Command.Call("run", c + ".<clinit>", O));
    cmds.add(new Command.Assign("finish", state, "2", O));
    cmds.add(new Command.Release("done", lock, O));
    return new Procedure(c + ".$initialise", cmds);
  }

  private static Generated generate(Random r) {
    int classes = 2 + r.nextInt(2);
    List<String> names = new ArrayList<>();
    for (int i = 0; i < classes; i++) {
      names.add("C" + i);
    }
    List<Procedure> procs = new ArrayList<>();
    List<Variable> vars = new ArrayList<>();
    Map<String, String> starts = new LinkedHashMap<>();
    List<Command> main = new ArrayList<>();
    int helpers = 0;
    for (int i = 0; i < classes; i++) {
      String c = names.get(i);
      String sup = i + 1 < classes && r.nextInt(4) == 0 ? names.get(i + 1) : null;
      procs.add(initProcedure(c, sup));
      vars.add(new Variable(c + ".$init", List.of("0", "1", "2"), "0"));
      starts.put(c + ".$initialise", "start");
      List<Command> body = new ArrayList<>();
      int n = r.nextInt(4);
      for (int k = 0; k < n; k++) {
        String l = "k" + k;
        switch (r.nextInt(5)) {
          case 0, 1 -> body.add(new Command.Call(l, names.get(r.nextInt(classes))
              + ".$initialise", O));
          case 2 -> {
            body.add(new Command.Acquire(l, "L", O));
            body.add(new Command.Call(l + "u", names.get(r.nextInt(classes)) + ".$initialise",
                O));
            body.add(new Command.Release(l + "r", "L", O));
          }
          case 3 -> {
            String helper = "h" + helpers++;
            procs.add(new Procedure(helper, List.of(new Command.Call("u",
                names.get(r.nextInt(classes)) + ".$initialise", O))));
            body.add(new Command.Fork(l, helper, helper.toUpperCase(), O));
            body.add(new Command.Join(l + "j", helper.toUpperCase(), O));
          }
          default -> body.add(new Command.Jump(l, List.of(l + "a", l + "b"), O));
        }
        if (body.get(body.size() - 1) instanceof Command.Jump) {
          body.add(new Command.Call(l + "a", names.get(r.nextInt(classes)) + ".$initialise",
              O));
          body.add(new Command.Skip(l + "b", O));
        }
      }
      procs.add(new Procedure(c + ".<clinit>", body));
    }
    int threads = 1 + r.nextInt(2);
    for (int t = 0; t < threads; t++) {
      List<Command> body = new ArrayList<>();
      if (r.nextBoolean()) {
        body.add(new Command.Acquire("a", "L", O));
      }
      body.add(new Command.Call("u", names.get(r.nextInt(classes)) + ".$initialise", O));
      if (!body.isEmpty() && body.get(0) instanceof Command.Acquire) {
        body.add(new Command.Release("r", "L", O));
      }
      procs.add(new Procedure("t" + t, body));
      main.add(new Command.Fork("f" + t, "t" + t, "T" + t, O));
    }
    main.add(new Command.Call("u", names.get(r.nextInt(classes)) + ".$initialise", O));
    for (int t = 0; t < threads; t++) {
      main.add(new Command.Join("j" + t, "T" + t, O));
    }
    procs.add(new Procedure("main", main));
    return new Generated(new Program(procs, "main", vars), starts);
  }

  /** True if some initialisation procedure can call itself. */
  private static boolean initCycle(Program p, Set<String> inits) {
    Map<String, List<String>> calls = new LinkedHashMap<>();
    for (Procedure q : p.procedures()) {
      List<String> out = new ArrayList<>();
      for (Command c : q.body()) {
        if (c instanceof Command.Call call) {
          out.add(call.procedure());
        }
      }
      calls.put(q.name(), out);
    }
    for (Procedure q : p.procedures()) {
      String base = q.name().contains("@") ? q.name().substring(0, q.name().indexOf('@'))
          : q.name();
      if (!inits.contains(base)) {
        continue;
      }
      Set<String> seen = new HashSet<>();
      ArrayDeque<String> work = new ArrayDeque<>(calls.get(q.name()));
      while (!work.isEmpty()) {
        String n = work.poll();
        if (n.equals(q.name())) {
          return true;
        }
        if (seen.add(n)) {
          work.addAll(calls.getOrDefault(n, List.of()));
        }
      }
    }
    return false;
  }
}
