package org.petrify.net.formula;

import java.util.List;

/**
 * A CTL state formula over a {@link org.petrify.net.PetriNet}, in LoLA's vocabulary.
 *
 * <p>Formulas refer to places and transitions by their dense ids in one particular net; they are
 * made by the parser (which resolves names against the net) or programmatically. Records compare
 * structurally, so equal formulas are {@code equals}. Atomic propositions: {@link True},
 * {@link False}, {@link Deadlock} (no transition enabled), {@link Initial} (the marking is the
 * initial one), {@link Fireable} (some listed transition is enabled) and {@link Compare}
 * (integer comparison of token sums and constants). Boolean connectives: {@link Not},
 * {@link And}, {@link Or} (n-ary, at least one operand). Temporal operators: the path
 * quantifiers {@code E}/{@code A} combined with {@code X F G U}.
 */
public sealed interface Formula {

  /** Always true. */
  record True() implements Formula {}

  /** Always false. */
  record False() implements Formula {}

  /** No transition is enabled. */
  record Deadlock() implements Formula {}

  /** The current marking equals the initial marking. */
  record Initial() implements Formula {}

  /** At least one of the transitions is enabled (LoLA's {@code FIREABLE(t)} for one). */
  record Fireable(List<Integer> transitions) implements Formula {
    public Fireable {
      transitions = List.copyOf(transitions);
    }
  }

  /** {@code left op right} over integer expressions. */
  record Compare(IntExpr left, CompareOp op, IntExpr right) implements Formula {}

  record Not(Formula operand) implements Formula {}

  record And(List<Formula> operands) implements Formula {
    public And {
      operands = List.copyOf(operands);
      if (operands.isEmpty()) {
        throw new IllegalArgumentException("AND needs an operand");
      }
    }
  }

  record Or(List<Formula> operands) implements Formula {
    public Or {
      operands = List.copyOf(operands);
      if (operands.isEmpty()) {
        throw new IllegalArgumentException("OR needs an operand");
      }
    }
  }

  /** Some successor satisfies the operand. */
  record EX(Formula operand) implements Formula {}

  /** All successors satisfy the operand (true in a deadlock). */
  record AX(Formula operand) implements Formula {}

  /** Some path eventually reaches a state satisfying the operand. */
  record EF(Formula operand) implements Formula {}

  /** On all paths the operand eventually holds. */
  record AF(Formula operand) implements Formula {}

  /** Some maximal path satisfies the operand in every state. */
  record EG(Formula operand) implements Formula {}

  /** Every reachable state satisfies the operand. */
  record AG(Formula operand) implements Formula {}

  /** {@code E (hold U goal)}. */
  record EU(Formula hold, Formula goal) implements Formula {}

  /** {@code A (hold U goal)}. */
  record AU(Formula hold, Formula goal) implements Formula {}

  /** The comparison operators of token-count atoms. */
  enum CompareOp {
    LT("<"), LE("<="), EQ("="), NE("!="), GE(">="), GT(">");

    private final String symbol;

    CompareOp(String symbol) {
      this.symbol = symbol;
    }

    public String symbol() {
      return symbol;
    }

    public boolean test(long left, long right) {
      return switch (this) {
        case LT -> left < right;
        case LE -> left <= right;
        case EQ -> left == right;
        case NE -> left != right;
        case GE -> left >= right;
        case GT -> left > right;
      };
    }
  }
}
