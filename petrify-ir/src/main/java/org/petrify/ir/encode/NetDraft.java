package org.petrify.ir.encode;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.petrify.ir.encode.NameTrie.Name;
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
 * a transition ends at a place that exists when the draft is frozen; the draft keeps no name as
 * a string, only as a {@link NameTrie.Name} of its own trie (places, transitions, arcs' ends and
 * the transitions a return or a stack push names), ordered as the strings would be.
 *
 * <p>Why not strings: the emitters build a place's name anew at each use ({@link PlaceNames#at}
 * concatenates the subnet's name and the label), and on a real class path those names are
 * hundreds of characters long. gson's draft held 3.3 million strings with 1.1 GB of characters
 * for 155,000 places and 248,000 transitions, and still 1.3 GB for 500,000 places and 1.2
 * million transitions with one string per name. In the trie a name costs a node, not its
 * length, and the frozen net keeps the trie's nodes as its names ({@link
 * PetriNetBuilder#build(Runnable, Object[], Object[])}), so the full strings are built only
 * when printed. No name, arc or order changes.
 */
final class NetDraft {
  private final NameTrie names = new NameTrie();
  private final TreeMap<Name, PlaceSpec> places = new TreeMap<>(NameTrie.ORDER);
  private final TreeMap<Name, TransitionSpec> transitions = new TreeMap<>(NameTrie.ORDER);
  private final Map<String, Caveat> caveats = new LinkedHashMap<>();

  private record PlaceSpec(int initial, NodeInfo info, List<HeldLock> staticHeld) {}

  /** The arcs of one transition under construction, as (place name, weight) maps. */
  static final class TransitionSpec {
    final NodeInfo info;
    /** The names of the draft this transition belongs to. */
    private final NameTrie names;
    final TreeMap<Name, Integer> pre = new TreeMap<>(NameTrie.ORDER);
    final TreeMap<Name, Integer> post = new TreeMap<>(NameTrie.ORDER);
    /**
     * For a return of a shared subnet, the name of the call transition of the site it returns
     * to ({@link NetOrigins#callOf}); else null.
     */
    private Name returnsTo;
    /**
     * For a call that pushes a recursion stack at a depth above 0 ({@link RecursionStacks}),
     * the name of the site's plain call transition ({@link NetOrigins#plainCall}); else null.
     */
    private Name variantOf;

    /** A spec of no draft, with names of its own (tests). */
    TransitionSpec(NodeInfo info) {
      this(info, new NameTrie());
    }

    /** A spec whose names are those of {@code like}'s draft, without arcs or references. */
    TransitionSpec(TransitionSpec like) {
      this(like.info, like.names);
    }

    private TransitionSpec(NodeInfo info, NameTrie names) {
      this.info = info;
      this.names = names;
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
      return in(names.intern(place), weight);
    }

    /** Produces {@code weight} tokens (none if {@code weight <= 0}). */
    TransitionSpec out(String place, int weight) {
      return out(names.intern(place), weight);
    }

    /** Consumes {@code weight} tokens of a place named in this spec's draft. */
    TransitionSpec in(Name place, int weight) {
      if (weight > 0) {
        pre.merge(place, weight, Integer::sum);
      }
      return this;
    }

    /** Produces {@code weight} tokens into a place named in this spec's draft. */
    TransitionSpec out(Name place, int weight) {
      if (weight > 0) {
        post.merge(place, weight, Integer::sum);
      }
      return this;
    }

    /** Tests for at least {@code weight} tokens without changing them. */
    TransitionSpec read(String place, int weight) {
      return in(place, weight).out(place, weight);
    }

    /** The name of place {@code place} in this spec's draft, or null if it was never named. */
    Name known(String place) {
      return names.find(place);
    }

    /** Records the call transition a return of a shared subnet returns to. */
    void returnsTo(String callTransition) {
      returnsTo = names.intern(callTransition);
    }

    /** Records the plain call transition of a call that pushes a stack at a depth above 0. */
    void variantOf(String plainCall) {
      variantOf = plainCall == null ? null : names.intern(plainCall);
    }

    Name returnsTo() {
      return returnsTo;
    }

    Name variantOf() {
      return variantOf;
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
    Name key = names.intern(name);
    PlaceSpec old = places.get(key);
    if (old == null) {
      places.put(key, new PlaceSpec(initial, info, held));
    } else if (!old.info().equals(info)) {
      throw new IllegalStateException("encoder: two places named " + name + " (" + old.info()
          + " and " + info + "); rename the rb names that differ only in separators");
    }
  }

  /** Adds a transition without arcs, to be given its arcs through the returned spec. */
  TransitionSpec transition(String name, NodeInfo info) {
    Name key = names.intern(name);
    if (transitions.containsKey(key)) {
      throw new IllegalStateException("encoder: two transitions named " + name
          + "; rename the rb names that differ only in separators");
    }
    TransitionSpec spec = new TransitionSpec(info, names);
    transitions.put(key, spec);
    return spec;
  }

  /** The name {@code name} in this draft, added if new. */
  Name name(String name) {
    return names.intern(name);
  }

  /** The transitions so far by name, in name order; the map may be edited (dead value reset). */
  TreeMap<Name, TransitionSpec> transitions() {
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
      for (Name p : tr.pre.keySet()) {
        requirePlace(p, tr);
      }
      for (Name p : tr.post.keySet()) {
        requirePlace(p, tr);
      }
    }
    PetriNetBuilder b = new PetriNetBuilder(NetNames.sanitize(program.main()));
    NodeInfo[] placeInfos = new NodeInfo[places.size()];
    List<List<HeldLock>> staticHeld = new ArrayList<>();
    Map<Name, Integer> placeIds = new HashMap<>();
    Name[] placeNames = places.keySet().toArray(Name[]::new);
    for (Map.Entry<Name, PlaceSpec> e : places.entrySet()) {
      budget.check();
      int id = b.addPlace("p" + placeIds.size(), e.getValue().initial()); // named below
      placeIds.put(e.getKey(), id);
      placeInfos[id] = e.getValue().info();
      staticHeld.add(e.getValue().staticHeld());
    }
    NodeInfo[] transitionInfos = new NodeInfo[transitions.size()];
    Map<Name, Integer> transitionIds = new HashMap<>();
    Name[] transitionNames = transitions.keySet().toArray(Name[]::new);
    for (Map.Entry<Name, TransitionSpec> e : transitions.entrySet()) {
      budget.check();
      int id = b.addTransition("t" + transitionIds.size());
      transitionIds.put(e.getKey(), id);
      transitionInfos[id] = e.getValue().info;
      e.getValue().pre.forEach((p, w) -> b.consume(id, placeIds.get(p), w));
      e.getValue().post.forEach((p, w) -> b.produce(id, placeIds.get(p), w));
    }
    PetriNet net = b.build(budget::check, placeNames, transitionNames);
    int[] callOf = new int[transitions.size()];
    int[] variantOf = new int[transitions.size()];
    for (Map.Entry<Name, TransitionSpec> e : transitions.entrySet()) {
      int id = transitionIds.get(e.getKey());
      callOf[id] = idOf(e.getValue().returnsTo(), transitionIds);
      variantOf[id] = idOf(e.getValue().variantOf(), transitionIds);
    }
    budget.check(); // the origins copy arrays of the net's size
    NetOrigins origins = new NetOrigins(net, placeInfos, transitionInfos, staticHeld,
        multiInstance, countedJoins, callOf, variantOf);
    return new EncodedProgram(program, options, net, origins, List.copyOf(caveats.values()));
  }

  /** The id of a named transition, -1 for null or a name that is no transition. */
  private static int idOf(Name transition, Map<Name, Integer> ids) {
    return transition == null ? -1 : ids.getOrDefault(transition, -1);
  }

  private void requirePlace(Name p, TransitionSpec tr) {
    if (!places.containsKey(p)) {
      // A place only reachable through this transition (e.g. a join on a thread never forked
      // reaches no new place, but a location after a blocked command may be unreached).
      throw new IllegalStateException("encoder bug: transition of " + tr.info
          + " uses unknown place " + p);
    }
  }
}
