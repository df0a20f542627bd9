package org.petrify.ir.pointsto.samples;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** For-each loops for {@code IteratorLoops}: which are counted and which stay loops. */
public class ForEachLoops {
  static List<Object> sink = new ArrayList<>();
  static final List<String> THREE = List.of("a", "b", "c");
  static final Object[] FOUR = new Object[4];
  static List<String> notFinal = List.of("a");
  static final List<String> TWO_WAYS;
  static final List<Object> GROWN = new ArrayList<>();

  static {
    if (Boolean.getBoolean("petrify.sample")) {
      TWO_WAYS = List.of("a");
    } else {
      TWO_WAYS = List.of("a", "b");
    }
  }

  static void overStaticListOf() {
    for (String s : THREE) {
      sink.add(new Object());
    }
  }

  static void overStaticArray() {
    for (Object o : FOUR) {
      sink.add(new Object());
    }
  }

  static void indexedOverStaticArray() {
    for (int i = 0; i < FOUR.length; i++) {
      FOUR[i] = new Object();
    }
  }

  static void overNonFinalField() {
    for (String s : notFinal) {
      sink.add(new Object());
    }
  }

  static void overFieldWrittenTwice() {
    for (String s : TWO_WAYS) {
      sink.add(new Object());
    }
  }

  static void overStaticGrowingList() {
    for (Object o : GROWN) {
      sink.add(new Object());
    }
  }

  static void overListOf() {
    for (String s : List.of("a", "b", "c")) {
      sink.add(new Object());
    }
  }

  static void overManyListOf() {
    for (String s : List.of("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l")) {
      sink.add(new Object());
    }
  }

  static void overAsList() {
    for (String s : Arrays.asList("a", "b")) {
      sink.add(new Object());
    }
  }

  static void overCopyOf() {
    List<String> names = List.of("a", "b", "c", "d");
    for (String s : List.copyOf(names)) {
      sink.add(new Object());
    }
  }

  static void filledThenIterated() {
    List<Object> items = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      items.add(new Object());
    }
    for (Object o : items) {
      sink.add(o);
    }
  }

  static void filledThenIndexed() {
    List<Object> items = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      items.add(new Object());
    }
    for (int i = 0; i < items.size(); i++) {
      sink.add(items.get(i));
      sink.add(new Object());
    }
  }

  static void indexedWhileGrowing() {
    List<Object> items = new ArrayList<>();
    items.add(new Object());
    for (int i = 0; i < items.size() && i < 5; i++) {
      items.add(new Object());
    }
  }

  static void filledByForEachThenIterated() {
    List<Object> items = new ArrayList<>();
    for (String s : List.of("x", "y")) {
      items.add(new Object());
    }
    for (Object o : items) {
      sink.add(new Object());
    }
  }

  static void copiedIntoNewList() {
    List<String> items = new ArrayList<>(List.of("x", "y"));
    for (String o : items) {
      sink.add(new Object());
    }
  }

  static void filledOnOnePathOnly(boolean b) {
    List<Object> items = new ArrayList<>();
    items.add(new Object());
    if (b) {
      items.add(new Object());
    }
    for (Object o : items) {
      sink.add(new Object());
    }
  }

  static void escapes() {
    List<Object> items = new ArrayList<>();
    items.add(new Object());
    fill(items);
    for (Object o : items) {
      sink.add(new Object());
    }
  }

  static void fill(List<Object> items) {
    items.add(new Object());
  }

  static void removed() {
    List<Object> items = new ArrayList<>();
    items.add(new Object());
    items.add(new Object());
    items.remove(0);
    for (Object o : items) {
      sink.add(new Object());
    }
  }

  static void addedInTheLoop() {
    List<Object> items = new ArrayList<>();
    items.add(new Object());
    for (Object o : items) {
      if (sink.isEmpty()) {
        items.add(new Object());
      }
    }
  }

  static void overAField() {
    for (Object o : sink) {
      sink.add(new Object());
    }
  }

  static void unknownList(List<String> names) {
    for (String s : names) {
      sink.add(new Object());
    }
  }

  static void iteratedTwiceInALoop() {
    List<String> names = List.of("a", "b");
    for (int k = 0; k < 100; k++) {
      for (String s : names) {
        sink.add(new Object());
      }
    }
  }

  static void withBreak() {
    for (String s : List.of("a", "b", "c")) {
      if (sink.isEmpty()) {
        break;
      }
      sink.add(new Object());
    }
  }

  static void copiedThenGrown() {
    List<String> items = new ArrayList<>(List.of("x", "y"));
    items.add("z");
    for (String o : items) {
      sink.add(new Object());
    }
  }

  static void copiedFromUnknown(List<String> names) {
    List<String> items = new ArrayList<>(names);
    items.add("z");
    for (String o : items) {
      sink.add(new Object());
    }
  }
}
