package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.ref.JArrayRef;
import sootup.core.jimple.common.ref.JFieldRef;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.model.FieldModifier;
import sootup.core.model.SootField;
import sootup.core.signatures.FieldSignature;
import sootup.core.types.ClassType;
import sootup.java.core.JavaSootClass;

/**
 * The race accesses of {@link ProcedureTranslator}: the rb locations a heap access of one
 * method instance (instance field, static field, array element) may touch, each noted in the
 * {@link TranslationContext} with its {@link HeapLocation} description (display name,
 * modifiers, whether the object is unknown) for the race analysis.
 *
 * <p>Location names: {@code o.f} for field {@code f} of abstract object {@code o}, {@code C.f}
 * for a static field, or for an instance field whose base points to no known object (then
 * noted as "any object"), {@code o[]} for the elements of array {@code o}, and {@code T[]} for
 * the elements of an unknown array of type {@code T}. Every heap access has at least one
 * location; the translator emits a {@code read} or {@code write} of one of them.
 *
 * <p><b>Element indexes.</b> An access {@code a[k]} of a known array {@code o} whose index is
 * known ({@link #indexOf}) names the element location {@code o[v]} instead of {@code o[]}; the
 * race check treats {@code o[v]} and {@code o[w]}, {@code v != w}, as distinct memory and every
 * other pair of locations of {@code o} (one of them {@code o[]}, or equal indexes) as the same
 * ({@link HeapLocation#mayAlias}). Sound because the known index is the value {@code k} holds
 * in every run that reaches the access in this translation (below), so two accesses named
 * {@code o[v]} and {@code o[w]} touch different elements of whatever runtime array each
 * touches, and any access whose index is not known names {@code o[]}, which aliases them all.
 */
final class HeapAccesses {
  private final TranslationContext tc;
  private final MethodInstance mi;
  private final org.petrify.ir.pointsto.MethodCode code;

  HeapAccesses(TranslationContext tc, MethodInstance mi,
      org.petrify.ir.pointsto.MethodCode code) {
    this.tc = tc;
    this.mi = mi;
    this.code = code;
  }

  /**
   * Emits the read or write of a heap location (field, static field, array element) at
   * statement {@code at} into the block, one per abstract location the access may touch (a
   * choice among several); nothing if {@code v} is not a heap access. {@code env} is the
   * environment the statement is translated in (null if not known): an array index it pins
   * names one element ({@link #indexOf}).
   */
  void emit(BlockBuilder block, Value v, boolean write, int at, Environment env) {
    List<String> locations = locations(v, at, env);
    if (locations.isEmpty()) {
      return;
    }
    Origin origin = block.origin();
    block.choice(locations.size(), k -> write
        ? new Command.Write(block.label(), locations.get(k), origin)
        : new Command.Read(block.label(), locations.get(k), origin));
  }

  /**
   * The locations the access {@code v} at statement {@code at} may touch, noted for the race
   * analysis; empty exactly when {@code v} is not a heap access.
   */
  List<String> locations(Value v, int at, Environment env) {
    List<String> locations = new ArrayList<>();
    if (v instanceof JInstanceFieldRef f) {
      String field = f.getFieldSignature().getName();
      Set<String> local = new java.util.HashSet<>();
      for (AbstractObject o : tc.polled().pointsTo(mi, at, f.getBase())) {
        locations.add(o.name() + "." + field);
        if (!tc.escape().escapes(o)) {
          local.add(o.name() + "." + field);
        }
      }
      boolean anyObject = locations.isEmpty();
      if (anyObject) {
        locations.add(f.getFieldSignature().getDeclClassType().getFullyQualifiedName() + "."
            + field);
      }
      noteField(locations, local, f.getFieldSignature(), HeapLocation.Kind.INSTANCE_FIELD,
          anyObject);
    } else if (v instanceof JStaticFieldRef f) {
      locations.add(f.getFieldSignature().getDeclClassType().getFullyQualifiedName() + "."
          + f.getFieldSignature().getName());
      noteField(locations, Set.of(), f.getFieldSignature(), HeapLocation.Kind.STATIC_FIELD,
          false);
    } else if (v instanceof JArrayRef ar) {
      locations.addAll(elements(ar.getBase(), at, indexOf(ar.getIndex(), at, env)));
    }
    return locations;
  }

  /**
   * The value the index {@code k} of an array access at statement {@code at} holds in every run
   * that reaches the access in environment {@code env}, or null if not known: a literal, a local
   * the environment pins to an int ({@link Environment#values}: exact where pinned), a value
   * {@link org.petrify.ir.pointsto.MethodCode#intValue} knows there (a literal through single
   * definitions, the loop variable of an unrolled iteration and arithmetic on them), or a local
   * whose one definition in the method reads a final field whose every possible object holds one
   * int value ({@link FinalFieldValues}: a worker's slot set by its constructor). With one
   * definition, every use of the local is reached by it (the verifier rejects a use of an
   * unassigned local), so the use sees the value read there.
   */
  Integer indexOf(Value k, int at, Environment env) {
    if (k instanceof sootup.core.jimple.common.constant.IntConstant c) {
      return c.getValue();
    }
    if (!(k instanceof sootup.core.jimple.common.Local l)) {
      return null;
    }
    if (env != null && env.values().get(l.getName()) instanceof LocalValue.Int i) {
      return (int) i.value();
    }
    Integer known = code.intValue(at, l);
    if (known != null) {
      return known;
    }
    Integer def = code.singleDefinition(l.getName());
    if (def != null && code.stmt(def) instanceof sootup.core.jimple.common.stmt.JAssignStmt a
        && a.getRightOp() instanceof JInstanceFieldRef f
        && tc.values().finalFields().qualifies(f)
        && tc.values().finalFields().read(mi, def, f) instanceof LocalValue.Int i) {
      return (int) i.value();
    }
    return null;
  }

  /**
   * The locations of the elements of the array a local holds at statement {@code at} (also
   * for a library call that reads or writes them, {@link LibraryArrays}), noted.
   */
  List<String> elements(sootup.core.jimple.common.Local base, int at) {
    return elements(base, at, null);
  }

  /**
   * The locations of element {@code index} ({@code null}: any element) of the array a local
   * holds at statement {@code at}, noted: {@code o[index]} for a known array {@code o}.
   */
  private List<String> elements(sootup.core.jimple.common.Local base, int at, Integer index) {
    List<String> locations = new ArrayList<>();
    for (AbstractObject o : tc.polled().pointsTo(mi, at, base)) {
      HeapLocation element = HeapLocation.element(o.name(), arraySite(o), index,
          !tc.escape().escapes(o));
      locations.add(element.variable());
      tc.noteLocation(element);
    }
    if (locations.isEmpty()) {
      String unknown = base.getType() + "[]";
      locations.add(unknown);
      tc.noteLocation(new HeapLocation(unknown, base.getType() + "@?",
          HeapLocation.Kind.ARRAY_ELEMENT, false, false, true));
    }
    return locations;
  }

  /**
   * The location of field {@code f} of object {@code o} when the access is not split by
   * tracked values ({@code o} null: the static field, or the field of any object).
   */
  static String location(JFieldRef f, AbstractObject o) {
    String field = f.getFieldSignature().getName();
    return o != null ? o.name() + "." + field
        : f.getFieldSignature().getDeclClassType().getFullyQualifiedName() + "." + field;
  }

  /**
   * Notes the location {@code name} a tracked-value access of field {@code f} touches (a
   * variable of {@link TrackedValues} or an untracked {@link #location}).
   */
  void noteTracked(JFieldRef f, String name, boolean anyObject) {
    noteField(List.of(name), Set.of(), f.getFieldSignature(), f instanceof JInstanceFieldRef
        ? HeapLocation.Kind.INSTANCE_FIELD : HeapLocation.Kind.STATIC_FIELD, anyObject);
  }

  /**
   * Notes the field's locations: display name from the instruction's class, its modifiers, and
   * which of them are fields of thread-local objects ({@link HeapLocation#threadLocal}; whether
   * an object escapes does not depend on the access, so every access site agrees).
   */
  private void noteField(List<String> locations, Set<String> threadLocal, FieldSignature sig,
      HeapLocation.Kind kind, boolean anyObject) {
    String display = HeapLocation.simpleClassName(
        sig.getDeclClassType().getFullyQualifiedName()) + "." + sig.getName();
    Set<FieldModifier> modifiers = fieldModifiers(sig);
    boolean isVolatile = modifiers.contains(FieldModifier.VOLATILE);
    boolean isFinal = modifiers.contains(FieldModifier.FINAL);
    for (String location : locations) {
      tc.noteLocation(new HeapLocation(location, display, kind, isVolatile, isFinal, anyObject,
          threadLocal.contains(location)));
    }
  }

  /** The modifiers of the field, looked up in the named class and its superclasses. */
  private Set<FieldModifier> fieldModifiers(FieldSignature sig) {
    ClassType type = sig.getDeclClassType();
    for (int depth = 0; type != null && depth < 32; depth++) {
      Optional<JavaSootClass> c = tc.code().anyClass(type);
      if (c.isEmpty()) {
        break;
      }
      Optional<? extends SootField> field = c.get().getField(sig.getName());
      if (field.isPresent()) {
        return field.get().getModifiers();
      }
      type = c.get().getSuperclass().orElse(null);
    }
    return Set.of();
  }

  /** {@code int[]@Main.java:14}: the array type and the allocation site's source position. */
  private static String arraySite(AbstractObject o) {
    Origin where = o.origin();
    if (where != null && where.sourceFile() != null && where.line() >= 0) {
      return o.type() + "@" + where.sourceFile() + ":" + where.line();
    }
    return HeapLocation.guess(o.name() + "[]").display();
  }
}
