package org.petrify.ir.frontend.samples;

import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Values computed by JDK maps: never null when the function never returns null (an allocating
 * lambda, a constructor reference, a static method that allocates, a merge of two values);
 * possibly null for a function that may give null, a function read from a field, a map of
 * our own that overrides {@code computeIfAbsent}, and {@code computeIfPresent}.
 */
public class ComputedValues {
  static Object sink;
  static Function<String, Object> maker = k -> new Object();

  /** An own map whose {@code computeIfAbsent} gives null for "a". */
  static final class OddMap extends HashMap<String, Object> {
    @Override
    public Object computeIfAbsent(String key, Function<? super String, ?> f) {
      return key.equals("a") ? null : super.computeIfAbsent(key, f);
    }
  }

  static Object allocates(String k) {
    return new Object();
  }

  static Object mayGiveNull(String k) {
    return k.isEmpty() ? null : new Object();
  }

  public static void main(String[] args) {
    Map<String, Object> hash = new HashMap<>();
    Map<String, StringBuilder> chm = new ConcurrentHashMap<>();
    Map<String, Object> tree = new TreeMap<>();
    Map<String, Object> odd = new OddMap();
    if (args.length > 3) {
      maker = k -> null;
    }
    Object lambda = hash.computeIfAbsent("a", k -> new Object());
    Object constructor = chm.computeIfAbsent("b", StringBuilder::new);
    Object staticRef = tree.computeIfAbsent("c", ComputedValues::allocates);
    Object merged = tree.merge("d", "x", (a, b) -> a.toString() + b);
    Object nullable = hash.computeIfAbsent("e", ComputedValues::mayGiveNull);
    Object field = hash.computeIfAbsent("f", maker);
    Object own = odd.computeIfAbsent("g", k -> new Object());
    Object present = hash.computeIfPresent("h", (k, v) -> new Object());
    sink = lambda;
    sink = constructor;
    sink = staticRef;
    sink = merged;
    sink = nullable;
    sink = field;
    sink = own;
    sink = present;
  }
}
