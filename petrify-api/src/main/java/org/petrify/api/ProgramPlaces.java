package org.petrify.api;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.petrify.api.pending.FormulaParser;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;

/**
 * Names for the places of a program's net by their meaning, usable in the CTL formulas of
 * {@link Analysis#check(String)} and {@code petrify check --property}. Each name stands for the
 * token count of the places it denotes (their sum if several), so it is used in comparisons:
 *
 * <ul>
 *   <li>{@code running(T)} — 1 while thread {@code T} has started and not finished;
 *   <li>{@code finished(T)} — 1 once thread {@code T} has finished;
 *   <li>{@code holds(T, L)} — the depth to which thread {@code T} holds lock {@code L};
 *   <li>{@code free(L)} — 1 while lock {@code L} is free.
 * </ul>
 *
 * Threads and locks are named as in the rb text ({@code petrify rb}): the main thread is
 * {@code t0}. Example: {@code AG (holds(t1, L0) = 0 OR holds(t2, L0) = 0)}. The generated place
 * names of {@code petrify net} can be used directly as well.
 */
public final class ProgramPlaces {
  private static final Pattern NAME =
      Pattern.compile("\\b(running|finished|holds|free)\\s*\\(\\s*([^,()\\s]+)\\s*(?:,\\s*([^,()\\s]+)\\s*)?\\)");

  private ProgramPlaces() {}

  static Formula parse(String ctl, Translation tr) {
    String expanded = expand(ctl, tr.net(), tr.nodes());
    try {
      return FormulaParser.parse(expanded, tr.net());
    } catch (BadInputException e) {
      throw e;
    } catch (IllegalArgumentException e) {
      throw new BadInputException("formula: " + e.getMessage(), e);
    }
  }

  /** Replaces every program name in {@code ctl} by the sum of the places it denotes. */
  static String expand(String ctl, PetriNet net, NodeTable nodes) {
    Matcher m = NAME.matcher(ctl);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      String kind = m.group(1);
      String a = m.group(2);
      String b = m.group(3);
      boolean twoArgs = kind.equals("holds");
      if (twoArgs != (b != null)) {
        throw new BadInputException("formula:1:" + (m.start() + 1) + ": " + kind
            + (twoArgs ? " takes a thread and a lock" : " takes one argument"));
      }
      List<String> places = new ArrayList<>();
      for (int p = 0; p < net.placeCount(); p++) {
        if (denotes(nodes.place(p), kind, a, b)) {
          places.add(net.placeName(p));
        }
      }
      if (places.isEmpty()) {
        throw new BadInputException("formula:1:" + (m.start() + 1) + ": no place for "
            + m.group() + " (see petrify rb for the thread and lock names)");
      }
      m.appendReplacement(out, Matcher.quoteReplacement("(" + String.join(" + ", places) + ")"));
    }
    m.appendTail(out);
    return out.toString();
  }

  private static boolean denotes(NodeTable.PlaceRole role, String kind, String a, String b) {
    return switch (kind) {
      case "running" -> role instanceof NodeTable.PlaceRole.Running r && r.thread().equals(a);
      case "finished" -> role instanceof NodeTable.PlaceRole.Finished f && f.thread().equals(a);
      case "free" -> role instanceof NodeTable.PlaceRole.LockFree f && f.lock().equals(a);
      case "holds" -> role instanceof NodeTable.PlaceRole.LockHeld h && h.thread().equals(a)
          && h.lock().equals(b);
      default -> false;
    };
  }
}
