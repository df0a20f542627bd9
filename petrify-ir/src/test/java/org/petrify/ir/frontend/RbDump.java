package org.petrify.ir.frontend;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;

/** A plain text form of rb programs for assertions, independent of the rb printer. */
final class RbDump {
  private RbDump() {}

  static Path testClasses() {
    try {
      return Path.of(RbDump.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  static FrontendResult translate(Class<?> main) {
    return Frontend.translate(List.of(testClasses()), EntryPoint.mainClass(main.getName()));
  }

  static String dump(Program p) {
    StringBuilder sb = new StringBuilder();
    sb.append("main ").append(p.main()).append('\n');
    for (Procedure proc : p.procedures()) {
      sb.append("def ").append(proc.name()).append('\n');
      for (Command c : proc.body()) {
        sb.append("  ").append(c.label()).append(": ").append(command(c));
        if (c.origin().line() > 0) {
          sb.append("   // ").append(c.origin().line());
        }
        sb.append('\n');
      }
    }
    return sb.toString();
  }

  static String command(Command c) {
    if (c instanceof Command.Skip) {
      return "skip";
    } else if (c instanceof Command.Read r) {
      return "read " + r.variable();
    } else if (c instanceof Command.Write w) {
      return "write " + w.variable();
    } else if (c instanceof Command.Goto g) {
      return "goto " + g.target();
    } else if (c instanceof Command.Jump j) {
      return "jump " + String.join(" ", j.targets());
    } else if (c instanceof Command.Call k) {
      return "call " + k.procedure() + (k.handler() != null ? " else " + k.handler() : "");
    } else if (c instanceof Command.Raise) {
      return "raise";
    } else if (c instanceof Command.Fork f) {
      return "fork " + f.procedure() + " " + f.thread();
    } else if (c instanceof Command.Join j) {
      return "join " + j.thread();
    } else if (c instanceof Command.Acquire a) {
      return "acquire " + a.lock();
    } else if (c instanceof Command.TryAcquire t) {
      return "trylock " + t.lock() + " else " + t.failure();
    } else if (c instanceof Command.Release r) {
      return "release " + r.lock();
    } else if (c instanceof Command.Wait w) {
      return "wait " + w.lock();
    } else if (c instanceof Command.Notify n) {
      return "notify " + n.lock();
    } else if (c instanceof Command.NotifyAll n) {
      return "notifyAll " + n.lock();
    } else if (c instanceof Command.Assign a) {
      return "assign " + a.variable() + " " + a.value();
    } else if (c instanceof Command.Switch s) {
      StringBuilder b = new StringBuilder("switch " + s.variable());
      for (int i = 0; i < s.values().size(); i++) {
        b.append(' ').append(s.values().get(i)).append(' ').append(s.targets().get(i));
      }
      return b.toString();
    }
    return c.toString(); // counters and the rest: their record form
  }

  public static void main(String[] args) throws Exception {
    FrontendResult r = Frontend.translate(List.of(testClasses()),
        EntryPoint.mainClass(args[0]));
    System.out.println(dump(r.program()));
    r.caveats().forEach(System.out::println);
    System.out.println(r.statistics());
  }
}
