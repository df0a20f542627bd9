package org.petrify.net.mcc;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.Formula.CompareOp;
import org.petrify.net.formula.IntExpr;
import org.petrify.net.io.NetFormatException;
import org.petrify.net.io.PnmlReader;

/**
 * Reads MCC property XML ({@code <property-set><property><id/><formula>...}) over a net, plain
 * or gzip-compressed (detected by magic bytes), covering the ReachabilityDeadlock,
 * ReachabilityCardinality, ReachabilityFireability, CTLCardinality, CTLFireability and
 * UpperBounds examinations.
 *
 * <p>Element mapping: {@code exists-path}/{@code all-paths} around {@code finally},
 * {@code globally}, {@code next} or {@code until} (with {@code before} and {@code reach}) give
 * {@code EF EG EX EU} / {@code AF AG AX AU}; {@code negation}, {@code conjunction},
 * {@code disjunction} (a single operand is the operand itself); {@code is-fireable} with
 * {@code transition} children gives {@link Formula.Fireable}; {@code integer-le} (also
 * {@code -lt -eq -ne -ge -gt}) over {@code integer-constant}, {@code tokens-count} (a
 * {@link IntExpr.Tokens} of its {@code place} children) and {@code integer-sum}; {@code deadlock},
 * {@code true}, {@code false}. A {@code place-bound} formula becomes a place-bound property.
 * Places and transitions are resolved by id against the net; unknown ids and unknown elements
 * are {@link NetFormatException}s naming file, line and column. DTDs and entities are disabled.
 */
public final class MccPropertyReader {
  private static final int MAX_DEPTH = 2000;
  private static final XMLInputFactory FACTORY = newFactory();

  private final String source;
  private final PetriNet net;

  private MccPropertyReader(String source, PetriNet net) {
    this.source = source;
    this.net = net;
  }

  private static XMLInputFactory newFactory() {
    XMLInputFactory factory = XMLInputFactory.newDefaultFactory();
    factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
    factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
    factory.setProperty(XMLInputFactory.IS_COALESCING, true);
    return factory;
  }

  /** Reads a {@code .xml} or {@code .xml.gz} property file over {@code net}. */
  public static List<MccProperty> read(Path file, PetriNet net) throws IOException {
    try (InputStream in = Files.newInputStream(file)) {
      return read(in, file.toString(), net);
    }
  }

  /** Reads property XML from a stream (not closed); {@code source} names it in errors. */
  public static List<MccProperty> read(InputStream in, String source, PetriNet net) {
    XMLStreamReader xml = null;
    try {
      xml = FACTORY.createXMLStreamReader(PnmlReader.decompressedStream(in));
      Element root = Element.parse(xml, source);
      return new MccPropertyReader(source, net).properties(root);
    } catch (XMLStreamException e) {
      Location at = e.getLocation();
      throw new NetFormatException(source, at == null ? 0 : at.getLineNumber(),
          at == null ? 0 : at.getColumnNumber(), "malformed XML: " + e.getMessage(), e);
    } catch (IOException e) {
      throw new NetFormatException(source, 0, 0, "cannot read input: " + e.getMessage(), e);
    } finally {
      if (xml != null) {
        try {
          xml.close();
        } catch (XMLStreamException ignored) {
          // nothing to release
        }
      }
    }
  }

  private List<MccProperty> properties(Element root) {
    if (!root.name.equals("property-set")) {
      throw error(root, "expected <property-set> but found <" + root.name + ">");
    }
    List<MccProperty> properties = new ArrayList<>();
    for (Element property : root.children) {
      if (!property.name.equals("property")) {
        throw error(property, "expected <property> but found <" + property.name + ">");
      }
      properties.add(property(property));
    }
    return properties;
  }

  private MccProperty property(Element property) {
    Element id = property.child("id");
    Element formula = property.child("formula");
    if (id == null || formula == null) {
      throw error(property, "<property> needs <id> and <formula>");
    }
    if (formula.children.size() != 1) {
      throw error(formula, "<formula> needs exactly one element");
    }
    Element body = formula.children.get(0);
    String name = id.text.strip();
    if (body.name.equals("place-bound")) {
      List<Integer> places = new ArrayList<>();
      for (Element place : body.children) {
        places.add(place(place));
      }
      return new MccProperty(name, null, places);
    }
    return new MccProperty(name, formula(body, 0), null);
  }

  private Formula formula(Element e, int depth) {
    if (depth > MAX_DEPTH) {
      throw error(e, "formula nested too deeply");
    }
    int d = depth + 1;
    switch (e.name) {
      case "exists-path":
      case "all-paths":
        return path(e, e.name.equals("exists-path"), d);
      case "negation":
        return new Formula.Not(formula(e.only(this), d));
      case "conjunction":
      case "disjunction": {
        List<Formula> operands = new ArrayList<>();
        for (Element child : e.children) {
          operands.add(formula(child, d));
        }
        if (operands.isEmpty()) {
          throw error(e, "<" + e.name + "> without operands");
        }
        if (operands.size() == 1) {
          return operands.get(0);
        }
        return e.name.equals("conjunction") ? new Formula.And(operands) : new Formula.Or(operands);
      }
      case "is-fireable": {
        List<Integer> transitions = new ArrayList<>();
        for (Element child : e.children) {
          transitions.add(transition(child));
        }
        return new Formula.Fireable(transitions);
      }
      case "deadlock":
        return new Formula.Deadlock();
      case "true":
        return new Formula.True();
      case "false":
        return new Formula.False();
      case "integer-le":
        return compare(e, CompareOp.LE);
      case "integer-lt":
        return compare(e, CompareOp.LT);
      case "integer-ge":
        return compare(e, CompareOp.GE);
      case "integer-gt":
        return compare(e, CompareOp.GT);
      case "integer-eq":
        return compare(e, CompareOp.EQ);
      case "integer-ne":
        return compare(e, CompareOp.NE);
      default:
        throw error(e, "unsupported formula element <" + e.name + ">");
    }
  }

  private Formula path(Element e, boolean exists, int depth) {
    Element op = e.only(this);
    switch (op.name) {
      case "finally": {
        Formula f = formula(op.only(this), depth);
        return exists ? new Formula.EF(f) : new Formula.AF(f);
      }
      case "globally": {
        Formula f = formula(op.only(this), depth);
        return exists ? new Formula.EG(f) : new Formula.AG(f);
      }
      case "next": {
        Formula f = formula(op.only(this), depth);
        return exists ? new Formula.EX(f) : new Formula.AX(f);
      }
      case "until": {
        Element before = op.child("before");
        Element reach = op.child("reach");
        if (before == null || reach == null || op.children.size() != 2) {
          throw error(op, "<until> needs <before> and <reach>");
        }
        Formula hold = formula(before.only(this), depth);
        Formula goal = formula(reach.only(this), depth);
        return exists ? new Formula.EU(hold, goal) : new Formula.AU(hold, goal);
      }
      default:
        throw error(op, "expected finally, globally, next or until but found <" + op.name + ">");
    }
  }

  private Formula compare(Element e, CompareOp op) {
    if (e.children.size() != 2) {
      throw error(e, "<" + e.name + "> needs two operands");
    }
    return new Formula.Compare(expr(e.children.get(0), 0), op, expr(e.children.get(1), 0));
  }

  private IntExpr expr(Element e, int depth) {
    if (depth > MAX_DEPTH) {
      throw error(e, "expression nested too deeply");
    }
    switch (e.name) {
      case "integer-constant":
        try {
          return new IntExpr.Constant(Long.parseLong(e.text.strip()));
        } catch (NumberFormatException ex) {
          throw error(e, "not an integer: '" + e.text.strip() + "'");
        }
      case "tokens-count": {
        List<Integer> places = new ArrayList<>();
        for (Element place : e.children) {
          places.add(place(place));
        }
        return new IntExpr.Tokens(places);
      }
      case "integer-sum": {
        List<IntExpr> terms = new ArrayList<>();
        for (Element child : e.children) {
          terms.add(expr(child, depth + 1));
        }
        return new IntExpr.Sum(terms);
      }
      default:
        throw error(e, "unsupported integer element <" + e.name + ">");
    }
  }

  private int place(Element e) {
    if (!e.name.equals("place")) {
      throw error(e, "expected <place> but found <" + e.name + ">");
    }
    String name = e.text.strip();
    int id = net.placeId(name);
    if (id < 0) {
      throw error(e, "unknown place '" + name + "'");
    }
    return id;
  }

  private int transition(Element e) {
    if (!e.name.equals("transition")) {
      throw error(e, "expected <transition> but found <" + e.name + ">");
    }
    String name = e.text.strip();
    int id = net.transitionId(name);
    if (id < 0) {
      throw error(e, "unknown transition '" + name + "'");
    }
    return id;
  }

  NetFormatException error(Element e, String problem) {
    return new NetFormatException(source, e.line, e.column, problem);
  }

  /** A parsed XML element: local name, concatenated text, child elements, start location. */
  static final class Element {
    final String name;
    final int line;
    final int column;
    final List<Element> children = new ArrayList<>();
    String text = "";

    Element(String name, int line, int column) {
      this.name = name;
      this.line = line;
      this.column = column;
    }

    static Element parse(XMLStreamReader xml, String source) throws XMLStreamException {
      while (xml.hasNext()) {
        if (xml.next() == XMLStreamConstants.START_ELEMENT) {
          return read(xml, 0, source);
        }
      }
      throw new NetFormatException(source, 0, 0, "no root element");
    }

    private static Element read(XMLStreamReader xml, int depth, String source)
        throws XMLStreamException {
      if (depth > MAX_DEPTH) {
        throw new NetFormatException(source, xml.getLocation().getLineNumber(),
            xml.getLocation().getColumnNumber(), "XML nested too deeply");
      }
      Element e = new Element(xml.getLocalName(), xml.getLocation().getLineNumber(),
          xml.getLocation().getColumnNumber());
      StringBuilder text = new StringBuilder();
      while (true) {
        int event = xml.next();
        if (event == XMLStreamConstants.START_ELEMENT) {
          e.children.add(read(xml, depth + 1, source));
        } else if (event == XMLStreamConstants.CHARACTERS || event == XMLStreamConstants.CDATA) {
          text.append(xml.getText());
        } else if (event == XMLStreamConstants.END_ELEMENT) {
          e.text = text.toString();
          return e;
        } else if (event == XMLStreamConstants.END_DOCUMENT) {
          throw new NetFormatException(source, e.line, e.column, "unclosed <" + e.name + ">");
        }
      }
    }

    Element child(String childName) {
      for (Element child : children) {
        if (child.name.equals(childName)) {
          return child;
        }
      }
      return null;
    }

    Element only(MccPropertyReader reader) {
      if (children.size() != 1) {
        throw reader.error(this, "<" + name + "> needs exactly one element");
      }
      return children.get(0);
    }
  }
}
