package org.petrify.ir.pointsto.samples;

import java.util.List;
import java.util.Optional;

/**
 * Positional reads of {@code List.of} lists away from the method that makes them, for {@code
 * PointsToAnalysisTest}: each static field receives one element read through a parameter, a
 * field, a view, or a library call that may return another list (the tests compile for release
 * 17, before {@code reversed()} and {@code getFirst()}).
 */
public class ListParameters {
  static class First {}

  static class Second {}

  static class Third {}

  static final List<Object> HELD = List.of(new First(), new Second(), new Third());
  static Object param0;
  static Object param1;
  static Object field2;
  static Object sub0;
  static Object subUnknown0;
  static Object streamed0;
  static Object throughOptional0;

  static void read(List<Object> l) {
    param0 = l.get(0);
    param1 = l.get(1);
  }

  static void readSub(List<Object> l, int from) {
    sub0 = l.subList(1, 3).get(0);
    subUnknown0 = l.subList(from, 3).get(0);
    streamed0 = l.stream().toList().get(0);
  }

  static Object first(List<Object> l) {
    return l.get(0);
  }

  public static void main(String[] args) {
    read(List.of(new First(), new Second()));
    read(List.of(new First(), new Second(), new Third()));
    field2 = HELD.get(2);
    readSub(HELD, args.length);
    List<Object> other = List.of(new Second(), new First());
    throughOptional0 = first(Optional.of(other).get());
  }
}
