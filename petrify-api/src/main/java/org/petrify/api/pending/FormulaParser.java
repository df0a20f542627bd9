package org.petrify.api.pending;

import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;

/** TEMPORARY stand-in for {@code org.petrify.net.formula.FormulaParser}. */
public final class FormulaParser {
  private FormulaParser() {}

  public static Formula parse(String text, PetriNet net) {
    throw new NotLandedYet("the formula parser");
  }
}
