package org.petrify.ir.pointsto.samples;

import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * Objects made by constructor references, for the summary rule of {@code PointsToResult}: one
 * {@code Once} (its supplier called at one statement that runs once), several {@code Looped}
 * (called on a loop), {@code Twice} (called at two statements) and {@code Streamed} (called by
 * the JDK's stream, any number of times).
 */
public class ConstructorReferences {
  static int count;

  static final class Once { }

  static final class Looped { }

  static final class Twice { }

  static final class Streamed { }

  static Object[] looped(Supplier<Object> make) {
    Object[] out = new Object[count];
    for (int i = 0; i < count; i++) {
      out[i] = make.get();
    }
    return out;
  }

  public static void main(String[] args) {
    Supplier<Object> once = Once::new;
    Object a = once.get();
    Object[] b = looped(Looped::new);
    Supplier<Object> twice = Twice::new;
    Object c = twice.get();
    Object d = twice.get();
    List<Streamed> e = Stream.generate(Streamed::new).limit(2).toList();
    System.out.println(List.of(a, b, c, d, e));
  }
}
