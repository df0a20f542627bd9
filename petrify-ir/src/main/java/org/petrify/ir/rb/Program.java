package org.petrify.ir.rb;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An rb program: procedures with unique names and the name of the main procedure, which runs on
 * thread {@link #MAIN_THREAD}. Every procedure named by a call or fork exists. The procedures
 * are kept sorted by name (the constructor sorts them), so that equal programs are
 * {@code equals} whatever order they were built in and the text form is stable.
 */
public record Program(List<Procedure> procedures, String main, List<Counter> counters) {
  /** The thread that runs the main procedure. */
  public static final String MAIN_THREAD = "t0";

  /** A program without counters. */
  public Program(List<Procedure> procedures, String main) {
    this(procedures, main, List.of());
  }

  public Program {
    procedures = procedures.stream()
        .sorted(java.util.Comparator.comparing(Procedure::name)).toList();
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

  /** The counter with that name. */
  public Counter counter(String name) {
    for (Counter c : counters) {
      if (c.name().equals(name)) {
        return c;
      }
    }
    throw new IllegalArgumentException("no counter " + name);
  }

  /** The procedure with that name. */
  public Procedure procedure(String name) {
    for (Procedure p : procedures) {
      if (p.name().equals(name)) {
        return p;
      }
    }
    throw new IllegalArgumentException("no procedure " + name);
  }
}
