package org.petrify.ir.encode;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Program;
import org.petrify.ir.stage.StageBudget;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;

/**
 * The net of one program while it is being built: places and transitions by name in sorted
 * maps (so ids follow name order and the net text is stable), and the caveats in the order they
 * were first raised. {@link #freeze} turns it into a {@link PetriNet} and its {@link NetOrigins}.
 *
 * <p>Invariants: a name denotes one node (a second place with the same name and another
 * meaning, or a second transition with the same name, is an error, not a merge); every arc of
 * a transition ends at a place that exists when the draft is frozen; every place name the
 * draft keeps (as a place or as an arc's end) is one shared {@link String} instance per name.
 *
 * <p>Why the names are shared: the emitters build a place's name anew at each use ({@link
 * PlaceNames#at} concatenates the subnet's name and the label), and on a real class path those
 * names are hundreds of characters long; gson's draft held 3.3 million strings with 1.1 GB of
 * characters for 155,000 places and 248,000 transitions, most of them copies of one name per
 * arc. Sharing changes no name, arc or order, only which equal instance is kept.
 */
final class NetDraft {
  private final TreeMap<String, PlaceSpec> places = new TreeMap<>();
  private final TreeMap<String, TransitionSpec> transitions = new TreeMap<>();
  private final Map<String, Caveat> caveats = new LinkedHashMap<>();
  /** The one kept instance of each place name seen so far. */
  private final Map<String, String> placeNames = new HashMap<>();

  private record PlaceSpec(int initial, NodeInfo info, List<HeldLock> staticHeld) {}

  /** The arcs of one transition under construction, as (place name, weight) maps. */
  static final class TransitionSpec {
    final NodeInfo info;
    /** Maps a place name to the instance the arcs keep ({@link NetDraft}'s shared names). */
    private final UnaryOperator<String> shared;
    final TreeMap<String, Integer> pre = new TreeMap<>();
    final TreeMap<String, Integer> post = new TreeMap<>();
    /**
     * For a return of a shared subnet, the name of the call transition of the site it returns
     * to ({@link NetOrigins#callOf}); else null.
     */
    String returnsTo;
    /**
     * For a call that pushes a recursion stack at a depth above 0 ({@link RecursionStacks}),
     * the name of the site's plain call transition ({@link NetOrigins#plainCall}); else null.
     */
    String variantOf;

    /** A spec whose arcs keep the place names they are given. */
    TransitionSpec(NodeInfo info) {
      this(info, UnaryOperator.identity());
    }

    private TransitionSpec(NodeInfo info, UnaryOperator<String> shared) {
      this.info = info;
      this.shared = shared;
    }

    TransitionSpec in(String place) {
      return in(place, 1);
    }

    TransitionSpec out(String place) {
      return out(place, 1);
    }

    TransitionSpec read(String place) {
      return in(place).out(place);
    }

    /** Consumes {@code weight} tokens (none if {@code weight <= 0}). */
    TransitionSpec in(String place, int weight) {
      if (weight > 0) {
        pre.merge(shared.apply(place), weight, Integer::sum);
      }
      return this;
    }

    /** Produces {@code weight} tokens (none if {@code weight <= 0}). */
    TransitionSpec out(String place, int weight) {
      if (weight > 0) {
        post.merge(shared.apply(place), weight, Integer::sum);
      }
      return this;
    }

    /** Tests for at least {@code weight} tokens without changing them. */
    TransitionSpec read(String place, int weight) {
      return in(place, weight).out(place, weight);
    }
  }

  int placeCount() {
    return places.size();
  }

  int transitionCount() {
    return transitions.size();
  }

  void place(String name, int initial, NodeInfo info) {
    place(name, initial, info, List.of());
  }

  /** Adds a place; adding it again with the same meaning does nothing. */
  void place(String name, int initial, NodeInfo info, List<HeldLock> held) {
    PlaceSpec old = places.get(name);
    if (old == null) {
      places.put(sharedName(name), new PlaceSpec(initial, info, held));
    } else if (!old.info().equals(info)) {
      throw new IllegalStateException("encoder: two places named " + name + " (" + old.info()
          + " and " + info + "); rename the rb names that differ only in separators");
    }
  }

  /** Adds a transition without arcs, to be given its arcs through the returned spec. */
  TransitionSpec transition(String name, NodeInfo info) {
    if (transitions.containsKey(name)) {
      throw new IllegalStateException("encoder: two transitions named " + name
          + "; rename the rb names that differ only in separators");
    }
    TransitionSpec spec = new TransitionSpec(info, this::sharedName);
    transitions.put(name, spec);
    return spec;
  }

  /** The kept instance of place name {@code name} (the first one seen). */
  private String sharedName(String name) {
    String kept = placeNames.putIfAbsent(name, name);
    return kept == null ? name : kept;
  }

  /** The transitions so far by name, in name order; the map may be edited (dead value reset). */
  TreeMap<String, TransitionSpec> transitions() {
    return transitions;
  }

  /** Records a caveat once per kind and message. */
  void caveat(String kind, Origin where, String message, Caveat.Effect effect) {
    caveats.putIfAbsent(kind + "|" + message, new Caveat(kind, where, message, effect));
  }

  void caveat(Caveat c) {
    caveats.putIfAbsent(c.kind() + "|" + c.message(), c);
  }

  /**
   * The net and its origins. Checks {@code budget} once per transition of each pass: on gson's
   * draft of 500,122 places and 1,175,355 transitions this stage filled a 2 GB heap after the
   * last check of the assembly, and the JVM ran full collections of 10 to 19 s each instead of
   * ending with the memory budget.
   */
  EncodedProgram freeze(Program program, EncodingOptions options, Set<String> multiInstance,
      Set<String> countedJoins, StageBudget budget) {
    for (TransitionSpec tr : transitions.values()) {
      budget.check();
      for (String p : tr.pre.keySet()) {
        requirePlace(p, tr);
      }
      for (String p : tr.post.keySet()) {
        requirePlace(p, tr);
      }
    }
    PetriNetBuilder b = new PetriNetBuilder(NetNames.sanitize(program.main()));
    NodeInfo[] placeInfos = new NodeInfo[places.size()];
    List<List<HeldLock>> staticHeld = new ArrayList<>();
    for (Map.Entry<String, PlaceSpec> e : places.entrySet()) {
      int id = b.addPlace(e.getKey(), e.getValue().initial());
      placeInfos[id] = e.getValue().info();
      staticHeld.add(e.getValue().staticHeld());
    }
    NodeInfo[] transitionInfos = new NodeInfo[transitions.size()];
    for (Map.Entry<String, TransitionSpec> e : transitions.entrySet()) {
      budget.check();
      int id = b.addTransition(e.getKey());
      transitionInfos[id] = e.getValue().info;
      e.getValue().pre.forEach((p, w) -> b.consume(id, b.placeIdOf(p), w));
      e.getValue().post.forEach((p, w) -> b.produce(id, b.placeIdOf(p), w));
    }
    PetriNet net = b.build();
    int[] callOf = new int[transitions.size()];
    for (Map.Entry<String, TransitionSpec> e : transitions.entrySet()) {
      String returnsTo = e.getValue().returnsTo;
      callOf[net.transitionId(e.getKey())] = returnsTo == null ? -1 : net.transitionId(returnsTo);
    }
    int[] variantOf = new int[transitions.size()];
    for (Map.Entry<String, TransitionSpec> e : transitions.entrySet()) {
      String plain = e.getValue().variantOf;
      variantOf[net.transitionId(e.getKey())] = plain == null ? -1 : net.transitionId(plain);
    }
    NetOrigins origins = new NetOrigins(net, placeInfos, transitionInfos, staticHeld,
        multiInstance, countedJoins, callOf, variantOf);
    return new EncodedProgram(program, options, net, origins, List.copyOf(caveats.values()));
  }

  private void requirePlace(String p, TransitionSpec tr) {
    if (!places.containsKey(p)) {
      // A place only reachable through this transition (e.g. a join on a thread never forked
      // reaches no new place, but a location after a blocked command may be unreached).
      throw new IllegalStateException("encoder bug: transition of " + tr.info
          + " uses unknown place " + p);
    }
  }
}
