package org.petrify.ir.frontend;

import java.util.Objects;

/**
 * What the frontend knows about the heap location an rb {@code read}/{@code write} names: the
 * rb variable (an abstract location: allocation site + field, a static field, or the elements
 * of the arrays of one allocation site), the name a race report shows, and whether accesses to
 * it can race at all.
 *
 * @param variable the rb variable of the {@code read}/{@code write} commands
 * @param display the location as race reports name it: {@code Cls.field} (the class named in
 *     the field instruction, without its package, {@code $} as {@code .}) or
 *     {@code type[]@File.java:line} (the array's allocation site; {@code type[]@?} when it is
 *     unknown)
 * @param kind instance field, static field or array element
 * @param volatileField the field is {@code volatile}: its accesses synchronise and never race
 * @param finalField the field is {@code final}: written once during construction, never racy
 * @param anyObject the points-to analysis found no object for the access's base (e.g. one
 *     returned by library code): the location stands for that field of every object, or for
 *     every array element, so it may alias every other location of that field (or every array)
 * @param threadLocal the location's object is thread-local ({@code ThreadEscape}: no runtime
 *     object it stands for is ever referenced by a thread other than its allocator), so two
 *     threads never access the same memory through it: never racy
 * @param index for an array element of a known array, the one index every access naming this
 *     variable uses ({@code o[3]}); {@code null} for every element ({@code o[]}) and for
 *     locations that are no array element
 */
public record HeapLocation(String variable, String display, Kind kind, boolean volatileField,
    boolean finalField, boolean anyObject, boolean threadLocal, Integer index) {

  /** A location that is not one element of a known array. */
  public HeapLocation(String variable, String display, Kind kind, boolean volatileField,
      boolean finalField, boolean anyObject, boolean threadLocal) {
    this(variable, display, kind, volatileField, finalField, anyObject, threadLocal, null);
  }

  /**
   * The elements of the known array {@code array} (an abstract object's name) that accesses
   * with index {@code index} touch ({@code array[index]}), or all of them ({@code array[]},
   * {@code index} null).
   */
  public static HeapLocation element(String array, String display, Integer index,
      boolean threadLocal) {
    return new HeapLocation(array + (index == null ? "[]" : "[" + index + "]"), display,
        Kind.ARRAY_ELEMENT, false, false, false, threadLocal, index);
  }

  /** A location of known objects. */
  public HeapLocation(String variable, String display, Kind kind, boolean volatileField,
      boolean finalField) {
    this(variable, display, kind, volatileField, finalField, false, false);
  }

  /** A location that may be shared between threads. */
  public HeapLocation(String variable, String display, Kind kind, boolean volatileField,
      boolean finalField, boolean anyObject) {
    this(variable, display, kind, volatileField, finalField, anyObject, false);
  }

  /**
   * True if accesses to this location and to {@code other} may touch the same memory: the same
   * abstract location, or elements of one known array unless both have known, different
   * indexes, or one of them stands for any object and both are that field of some object
   * (same field name) or both are array elements.
   */
  public boolean mayAlias(HeapLocation other) {
    if (variable.equals(other.variable)) {
      return true;
    }
    if (kind == Kind.ARRAY_ELEMENT && other.kind == Kind.ARRAY_ELEMENT && !anyObject
        && !other.anyObject && elements().equals(other.elements())) {
      return index == null || other.index == null || index.equals(other.index);
    }
    if (!(anyObject || other.anyObject) || kind != other.kind) {
      return false;
    }
    return kind == Kind.ARRAY_ELEMENT
        || (kind == Kind.INSTANCE_FIELD && fieldName().equals(other.fieldName()));
  }

  /** The variable that names every element of this location's array ({@code o[]}). */
  private String elements() {
    return index == null ? variable : variable.substring(0, variable.lastIndexOf('[')) + "[]";
  }

  private String fieldName() {
    return display.substring(display.lastIndexOf('.') + 1);
  }

  /**
   * The kinds of heap locations. {@code MODEL_STATE} is no Java memory the program reads or
   * writes with plain instructions: a variable of the frontend's model of state the JVM or the
   * library keeps synchronised (a class's initialisation state, an atomic's value, a pool's
   * shutdown flag) or that stands for a library object's contents, whose accesses the race
   * check already sees as that object's own location ({@code $state} of {@code LibraryState}).
   */
  public enum Kind { INSTANCE_FIELD, STATIC_FIELD, ARRAY_ELEMENT, MODEL_STATE }

  /** The location of a model variable ({@link Kind#MODEL_STATE}): never racy, aliases nothing else. */
  public static HeapLocation modelState(String variable) {
    return new HeapLocation(variable, variable, Kind.MODEL_STATE, false, false);
  }

  public HeapLocation {
    Objects.requireNonNull(variable, "variable");
    Objects.requireNonNull(display, "display");
    Objects.requireNonNull(kind, "kind");
    if (index != null && kind != Kind.ARRAY_ELEMENT) {
      throw new IllegalArgumentException("an index names an array element only: " + variable);
    }
  }

  /** True if two accesses of different threads to this location, one a write, are a data race. */
  public boolean racy() {
    return kind != Kind.MODEL_STATE && !volatileField && !finalField && !threadLocal;
  }

  /** {@code pkg.Outer$Inner} as {@code Outer.Inner}. */
  public static String simpleClassName(String binaryName) {
    int dot = binaryName.lastIndexOf('.');
    return binaryName.substring(dot + 1).replace('$', '.');
  }

  /** {@code o[3]}: array {@code o}, index 3. */
  private static final java.util.regex.Pattern ONE_ELEMENT =
      java.util.regex.Pattern.compile("(.+)\\[(-?\\d{1,9})\\]");

  /**
   * The location of an rb variable the frontend did not describe (a program written in rb, or
   * a name of the frontend's forms without a table): {@code pkg.Cls.f} (a static field) and
   * {@code pkg.Cls@File.java:12.f} (a field of an object) become {@code Cls.f},
   * {@code int[]@File.java:14[...][]} becomes {@code int[]@File.java:14} (and so does its element
   * {@code int[]@File.java:14[...][3]}); other names stay as they are.
   */
  public static HeapLocation guess(String variable) {
    java.util.regex.Matcher element = ONE_ELEMENT.matcher(variable);
    if (element.matches() && variable.indexOf('@') > 0) {
      HeapLocation all = guess(element.group(1) + "[]");
      return element(element.group(1), all.display(), Integer.valueOf(element.group(2)), false);
    }
    if (variable.endsWith("[]") && variable.length() > 2) {
      String object = variable.substring(0, variable.length() - 2);
      int context = object.indexOf('[', object.indexOf('@') + 1);
      if (object.indexOf('@') > 0 && context > 0) {
        object = object.substring(0, context);
      }
      return new HeapLocation(variable, object, Kind.ARRAY_ELEMENT, false, false);
    }
    int dot = variable.lastIndexOf('.');
    if (dot <= 0 || dot == variable.length() - 1) {
      return new HeapLocation(variable, variable, Kind.STATIC_FIELD, false, false);
    }
    String owner = variable.substring(0, dot);
    String field = variable.substring(dot + 1);
    int at = owner.indexOf('@');
    if (at > 0) {
      return new HeapLocation(variable, simpleClassName(owner.substring(0, at)) + "." + field,
          Kind.INSTANCE_FIELD, false, false);
    }
    return new HeapLocation(variable, simpleClassName(owner) + "." + field, Kind.STATIC_FIELD,
        false, false);
  }
}
