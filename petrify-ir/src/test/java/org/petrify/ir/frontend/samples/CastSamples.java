package org.petrify.ir.frontend.samples;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Casts for {@code SafeCastsTest}: the method name says whether the cast in it can fail.
 * {@code STRINGS} receives only strings (a constant, a {@code String} parameter, a
 * {@code String.valueOf} result); {@code MIXED} also an {@code Integer}; {@code FILLED} is filled
 * by the library ({@code Collections.addAll}), so its elements are unknown; {@code RUNNERS}
 * holds only lambdas, {@code MIXED_LIST} a string and an {@code Integer}, both read by
 * for-each loops (a cast of the iterator's {@code next()}). {@code STRING_LIST} holds strings
 * and is copied by {@code new ArrayList<>(c)} and by {@code STRING_COPY.addAll}: the copies
 * hold strings; a copy of {@code MIXED_LIST} or of {@code FILLED} holds what they hold. The
 * {@code ...Guard...} methods cast a parameter of unknown class under an {@code instanceof}
 * test: of the target class on every path (safe), of another class, or of the local before
 * it is redefined (unsafe).
 */
public final class CastSamples {
  static final BlockingQueue<Object> STRINGS = new LinkedBlockingQueue<>();
  static final BlockingQueue<Object> MIXED = new LinkedBlockingQueue<>();
  static final List<Object> FILLED = new ArrayList<>();
  static final List<Runnable> RUNNERS = new ArrayList<>();
  static final List<Object> MIXED_LIST = new ArrayList<>();
  static final ArrayList<Object> STRING_LIST = new ArrayList<>();
  static final ArrayDeque<Object> STRING_COPY = new ArrayDeque<>();

  static class Foo {}

  static class Bar extends Foo {}

  static void send(String s) {
    STRINGS.add(s);
  }

  static String safeTake() throws InterruptedException {
    return (String) STRINGS.take();
  }

  static String unsafeMixedTake() throws InterruptedException {
    return (String) MIXED.take();
  }

  static String unsafeFilledGet() {
    return (String) FILLED.get(0);
  }

  static Foo safeSubclasses(boolean b) {
    Object o = new Bar();
    if (b) {
      o = new Foo();
    }
    return (Foo) o;
  }

  static Foo unsafeLibraryResult(boolean b) {
    Object o = String.valueOf(b);
    if (b) {
      o = new Foo();
    }
    return (Foo) o;
  }

  static CharSequence safeUpcastOfAString(boolean b) {
    Object o = null;
    if (b) {
      o = "x";
    }
    return (CharSequence) o;
  }

  static void safeIteratedLambdas() {
    for (Runnable r : RUNNERS) {
      r.run();
    }
  }

  static int unsafeIteratedMixed() {
    int n = 0;
    for (Object o : MIXED_LIST) {
      n += ((String) o).length();
    }
    return n;
  }

  static int safeCopiedStrings() {
    int n = 0;
    for (Object o : new ArrayList<>(STRING_LIST)) {
      n += ((String) o).length();
    }
    return n;
  }

  static String safeAddedAll() {
    return (String) STRING_COPY.peek();
  }

  static int unsafeCopiedMixed() {
    int n = 0;
    for (Object o : new ArrayList<>(MIXED_LIST)) {
      n += ((String) o).length();
    }
    return n;
  }

  static String unsafeCopiedFilled() {
    return (String) new ArrayList<>(FILLED).get(0);
  }

  static Foo safePatternGuard(Object o) {
    if (o instanceof Foo f) {
      return f;
    }
    return null;
  }

  static Foo safeNegatedGuard(Object o) {
    if (!(o instanceof Bar)) {
      return null;
    }
    return (Foo) o;
  }

  static Foo unsafeWrongGuard(Object o) {
    if (o instanceof CharSequence) {
      return (Foo) o;
    }
    return null;
  }

  static Foo unsafeRedefinedGuard(Object o) {
    Object x = o;
    if (x instanceof Foo) {
      x = String.valueOf(x);
      return (Foo) x;
    }
    return null;
  }

  static Foo unsafeParameter(Object o) {
    return (Foo) o;
  }

  public static void main(String[] args) throws Exception {
    STRINGS.put("a");
    send(String.valueOf(args.length));
    STRINGS.offer(String.valueOf(1));
    MIXED.put("a");
    MIXED.put(1);
    Collections.addAll(FILLED, new Object[] {1});
    safeTake();
    unsafeMixedTake();
    unsafeFilledGet();
    safeSubclasses(args.length > 0);
    unsafeLibraryResult(args.length > 0);
    safeUpcastOfAString(args.length > 0);
    unsafeParameter(args.length > 0 ? new Foo() : "s");
    RUNNERS.add(() -> { });
    MIXED_LIST.add("a");
    MIXED_LIST.add(1);
    safeIteratedLambdas();
    unsafeIteratedMixed();
    STRING_LIST.add("b");
    STRING_COPY.addAll(STRING_LIST);
    safeCopiedStrings();
    safeAddedAll();
    unsafeCopiedMixed();
    unsafeCopiedFilled();
    Object any = args.length > 0 ? new Bar() : "s";
    safePatternGuard(any);
    safeNegatedGuard(any);
    unsafeWrongGuard(any);
    unsafeRedefinedGuard(any);
  }
}
