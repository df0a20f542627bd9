package org.petrify.ir.stage;

import java.util.ArrayList;
import java.util.List;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;

/**
 * Generated rb programs whose nets grow with a parameter: the main thread forks {@code threads}
 * threads; each runs a chain of {@code depth} procedures, procedure i taking lock {@code l<i%5>}
 * and calling procedure i+1 from two call sites, so the inlined subnets (call depth 4) and the
 * shared ones below them give a net of some thousand nodes per thread.
 */
final class LargePrograms {
  private LargePrograms() {}

  static Program lockChains(int threads, int depth) {
    Origin o = Origin.NONE;
    List<Procedure> procs = new ArrayList<>();
    List<Command> main = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      main.add(new Command.Fork("f" + t, "p0", "t" + t, o));
    }
    for (int t = 0; t < threads; t++) {
      main.add(new Command.Join("j" + t, "t" + t, o));
    }
    procs.add(new Procedure("main", main));
    for (int i = 0; i < depth; i++) {
      List<Command> body = new ArrayList<>();
      String lock = "l" + (i % 5);
      body.add(new Command.Acquire("a", lock, o));
      body.add(new Command.Jump("c", List.of("x", "y"), o));
      if (i + 1 < depth) {
        body.add(new Command.Call("x", "p" + (i + 1), o));
        body.add(new Command.Goto("g", "r", o));
        body.add(new Command.Call("y", "p" + (i + 1), o));
      } else {
        body.add(new Command.Skip("x", o));
        body.add(new Command.Goto("g", "r", o));
        body.add(new Command.Skip("y", o));
      }
      body.add(new Command.Release("r", lock, o));
      procs.add(new Procedure("p" + i, body));
    }
    return new Program(procs, "main");
  }
}
