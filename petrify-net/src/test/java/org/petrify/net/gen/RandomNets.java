package org.petrify.net.gen;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;

/**
 * Random nets for differential and property tests: plain Java, a {@link Random} in, a net out,
 * so any property-testing library can wrap them. The same seed gives the same net.
 *
 * <p><b>Bounded nets</b> ({@link #safe}, {@link #bounded}, {@link #of}) compose state machines
 * with shared resource places. Component {@code c} has states {@code c<i>_s0..} and starts with
 * {@code tokens} tokens on {@code s0}; each of its transitions moves one token from one state
 * to another (a cycle through all states plus random extra edges). Each resource {@code r<j>}
 * starts with {@code capacity} tokens and gives every state {@code s} of every component a
 * holding weight {@code h(s)} in {@code 0..maxHold} ({@code h(s0) = 0}); a transition
 * {@code s -> s'} consumes {@code h(s') - h(s)} tokens of {@code r} when positive and produces
 * {@code h(s) - h(s')} when negative. Hence the place invariants
 * {@code sum of states of c = tokens} and {@code r + sum_s h(s) * m(s) = capacity}: every state
 * place holds at most {@code tokens}, every resource at most {@code capacity}, so the net is
 * {@code max(tokens, capacity)}-bounded, and safe when both are 1. Resource contention makes
 * deadlocks common but not certain. Names: places {@code c<i>_s<k>} and {@code r<j>},
 * transitions {@code c<i>_t<k>}.
 *
 * <p><b>Arbitrary nets</b> ({@link #arbitrary}) have random arcs, weights and markings, are
 * usually unbounded, and serve format and parser tests; {@link #withOddNames} renames a net's
 * nodes with names full of characters the formats must quote or escape.
 */
public final class RandomNets {
  private RandomNets() {}

  /**
   * The shape of a bounded net.
   *
   * @param components number of state machines, at least 1
   * @param states states per component, at least 1
   * @param extraEdges random transitions per component beyond the cycle
   * @param resources shared resource places
   * @param tokens initial tokens of each component (on its first state), at least 1
   * @param capacity initial tokens of each resource, at least 1
   * @param maxHold largest holding weight of a state on a resource, at least 0
   */
  public record Shape(int components, int states, int extraEdges, int resources, int tokens,
      int capacity, int maxHold) {
    public Shape {
      if (components < 1 || states < 1 || extraEdges < 0 || resources < 0 || tokens < 1
          || capacity < 1 || maxHold < 0) {
        throw new IllegalArgumentException("invalid shape " + this);
      }
    }

    /** The bound every place respects: {@code max(tokens, capacity)}. */
    public int bound() {
      return Math.max(tokens, capacity);
    }
  }

  /** A small random safe net: 1-4 components of 2-5 states, 0-3 resources. */
  public static PetriNet safe(Random random) {
    return of(random, new Shape(1 + random.nextInt(4), 2 + random.nextInt(4), random.nextInt(3),
        random.nextInt(4), 1, 1, 1));
  }

  /** A small random net in which no reachable marking puts more than {@code k} tokens on a place. */
  public static PetriNet bounded(Random random, int k) {
    if (k < 1) {
      throw new IllegalArgumentException("k must be positive: " + k);
    }
    return of(random, new Shape(1 + random.nextInt(3), 2 + random.nextInt(4), random.nextInt(3),
        random.nextInt(4), 1 + random.nextInt(k), 1 + random.nextInt(k), random.nextInt(k + 1)));
  }

  /** A random bounded net of the given shape (see the class comment). */
  public static PetriNet of(Random random, Shape shape) {
    PetriNetBuilder b = new PetriNetBuilder("random");
    int[][] statePlace = new int[shape.components()][shape.states()];
    for (int c = 0; c < shape.components(); c++) {
      for (int s = 0; s < shape.states(); s++) {
        statePlace[c][s] = b.addPlace("c" + c + "_s" + s, s == 0 ? shape.tokens() : 0);
      }
    }
    int[] resource = new int[shape.resources()];
    int[][][] hold = new int[shape.resources()][shape.components()][shape.states()];
    for (int r = 0; r < shape.resources(); r++) {
      resource[r] = b.addPlace("r" + r, shape.capacity());
      for (int c = 0; c < shape.components(); c++) {
        for (int s = 1; s < shape.states(); s++) {
          hold[r][c][s] = random.nextInt(3) == 0 ? 0 : random.nextInt(shape.maxHold() + 1);
        }
      }
    }
    for (int c = 0; c < shape.components(); c++) {
      List<int[]> edges = new ArrayList<>();
      for (int s = 0; s < shape.states(); s++) {
        edges.add(new int[] {s, (s + 1) % shape.states()});
      }
      for (int e = 0; e < shape.extraEdges(); e++) {
        edges.add(new int[] {random.nextInt(shape.states()), random.nextInt(shape.states())});
      }
      for (int k = 0; k < edges.size(); k++) {
        int from = edges.get(k)[0];
        int to = edges.get(k)[1];
        int t = b.addTransition("c" + c + "_t" + k);
        b.consume(t, statePlace[c][from], 1);
        b.produce(t, statePlace[c][to], 1);
        for (int r = 0; r < shape.resources(); r++) {
          int delta = hold[r][c][to] - hold[r][c][from];
          if (delta > 0) {
            b.consume(t, resource[r], delta);
          } else if (delta < 0) {
            b.produce(t, resource[r], -delta);
          }
        }
      }
    }
    return b.build();
  }

  /**
   * A net with random structure: {@code places} places with 0..maxTokens tokens each,
   * {@code transitions} transitions each with 0-3 input and 0-3 output arcs of weight
   * 1..maxWeight. Not necessarily bounded.
   */
  public static PetriNet arbitrary(Random random, int places, int transitions, int maxWeight,
      int maxTokens) {
    PetriNetBuilder b = new PetriNetBuilder("arbitrary");
    for (int p = 0; p < places; p++) {
      b.addPlace("p" + p, random.nextInt(maxTokens + 1));
    }
    for (int t = 0; t < transitions; t++) {
      b.addTransition("t" + t);
      if (places == 0) {
        continue;
      }
      for (int i = random.nextInt(4); i > 0; i--) {
        b.consume(t, random.nextInt(places), 1 + random.nextInt(maxWeight));
      }
      for (int i = random.nextInt(4); i > 0; i--) {
        b.produce(t, random.nextInt(places), 1 + random.nextInt(maxWeight));
      }
    }
    return b.build();
  }

  private static final String[] ODD = {"PLACE", "MARKING", "TRANSITION", "SAFE", "AND", "EF", "A",
      "U", "FIREABLE", "TRUE", "0", "42", "a b", "x,y", "s;t", "k:1", "(p)", "{c}", "q\"uote",
      "back\\slash", "tab\there", "new\nline", "<lt>", "&amp", "'apos'", "ü-ñ.é", "\u03b1\u03b2",
      "-minus", "p+q", "a*b", "x>=y", "!bang", "p|q", "e=mc2", "\ud83d\ude00", "trailing ",
      " leading", "x"};

  /**
   * The same net with every place and transition renamed to a distinct random name drawn from
   * keywords of the formats, numbers, and names containing white space, punctuation, quotes,
   * backslashes, XML specials and non-ASCII characters (all representable in XML 1.0). Places
   * and transitions never share a name.
   */
  public static PetriNet withOddNames(Random random, PetriNet net) {
    Set<String> used = new HashSet<>();
    PetriNetBuilder b = new PetriNetBuilder(oddName(random, used));
    for (int p = 0; p < net.placeCount(); p++) {
      b.addPlace(oddName(random, used), net.initialTokens(p));
    }
    for (int t = 0; t < net.transitionCount(); t++) {
      b.addTransition(oddName(random, used));
      for (int i = net.preStart(t); i < net.preStart(t + 1); i++) {
        b.consume(t, net.prePlace(i), net.preWeight(i));
      }
      for (int i = net.postStart(t); i < net.postStart(t + 1); i++) {
        b.produce(t, net.postPlace(i), net.postWeight(i));
      }
    }
    return b.build();
  }

  private static String oddName(Random random, Set<String> used) {
    while (true) {
      StringBuilder name = new StringBuilder(ODD[random.nextInt(ODD.length)]);
      if (random.nextBoolean()) {
        name.append(ODD[random.nextInt(ODD.length)]);
      }
      if (used.size() > ODD.length) {
        name.append(random.nextInt(1000));
      }
      if (used.add(name.toString())) {
        return name.toString();
      }
    }
  }
}
