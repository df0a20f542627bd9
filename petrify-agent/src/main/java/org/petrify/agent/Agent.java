package org.petrify.agent;

import java.io.IOException;
import java.lang.instrument.Instrumentation;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.petrify.agent.rt.Rec;

/**
 * The {@code -javaagent} entry point: {@code -javaagent:petrify-agent.jar[=OPTIONS]} records the
 * run into a trace file. {@code OPTIONS} is a comma-separated list of {@code out=FILE} (default
 * {@code petrify.trace}) and {@code include=PREFIX[:PREFIX...]} (package or class name prefixes,
 * dotted, to instrument; default: every class that is not part of the JDK) and
 * {@code replay=PLAN} (enforcement mode: replay one potential race, see the runtime's
 * {@code Replay}) or {@code deadlock=PLAN} (enforcement mode: replay a static deadlock witness,
 * see the runtime's {@code DeadlockReplay}). In both enforcement modes {@code synchronized}
 * methods lock their monitor with explicit instructions, so that their acquisitions can be held
 * (and ordered) like those of {@code synchronized} blocks.
 */
public final class Agent {
  private Agent() {}

  public static void premain(String options, Instrumentation inst) throws IOException {
    Path out = Path.of("petrify.trace");
    List<String> include = new ArrayList<>();
    Path plan = null;
    Path deadlockPlan = null;
    if (options != null && !options.isBlank()) {
      for (String option : options.split(",")) {
        int eq = option.indexOf('=');
        String key = eq < 0 ? option : option.substring(0, eq);
        String value = eq < 0 ? "" : option.substring(eq + 1);
        switch (key) {
          case "out" -> out = Path.of(value);
          case "replay" -> plan = Path.of(value);
          case "deadlock" -> deadlockPlan = Path.of(value);
          case "include" -> {
            for (String p : value.split(":")) {
              if (!p.isBlank()) {
                include.add(p.replace('.', '/'));
              }
            }
          }
          default -> System.err.println("petrify-agent: unknown option " + key + " (ignored)");
        }
      }
    }
    if (deadlockPlan != null) {
      Rec.replayDeadlock(out, deadlockPlan);
    } else if (plan != null) {
      Rec.replay(out, plan);
    } else {
      Rec.start(out);
    }
    // in both enforcement modes synchronized methods lock explicitly, so that their monitor
    // acquisitions can be held like those of synchronized blocks
    inst.addTransformer(new Instrumenter(include, deadlockPlan != null || plan != null));
    Runtime.getRuntime().addShutdownHook(new Thread(Rec::stop, "petrify-trace-shutdown"));
  }
}
