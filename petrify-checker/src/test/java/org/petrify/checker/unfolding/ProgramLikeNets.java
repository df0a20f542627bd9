package org.petrify.checker.unfolding;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;

/**
 * Random nets shaped like the program nets of Petrify and like nets mined from a trace: threads
 * as chains of control places with branches and back edges, locks as resource places taken and
 * given back, fork and join between threads. Most are safe; a thread that releases a lock it
 * does not hold, or is forked twice, makes some unsafe, which the differential tests also use.
 */
final class ProgramLikeNets {
  private ProgramLikeNets() {}

  static PetriNet generate(Random random) {
    int threads = 1 + random.nextInt(4);
    int locks = random.nextInt(3);
    PetriNetBuilder b = new PetriNetBuilder("program-like");
    int[] lock = new int[locks];
    for (int l = 0; l < locks; l++) {
      lock[l] = b.addPlace("lock" + l, 1);
    }
    int[] entry = new int[threads];
    int[] exit = new int[threads];
    List<List<Integer>> control = new ArrayList<>();
    for (int i = 0; i < threads; i++) {
      entry[i] = b.addPlace("T" + i + "_0", i == 0 ? 1 : 0);
      control.add(new ArrayList<>(List.of(entry[i])));
    }
    int transitions = 0;
    for (int i = 0; i < threads; i++) {
      List<Integer> places = control.get(i);
      int steps = 2 + random.nextInt(5);
      List<Integer> held = new ArrayList<>();
      int current = entry[i];
      for (int s = 1; s <= steps; s++) {
        int next = b.addPlace("T" + i + "_" + s, 0);
        places.add(next);
        int t = b.addTransition("t" + transitions++);
        b.consume(t, current, 1);
        b.produce(t, next, 1);
        int kind = random.nextInt(8);
        if (kind <= 1 && locks > 0) {
          int l = random.nextInt(locks);
          if (!held.contains(l)) {
            b.consume(t, lock[l], 1);
            held.add(l);
          }
        } else if (kind == 2 && !held.isEmpty()) {
          b.produce(t, lock[held.remove(held.size() - 1)], 1);
        } else if (kind == 3 && locks > 0 && random.nextInt(6) == 0) {
          b.produce(t, lock[random.nextInt(locks)], 1); // a release without acquire: unsafe
        } else if (kind == 4 && i + 1 < threads) {
          b.produce(t, entry[i + 1 + random.nextInt(threads - i - 1)], 1); // fork
        } else if (kind == 5) {
          int alt = b.addTransition("t" + transitions++); // a branch to the same next place
          b.consume(alt, current, 1);
          b.produce(alt, next, 1);
        } else if (kind == 6 && s > 1) {
          int back = b.addTransition("t" + transitions++); // a loop edge back
          b.consume(back, next, 1);
          b.produce(back, places.get(random.nextInt(places.size() - 1)), 1);
        }
        current = next;
      }
      for (int l : held) {
        int t = b.addTransition("t" + transitions++);
        b.consume(t, current, 1);
        int next = b.addPlace("T" + i + "_r" + l, 0);
        b.produce(t, next, 1);
        b.produce(t, lock[l], 1);
        current = next;
      }
      exit[i] = current;
    }
    if (threads > 1 && random.nextBoolean()) {
      int t = b.addTransition("t" + transitions++); // main joins thread 1
      b.consume(t, exit[0], 1);
      b.consume(t, exit[1], 1);
      b.produce(t, b.addPlace("T0_joined", 0), 1);
    }
    return b.build();
  }
}
