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
public record Program(List<Procedure> procedures, String main) {
  /** The thread that runs the main procedure. */
  public static final String MAIN_THREAD = "t0";

  public Program {
    procedures = procedures.stream()
        .sorted(java.util.Comparator.comparing(Procedure::name)).toList();
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
      }
    }
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
