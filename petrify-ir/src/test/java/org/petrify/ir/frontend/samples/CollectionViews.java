package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Iterators and views of collections: a JDK {@code ArrayList}'s {@code iterator()} and a
 * {@code HashMap}'s {@code entrySet()} are never null; an own list may override {@code
 * iterator()} to return null.
 */
public class CollectionViews {
  static Object sink;

  /** A list whose iterator is null. */
  public static final class OddList<E> extends ArrayList<E> {
    @Override
    public Iterator<E> iterator() {
      return null;
    }
  }

  public static void main(String[] args) {
    List<String> plain = new ArrayList<>();
    List<String> odd = new OddList<>();
    Map<String, String> map = new HashMap<>();
    sink = plain.iterator();
    sink = odd.iterator();
    sink = map.entrySet();
  }
}
