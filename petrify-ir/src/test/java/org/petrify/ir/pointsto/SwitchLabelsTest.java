package org.petrify.ir.pointsto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The labels of javac's {@code typeSwitch} call sites read from the class file ({@link
 * SwitchLabels}): qualified enum constants, which SootUp gives without their arguments, and
 * classes; and the choice of the one label list that agrees with what SootUp shows.
 */
class SwitchLabelsTest {
  private static final String SAMPLE = "org.petrify.ir.pointsto.samples25.EnumLabels";
  private static final String COLOR = SAMPLE + "$Color";
  private static final String BOX = SAMPLE + "$Box";

  /** The sample's class file (compiled on JDK 25 only, as the other Java 21+ samples). */
  private static byte[] classFile() throws IOException {
    assumeTrue(Runtime.version().feature() >= 25, "Java 25 test samples are compiled only on"
        + " JDK 25+");
    try (InputStream in = SwitchLabelsTest.class.getResourceAsStream(
        "/" + SAMPLE.replace('.', '/') + ".class")) {
      return in.readAllBytes();
    }
  }

  @Test
  void enumConstantsAndClassesAreRead() throws IOException {
    assertThat(SwitchLabels.read(classFile())).contains(
        List.of(new SwitchLabel(COLOR, "RED"), new SwitchLabel(BOX, null),
            new SwitchLabel(COLOR, "GREEN")),
        List.of(new SwitchLabel(COLOR, "GREEN"), new SwitchLabel(BOX, null),
            new SwitchLabel(COLOR, "RED")));
  }

  @Test
  void listsThatAgreeButDifferAreNotChosen() throws IOException {
    List<List<SwitchLabel>> lists = SwitchLabels.read(classFile());
    assertThat(SwitchLabels.matching(lists, Arrays.asList(null, BOX, null))).isNull();
    assertThat(SwitchLabels.matching(lists, Arrays.asList(null, null, null))).isNull();
  }

  @Test
  void theOneAgreeingListIsChosen() {
    List<SwitchLabel> a = List.of(new SwitchLabel(COLOR, "RED"), new SwitchLabel(BOX, null));
    List<SwitchLabel> b = List.of(new SwitchLabel(BOX, null), new SwitchLabel(COLOR, "RED"));
    assertThat(SwitchLabels.matching(List.of(a, b, a), Arrays.asList(null, BOX))).isEqualTo(a);
    assertThat(SwitchLabels.matching(List.of(a, b), Arrays.asList(BOX, null))).isEqualTo(b);
    assertThat(SwitchLabels.matching(List.of(a, b), Arrays.asList(null, null))).isNull();
  }

  @Test
  void anUnreadableClassHasNoLabels() {
    assertThat(SwitchLabels.read(null)).isEmpty();
  }
}
