package org.petrify.net.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.petrify.net.PetriNet;
import org.petrify.net.io.LolaReader;
import org.petrify.net.io.NetFormatException;
import org.petrify.net.io.PnmlReader;

class ReaderFuzzTest {
  @FuzzTest(maxDuration = "10s")
  void lolaReader(byte[] input) {
    String text = new String(input, StandardCharsets.UTF_8);
    try {
      PetriNet net = LolaReader.parse(text, "fuzz.net", "fuzz");
      net.placeCount();
    } catch (NetFormatException expected) {
      // a clear error is a correct outcome
    }
  }

  @FuzzTest(maxDuration = "10s")
  void pnmlReader(byte[] input) {
    try {
      PnmlReader.read(new ByteArrayInputStream(input), "fuzz.pnml");
    } catch (NetFormatException expected) {
      // a clear error is a correct outcome
    }
  }
}
