package org.petrify.net.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.petrify.net.PetriNet;
import org.petrify.net.gen.RandomNets;
import org.petrify.net.testing.Mcc;

/** write → read is the identity for LoLA and PNML, on generated nets and on every MCC net. */
class RoundTripTest {

  static PetriNet viaLola(PetriNet net) {
    return LolaReader.parse(LolaWriter.write(net), "generated.net", net.name());
  }

  static PetriNet viaPnml(PetriNet net) {
    byte[] bytes = PnmlWriter.write(net).getBytes(StandardCharsets.UTF_8);
    return PnmlReader.read(new ByteArrayInputStream(bytes), "generated.pnml");
  }

  static PetriNet generated(long seed) {
    Random random = new Random(seed);
    PetriNet net = switch (random.nextInt(3)) {
      case 0 -> RandomNets.safe(random);
      case 1 -> RandomNets.bounded(random, 1 + random.nextInt(5));
      default -> RandomNets.arbitrary(random, random.nextInt(8), random.nextInt(8),
          1 + random.nextInt(1000), random.nextInt(50));
    };
    return random.nextBoolean() ? RandomNets.withOddNames(random, net) : net;
  }

  @Test
  void lolaRoundTripOnGeneratedNets() {
    qt().withExamples(500).forAll(longs().all())
        .checkAssert(seed -> {
          PetriNet net = generated(seed);
          assertThat(viaLola(net)).isEqualTo(net);
        });
  }

  @Test
  void pnmlRoundTripOnGeneratedNets() {
    qt().withExamples(500).forAll(longs().all())
        .checkAssert(seed -> {
          PetriNet net = generated(seed);
          assertThat(viaPnml(net)).isEqualTo(net);
        });
  }

  @Test
  void roundTripsEveryMccNet() {
    for (String instance : Mcc.instances()) {
      PetriNet net = Mcc.net(instance);
      assertThat(viaLola(net)).as(instance + " via LoLA").isEqualTo(net);
      assertThat(viaPnml(net)).as(instance + " via PNML").isEqualTo(net);
    }
  }

  @Test
  void netFilesChoosesTheFormatByNameAndContent(@TempDir Path dir) throws IOException {
    PetriNet net = RandomNets.withOddNames(new Random(7), RandomNets.safe(new Random(7)));
    PetriNet named = LolaReader.parse(LolaWriter.write(net), "x", "philo");
    for (String file : new String[] {"philo.net", "philo.pnml", "philo.pnml.gz"}) {
      Path path = dir.resolve(file);
      NetFiles.write(named, path);
      assertThat(NetFiles.read(path)).as(file).isEqualTo(named);
    }
    Path unnamed = dir.resolve("philo");
    Files.copy(dir.resolve("philo.pnml.gz"), unnamed);
    assertThat(NetFiles.read(unnamed)).isEqualTo(named);
    Files.writeString(unnamed, LolaWriter.write(named));
    assertThat(NetFiles.read(unnamed)).isEqualTo(named);
    NetFiles.write(named, dir.resolve("philo.dot"));
    assertThat(Files.readString(dir.resolve("philo.dot"))).startsWith("digraph")
        .contains("shape=circle").contains("shape=box");
  }
}
