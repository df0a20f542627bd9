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
 * The net of one program while it is being built: places and transitions by name, and the
 * caveats in the order they were first raised. {@link #freeze} turns it into a {@link PetriNet}
 * and its {@link NetOrigins}, numbering places and transitions in the order of their names (so
 * ids follow name order and the net text is stable).
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
 *
 * <p>Why hash maps: names are interned, so a lookup by name is one identity hash; the names are
 * sorted once, when frozen ({@link NameTrie#ORDER}), instead of being compared at every lookup
 * of a sorted map. Nothing iterates the hash maps in their own order: what needs an order takes
 * the sorted names ({@link #transitionsInOrder}).
 */
final class NetDraft {
  private final NameTrie names = new NameTrie();
  private final Map<Name, PlaceSpec> places = new HashMap<>();
  private final Map<Name, TransitionSpec> transitions = new HashMap<>();
  private final Map<String, Caveat> caveats = new LinkedHashMap<>();

  /** A place; {@code id} is its id in the net, set when the draft is frozen. */
  private static final class PlaceSpec {
    final int initial;
    final NodeInfo info;
    final List<HeldLock> staticHeld;
    int id = -1;

    PlaceSpec(int initial, NodeInfo info, List<HeldLock> staticHeld) {
      this.initial = initial;
      this.info = info;
      this.staticHeld = staticHeld;
    }
  }

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
    /** The transition's id in the net, set when the draft is frozen. */
    private int id = -1;

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
    } else if (!old.info.equals(info)) {
      throw new IllegalStateException("encoder: two places named " + name + " (" + old.info
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

  /** The transitions so far with their names, in name order (their specs may be edited). */
  List<Map.Entry<Name, TransitionSpec>> transitionsInOrder() {
    return NameTrie.sorted(transitions);
  }

  /**
   * Puts a transition made elsewhere (a copy made by the dead value reset) under {@code name},
   * in place of any transition of that name.
   */
  void putTransition(String name, TransitionSpec spec) {
    transitions.put(names.intern(name), spec);
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
    PetriNetBuilder b = new PetriNetBuilder(NetNames.sanitize(program.main()));
    List<Map.Entry<Name, PlaceSpec>> sortedPlaces = NameTrie.sorted(places);
    Name[] placeNames = new Name[sortedPlaces.size()];
    NodeInfo[] placeInfos = new NodeInfo[placeNames.length];
    List<List<HeldLock>> staticHeld = new ArrayList<>(placeNames.length);
    for (int i = 0; i < placeNames.length; i++) {
      budget.check();
      PlaceSpec p = sortedPlaces.get(i).getValue();
      placeNames[i] = sortedPlaces.get(i).getKey();
      p.id = b.addPlace("p" + i, p.initial); // named below
      placeInfos[i] = p.info;
      staticHeld.add(p.staticHeld);
    }
    List<Map.Entry<Name, TransitionSpec>> sortedTransitions = NameTrie.sorted(transitions);
    Name[] transitionNames = new Name[sortedTransitions.size()];
    NodeInfo[] transitionInfos = new NodeInfo[transitionNames.length];
    for (int i = 0; i < transitionNames.length; i++) {
      budget.check();
      TransitionSpec t = sortedTransitions.get(i).getValue();
      transitionNames[i] = sortedTransitions.get(i).getKey();
      int id = b.addTransition("t" + i); // named below
      t.id = id;
      transitionInfos[id] = t.info;
      t.pre.forEach((p, w) -> b.consume(id, placeId(p, t), w));
      t.post.forEach((p, w) -> b.produce(id, placeId(p, t), w));
    }
    PetriNet net = b.build(budget::check, placeNames, transitionNames);
    int[] callOf = new int[transitionNames.length];
    int[] variantOf = new int[transitionNames.length];
    for (TransitionSpec t : transitions.values()) {
      callOf[t.id] = idOf(t.returnsTo());
      variantOf[t.id] = idOf(t.variantOf());
    }
    budget.check(); // the origins copy arrays of the net's size
    NetOrigins origins = new NetOrigins(net, placeInfos, transitionInfos, staticHeld,
        multiInstance, countedJoins, callOf, variantOf);
    return new EncodedProgram(program, options, net, origins, List.copyOf(caveats.values()));
  }

  /** The id of a named transition of the frozen net, -1 for null or a name that is no transition. */
  private int idOf(Name transition) {
    TransitionSpec t = transition == null ? null : transitions.get(transition);
    return t == null ? -1 : t.id;
  }

  /** The id of place {@code p}, which an arc of {@code tr} names, once numbered. */
  private int placeId(Name p, TransitionSpec tr) {
    PlaceSpec place = places.get(p);
    if (place == null) {
      // A place only reachable through this transition (e.g. a join on a thread never forked
      // reaches no new place, but a location after a blocked command may be unreached).
      throw new IllegalStateException("encoder bug: transition of " + tr.info
          + " uses unknown place " + p);
    }
    return place.id;
  }
}
