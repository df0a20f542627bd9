package org.petrify.checker.reduce;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;

/**
 * Random nets shaped like encoded programs: threads as control-flow chains (one place per
 * location) with steps that need nothing else ({@code skip}, reads, writes), nondeterministic
 * branches and backward jumps (loops), lock acquisitions (location + the lock's free place) and
 * releases, a thread forking another one, and a {@code running} place per thread that its first
 * step marks and its last step clears. Full of sequential chains and lock conflicts, so the
 * structural rules all fire. Loops over a release can make a net unbounded; callers bound
 * their searches.
 */
final class ProgramLikeNets {
  private ProgramLikeNets() {}

  static PetriNet random(Random random) {
    int threads = 1 + random.nextInt(3);
    int locks = 1 + random.nextInt(3);
    PetriNetBuilder b = new PetriNetBuilder("program");
    int[] free = new int[locks];
    for (int l = 0; l < locks; l++) {
      free[l] = b.addPlace("free_L" + l, 1);
    }
    List<int[]> locations = new ArrayList<>();
    int[] running = new int[threads];
    for (int t = 0; t < threads; t++) {
      int length = 2 + random.nextInt(7);
      int[] loc = new int[length + 1];
      for (int i = 0; i <= length; i++) {
        loc[i] = b.addPlace("t" + t + "_at" + i, t == 0 && i == 0 ? 1 : 0);
      }
      running[t] = b.addPlace("running_t" + t, 0);
      locations.add(loc);
    }
    int id = 0;
    for (int t = 0; t < threads; t++) {
      int[] loc = locations.get(t);
      int length = loc.length - 1;
      boolean[] held = new boolean[locks];
      for (int i = 0; i < length; i++) {
        int step = b.addTransition("t" + t + "_s" + i + "_" + id++);
        b.consume(step, loc[i], 1).produce(step, loc[i + 1], 1);
        if (i == 0) {
          b.produce(step, running[t], 1);
        }
        if (i == length - 1) {
          b.consume(step, running[t], 1);
          for (int l = 0; l < locks; l++) {
            if (held[l]) {
              b.produce(step, free[l], 1); // release what is still held at the end
              held[l] = false;
            }
          }
          continue;
        }
        int kind = random.nextInt(6);
        int l = random.nextInt(locks);
        if (kind == 0 && !held[l]) {
          b.consume(step, free[l], 1);
          held[l] = true;
        } else if (kind == 1 && held[l]) {
          b.produce(step, free[l], 1);
          held[l] = false;
        } else if (kind == 2 && i > 0) {
          int back = b.addTransition("t" + t + "_loop" + i + "_" + id++);
          int target = 1 + random.nextInt(i);
          b.consume(back, loc[i], 1).produce(back, loc[target], 1);
        } else if (kind == 3) {
          int other = b.addTransition("t" + t + "_alt" + i + "_" + id++);
          b.consume(other, loc[i], 1).produce(other, loc[Math.min(length - 1, i + 1 + random.nextInt(2))], 1);
        } else if (kind == 4 && t + 1 < threads) {
          b.produce(step, locations.get(t + 1)[0], 1); // fork the next thread
        }
      }
    }
    for (int t = 1; t < threads; t++) {
      if (random.nextBoolean()) {
        b.setInitialTokens(locations.get(t)[0], 1); // also started at once
      }
    }
    return b.build();
  }
}
