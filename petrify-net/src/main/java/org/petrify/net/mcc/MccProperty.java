package org.petrify.net.mcc;

import java.util.List;
import org.petrify.net.formula.Formula;

/**
 * One property of an MCC property file: either a CTL/reachability formula, or, for the
 * UpperBounds examination, the places whose total token count is to be bounded.
 *
 * @param id the contest's property id, e.g. {@code Angiogenesis-PT-01-CTLFireability-00}
 * @param formula the formula, or null for a place-bound property
 * @param boundPlaces for a place-bound property the place ids (possibly empty; the bound of an
 *     empty sum is 0), otherwise null
 */
public record MccProperty(String id, Formula formula, List<Integer> boundPlaces) {
  public MccProperty {
    if ((formula == null) == (boundPlaces == null)) {
      throw new IllegalArgumentException("exactly one of formula and boundPlaces is needed");
    }
    boundPlaces = boundPlaces == null ? null : List.copyOf(boundPlaces);
  }

  /** True for an UpperBounds ({@code place-bound}) property. */
  public boolean isPlaceBound() {
    return boundPlaces != null;
  }
}
