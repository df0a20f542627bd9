package org.petrify.ir.pointsto.samples.inertlib;

/** Stands for a class read from a jar ({@code InertMethodsTest} says so to the code base). */
public class Lib {
  /** A holder of a lock of its own. */
  public static class Holder {
    public final Object lock = new Object();
  }

  private int size;

  /** A getter that hands a lock through: it must keep its callers apart. */
  public static Object lockOf(Holder h) {
    return h.lock;
  }

  /** Nothing of concurrency: one instance whatever the receiver. */
  public int measure(int x) {
    return x + size;
  }

  /** Reaches a monitor: keeps an instance per receiver. */
  public int viaMonitor(int x) {
    guarded();
    return x;
  }

  private void guarded() {
    synchronized (this) {
      size++;
    }
  }

  /** Calls {@code toString} on what it is given: an override may lock. */
  public int render(String prefix, Object message) {
    return message.toString().length() + prefix.length();
  }

  /** Decides on its argument: keeps an instance per call site (the caller's value). */
  public static boolean positive(java.time.Duration d) {
    return !d.isNegative() && !d.isZero();
  }

  /** A box of any value: its getter returns an {@code Object}. */
  public static class Box {
    private final Object value;

    public Box(Object value) {
      this.value = value;
    }

    /** Returns what the box holds: one instance unless that is a lock. */
    public Object get() {
      return value;
    }
  }

  /** A builder its caller gives a lock to. */
  public static class Builder {
    public Object lock;
  }

  /**
   * A factory whose closure is quiet: one instance would make its callers' builders one
   * object, whose lock fields then mix: keeps an instance per call site.
   */
  public static Builder builder() {
    return new Builder();
  }

  /** Hands a holder (of a lock) back: keeps its callers apart. */
  public Holder pass(Holder h) {
    return h;
  }

  /** Returns its receiver, which other methods lock: keeps its callers apart. */
  public Lib self() {
    return this;
  }

  /** Reads a modifier by reflection: nothing of concurrency. */
  public int modifiers() {
    return java.lang.reflect.Modifier.isFinal(getClass().getModifiers()) ? 1 : 0;
  }

  /** A shape whose area its subclasses compute. */
  public abstract static class Shape {
    protected abstract int area();

    /** Calls an abstract method whose implementations are quiet: one instance. */
    public int twice() {
      return 2 * area();
    }
  }

  /** A quiet implementation. */
  public static class Square extends Shape {
    @Override
    protected int area() {
      return 4;
    }
  }

  /** A measure whose implementation a subclass inherits from a class above the interface. */
  public interface Measured {
    int size();
  }

  /** Locks itself to tell its size. */
  public static class Base {
    public synchronized int size() {
      return 1;
    }
  }

  /** Measured through Base's synchronized method. */
  public static class Sized extends Base implements Measured {
  }

  /** Calls an interface method that a class runs from above the interface: keeps contexts. */
  public void askSize(Measured m) {
    m.size();
  }

  /** A shelf of any value; its getter returns an {@code Object}. */
  public static class Shelf {
    private final Object value;

    public Shelf(Object value) {
      this.value = value;
    }

    /** Returns what the shelf holds. */
    public Object take() {
      return value;
    }
  }

  /** Another shelf, for values whose methods count down a latch. */
  public static class Tray {
    private final Object value;

    public Tray(Object value) {
      this.value = value;
    }

    /** Returns what the tray holds. */
    public Object peek() {
      return value;
    }
  }

  /** Another shelf, for values the caller runs as threads. */
  public static class Crate {
    private final Object value;

    public Crate(Object value) {
      this.value = value;
    }

    /** Returns what the crate holds. */
    public Object open() {
      return value;
    }
  }
}
