package org.petrify.ir.pointsto;

import java.util.function.Predicate;
import org.petrify.ir.rb.Origin;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.ArrayType;
import sootup.core.types.ClassType;
import sootup.core.types.Type;

/**
 * Objects made by JDK code the analysis does not model, where the application could have
 * supplied an object of the same declared type: a {@code java.lang.reflect.Type} returned by
 * {@code Field.getGenericType()} (a JDK {@code Class} or {@code ParameterizedType}) in a
 * program that implements {@code Type} itself, a {@code CharSequence} or {@code Comparable}
 * from an unmodelled JDK call in a program with its own implementations.
 *
 * <p>The JDK's methods are not analysed, so such a result has no abstract object. Where it
 * meets application objects of the same type (a field holding either), a virtual call on it
 * resolved only to the application overrides: the model dropped the JDK object's method, the
 * run Java takes when the receiver is the JDK's object. A recursive {@code hashCode} over an
 * application {@code Type} hierarchy whose base case is a JDK {@code Class} then never ended in
 * the model (Gson's {@code $Gson$Types}), and a deadlock reached only after the JDK path was
 * missed.
 *
 * <p>Rule: the result of a call of a JDK method that no library model gives a result, whose
 * declared type {@code R} is a JDK class or interface that shares a supertype other than
 * {@code Object} with some class of the class path ({@code R} itself, or {@code Comparable}
 * for an {@code Integer}), holds a <em>marker</em> object ({@link #isMarker}); an array
 * result {@code R[]} holds a marker array whose elements hold the marker; so does a string
 * constant when {@code String} shares such a supertype. The marker
 * flows like any object (copies, fields, parameters, returns, casts, array elements), and a
 * call on it of such a JDK method returns the marker again. It is dispatched to nothing:
 * calling a JDK method on an unknown JDK object has no modelled effect, as before, when the
 * receiver had no object at all. {@link PointsToResult} hides both markers from every set it
 * returns, so every analysis of the translation sees the sets it saw before; only {@link
 * PointsToResult#mayBeForeign} reports them, for the translation of a virtual call to add the
 * JDK method as one more alternative to the application callees.
 *
 * <p>Soundness: at runtime such a result is null, an application object that flowed through
 * JDK code the analysis does not follow (already a documented gap), or an object of a JDK class;
 * the marker stands for the last. Adding an object to a set only widens the sets, and the
 * marker's dispatch adds no callee, so the application callees and every other object's sets
 * are those of the analysis without the rule. Declared types that share no supertype with a
 * class-path class are left out: a receiver holding such an object can hold no application
 * object (their only common type is {@code Object}, see below), so there is no alternative to
 * add. Not covered: a JDK object that meets application objects only as an {@code Object}
 * (a JDK result declared {@code Object}, a JDK class unrelated to every application class):
 * the {@code hashCode}/{@code equals}/{@code toString} of such a receiver keeps the
 * application overrides only.
 *
 * <p><b>The opaque marker.</b> Every value no set shows gets a second marker, {@link
 * #OPAQUE}, with the same flow and dispatch, whatever its type (also where the foreign marker
 * is added): the result of a JDK method no model gives a complete result ({@link
 * LibraryEffects#resultComplete}; a {@code String} of {@code String.valueOf}, a box of {@code
 * Integer.valueOf}), a string constant and a static field of a JDK class. Not covered: caught
 * exceptions (exception objects are not tracked; a local merging a caught exception with an
 * application object shows the latter only), and application objects no {@code new} made
 * (clones, reflection, deserialisation). It changes no set the
 * translation sees and no callee; only {@link PointsToResult#mayBeOpaque} reports it, for the
 * decisions that must know every object a local may hold: the identity of two references
 * (a local holding {@code new Object()} or a JDK string is not surely the object), and the
 * monitor of a local that may hold a JDK object (an interned literal or a cached box is shared
 * between threads).
 */
final class ForeignObjects {
  /** The name (and site) of the marker object. */
  static final String MARKER = "$foreign";
  /** The name (and site) of the opaque marker: a JDK object of a type no class-path class shares. */
  static final String OPAQUE = "$opaque";
  private final CodeBase code;
  private final ConstraintSolver solver;
  private final HeapObjects heap;
  private AbstractObject marker;
  private AbstractObject markerArray;
  private AbstractObject opaque;
  private AbstractObject opaqueArray;

  ForeignObjects(CodeBase code, ConstraintSolver solver, HeapObjects heap) {
    this.code = code;
    this.solver = solver;
    this.heap = heap;
  }

  /** True if the object is one of the markers (foreign or opaque, plain or array): hidden. */
  static boolean isMarker(AbstractObject o) {
    return o.kind() == AbstractObject.Kind.LIBRARY
        && (o.site().startsWith(MARKER) || o.site().startsWith(OPAQUE));
  }

  /** True if the object is the opaque marker or its array. */
  static boolean isOpaqueMarker(AbstractObject o) {
    return o.kind() == AbstractObject.Kind.LIBRARY && o.site().startsWith(OPAQUE);
  }

  /** True if the object is the foreign marker or its array (not the opaque ones). */
  static boolean isForeignMarker(AbstractObject o) {
    return o.kind() == AbstractObject.Kind.LIBRARY && o.site().startsWith(MARKER);
  }

  /**
   * Adds the marker (or the marker array) to the result of a call of JDK method {@code sig}
   * whose result no library model gives ({@code modelled} false for it), and the opaque marker
   * to a reference result no model gives completely ({@code complete} false for it) that gets
   * no foreign marker.
   */
  void resultOf(Invocation inv, MethodSignature sig, Predicate<MethodSignature> modelled,
      Predicate<MethodSignature> complete) {
    if (inv.result() < 0 || code.isApplication(sig.getDeclClassType())) {
      return;
    }
    Type r = sig.getType();
    if (!modelled.test(sig)) {
      if (r instanceof ClassType c && sharesApplicationType(c)) {
        solver.addObject(inv.result(), marker().id());
      } else if (r instanceof ArrayType a && a.getDimension() == 1
          && a.getBaseType() instanceof ClassType c && sharesApplicationType(c)) {
        solver.addObject(inv.result(), markerArray().id());
      }
    }
    if (!complete.test(sig)) {
      opaqueValue(inv.result(), r);
    }
  }

  /**
   * Adds the opaque marker to a node that receives a JDK value of type {@code t} no set shows:
   * the marker for a class type, the opaque array (whose elements hold the marker) for an
   * array type; nothing for a primitive.
   */
  void opaqueValue(int node, Type t) {
    if (t instanceof ClassType) {
      solver.addObject(node, opaque().id());
    } else if (t instanceof ArrayType) {
      solver.addObject(node, opaqueArray().id());
    }
  }

  /**
   * Adds the marker to a node that receives a string constant, when {@code String} shares a
   * supertype with a class-path class ({@code CharSequence}, {@code Comparable}): a literal has
   * no abstract object either.
   */
  void stringConstant(int node) {
    if (sharesApplicationType(code.classType("java.lang.String"))) {
      solver.addObject(node, marker().id());
    }
    solver.addObject(node, opaque().id());
  }

  /**
   * True if an object of JDK type {@code t} may meet an application object at one receiver:
   * {@code t} or one of its supertypes other than {@code Object} is extended or implemented by
   * a class-path class ({@code Integer} and an application {@code Comparable}).
   */
  boolean sharesApplicationType(ClassType t) {
    if (code.isApplication(t)) {
      return false;
    }
    for (ClassType s : code.supertypesOf(t)) {
      if (extendedByApplication(s)) {
        return true;
      }
    }
    return false;
  }

  /**
   * True if some class-path class extends or implements the JDK type {@code t} (not {@code
   * Object}, which every class extends).
   */
  boolean extendedByApplication(ClassType t) {
    return code.jdkTypesExtendedByApplication().contains(t);
  }

  private AbstractObject marker() {
    if (marker == null) {
      marker = object(MARKER, "java.lang.Object");
    }
    return marker;
  }

  private AbstractObject opaque() {
    if (opaque == null) {
      opaque = object(OPAQUE, "java.lang.Object");
    }
    return opaque;
  }

  private AbstractObject opaqueArray() {
    if (opaqueArray == null) {
      opaqueArray = arrayOf(OPAQUE, opaque());
    }
    return opaqueArray;
  }

  private AbstractObject markerArray() {
    if (markerArray == null) {
      markerArray = arrayOf(MARKER, marker());
    }
    return markerArray;
  }

  /** A marker object named {@code name} (also its site) of type {@code type}. */
  private AbstractObject object(String name, String type) {
    return heap.object(name, Context.EMPTY, AbstractObject.Kind.LIBRARY, type, name,
        Origin.NONE, null);
  }

  /** The array marker {@code name[]}, whose elements at every index hold {@code element}. */
  private AbstractObject arrayOf(String name, AbstractObject element) {
    AbstractObject array = object(name + "[]", "java.lang.Object[]");
    solver.addObject(solver.fieldNode(array.id(), PointsToAnalysis.ALL_ELEMENTS), element.id());
    solver.addObject(solver.fieldNode(array.id(), PointsToAnalysis.UNKNOWN_INDEX), element.id());
    return array;
  }
}
