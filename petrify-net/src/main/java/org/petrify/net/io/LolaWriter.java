package org.petrify.net.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import org.petrify.net.PetriNet;

/**
 * Writes a net in LoLA's format, readable by {@link LolaReader} with
 * {@code LolaReader.parse(LolaWriter.write(net), source, net.name()).equals(net)}: places in id
 * order, the marking of every place with tokens, transitions in id order with their pre- and
 * post-sets in place order. Names that LoLA would not read as plain names (keywords, names with
 * white space or {@code , ; : ( ) { } "}) are written in double quotes with escapes. The net's
 * name goes into a leading comment.
 */
public final class LolaWriter {
  private static final int PER_LINE = 8;

  private LolaWriter() {}

  /** The LoLA text of {@code net}. */
  public static String write(PetriNet net) {
    StringBuilder out = new StringBuilder(64 + 24 * (net.placeCount() + net.arcCount()));
    write(net, out);
    return out.toString();
  }

  /** Appends the LoLA text of {@code net} to {@code out}. */
  public static void write(PetriNet net, Appendable out) {
    try {
      out.append("{ net ").append(net.name().replaceAll("[{}\\r\\n]", "_"))
          .append(", written by Petrify }\n");
      out.append("PLACE");
      for (int p = 0; p < net.placeCount(); p++) {
        out.append(p % PER_LINE == 0 ? "\n  " : " ").append(LolaLexer.quote(net.placeName(p)))
            .append(p + 1 < net.placeCount() ? "," : "");
      }
      out.append(";\n\nMARKING");
      int written = 0;
      for (int p = 0; p < net.placeCount(); p++) {
        if (net.initialTokens(p) > 0) {
          out.append(written == 0 ? "\n  " : written % PER_LINE == 0 ? ",\n  " : ", ")
              .append(LolaLexer.quote(net.placeName(p))).append(": ")
              .append(Integer.toString(net.initialTokens(p)));
          written++;
        }
      }
      out.append(";\n");
      for (int t = 0; t < net.transitionCount(); t++) {
        out.append("\nTRANSITION ").append(LolaLexer.quote(net.transitionName(t)))
            .append("\n  CONSUME");
        for (int i = net.preStart(t); i < net.preStart(t + 1); i++) {
          out.append(i == net.preStart(t) ? " " : ", ")
              .append(LolaLexer.quote(net.placeName(net.prePlace(i)))).append(": ")
              .append(Integer.toString(net.preWeight(i)));
        }
        out.append(";\n  PRODUCE");
        for (int i = net.postStart(t); i < net.postStart(t + 1); i++) {
          out.append(i == net.postStart(t) ? " " : ", ")
              .append(LolaLexer.quote(net.placeName(net.postPlace(i)))).append(": ")
              .append(Integer.toString(net.postWeight(i)));
        }
        out.append(";\n");
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
