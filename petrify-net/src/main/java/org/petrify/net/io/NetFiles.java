package org.petrify.net.io;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.zip.GZIPOutputStream;
import org.petrify.net.PetriNet;

/**
 * Reads and writes net files, choosing the format from the file name and, failing that, the
 * content.
 *
 * <p>Reading: {@code .pnml}, {@code .pnml.gz}, {@code .xml}, {@code .xml.gz} are PNML;
 * {@code .net} and {@code .lola} are LoLA; any other file is PNML if it starts with the gzip
 * magic bytes or with {@code <} (after white space or a byte-order mark), else LoLA. A LoLA
 * net is named after its file without the suffix. Writing: {@code .net}/{@code .lola} → LoLA,
 * {@code .pnml} → PNML, {@code .pnml.gz} → gzip-compressed PNML, {@code .dot}/{@code .gv} →
 * DOT; anything else is an {@link IllegalArgumentException} (name the format explicitly).
 */
public final class NetFiles {
  private NetFiles() {}

  /**
   * Reads a net file.
   *
   * @throws NetFormatException if the content is not a valid net
   * @throws IOException if the file cannot be read
   */
  public static PetriNet read(Path file) throws IOException {
    return read(file, () -> { });
  }

  /**
   * Reads a net file, calling {@code poll} every few thousand tokens or XML events: an
   * unchecked exception it throws (a deadline, a memory limit) abandons the reading and passes
   * through unchanged.
   *
   * @throws NetFormatException if the content is not a valid net
   * @throws IOException if the file cannot be read
   */
  public static PetriNet read(Path file, Runnable poll) throws IOException {
    String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
    if (name.endsWith(".pnml") || name.endsWith(".pnml.gz") || name.endsWith(".xml")
        || name.endsWith(".xml.gz")) {
      return PnmlReader.read(file, poll);
    }
    if (name.endsWith(".net") || name.endsWith(".lola")) {
      return LolaReader.read(file, poll);
    }
    return looksLikePnml(file) ? PnmlReader.read(file, poll) : LolaReader.read(file, poll);
  }

  /** The format a file name implies for writing, or null. */
  public static NetFormat formatOf(Path file) {
    String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
    if (name.endsWith(".net") || name.endsWith(".lola")) {
      return NetFormat.LOLA;
    }
    if (name.endsWith(".pnml") || name.endsWith(".pnml.gz")) {
      return NetFormat.PNML;
    }
    if (name.endsWith(".dot") || name.endsWith(".gv")) {
      return NetFormat.DOT;
    }
    return null;
  }

  /** Writes {@code net} in the format its file name implies; {@code .gz} compresses. */
  public static void write(PetriNet net, Path file) throws IOException {
    NetFormat format = formatOf(file);
    if (format == null) {
      throw new IllegalArgumentException("cannot tell the net format from the file name "
          + file.getFileName() + "; use .net, .pnml, .pnml.gz or .dot");
    }
    write(net, file, format);
  }

  /** Writes {@code net} in {@code format}; a file name ending in {@code .gz} is compressed. */
  public static void write(PetriNet net, Path file, NetFormat format) throws IOException {
    boolean gzip = file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".gz");
    try (OutputStream raw = Files.newOutputStream(file);
        OutputStream stream = gzip ? new GZIPOutputStream(raw, 1 << 16) : raw;
        Writer writer = new BufferedWriter(
            new OutputStreamWriter(stream, StandardCharsets.UTF_8), 1 << 16)) {
      write(net, format, writer);
    }
  }

  /** Writes {@code net} as text in {@code format}. */
  public static void write(PetriNet net, NetFormat format, Appendable out) {
    switch (format) {
      case LOLA -> LolaWriter.write(net, out);
      case PNML -> PnmlWriter.write(net, out);
      case DOT -> DotWriter.write(net, out);
      default -> throw new IllegalArgumentException(String.valueOf(format));
    }
  }

  /** The text of {@code net} in {@code format}. */
  public static String toText(PetriNet net, NetFormat format) {
    StringBuilder out = new StringBuilder();
    write(net, format, out);
    return out.toString();
  }

  private static boolean looksLikePnml(Path file) throws IOException {
    byte[] head = new byte[64];
    int n;
    try (InputStream in = Files.newInputStream(file)) {
      n = in.readNBytes(head, 0, head.length);
    }
    if (n >= 2 && (head[0] & 0xff) == 0x1f && (head[1] & 0xff) == 0x8b) {
      return true;
    }
    int i = 0;
    if (n >= 3 && (head[0] & 0xff) == 0xef && (head[1] & 0xff) == 0xbb && (head[2] & 0xff) == 0xbf) {
      i = 3;
    }
    while (i < n && Character.isWhitespace(head[i])) {
      i++;
    }
    return i < n && head[i] == '<';
  }
}
