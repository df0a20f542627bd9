package org.petrify.ir.pointsto;

/**
 * What a node of the points-to graph stands for. Nodes are interned by key in
 * {@link ConstraintSolver}; equal keys are one node.
 */
sealed interface NodeKey {

  /** A local of a method instance; {@code local} is the SSA-like key of {@link MethodCode#localKey}. */
  record LocalVar(MethodInstance method, String local) implements NodeKey {}

  /** A field (or array pseudo-field, see {@link PointsToAnalysis}) of one abstract object. */
  record Field(int object, String field) implements NodeKey {}

  /** A static field, {@code pkg.Cls.name}. */
  record StaticField(String field) implements NodeKey {}

  /** The receiver {@code this} of a method instance. */
  record This(MethodInstance method) implements NodeKey {}

  /** Parameter {@code index} of a method instance. */
  record Param(MethodInstance method, int index) implements NodeKey {}

  /** The returned value of a method instance. */
  record Return(MethodInstance method) implements NodeKey {}

  /** A constant (class literal) that always points to its one object. */
  record Constant(int object) implements NodeKey {}

  /**
   * What node {@code node} may hand to a JDK container as an argument whose role is not known:
   * its objects, their contents and their elements ({@link LibraryEffects}' unknown-role rule).
   * It belongs to no method instance and is no field.
   */
  record UnknownRole(int node) implements NodeKey {}
}
