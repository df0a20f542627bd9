package org.petrify.api.report;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** Parses SVG and XHTML output as XML (so malformed output fails) and finds elements. */
public final class Xml {
  private Xml() {}

  public static Document parse(String text) {
    try {
      DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
      f.setNamespaceAware(true);
      f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
      return f.newDocumentBuilder().parse(new ByteArrayInputStream(
          text.getBytes(StandardCharsets.UTF_8)));
    } catch (Exception e) {
      throw new AssertionError("not well-formed XML: " + e.getMessage(), e);
    }
  }

  /** Elements with this local name (any namespace) whose class list contains {@code cls}. */
  public static List<Element> byClass(Document d, String tag, String cls) {
    List<Element> out = new ArrayList<>();
    NodeList all = d.getElementsByTagNameNS("*", tag);
    for (int i = 0; i < all.getLength(); i++) {
      Element e = (Element) all.item(i);
      if (cls == null || List.of(e.getAttribute("class").split(" ")).contains(cls)) {
        out.add(e);
      }
    }
    return out;
  }

  /** The text content of every element with this local name. */
  public static List<String> texts(Document d, String tag) {
    List<String> out = new ArrayList<>();
    NodeList all = d.getElementsByTagNameNS("*", tag);
    for (int i = 0; i < all.getLength(); i++) {
      out.add(all.item(i).getTextContent());
    }
    return out;
  }
}
