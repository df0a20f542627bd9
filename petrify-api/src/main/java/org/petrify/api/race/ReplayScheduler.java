package org.petrify.api.race;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.petrify.api.BadInputException;
import org.petrify.api.Race;
import org.petrify.api.replay.AgentReplayRun;
import org.petrify.api.replay.Confirmation;
import org.petrify.api.replay.Recorder;
import org.petrify.race.Operation;
import org.petrify.race.RaceCandidate;
import org.petrify.race.TraceNet;

/**
 * Confirms races by replay (the seed's Sect. 4) with the agent in enforcement mode: for each
 * race, the prefix that enables both accesses gives each lock's grant order (the threads that
 * take it in the prefix, in order) and the two accesses to hold (thread path, source line,
 * kind, and which occurrence of that access in the thread); the program is run again with that
 * plan (and the accesses of the prefix in the prefix's order), and the race is CONFIRMED when both threads are held at once, else NOT CONFIRMED (the
 * program ended, or the schedule got stuck until the timeout).
 */
final class ReplayScheduler {
  static final long TIMEOUT_MILLIS = 5_000;
  /**
   * Replays per race: the plan controls locks and the interleaving's accesses, not everything
   * the JVM schedules (class loading, JDK locks), so a replay that fails is tried again.
   */
  static final int ATTEMPTS = 3;

  private ReplayScheduler() {}

  static List<Race> confirm(Path trace, TraceNet net, List<RaceCandidate> candidates,
      List<Race> races, List<String> command) {
    List<String> java = command.isEmpty() ? savedCommand(trace) : command;
    Map<String, RaceCandidate> byIdentity = new LinkedHashMap<>();
    for (RaceCandidate c : candidates) {
      byIdentity.putIfAbsent(DynamicRaces.identity(DynamicRaces.race(net, c)), c);
    }
    List<Race> out = new ArrayList<>();
    for (Race race : races) {
      RaceCandidate c = byIdentity.get(DynamicRaces.identity(race));
      boolean confirmed = false;
      for (int attempt = 0; attempt < ATTEMPTS && !confirmed; attempt++) {
        confirmed = replay(net, c, java);
      }
      out.add(race.withConfirmation(confirmed ? Confirmation.CONFIRMED
          : Confirmation.NOT_CONFIRMED));
    }
    return out;
  }

  private static List<String> savedCommand(Path trace) {
    Path saved = Recorder.commandFile(trace);
    try {
      List<String> cmd = Files.readAllLines(saved, StandardCharsets.UTF_8);
      if (cmd.isEmpty()) {
        throw new BadInputException(saved + ": empty command");
      }
      return cmd;
    } catch (IOException e) {
      throw new BadInputException(trace + ": no recorded command to replay (" + saved
          + " is missing); give it after --: petrify race --trace FILE --confirm -- java ...");
    }
  }

  /** The plan text of one candidate; see the agent's {@code Replay}. */
  static String plan(TraceNet net, RaceCandidate c, Path result) {
    StringBuilder s = new StringBuilder();
    s.append("result ").append(result.toAbsolutePath()).append('\n');
    s.append("timeout ").append(TIMEOUT_MILLIS).append('\n');
    Map<Long, List<String>> grants = new LinkedHashMap<>();
    for (int t : c.prefix()) {
      Long lock = net.grants().get(t);
      if (lock != null) {
        grants.computeIfAbsent(lock, k -> new ArrayList<>()).add(net.operations().get(t).thread());
      }
    }
    Map<Long, Integer> numbers = new HashMap<>();
    for (Long lock : net.aliases().keySet()) {
      if (net.grants().containsValue(lock)) {
        int n = numbers.size() + 1;
        numbers.put(lock, n);
        for (Map.Entry<String, Integer> a : net.aliases().get(lock).entrySet()) {
          s.append("alias ").append(n).append(' ').append(a.getKey()).append(' ')
              .append(a.getValue()).append('\n');
        }
        s.append("grant ").append(n);
        for (String thread : grants.getOrDefault(lock, List.of())) {
          s.append(' ').append(thread);
        }
        s.append('\n');
      }
    }
    for (int t : c.prefix()) {
      if (net.operations().get(t).access() != null) {
        access(s, "step", net, t);
      }
    }
    access(s, "hold", net, c.first());
    access(s, "hold", net, c.second());
    return s.toString();
  }

  private static void access(StringBuilder s, String directive, TraceNet net, int transition) {
    Operation op = net.operations().get(transition);
    String kind = kind(op);
    int n = 0;
    for (Operation o : net.operations()) {
      if (o.thread().equals(op.thread()) && o.index() <= op.index() && o.access() != null
          && o.at().equals(op.at()) && kind(o).equals(kind)) {
        n++;
      }
    }
    s.append(directive).append(' ').append(op.thread()).append(' ').append(op.at().className()).append(' ')
        .append(op.at().method()).append(' ').append(Math.max(0, op.at().line())).append(' ')
        .append(kind).append(' ').append(n).append('\n');
  }

  private static String kind(Operation op) {
    boolean array = op.access().display().contains("[]@");
    return (array ? "a" : "") + (op.access().write() ? "write" : "read");
  }

  private static boolean replay(TraceNet net, RaceCandidate c, List<String> java) {
    try {
      AgentReplayRun run = AgentReplayRun.run("replay", result -> plan(net, c, result), java,
          TIMEOUT_MILLIS * 3);
      return run.ended() && run.resultLine().startsWith("CONFIRMED");
    } catch (IOException e) {
      throw new BadInputException(java.get(0) + ": cannot replay: " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
