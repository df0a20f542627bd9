package org.petrify.net.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import org.petrify.net.PetriNet;

/**
 * Writes a net for Graphviz: places are circles labelled with name and token count
 * ({@code p\n3}, count omitted when 0), transitions are boxes, arcs carry their weight as
 * label when it is not 1. Node ids are {@code p<id>} and {@code t<id>}; names appear only in
 * (escaped) labels, so any name is safe.
 */
public final class DotWriter {
  private DotWriter() {}

  public static String write(PetriNet net) {
    StringBuilder out = new StringBuilder();
    write(net, out);
    return out.toString();
  }

  public static void write(PetriNet net, Appendable out) {
    try {
      out.append("digraph ").append(quote(net.name())).append(" {\n");
      out.append("  node [fontsize=10];\n");
      for (int p = 0; p < net.placeCount(); p++) {
        int tokens = net.initialTokens(p);
        String label = net.placeName(p) + (tokens > 0 ? "\n" + tokens : "");
        out.append("  p").append(Integer.toString(p)).append(" [shape=circle, label=")
            .append(quote(label)).append("];\n");
      }
      for (int t = 0; t < net.transitionCount(); t++) {
        out.append("  t").append(Integer.toString(t)).append(" [shape=box, label=")
            .append(quote(net.transitionName(t))).append("];\n");
      }
      for (int t = 0; t < net.transitionCount(); t++) {
        for (int i = net.preStart(t); i < net.preStart(t + 1); i++) {
          edge(out, "p" + net.prePlace(i), "t" + t, net.preWeight(i));
        }
        for (int i = net.postStart(t); i < net.postStart(t + 1); i++) {
          edge(out, "t" + t, "p" + net.postPlace(i), net.postWeight(i));
        }
      }
      out.append("}\n");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void edge(Appendable out, String from, String to, int weight)
      throws IOException {
    out.append("  ").append(from).append(" -> ").append(to);
    if (weight != 1) {
      out.append(" [label=\"").append(Integer.toString(weight)).append("\"]");
    }
    out.append(";\n");
  }

  private static String quote(String text) {
    return '"' + text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n")
        .replace("\r", "") + '"';
  }
}
