package org.petrify.net.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.FormulaException;
import org.petrify.net.formula.FormulaParser;
import org.petrify.net.formula.FormulaPrinter;

/** Any text gives a formula (which then prints and parses back equal) or a FormulaException. */
class FormulaFuzzTest {
  static final PetriNet NET = net();

  static PetriNet net() {
    PetriNetBuilder b = new PetriNetBuilder("fuzz");
    b.addPlace("p1", 1);
    b.addPlace("p2", 0);
    b.addTransition("t1");
    b.consume("t1", "p1", 1).produce("t1", "p2", 1);
    return b.build();
  }

  static void check(String text) {
    Formula f;
    try {
      f = FormulaParser.parse(text, NET);
    } catch (FormulaException expected) {
      return;
    }
    String printed = FormulaPrinter.print(f, NET);
    if (!FormulaParser.parse(printed, NET).equals(f)) {
      throw new AssertionError("round trip changed " + text + " printed as " + printed);
    }
  }

  @FuzzTest(maxDuration = "10s")
  void formulaParser(byte[] input) {
    check(new String(input, StandardCharsets.UTF_8));
  }
}
