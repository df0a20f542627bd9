package org.petrify.net.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import org.petrify.net.PetriNet;

/**
 * Writes a net as a PNML P/T net on one page: the net's name is the {@code <net>} id, every
 * place and transition uses its name as id and as {@code <name>} text, places carry an
 * {@code initialMarking} when they have tokens, arcs an {@code inscription} when their weight
 * is not 1, with ids {@code a0, a1, ...} (prefixed with {@code _} as often as needed to avoid
 * clashes with node names). {@link PnmlReader} reads the output back to an equal net.
 *
 * @throws IllegalArgumentException if a place and a transition share a name (PNML ids are
 *     global) or a name contains a character XML 1.0 cannot represent
 */
public final class PnmlWriter {
  private PnmlWriter() {}

  public static String write(PetriNet net) {
    StringBuilder out = new StringBuilder(256 + 96 * (net.placeCount() + net.arcCount()));
    write(net, out);
    return out.toString();
  }

  public static void write(PetriNet net, Appendable out) {
    for (int t = 0; t < net.transitionCount(); t++) {
      if (net.placeId(net.transitionName(t)) >= 0) {
        throw new IllegalArgumentException("PNML needs distinct ids, but '"
            + net.transitionName(t) + "' names both a place and a transition");
      }
    }
    String arcPrefix = "a";
    while (clashes(net, arcPrefix)) {
      arcPrefix = "_" + arcPrefix;
    }
    try {
      out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
          .append("<pnml xmlns=\"http://www.pnml.org/version-2009/grammar/pnml\">\n")
          .append("  <net id=\"").append(escape(net.name()))
          .append("\" type=\"http://www.pnml.org/version-2009/grammar/ptnet\">\n")
          .append("    <name><text>").append(escape(net.name())).append("</text></name>\n")
          .append("    <page id=\"").append(pageId(net)).append("\">\n");
      for (int p = 0; p < net.placeCount(); p++) {
        String name = escape(net.placeName(p));
        out.append("      <place id=\"").append(name).append("\"><name><text>").append(name)
            .append("</text></name>");
        if (net.initialTokens(p) > 0) {
          out.append("<initialMarking><text>").append(Integer.toString(net.initialTokens(p)))
              .append("</text></initialMarking>");
        }
        out.append("</place>\n");
      }
      for (int t = 0; t < net.transitionCount(); t++) {
        String name = escape(net.transitionName(t));
        out.append("      <transition id=\"").append(name).append("\"><name><text>").append(name)
            .append("</text></name></transition>\n");
      }
      int arc = 0;
      for (int t = 0; t < net.transitionCount(); t++) {
        String transition = escape(net.transitionName(t));
        for (int i = net.preStart(t); i < net.preStart(t + 1); i++) {
          arc(out, arcPrefix + arc++, escape(net.placeName(net.prePlace(i))), transition,
              net.preWeight(i));
        }
        for (int i = net.postStart(t); i < net.postStart(t + 1); i++) {
          arc(out, arcPrefix + arc++, transition, escape(net.placeName(net.postPlace(i))),
              net.postWeight(i));
        }
      }
      out.append("    </page>\n  </net>\n</pnml>\n");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String pageId(PetriNet net) {
    String id = "page0";
    while (net.placeId(id) >= 0 || net.transitionId(id) >= 0 || id.equals(net.name())) {
      id = "_" + id;
    }
    return escape(id);
  }

  private static boolean clashes(PetriNet net, String prefix) {
    for (int p = 0; p < net.placeCount(); p++) {
      if (net.placeName(p).startsWith(prefix)) {
        return true;
      }
    }
    for (int t = 0; t < net.transitionCount(); t++) {
      if (net.transitionName(t).startsWith(prefix)) {
        return true;
      }
    }
    return false;
  }

  private static void arc(Appendable out, String id, String from, String to, int weight)
      throws IOException {
    out.append("      <arc id=\"").append(id).append("\" source=\"").append(from)
        .append("\" target=\"").append(to).append('"');
    if (weight == 1) {
      out.append("/>\n");
    } else {
      out.append("><inscription><text>").append(Integer.toString(weight))
          .append("</text></inscription></arc>\n");
    }
  }

  /** Escapes text for an attribute or element; rejects characters XML 1.0 cannot carry. */
  static String escape(String text) {
    StringBuilder out = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      String replacement = switch (c) {
        case '&' -> "&amp;";
        case '<' -> "&lt;";
        case '>' -> "&gt;";
        case '"' -> "&quot;";
        case '\'' -> "&apos;";
        case '\t' -> "&#9;";
        case '\n' -> "&#10;";
        case '\r' -> "&#13;";
        default -> null;
      };
      if (replacement == null && (c < 0x20 || c == 0xFFFE || c == 0xFFFF)) {
        throw new IllegalArgumentException("name cannot be written as XML: "
            + text.replaceAll("\\p{Cntrl}", "?"));
      }
      if (replacement == null && Character.isSurrogate(c)) {
        boolean paired = Character.isHighSurrogate(c) && i + 1 < text.length()
            && Character.isLowSurrogate(text.charAt(i + 1));
        boolean pairedLow = Character.isLowSurrogate(c) && i > 0
            && Character.isHighSurrogate(text.charAt(i - 1));
        if (!paired && !pairedLow) {
          throw new IllegalArgumentException("name with an unpaired surrogate cannot be XML");
        }
      }
      if (replacement != null && out == null) {
        out = new StringBuilder(text.length() + 16).append(text, 0, i);
      }
      if (out != null) {
        if (replacement != null) {
          out.append(replacement);
        } else {
          out.append(c);
        }
      }
    }
    return out == null ? text : out.toString();
  }
}
