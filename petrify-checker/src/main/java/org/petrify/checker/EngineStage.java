package org.petrify.checker;

/**
 * The computations of a check before its search, which {@link Budget#checkStage} names when a
 * limit runs out in them ({@link BudgetExceededException#stage()}, {@link CheckResult#stage()}).
 * {@code words} is how reasons name the stage ("timeout of 1000 ms reached in stage place
 * invariants (...)"), the same words the structural analyses pass to their budget.
 */
public enum EngineStage {
  /** The structural reduction of the net ({@code StructuralReducer}). */
  STRUCTURAL_REDUCTION("structural reduction"),
  /** The place invariants and structural bounds ({@code PlaceInvariants}). */
  PLACE_INVARIANTS("place invariants"),
  /** The marking codec's check of the invariants ({@link MarkingCodec}). */
  MARKING_CODEC("marking codec"),
  /** A stage this enum does not list (a caller's own structural computation). */
  OTHER("other");

  private final String words;

  EngineStage(String words) {
    this.words = words;
  }

  /** How reasons name the stage. */
  public String words() {
    return words;
  }

  /** The stage a structural computation names {@code words}, {@link #OTHER} if none. */
  static EngineStage named(String words) {
    for (EngineStage s : values()) {
      if (s.words.equals(words)) {
        return s;
      }
    }
    return OTHER;
  }
}
