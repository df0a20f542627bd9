package org.petrify.net.io;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.petrify.net.InvalidNetException;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;

/**
 * Reads a PNML place/transition net (ISO/IEC 15909-2), plain or gzip-compressed (detected by the
 * gzip magic bytes, not by the file name), with the JDK's streaming XML parser.
 *
 * <p>Mapping: the PNML {@code id} of each place and transition becomes its name in the
 * {@link PetriNet} (MCC property files refer to nodes by id); the {@code <name>} labels of nodes
 * are ignored. The net's name is the {@code id} of the {@code <net>} element. Places and
 * transitions get dense ids in document order over all pages, nested pages included.
 * {@code referencePlace}/{@code referenceTransition} nodes are resolved (transitively) to the
 * node they reference. A missing {@code initialMarking} means 0 tokens, a missing
 * {@code inscription} weight 1. Tool-specific and graphical information is skipped. Only the
 * first {@code <net>} is read; a net whose {@code type} is not a P/T net type is rejected.
 *
 * <p>DTDs and external entities are disabled, so input cannot make the parser fetch anything or
 * expand entities. Every problem with the content (malformed XML, corrupt gzip, unknown arc
 * ends, duplicate ids, bad numbers) is a {@link NetFormatException} naming source, line and
 * column.
 */
public final class PnmlReader {
  private static final XMLInputFactory FACTORY = newFactory();

  private final XMLStreamReader xml;
  private final String source;
  private final Map<String, Node> nodes = new HashMap<>();
  private final List<Arc> arcs = new ArrayList<>();
  private PetriNetBuilder builder;
  private Runnable poll = () -> { };
  private int steps;
  /** Set while the caller's poll runs: what it throws is not a parse error. */
  private boolean polling;

  private PnmlReader(XMLStreamReader xml, String source) {
    this.xml = xml;
    this.source = source;
  }

  private static XMLInputFactory newFactory() {
    XMLInputFactory factory = XMLInputFactory.newDefaultFactory();
    factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
    factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
    factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
    factory.setProperty(XMLInputFactory.IS_COALESCING, true);
    return factory;
  }

  /** Reads a {@code .pnml} or {@code .pnml.gz} file; the file name is used in error messages. */
  public static PetriNet read(Path file) throws IOException {
    return read(file, () -> { });
  }

  /**
   * Reads a file, calling {@code poll} every few thousand XML events; an unchecked exception it
   * throws (a deadline, a memory limit) abandons the reading and passes through unchanged.
   */
  public static PetriNet read(Path file, Runnable poll) throws IOException {
    poll.run();
    try (InputStream in = Files.newInputStream(file)) {
      return read(in, file.toString(), poll);
    }
  }

  private int next() throws XMLStreamException {
    if ((++steps & 4095) == 0) {
      polling = true;
      poll.run();
      polling = false;
    }
    return xml.next();
  }

  /**
   * Reads PNML from a stream (gzip-compressed or not). The stream is not closed.
   *
   * @param source the name used in error messages
   * @throws NetFormatException for any problem with the content, including I/O errors while
   *     decompressing or reading
   */
  public static PetriNet read(InputStream in, String source) {
    return read(in, source, () -> { });
  }

  private static PetriNet read(InputStream in, String source, Runnable poll) {
    XMLStreamReader xml = null;
    PnmlReader reader = null;
    try {
      InputStream raw = decompressed(in);
      xml = FACTORY.createXMLStreamReader(decoded(raw));
      reader = new PnmlReader(xml, source);
      reader.poll = poll;
      return reader.readDocument();
    } catch (XMLStreamException e) {
      Location at = e.getLocation();
      String message = e.getMessage();
      int cut = message == null ? -1 : message.indexOf("Message: ");
      if (cut >= 0) {
        message = message.substring(cut + "Message: ".length());
      }
      throw new NetFormatException(source, at == null ? 0 : at.getLineNumber(),
          at == null ? 0 : at.getColumnNumber(), "malformed XML: " + message, e);
    } catch (IOException e) {
      throw new NetFormatException(source, 0, 0, "cannot read input: " + e.getMessage(), e);
    } catch (NetFormatException e) {
      throw e;
    } catch (RuntimeException e) {
      if (reader != null && reader.polling) {
        throw e; // the caller's budget, not the input
      }
      // The JDK parser reports some malformed input with unchecked exceptions.
      int line = 0;
      int column = 0;
      if (xml != null) {
        try {
          line = xml.getLocation().getLineNumber();
          column = xml.getLocation().getColumnNumber();
        } catch (RuntimeException ignored) {
          // keep the unknown location
        }
      }
      throw new NetFormatException(source, line, column, "malformed XML: " + e, e);
    } finally {
      if (xml != null) {
        try {
          xml.close();
        } catch (XMLStreamException ignored) {
          // nothing left to release
        }
      }
    }
  }

  /**
   * The stream, wrapped in a gzip decoder when it starts with the gzip magic bytes 1f 8b, and
   * buffered. Shared by the readers of this project.
   */
  public static InputStream decompressedStream(InputStream in) throws IOException {
    return decompressed(in);
  }

  /**
   * The characters of an XML document, decoded by us rather than by the XML parser: the JDK's
   * parser prints its own {@code [Fatal Error]} line on stderr for a byte sequence that is
   * invalid in the document's encoding, before throwing. The encoding is the one the XML
   * declaration names (UTF-8 when there is none or it is unknown; UTF-16 when the document
   * starts with its byte order mark); malformed bytes are an {@link IOException} of the
   * reader, which the parser reports as an {@link XMLStreamException}.
   */
  static java.io.Reader decoded(InputStream raw) throws IOException {
    BufferedInputStream in = raw instanceof BufferedInputStream b ? b
        : new BufferedInputStream(raw, 1 << 16);
    in.mark(256);
    byte[] head = in.readNBytes(256);
    in.reset();
    java.nio.charset.Charset charset = java.nio.charset.StandardCharsets.UTF_8;
    if (head.length >= 2 && ((head[0] & 0xff) == 0xfe && (head[1] & 0xff) == 0xff
        || (head[0] & 0xff) == 0xff && (head[1] & 0xff) == 0xfe)) {
      charset = java.nio.charset.StandardCharsets.UTF_16;
    } else if (head.length >= 3 && (head[0] & 0xff) == 0xef && (head[1] & 0xff) == 0xbb
        && (head[2] & 0xff) == 0xbf) {
      in.skipNBytes(3); // the UTF-8 byte order mark, which the decoder would keep
    } else {
      java.util.regex.Matcher m = DECLARED_ENCODING.matcher(
          new String(head, java.nio.charset.StandardCharsets.ISO_8859_1));
      if (m.find()) {
        try {
          charset = java.nio.charset.Charset.forName(m.group(1));
        } catch (IllegalArgumentException unknown) {
          // keep UTF-8: the parser reports what does not decode
        }
      }
    }
    return new java.io.InputStreamReader(in, charset.newDecoder()
        .onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
        .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT));
  }

  private static final java.util.regex.Pattern DECLARED_ENCODING = java.util.regex.Pattern
      .compile("^\\s*<\\?xml[^>]*encoding\\s*=\\s*[\"']([A-Za-z0-9._-]+)[\"']");

  /** Wraps the stream in a gzip decoder when it starts with the gzip magic bytes 1f 8b. */
  static InputStream decompressed(InputStream in) throws IOException {
    BufferedInputStream buffered = new BufferedInputStream(in, 1 << 16);
    buffered.mark(2);
    int first = buffered.read();
    int second = buffered.read();
    buffered.reset();
    if (first == 0x1f && second == 0x8b) {
      return new BufferedInputStream(new GZIPInputStream(buffered, 1 << 16), 1 << 16);
    }
    return buffered;
  }

  private PetriNet readDocument() throws XMLStreamException {
    while (xml.hasNext()) {
      int event = next();
      if (event == XMLStreamConstants.START_ELEMENT) {
        String name = xml.getLocalName();
        if (name.equals("net")) {
          return readNet();
        } else if (!name.equals("pnml")) {
          throw error("expected <pnml> or <net> but found <" + name + ">");
        }
      }
    }
    throw error("no <net> element");
  }

  private PetriNet readNet() throws XMLStreamException {
    String type = xml.getAttributeValue(null, "type");
    if (type != null && !type.contains("ptnet")) {
      throw error("not a place/transition net (type " + type + ")");
    }
    String id = xml.getAttributeValue(null, "id");
    builder = new PetriNetBuilder(id == null || id.isEmpty() ? "net" : id);
    readNodes();
    return finish();
  }

  /** Reads the children of the current {@code <net>} or {@code <page>} element. */
  private void readNodes() throws XMLStreamException {
    while (true) {
      int event = next();
      if (event == XMLStreamConstants.END_ELEMENT) {
        return;
      }
      if (event == XMLStreamConstants.END_DOCUMENT) {
        throw error("unexpected end of document");
      }
      if (event != XMLStreamConstants.START_ELEMENT) {
        continue;
      }
      switch (xml.getLocalName()) {
        case "page" -> readNodes();
        case "place" -> readPlace();
        case "transition" -> readTransition();
        case "arc" -> readArc();
        case "referencePlace" -> readReference(Kind.PLACE_REFERENCE);
        case "referenceTransition" -> readReference(Kind.TRANSITION_REFERENCE);
        default -> skipElement();
      }
    }
  }

  private void readPlace() throws XMLStreamException {
    String id = requireId();
    int line = line();
    int column = column();
    long tokens = 0;
    while (nextChild()) {
      if (xml.getLocalName().equals("initialMarking")) {
        tokens = number(readTextLabel(), "initial marking of place '" + id + "'");
      } else {
        skipElement();
      }
    }
    declare(id, Kind.PLACE, line, column);
    try {
      builder.addPlace(id, (int) tokens);
    } catch (InvalidNetException e) {
      throw new NetFormatException(source, line, column, e.getMessage(), e);
    }
  }

  private void readTransition() throws XMLStreamException {
    String id = requireId();
    int line = line();
    int column = column();
    skipElement();
    declare(id, Kind.TRANSITION, line, column);
    try {
      builder.addTransition(id);
    } catch (InvalidNetException e) {
      throw new NetFormatException(source, line, column, e.getMessage(), e);
    }
  }

  private void readReference(Kind kind) throws XMLStreamException {
    String id = requireId();
    String ref = xml.getAttributeValue(null, "ref");
    if (ref == null) {
      throw error("reference node '" + id + "' without a ref attribute");
    }
    int line = line();
    int column = column();
    skipElement();
    Node node = declare(id, kind, line, column);
    node.ref = ref;
  }

  private void readArc() throws XMLStreamException {
    int line = line();
    int column = column();
    String id = xml.getAttributeValue(null, "id");
    String from = xml.getAttributeValue(null, "source");
    String to = xml.getAttributeValue(null, "target");
    if (from == null || to == null) {
      throw error("arc " + (id == null ? "" : "'" + id + "' ") + "needs source and target");
    }
    long weight = 1;
    while (nextChild()) {
      if (xml.getLocalName().equals("inscription")) {
        weight = number(readTextLabel(), "inscription of arc '" + id + "'");
      } else {
        skipElement();
      }
    }
    arcs.add(new Arc(id, from, to, (int) weight, line, column));
  }

  private PetriNet finish() {
    try {
      for (Arc arc : arcs) {
        Node from = resolve(arc.from, arc);
        Node to = resolve(arc.to, arc);
        if (from.kind == Kind.PLACE && to.kind == Kind.TRANSITION) {
          builder.consume(to.name, from.name, arc.weight);
        } else if (from.kind == Kind.TRANSITION && to.kind == Kind.PLACE) {
          builder.produce(from.name, to.name, arc.weight);
        } else {
          throw new NetFormatException(source, arc.line, arc.column, "arc " + describe(arc)
              + " must connect a place and a transition");
        }
      }
      return builder.build();
    } catch (InvalidNetException e) {
      throw new NetFormatException(source, 0, 0, e.getMessage(), e);
    }
  }

  private Node resolve(String id, Arc arc) {
    Node node = nodes.get(id);
    for (int hops = 0; node != null && node.ref != null; hops++) {
      if (hops > nodes.size()) {
        throw new NetFormatException(source, node.line, node.column,
            "cyclic reference node '" + id + "'");
      }
      Node target = nodes.get(node.ref);
      if (target == null) {
        throw new NetFormatException(source, node.line, node.column,
            "reference node '" + node.name + "' refers to unknown node '" + node.ref + "'");
      }
      if ((node.kind == Kind.PLACE_REFERENCE) != (target.kind == Kind.PLACE
          || target.kind == Kind.PLACE_REFERENCE)) {
        throw new NetFormatException(source, node.line, node.column,
            "reference node '" + node.name + "' refers to a node of the wrong kind");
      }
      node = target;
    }
    if (node == null) {
      throw new NetFormatException(source, arc.line, arc.column,
          "arc " + describe(arc) + " refers to unknown node '" + id + "'");
    }
    return node;
  }

  private static String describe(Arc arc) {
    return arc.id == null ? "from '" + arc.from + "' to '" + arc.to + "'" : "'" + arc.id + "'";
  }

  private Node declare(String id, Kind kind, int line, int column) {
    Node node = new Node(id, kind, line, column);
    Node old = nodes.putIfAbsent(id, node);
    if (old != null) {
      throw new NetFormatException(source, line, column, "duplicate id '" + id + "'");
    }
    return node;
  }

  /** The text of the {@code <text>} child of the current label element, consuming the label. */
  private String readTextLabel() throws XMLStreamException {
    String text = null;
    while (nextChild()) {
      if (xml.getLocalName().equals("text")) {
        text = xml.getElementText();
      } else {
        skipElement();
      }
    }
    if (text == null) {
      throw error("label without <text>");
    }
    return text;
  }

  /** Advances to the next child element (true) or to the end of the current element (false). */
  private boolean nextChild() throws XMLStreamException {
    while (true) {
      int event = next();
      if (event == XMLStreamConstants.START_ELEMENT) {
        return true;
      }
      if (event == XMLStreamConstants.END_ELEMENT) {
        return false;
      }
      if (event == XMLStreamConstants.END_DOCUMENT) {
        throw error("unexpected end of document");
      }
    }
  }

  /** Skips the rest of the current element, including its end tag. */
  private void skipElement() throws XMLStreamException {
    int depth = 1;
    while (depth > 0) {
      int event = next();
      if (event == XMLStreamConstants.START_ELEMENT) {
        depth++;
      } else if (event == XMLStreamConstants.END_ELEMENT) {
        depth--;
      } else if (event == XMLStreamConstants.END_DOCUMENT) {
        throw error("unexpected end of document");
      }
    }
  }

  private String requireId() {
    String id = xml.getAttributeValue(null, "id");
    if (id == null || id.isEmpty()) {
      throw error("<" + xml.getLocalName() + "> without an id");
    }
    return id;
  }

  private long number(String text, String what) {
    String digits = text.strip();
    try {
      long value = Long.parseLong(digits);
      if (value < 0 || value > Integer.MAX_VALUE) {
        throw error(what + " out of range: " + digits);
      }
      return value;
    } catch (NumberFormatException e) {
      throw error(what + " is not a natural number: '" + shorten(digits) + "'");
    }
  }

  private static String shorten(String text) {
    return text.length() > 40 ? text.substring(0, 40) + "..." : text;
  }

  private int line() {
    return xml.getLocation().getLineNumber();
  }

  private int column() {
    return xml.getLocation().getColumnNumber();
  }

  private NetFormatException error(String problem) {
    return new NetFormatException(source, line(), column(), problem);
  }

  private enum Kind { PLACE, TRANSITION, PLACE_REFERENCE, TRANSITION_REFERENCE }

  private static final class Node {
    final String name;
    final Kind kind;
    final int line;
    final int column;
    String ref;

    Node(String name, Kind kind, int line, int column) {
      this.name = name;
      this.kind = kind;
      this.line = line;
      this.column = column;
    }
  }

  private record Arc(String id, String from, String to, int weight, int line, int column) {}
}
