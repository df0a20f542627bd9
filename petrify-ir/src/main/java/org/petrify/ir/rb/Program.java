package org.petrify.ir.rb;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An rb program: procedures with unique names, the name of the main procedure, which runs on
 * thread {@link #MAIN_THREAD}, and the finite-domain {@link Variable}s its {@code assign} and
 * {@code switch} commands use. Every procedure named by a call or fork exists; every variable
 * an {@code assign} or {@code switch} names is declared, an assigned value is in its domain and a
 * switch lists its whole domain; the {@link Counter counters} its {@code down}, {@code up},
 * {@code trydown}, {@code tryup} and {@code until} commands use are declared too, and no fork
 * names the reserved thread {@link Command.Join#SELF}. Procedures, variables and counters are
 * kept sorted by name (the constructor sorts them), so that equal programs are {@code equals}
 * whatever order they were built in and the text form is stable.
 */
public record Program(List<Procedure> procedures, String main, List<Variable> variables,
    List<Counter> counters) {
  /**
   * The name of the procedure the frontend adds to launch a Java program (static initialisers,
   * the entry object's constructor, then the entry method). It is not a Java method: its call
   * sites are not frames of a Java stack.
   */
  public static final String LAUNCH = "entry";

  /** The thread that runs the main procedure. */
  public static final String MAIN_THREAD = "t0";

  /** A program without variables. */
  public Program(List<Procedure> procedures, String main) {
    this(procedures, main, List.of(), List.of());
  }

  /** A program without counters. */
  public Program(List<Procedure> procedures, String main, List<Variable> variables) {
    this(procedures, main, variables, List.of());
  }

  public Program {
    procedures = procedures.stream()
        .sorted(java.util.Comparator.comparing(Procedure::name)).toList();
    variables = variables.stream()
        .sorted(java.util.Comparator.comparing(Variable::name)).toList();
    Map<String, Variable> vars = new LinkedHashMap<>();
    for (Variable v : variables) {
      if (vars.put(v.name(), v) != null) {
        throw new IllegalArgumentException("duplicate variable " + v.name());
      }
    }
    counters = counters.stream().sorted(java.util.Comparator.comparing(Counter::name)).toList();
    Map<String, Counter> counterByName = new LinkedHashMap<>();
    for (Counter c : counters) {
      if (counterByName.put(c.name(), c) != null) {
        throw new IllegalArgumentException("duplicate counter " + c.name());
      }
    }
    Map<String, Procedure> byName = new LinkedHashMap<>();
    for (Procedure p : procedures) {
      if (byName.put(p.name(), p) != null) {
        throw new IllegalArgumentException("duplicate procedure " + p.name());
      }
    }
    if (!byName.containsKey(main)) {
      throw new IllegalArgumentException("no main procedure " + main);
    }
    for (Procedure p : procedures) {
      for (Command c : p.body()) {
        String callee = c instanceof Command.Call call ? call.procedure()
            : c instanceof Command.Fork fork ? fork.procedure() : null;
        if (callee != null && !byName.containsKey(callee)) {
          throw new IllegalArgumentException(
              "procedure " + p.name() + ": " + c.label() + " names unknown procedure " + callee);
        }
        checkVariableUse(p, c, vars);
        String counter = Command.counterOf(c);
        if (counter != null && !counterByName.containsKey(counter)) {
          throw new IllegalArgumentException(
              "procedure " + p.name() + ": " + c.label() + " names undeclared counter " + counter);
        }
        if (c instanceof Command.Fork f && f.thread().equals(Command.Join.SELF)) {
          throw new IllegalArgumentException("procedure " + p.name() + ": " + c.label()
              + " forks the reserved thread name " + Command.Join.SELF);
        }
      }
    }
  }

  private static void checkVariableUse(Procedure p, Command c, Map<String, Variable> vars) {
    String name = c instanceof Command.Assign a ? a.variable()
        : c instanceof Command.Switch s ? s.variable() : null;
    if (name == null) {
      return;
    }
    Variable v = vars.get(name);
    String where = "procedure " + p.name() + ": " + c.label();
    if (v == null) {
      throw new IllegalArgumentException(where + " names undeclared variable " + name);
    }
    if (c instanceof Command.Assign a && !v.values().contains(a.value())) {
      throw new IllegalArgumentException(where + " assigns " + a.value() + ", not a value of "
          + name + " " + v.values());
    }
    if (c instanceof Command.Switch s && !new java.util.HashSet<>(s.values())
        .equals(new java.util.HashSet<>(v.values()))) {
      throw new IllegalArgumentException(where + " switches on " + s.values() + ", not the"
          + " values of " + name + " " + v.values());
    }
  }

  /** The counter with that name. */
  public Counter counter(String name) {
    int i = sortedIndex(counters, Counter::name, name);
    if (i >= 0) {
      return counters.get(i);
    }
    throw new IllegalArgumentException("no counter " + name);
  }

  /** The variable with that name. */
  public Variable variable(String name) {
    int i = sortedIndex(variables, Variable::name, name);
    if (i >= 0) {
      return variables.get(i);
    }
    throw new IllegalArgumentException("no variable " + name);
  }

  /** The procedure with that name. */
  public Procedure procedure(String name) {
    int i = sortedIndex(procedures, Procedure::name, name);
    if (i >= 0) {
      return procedures.get(i);
    }
    throw new IllegalArgumentException("no procedure " + name);
  }

  /**
   * The index of the element named {@code name} in a list sorted by name (as the constructor
   * keeps procedures, variables and counters), or a negative number: a binary search, so that
   * look-ups stay logarithmic on programs with many procedures.
   */
  private static <T> int sortedIndex(List<T> sorted, java.util.function.Function<T, String> nameOf,
      String name) {
    int lo = 0;
    int hi = sorted.size() - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      int cmp = nameOf.apply(sorted.get(mid)).compareTo(name);
      if (cmp < 0) {
        lo = mid + 1;
      } else if (cmp > 0) {
        hi = mid - 1;
      } else {
        return mid;
      }
    }
    return -1;
  }
}
