package org.petrify.ir.frontend;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.petrify.ir.frontend.TrackedValues.FieldKey;
import org.petrify.ir.pointsto.ArgumentSite;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.ref.JFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;

/**
 * The values a store of an int-like parameter into an int field may write ({@link
 * TrackingDecision}): a setter {@code void setMax(int m) { this.max = m; }} called with
 * constants ({@code setMax(2)}) and with the values of other candidate fields
 * ({@code setMax(config.getMax())}).
 *
 * <p>A parameter receives values only from its argument sites ({@link
 * PointsToResult#argumentSites}); an instance with another caller (a lambda body, a library
 * call-back, the entry point) has none, and then the values are unknown. Otherwise every value
 * the parameter holds in a run is one an argument site passes: an int or long constant, a
 * parameter of the caller that every call passes as one constant ({@link
 * NonNullLocals#intConstant}), or a value local of the caller ({@link ValueLocals}) for the
 * candidate fields. Such a local whose every definition is a constant or a read of candidate
 * fields (directly, or through a getter, {@link GetterReads}) holds one of those constants or a
 * value one of those fields held: the field written joins the constants and the fields' values
 * ({@link Feed#fields}, whose domains the decision joins in, so the written field's domain covers
 * every value they may hold, including {@code *} when theirs has it). Any other value local
 * (arithmetic) makes the written field computed (its domain has {@code *}, which stands for
 * every other int). Anything else is unknown, and the field stays untracked.
 */
final class ParameterWrites {
  /**
   * What the argument sites of a parameter pass: int constants, the candidate fields whose
   * values they copy, and whether some site passes a computed value.
   */
  record Feed(Set<Long> constants, Set<FieldKey> fields, boolean computed) {}

  private ParameterWrites() {}

  /**
   * The values every instance of {@code code} receives in parameter {@code index}, or null when
   * some run may pass a value none of the sites shows or the rule does not follow.
   *
   * @param locals the value locals of the current candidate fields
   * @param getters the getter reads, for copies through a getter
   */
  static Feed of(PointsToResult pts, NonNullLocals nonNull, MethodCode code, int index,
      ValueLocals locals, GetterReads getters, Set<FieldKey> candidates) {
    Set<Long> constants = new TreeSet<>();
    Set<FieldKey> fields = new LinkedHashSet<>();
    boolean computed = false;
    List<MethodInstance> instances = pts.instancesOf(code);
    if (instances.isEmpty()) {
      return null;
    }
    for (MethodInstance mi : instances) {
      List<ArgumentSite> sites = pts.argumentSites(mi);
      if (sites.isEmpty()) {
        return null;
      }
      for (ArgumentSite site : sites) {
        Value arg = site.argument(index);
        if (arg == null) {
          return null;
        }
        MethodInstance caller = site.siteOf(index).caller();
        Long c = JvmArithmetic.constant(arg) != null ? JvmArithmetic.constant(arg)
            : arg instanceof Local a ? nonNull.intConstant(caller, a) : null;
        if (c != null) {
          constants.add(c);
          continue;
        }
        MethodCode body = pts.body(caller);
        if (!(arg instanceof Local a) || body == null
            || !locals.of(body).contains(a.getName())) {
          return null;
        }
        if (!copies(body, a, locals, getters, candidates, constants, fields)) {
          computed = true;
        }
      }
    }
    return new Feed(constants, fields, computed);
  }

  /**
   * True if every definition of the value local is a constant or a read of a candidate field
   * (adding them to {@code constants} and {@code fields}); false for any other definition.
   */
  private static boolean copies(MethodCode body, Local a, ValueLocals locals,
      GetterReads getters, Set<FieldKey> candidates, Set<Long> constants,
      Set<FieldKey> fields) {
    Map<String, Set<FieldKey>> from = locals.derivedFrom(body, locals.of(body));
    boolean plain = true;
    for (int i = 0; i < body.size(); i++) {
      Stmt s = body.stmt(i);
      if (!(s instanceof JAssignStmt d) || !(d.getLeftOp() instanceof Local l)
          || !l.getName().equals(a.getName())) {
        continue;
      }
      Value rhs = d.getRightOp();
      FieldKey getter = getters.fieldAt(body, i);
      if (JvmArithmetic.constant(rhs) != null) {
        constants.add(JvmArithmetic.constant(rhs));
      } else if (getter != null && candidates.contains(getter)) {
        fields.add(getter);
      } else if (rhs instanceof JFieldRef
          && from.getOrDefault(a.getName(), Set.of()).stream().allMatch(candidates::contains)
          && !from.getOrDefault(a.getName(), Set.of()).isEmpty()) {
        fields.addAll(from.get(a.getName()));
      } else {
        plain = false;
      }
    }
    return plain;
  }
}
