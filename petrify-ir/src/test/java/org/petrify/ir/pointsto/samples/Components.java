package org.petrify.ir.pointsto.samples;

import java.util.LinkedList;
import java.util.List;
import java.util.Map;

/**
 * Entry components and list ends, for {@code PointsToAnalysisTest}: each static field receives
 * one component or end read from a local whose origin is known, or not (a {@code LinkedList}:
 * the tests compile for release 17, before {@code List.getFirst}).
 */
public class Components {
  static class First {}

  static class Second {}

  static Object key;
  static Object value;
  static Object chosenKey;
  static Object head;
  static Object tail;
  static Object tailAfterRemove;
  static Object headAfterIteratorRemove;
  static Object copiedSecond;

  public static void main(String[] args) {
    Map.Entry<Object, Object> e = Map.entry(new First(), new Second());
    key = e.getKey();
    value = e.getValue();
    Map.Entry<Object, Object> chosen = e;
    if (args.length > 0) {
      chosen = Map.entry(new Second(), new First());
    }
    chosenKey = chosen.getKey();
    LinkedList<Object> l = new LinkedList<>();
    l.add(new First());
    l.add(new Second());
    head = l.getFirst();
    tail = l.getLast();
    LinkedList<Object> m = new LinkedList<>();
    m.add(new First());
    m.add(new Second());
    m.remove(1);
    tailAfterRemove = m.getLast();
    LinkedList<Object> n = new LinkedList<>();
    n.add(new First());
    n.add(new Second());
    java.util.Iterator<Object> it = n.iterator();
    it.next();
    it.remove();
    headAfterIteratorRemove = n.get(0);
    java.util.ArrayList<Object> copy = new java.util.ArrayList<>(List.of(new Second()));
    copy.add(new First());
    copiedSecond = copy.get(1);
  }
}
