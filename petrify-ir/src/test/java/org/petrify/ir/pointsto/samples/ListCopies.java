package org.petrify.ir.pointsto.samples;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedList;
import java.util.List;
import java.util.ListIterator;

/**
 * Positional reads, through parameters, of copies of {@code List.of} lists, for {@code
 * PointsToAnalysisTest}: each static field receives one element of a copy that is never
 * written, or of one that a JDK call may write (swapped, set through its iterator, handed to a
 * map) or that copies a list with unknown positions.
 */
public class ListCopies {
  static class First {}

  static class Second {}

  static Object copy0;
  static Object copy1;
  static Object linked1;
  static Object copyOf1;
  static Object copyOfCopy1;
  static Object swapped0;
  static Object iteratorSet0;
  static Object kept0;
  static Object grown0;

  static void copy(List<Object> l) {
    copy0 = l.get(0);
    copy1 = l.get(1);
  }

  static void linked(List<Object> l) {
    linked1 = l.get(1);
  }

  static void copyOf(List<Object> l) {
    copyOf1 = l.get(1);
  }

  static void copyOfCopy(List<Object> l) {
    copyOfCopy1 = l.get(1);
  }

  static void swapped(List<Object> l) {
    swapped0 = l.get(0);
  }

  static void iteratorSet(List<Object> l) {
    iteratorSet0 = l.get(0);
  }

  static void kept(List<Object> l) {
    kept0 = l.get(0);
  }

  static void grown(List<Object> l) {
    grown0 = l.get(0);
  }

  static void swap(List<Object> l) {
    Collections.swap(l, 0, 1);
  }

  public static void main(String[] args) {
    copy(new ArrayList<>(List.of(new First(), new Second())));
    linked(new LinkedList<>(List.of(new First(), new Second())));
    copyOf(List.copyOf(List.of(new First(), new Second())));
    copyOfCopy(new ArrayList<>(new ArrayList<>(List.of(new First(), new Second()))));
    List<Object> s = new ArrayList<>(List.of(new First(), new Second()));
    swap(s);
    swapped(s);
    List<Object> i = new ArrayList<>(List.of(new First(), new Second()));
    ListIterator<Object> it = i.listIterator();
    it.next();
    it.set(new Second());
    iteratorSet(i);
    List<Object> k = new ArrayList<>(List.of(new First(), new Second()));
    java.util.Map<String, List<Object>> m = new java.util.HashMap<>();
    m.put("k", k);
    kept(k);
    List<Object> g = new ArrayList<>();
    g.add(new Second());
    grown(new ArrayList<>(g));
    grown(new ArrayList<>(List.of(new First())));
  }
}
