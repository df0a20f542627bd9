package org.petrify.api;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.petrify.ir.encode.NetOrigins;
import org.petrify.ir.encode.NodeInfo;
import org.petrify.ir.encode.NodeKind;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.FormulaException;
import org.petrify.net.formula.FormulaParser;
import org.petrify.net.formula.FormulaPrinter;

/**
 * Names for the places of a program's net by their meaning, usable in the CTL formulas of
 * {@link Analysis#check(String)} and {@code petrify check --property}. Each name stands for the
 * token count of the places it denotes (their sum if several), so it is used in comparisons:
 *
 * <ul>
 *   <li>{@code running(T)} — the number of started, unfinished instances of thread {@code T}
 *       (0 or 1 for a thread started once);
 *   <li>{@code finished(T)} — 1 once (an instance of) thread {@code T} has finished;
 *   <li>{@code free(L)} — 1 while lock {@code L} is free;
 *   <li>{@code count(C)} — the value of counter {@code C} (permits, a latch count, queue
 *       items, ...);
 *   <li>{@code at(T, LABEL)} — the number of instances of thread {@code T} about to run the rb
 *       command labelled {@code LABEL} (in any call context; {@code exit} for a procedure exit);
 *   <li>{@code value(V, X)} — 1 while the finite-domain variable {@code V} (a tracked field)
 *       has the value {@code X}.
 * </ul>
 *
 * Threads, locks and labels are named as in the rb text ({@code petrify rb}); the main thread
 * is {@code t0}. Example: {@code AG (running(t1) = 0 OR free(lock#A) = 0)}. The generated
 * place names of {@code petrify net} can be used directly as well.
 */
public final class ProgramPlaces {
  private static final Pattern NAME = Pattern.compile(
      "\\b(running|finished|free|count|at|value)\\s*\\(\\s*([^,()\\s]+)\\s*(?:,\\s*([^,()\\s]+)\\s*)?\\)");

  private ProgramPlaces() {}

  static Formula parse(String ctl, Translation tr) {
    PetriNet net = tr.encoded().net();
    String expanded = expand(ctl, net, tr.encoded().origins());
    try {
      return FormulaParser.parse(expanded, net);
    } catch (FormulaException e) {
      // Columns refer to the expanded text when program names were used.
      String where = expanded.equals(ctl) ? "formula:" + e.line() + ":" + e.column()
          : "formula (expanded to '" + expanded + "'):" + e.line() + ":" + e.column();
      throw new BadInputException(where + ": " + e.problem(), e);
    }
  }

  /** Replaces every program name in {@code ctl} by the sum of the places it denotes. */
  static String expand(String ctl, PetriNet net, NetOrigins origins) {
    Matcher m = NAME.matcher(ctl);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      String kind = m.group(1);
      String a = m.group(2);
      String b = m.group(3);
      boolean twoArgs = kind.equals("at") || kind.equals("value");
      if (twoArgs != (b != null)) {
        throw new BadInputException("formula:1:" + (m.start() + 1) + ": " + kind
            + (!twoArgs ? " takes one argument" : kind.equals("at") ? " takes a thread and a label"
            : " takes a variable and a value"));
      }
      List<String> places = new ArrayList<>();
      for (int p = 0; p < net.placeCount(); p++) {
        if (denotes(origins.place(p), kind, a, b)) {
          places.add(FormulaPrinter.quote(net.placeName(p)));
        }
      }
      if (places.isEmpty()) {
        throw new BadInputException("formula:1:" + (m.start() + 1) + ": no place for "
            + m.group() + " (see petrify rb for the names of threads, locks and labels)");
      }
      m.appendReplacement(out, Matcher.quoteReplacement("(" + String.join(" + ", places) + ")"));
    }
    m.appendTail(out);
    return out.toString();
  }

  private static boolean denotes(NodeInfo info, String kind, String a, String b) {
    return switch (kind) {
      case "running" -> info.kind() == NodeKind.RUNNING && a.equals(info.thread());
      case "finished" -> info.kind() == NodeKind.FINISHED && a.equals(info.thread());
      case "free" -> info.kind() == NodeKind.LOCK_FREE && a.equals(info.lock());
      case "count" -> info.kind() == NodeKind.COUNTER && a.equals(info.lock());
      case "at" -> info.kind() == NodeKind.LOCATION && a.equals(info.thread())
          && b.equals(info.label());
      case "value" -> info.kind() == NodeKind.VALUE && a.equals(info.variable())
          && b.equals(info.value());
      default -> false;
    };
  }
}
