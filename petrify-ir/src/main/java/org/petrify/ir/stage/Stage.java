package org.petrify.ir.stage;

/** The stages before model checking, in the order they run. */
public enum Stage {
  /** Checking the class path, reading class headers, opening it with SootUp. */
  LOAD("load"),
  /** Points-to analysis (which also reads method bodies) and the translation into rb. */
  TRANSLATE("translate"),
  /** Encoding rb as a Petri net (control graph, lock depths, net assembly). */
  ENCODE("encode");

  private final String label;

  Stage(String label) {
    this.label = label;
  }

  /** The lower-case name used in reasons and progress lines ({@code "translate"}). */
  public String label() {
    return label;
  }

  @Override
  public String toString() {
    return label;
  }
}
