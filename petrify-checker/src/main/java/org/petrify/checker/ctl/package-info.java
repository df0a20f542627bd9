/**
 * CTL model checking on top of the engine's {@link org.petrify.checker.StateSpace}.
 *
 * <p>Entry points: {@link org.petrify.checker.ctl.CtlEvaluator#evaluate} (what
 * {@link org.petrify.checker.session.ModelChecker#check} calls for formulas outside the reachability
 * fragment), {@link org.petrify.checker.ctl.CtlSession} for many formulas on one net (an MCC
 * property file), and {@link org.petrify.checker.ctl.CtlEvaluator#upperBound} for MCC
 * UpperBounds.
 *
 * <p><b>Semantics</b> (checked against the MCC oracle): paths are maximal; a deadlock ends a
 * finite path. At a deadlock {@code EX φ} is false, {@code AX φ} true, {@code EG φ} and
 * {@code AF φ} are φ, {@code A(φ U ψ)} and {@code E(φ U ψ)} are ψ.
 *
 * <p><b>Methods</b> ({@link org.petrify.checker.ctl.Strategy}): formulas whose temporal operators
 * all have propositional operands are decided on the fly, one depth-first search per operator
 * from the initial state ({@code EG}/{@code AF}/{@code AU} by lasso search), stopping at the
 * first witness; {@code AG EF φ} and {@code EF AG φ} by one Tarjan pass looking for a bottom
 * component without φ ({@link org.petrify.checker.ctl.BottomComponentSearch} on a reduced graph,
 * {@link org.petrify.checker.ctl.HomeSearch} without reduction); nested formulas by global fixpoint labelling of the explored graph
 * (RoaringBitmaps per subformula, CSR edges). {@code Strategy.LOCAL} evaluates nested formulas on
 * the fly too, memoising per subformula.
 *
 * <p><b>Partial-order reduction</b> is used only for the top-level searches of
 * {@code EF AG EU EG AF AU} with propositional operands (stutter-invariant path properties, no
 * next operator): the engine's deadlock-preserving stubborn set, fully expanded when it contains
 * an enabled transition that changes a place the operands read, and fully expanded when it
 * closes a cycle on the search stack (cycle proviso). It is off for {@code EX}/{@code AX},
 * nested temporal operators, and under fairness; {@code Statistics.reduction}
 * says which. {@code AG EF φ} / {@code EF AG φ} with propositional φ have their own reduction:
 * an up-set stubborn set or a deadlock-preserving one without enabled visible transitions
 * where φ is false, a deadlock-preserving one where it holds, and a full
 * expansion in every bottom component of the reduced graph (see
 * {@link org.petrify.checker.ctl.BottomComponentSearch} for the conditions and the theorem).
 *
 * <p><b>Fairness</b> ({@link org.petrify.checker.CheckOptions#withFairness}): see
 * {@link org.petrify.checker.Fairness}; it constrains the infinite paths of {@code EG} and
 * {@code AF} only, and is computed on the full graph by SCC refinement; the witness of a
 * top-level {@code EG}/{@code AF} is then a fair lasso (its cycle fires every group that fires
 * inside the fair component and passes a state disabling each weak group that does not).
 *
 * <p><b>Witnesses</b>: for the outermost temporal operator only: a path for
 * {@code EF}/{@code AG}/{@code EU}/{@code EX}/{@code AX} and {@code AG EF} (to a state from which
 * φ is unreachable), a lasso or a path to a deadlock for {@code EG}/{@code AF}/{@code AU};
 * replayed on the net before being returned.
 */
package org.petrify.checker.ctl;
