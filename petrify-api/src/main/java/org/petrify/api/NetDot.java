package org.petrify.api;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.petrify.ir.encode.NetOrigins;
import org.petrify.ir.encode.NodeInfo;
import org.petrify.ir.encode.NodeKind;
import org.petrify.net.PetriNet;

/**
 * A program's Petri net in Graphviz DOT, laid out by meaning: one {@code cluster} per thread
 * holding its places and transitions, the lock places outside the clusters, filled in one colour
 * per lock (free/taken places and the held-depth places of that lock), monitor places (running,
 * finished) as double ellipses. With a witness, the transitions it fires are drawn thick red and
 * labelled with their step numbers, and the places marked at its end are filled red: the final
 * state of the run. Node ids are {@code p<i>} and {@code t<i>} as in the plain DOT writer.
 * Reached through {@link Analysis#netDot()}.
 */
final class NetDot {
  private static final String[] COLOURS = {"#aec7e8", "#98df8a", "#c5b0d5", "#ffbb78",
      "#c49c94", "#f7b6d2", "#9edae5", "#dbdb8d"};

  private NetDot() {}

  /** The net without a witness. */
  static String write(PetriNet net, NetOrigins origins) {
    return write(net, origins, List.of());
  }

  /**
   * The net with the witness given as transition names in firing order (as in
   * {@code Report.witnessTransitions()}); empty for none.
   */
  static String write(PetriNet net, NetOrigins origins, List<String> witness) {
    Map<String, Integer> byName = new HashMap<>();
    for (int t = 0; t < net.transitionCount(); t++) {
      byName.put(net.transitionName(t), t);
    }
    Map<Integer, List<Integer>> steps = new TreeMap<>();
    int[] marking = net.initialMarking();
    for (int i = 0; i < witness.size(); i++) {
      Integer t = byName.get(witness.get(i));
      if (t == null) {
        throw new IllegalArgumentException("no transition " + witness.get(i) + " in the net");
      }
      steps.computeIfAbsent(t, k -> new ArrayList<>()).add(i + 1);
      net.fire(t, marking);
    }
    boolean marked = !witness.isEmpty();
    Map<String, String> lockColour = new LinkedHashMap<>();
    Map<String, List<String>> clusters = new LinkedHashMap<>();
    List<String> outside = new ArrayList<>();
    for (int p = 0; p < net.placeCount(); p++) {
      NodeInfo info = origins.place(p);
      String lock = info == null ? null : info.lock();
      boolean lockPlace = info != null && (info.kind() == NodeKind.LOCK_FREE
          || info.kind() == NodeKind.LOCK_TAKEN || info.kind() == NodeKind.LOCK_HELD);
      StringBuilder n = new StringBuilder();
      int tokens = marked ? marking[p] : net.initialTokens(p);
      String label = net.placeName(p) + (tokens > 0 ? "\n" + "●".repeat(Math.min(tokens, 3))
          + (tokens > 3 ? tokens : "") : "");
      n.append("p").append(p).append(" [shape=ellipse")
          .append(info != null && (info.kind() == NodeKind.RUNNING
              || info.kind() == NodeKind.FINISHED) ? ", peripheries=2" : "")
          .append(", label=").append(quote(label));
      if (lockPlace && lock != null) {
        String colour = lockColour.computeIfAbsent(lock,
            k -> COLOURS[lockColour.size() % COLOURS.length]);
        n.append(", style=filled, fillcolor=\"").append(colour).append('"');
        n.append(", tooltip=").append(quote("lock <" + lock + ">"));
      }
      if (marked && marking[p] > 0) {
        n.append(", color=\"#d62728\", penwidth=3");
        if (!lockPlace) {
          n.append(", style=filled, fillcolor=\"#fbd0d0\"");
        }
      }
      n.append("];");
      String thread = info == null ? null : info.thread();
      if (lockPlace && info.kind() == NodeKind.LOCK_FREE || thread == null) {
        outside.add(n.toString());
      } else {
        clusters.computeIfAbsent(thread, k -> new ArrayList<>()).add(n.toString());
      }
    }
    for (int t = 0; t < net.transitionCount(); t++) {
      NodeInfo info = origins.transition(t);
      StringBuilder n = new StringBuilder();
      String label = net.transitionName(t);
      List<Integer> fired = steps.get(t);
      if (fired != null) {
        label += "\n#" + join(fired);
      }
      n.append("t").append(t).append(" [shape=box, label=").append(quote(label));
      if (info != null && info.command() != null && info.origin().isKnown()) {
        n.append(", tooltip=").append(quote(info.origin().frame()));
      }
      if (fired != null) {
        n.append(", color=\"#d62728\", penwidth=3, fontcolor=\"#d62728\"");
      }
      n.append("];");
      String thread = info == null ? null : info.thread();
      if (thread == null) {
        outside.add(n.toString());
      } else {
        clusters.computeIfAbsent(thread, k -> new ArrayList<>()).add(n.toString());
      }
    }
    StringBuilder out = new StringBuilder();
    out.append("digraph ").append(quote(net.name())).append(" {\n");
    out.append("  node [fontsize=10];\n  compound=true;\n");
    int c = 0;
    for (Map.Entry<String, List<String>> e : clusters.entrySet()) {
      out.append("  subgraph cluster_").append(c++).append(" {\n    label=")
          .append(quote("thread " + e.getKey())).append(";\n    style=rounded;\n"
              + "    color=\"#8899aa\";\n");
      for (String n : e.getValue()) {
        out.append("    ").append(n).append('\n');
      }
      out.append("  }\n");
    }
    for (String n : outside) {
      out.append("  ").append(n).append('\n');
    }
    for (int t = 0; t < net.transitionCount(); t++) {
      boolean fired = steps.containsKey(t);
      for (int i = net.preStart(t); i < net.preStart(t + 1); i++) {
        edge(out, "p" + net.prePlace(i), "t" + t, net.preWeight(i), fired);
      }
      for (int i = net.postStart(t); i < net.postStart(t + 1); i++) {
        edge(out, "t" + t, "p" + net.postPlace(i), net.postWeight(i), fired);
      }
    }
    out.append("}\n");
    return out.toString();
  }

  private static String join(List<Integer> steps) {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < steps.size(); i++) {
      if (i == 4) {
        s.append(",…");
        break;
      }
      s.append(i > 0 ? "," : "").append(steps.get(i));
    }
    return s.toString();
  }

  private static void edge(StringBuilder out, String from, String to, int weight,
      boolean fired) {
    out.append("  ").append(from).append(" -> ").append(to);
    List<String> attrs = new ArrayList<>();
    if (weight != 1) {
      attrs.add("label=\"" + weight + "\"");
    }
    if (fired) {
      attrs.add("color=\"#d62728\"");
    }
    if (!attrs.isEmpty()) {
      out.append(" [").append(String.join(", ", attrs)).append(']');
    }
    out.append(";\n");
  }

  private static String quote(String text) {
    return '"' + text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n")
        .replace("\r", "") + '"';
  }
}
