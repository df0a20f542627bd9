package org.petrify.ir.pointsto.samples;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;

/** Application {@code Type}s meeting the JDK's ({@code ForeignObjectsTest}). */
public final class ForeignTypes {
  private ForeignTypes() {}

  /** An application type over a component, whose hash recurses into it. */
  public static final class ArrayOf implements Type {
    final Type component;

    ArrayOf(Type component) {
      this.component = component;
    }

    @Override
    public int hashCode() {
      return component.hashCode() * 31;
    }
  }

  /** An application leaf type: its hash ends the recursion. */
  public static final class Leaf implements Type {
    @Override
    public int hashCode() {
      return 7;
    }
  }

  static Type wrap(Type t, int n) {
    return n == 0 ? t : new ArrayOf(wrap(t, n - 1));
  }

  /** The recursion's base case is a Type reflection made. */
  public static int reflectedBase() {
    return wrap(ForeignTypes.class.getGenericSuperclass(), 2).hashCode();
  }

  /** Only application types: no JDK object can be a component. */
  public static int applicationOnly() {
    return wrap(new Leaf(), 2).hashCode();
  }

  /** The base case is an element of an array reflection made. */
  public static int reflectedArrayElement(ParameterizedType p) {
    Type[] arguments = p.getActualTypeArguments();
    return wrap(arguments[0], 2).hashCode();
  }

  /** A modelled JDK result (the current thread) is no foreign object. */
  public static int currentThread() {
    Thread t = Thread.currentThread();
    return t.hashCode();
  }

  /** An application comparable that is never equal to anything. */
  public static final class Rank implements Comparable<Object> {
    @Override
    public int compareTo(Object o) {
      return 1;
    }
  }

  /** A box from {@code Integer.valueOf} (final class, but a {@code Comparable}) meets a Rank. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  public static int boxOrRank(int n) {
    Comparable c = n > 0 ? new Rank() : Integer.valueOf(n);
    return c.compareTo(c);
  }

  /** A string literal meets a Rank. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  public static int stringOrRank(int n) {
    Comparable c = n > 0 ? new Rank() : "text";
    return c.compareTo(c);
  }

  /** A string a JDK call made, or a new object: the set shows the object only. */
  public static int stringOrObject(int n) {
    Object o = n > 0 ? new Object() : String.valueOf(n);
    return o.hashCode();
  }

  /** A JDK class's static field, or a new object. */
  public static int jdkFieldOrObject(int n) {
    Object o = n > 0 ? new Object() : java.util.concurrent.TimeUnit.SECONDS;
    return o.hashCode();
  }

  /** A value read back from a map with keys a JDK call made: never a key. */
  public static int mapValue(int n) {
    java.util.Map<String, Object> m = new java.util.HashMap<>();
    m.put(String.valueOf(n), new Object());
    Object v = m.get("k");
    return v.hashCode();
  }

  /** Only a new object: every object the local may hold is in its set. */
  public static int objectOnly(int n) {
    Object o = n > 0 ? new Object() : new StringBuilder();
    return o.hashCode();
  }

  /** The current thread: a modelled result, complete. */
  public static int currentOrNew(int n) {
    Thread t = n > 0 ? Thread.currentThread() : new Thread();
    return t.hashCode();
  }
}
