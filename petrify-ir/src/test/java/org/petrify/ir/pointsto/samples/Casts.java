package org.petrify.ir.pointsto.samples;

import java.util.ArrayList;
import java.util.List;

/**
 * Objects of several classes in one list, read back through casts ({@code CastFiltersTest}):
 * each cast lets through only what may be an instance of its type.
 */
public final class Casts {
  private Casts() {}

  /** An application interface two of the classes implement. */
  public interface Shape {}

  /** A shape. */
  public static final class Circle implements Shape {}

  /** Another shape. */
  public static final class Square implements Shape {}

  /** Not a shape. */
  public static class Plain {}

  public static Object circles;
  public static Object shapes;
  public static Object plains;
  public static Object arrays;
  public static Object caught;
  public static Object accepted;

  /** Called with every object of the list by a raw call of the lambda below. */
  static void accept(Plain p) {
    accepted = p;
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  public static void main(String[] args) {
    java.util.function.Consumer<Plain> plainsOnly = Casts::accept;
    java.util.function.Consumer raw = plainsOnly;
    List<Object> all = new ArrayList<>();
    all.add(new Circle());
    all.add(new Square());
    all.add(new Plain());
    all.add(new Object[1]);
    all.add(List.of("library"));
    all.add((Runnable) () -> { });
    all.add(Circle.class);
    for (Object o : all) {
      shapes = (Shape) o;
      plains = (Plain) o;
      arrays = (Object[]) o;
      try {
        circles = (Circle) o;
      } catch (ClassCastException e) {
        caught = o;
      }
      raw.accept(o);
    }
  }
}
