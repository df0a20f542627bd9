package org.petrify.net.mcc;

import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;

final class FormulaParserTestNets {
  private FormulaParserTestNets() {}

  static PetriNet small() {
    PetriNetBuilder b = new PetriNetBuilder("small");
    b.addPlace("p", 1);
    b.addPlace("q", 0);
    b.addTransition("t");
    b.consume("t", "p", 1).produce("t", "q", 1);
    return b.build();
  }
}
