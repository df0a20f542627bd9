package org.petrify.net.fuzz;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.petrify.net.io.LolaReader;
import org.petrify.net.io.LolaWriter;
import org.petrify.net.io.NetFormatException;
import org.petrify.net.io.PnmlReader;
import org.petrify.net.io.PnmlWriter;
import org.petrify.net.gen.RandomFormulas;
import org.petrify.net.gen.RandomNets;
import org.petrify.net.formula.FormulaPrinter;

/**
 * A plain-Java random-mutation fuzzer that runs in every build (Jazzer's {@code @FuzzTest}s only
 * replay their seeds outside a fuzzing session): valid LoLA, PNML and formula texts are mutated
 * by random byte edits, and every reader must return a result or its format exception, quickly.
 * On failure the message contains the seed and the input so it can be replayed.
 */
class MutationFuzzTest {
  private static final int ROUNDS = 3000;

  static byte[] mutate(Random random, byte[] input) {
    byte[] out = input.clone();
    int edits = 1 + random.nextInt(8);
    for (int e = 0; e < edits && out.length > 0; e++) {
      int at = random.nextInt(out.length);
      switch (random.nextInt(4)) {
        case 0 -> out[at] = (byte) random.nextInt(256);
        case 1 -> out[at] = "<>\"{}();:,&/ 0123456789-+*=!".getBytes(StandardCharsets.US_ASCII)[
            random.nextInt(28)];
        case 2 -> {
          int len = 1 + random.nextInt(Math.min(16, out.length - at));
          byte[] shorter = new byte[out.length - len];
          System.arraycopy(out, 0, shorter, 0, at);
          System.arraycopy(out, at + len, shorter, at, out.length - at - len);
          out = shorter;
        }
        default -> {
          int from = random.nextInt(out.length);
          int len = 1 + random.nextInt(Math.min(32, out.length - from));
          byte[] longer = new byte[out.length + len];
          System.arraycopy(out, 0, longer, 0, at);
          System.arraycopy(out, from, longer, at, len);
          System.arraycopy(out, at, longer, at + len, out.length - at);
          out = longer;
        }
      }
    }
    return out;
  }

  private static void run(String what, java.util.function.Function<Random, byte[]> seed,
      java.util.function.Consumer<byte[]> target) {
    assertTimeoutPreemptively(Duration.ofSeconds(120), () -> {
      for (int round = 0; round < ROUNDS; round++) {
        Random random = new Random(round);
        byte[] input = mutate(random, seed.apply(random));
        try {
          target.accept(input);
        } catch (RuntimeException | Error e) {
          throw new AssertionError(what + " round " + round + " threw " + e + " on input: "
              + new String(input, StandardCharsets.UTF_8), e);
        }
      }
    });
  }

  @Test
  void lolaReader() {
    run("LoLA", r -> LolaWriter.write(RandomNets.withOddNames(r, RandomNets.safe(r)))
        .getBytes(StandardCharsets.UTF_8), input -> {
          try {
            LolaReader.parse(new String(input, StandardCharsets.UTF_8), "fuzz.net", "fuzz");
          } catch (NetFormatException expected) {
            // fine
          }
        });
  }

  @Test
  void pnmlReader() {
    run("PNML", r -> PnmlWriter.write(RandomNets.withOddNames(r, RandomNets.bounded(r, 3)))
        .getBytes(StandardCharsets.UTF_8), input -> {
          try {
            PnmlReader.read(new ByteArrayInputStream(input), "fuzz.pnml");
          } catch (NetFormatException expected) {
            // fine
          }
        });
  }

  @Test
  void formulaParser() {
    run("formula", r -> FormulaPrinter.print(RandomFormulas.ctl(r, FormulaFuzzTest.NET, 5),
        FormulaFuzzTest.NET).getBytes(StandardCharsets.UTF_8),
        input -> FormulaFuzzTest.check(new String(input, StandardCharsets.UTF_8)));
  }

}
