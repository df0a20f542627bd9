package org.petrify.ir.encode;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import org.petrify.net.PetriNet;

/**
 * The side table of an encoded program: the rb meaning ({@link NodeInfo}) of every place and
 * transition of its net, indexed by node id, and queries that turn markings and firing
 * sequences back into program terms (where each thread is, what it holds, what it waits for).
 */
public final class NetOrigins {
  private final PetriNet net;
  private final NodeInfo[] places;
  private final NodeInfo[] transitions;
  private final List<List<HeldLock>> staticHeld;
  private final Set<String> multiInstance;
  private final Set<String> countedJoins;
  /** Per transition, the call transition of the site a return goes back to, else -1. */
  private final int[] callOf;
  /** Per transition, the plain call transition of a call variant, else -1. */
  private final int[] variantOf;

  NetOrigins(PetriNet net, NodeInfo[] places, NodeInfo[] transitions,
      List<List<HeldLock>> staticHeld, Set<String> multiInstance, Set<String> countedJoins,
      int[] callOf, int[] variantOf) {
    this.callOf = callOf.clone();
    this.variantOf = variantOf.clone();
    this.net = net;
    this.places = places;
    this.transitions = transitions;
    this.staticHeld = staticHeld;
    this.multiInstance = Set.copyOf(multiInstance);
    this.countedJoins = Set.copyOf(countedJoins);
  }

  /**
   * For a {@link NodeKind#RETURN} transition of a shared subnet (by its exit or by a raise),
   * the transition of the call it returns to (the call site the net lets it pick, which need
   * not be the one that entered the subnet); -1 for every other transition.
   */
  public int callOf(int transition) {
    return callOf[transition];
  }

  /**
   * The call transition that stands for {@code transition} in {@link #callOf}: a call at a
   * recursive site that pushes a {@link RecursionStacks recursion stack} has one transition
   * per stack depth, and all of them stand for the plain one (the push at depth 0), to which
   * the returns point; every other transition stands for itself.
   */
  public int plainCall(int transition) {
    return variantOf[transition] >= 0 ? variantOf[transition] : transition;
  }

  /** The meaning of place {@code id}. */
  public NodeInfo place(int id) {
    return places[id];
  }

  /** The meaning of transition {@code id}. */
  public NodeInfo transition(int id) {
    return transitions[id];
  }

  /** Ids of the places of that kind, ascending. */
  public List<Integer> places(NodeKind kind) {
    List<Integer> ids = new ArrayList<>();
    for (int p = 0; p < places.length; p++) {
      if (places[p].kind() == kind) {
        ids.add(p);
      }
    }
    return ids;
  }

  /** The running-monitor place of each thread, by thread id (sorted). */
  public Map<String, Integer> runningPlaces() {
    return byThread(NodeKind.RUNNING);
  }

  /** The finished-monitor place of each thread, by thread id (sorted). */
  public Map<String, Integer> finishedPlaces() {
    return byThread(NodeKind.FINISHED);
  }

  private Map<String, Integer> byThread(NodeKind kind) {
    Map<String, Integer> result = new TreeMap<>();
    for (int p : places(kind)) {
      result.put(places[p].thread(), p);
    }
    return Collections.unmodifiableMap(result);
  }

  /** The overflow places of limit counters (see {@link NodeKind#COUNTER_OVERFLOW}), ascending. */
  public List<Integer> overflowPlaces() {
    return places(NodeKind.COUNTER_OVERFLOW);
  }

  /** The place that holds lock {@code lock}'s token while it is free, or -1. */
  public int freePlace(String lock) {
    for (int p = 0; p < places.length; p++) {
      if (places[p].kind() == NodeKind.LOCK_FREE && places[p].lock().equals(lock)) {
        return p;
      }
    }
    return -1;
  }

  /** True if the thread may have several instances (forked repeatedly); its places count them. */
  public boolean isMultiInstance(String thread) {
    return multiInstance.contains(thread);
  }

  /**
   * The threads whose joins count: each join of such a thread consumes one finished instance;
   * the threads some join names ({@link org.petrify.ir.rb.CountedJoins}). Sorted.
   */
  public Set<String> countedJoinThreads() {
    return new java.util.TreeSet<>(countedJoins);
  }

  /**
   * Where every thread is in {@code marking} (indexed by place id): one {@link ThreadState} per
   * marked control place, sorted by thread then place name.
   */
  public List<ThreadState> threadStates(int[] marking) {
    List<ThreadState> result = new ArrayList<>();
    for (int p = 0; p < places.length; p++) {
      NodeInfo info = places[p];
      if (marking[p] == 0 || !isControl(info.kind())) {
        continue;
      }
      List<HeldLock> held = new ArrayList<>(staticHeld.get(p));
      for (int q = 0; q < places.length; q++) {
        NodeInfo h = places[q];
        if (h.kind() == NodeKind.LOCK_HELD && marking[q] > 0 && h.thread().equals(info.thread())) {
          held.add(new HeldLock(h.lock(), h.depth()));
        }
      }
      held.sort((a, b) -> a.lock().compareTo(b.lock()));
      ThreadState.Status status = status(p, marking, held);
      String waitsFor = switch (status) {
        case RUNNABLE, STUCK -> null;
        case BLOCKED_ON_JOIN -> ((Command.Join) info.command()).thread();
        default -> info.lock();
      };
      result.add(new ThreadState(info.thread(), marking[p], info, status, held, waitsFor,
          frames(info)));
    }
    result.sort((a, b) -> a.thread().compareTo(b.thread()));
    return result;
  }

  private static boolean isControl(NodeKind kind) {
    return kind == NodeKind.LOCATION || kind == NodeKind.WAITING || kind == NodeKind.WOKEN
        || kind == NodeKind.NOTIFYING_ALL;
  }

  private ThreadState.Status status(int place, int[] marking, List<HeldLock> held) {
    NodeInfo info = places[place];
    for (int i = net.consumerStart(place); i < net.consumerStart(place + 1); i++) {
      if (net.isEnabled(net.consumer(i), marking)) {
        return ThreadState.Status.RUNNABLE;
      }
    }
    if (info.kind() == NodeKind.WAITING) {
      return ThreadState.Status.WAITING_FOR_NOTIFY;
    }
    if (info.kind() == NodeKind.WOKEN) {
      return ThreadState.Status.BLOCKED_REACQUIRING;
    }
    Command c = info.command();
    if (c instanceof Command.Join) {
      return ThreadState.Status.BLOCKED_ON_JOIN;
    }
    if (c instanceof Command.Acquire a && held.stream().noneMatch(h -> h.lock().equals(a.lock()))) {
      return ThreadState.Status.BLOCKED_ON_LOCK;
    }
    if (c instanceof Command.Park) {
      return ThreadState.Status.PARKED;
    }
    if (c instanceof Command.Down || c instanceof Command.Up || c instanceof Command.Until) {
      return ThreadState.Status.BLOCKED_ON_COUNTER;
    }
    return ThreadState.Status.STUCK;
  }

  /**
   * The Java frames of a node, innermost first: its command, then its call sites (but not those
   * of the launch procedure {@link org.petrify.ir.rb.Program#LAUNCH}, which are no Java frames).
   */
  public List<Origin> frames(NodeInfo info) {
    List<Origin> frames = new ArrayList<>();
    frames.add(info.origin());
    if (info.subnet() != null) {
      List<Subnet.CallSite> context = info.subnet().context();
      for (int i = context.size() - 1; i >= 0; i--) {
        if (!context.get(i).procedure().equals(org.petrify.ir.rb.Program.LAUNCH)) {
          frames.add(context.get(i).origin());
        }
      }
    }
    return frames;
  }

  /**
   * Replays a firing sequence's lock operations: for each thread and lock, the acquire
   * transitions not yet released at the end, innermost last. Waiting keeps the acquisitions
   * (the monitor is re-acquired to the same depth). For threads with several instances the
   * acquisitions of all instances are merged.
   */
  public Map<String, Map<String, List<NodeInfo>>> acquisitions(int[] firingSequence) {
    Map<String, Map<String, List<NodeInfo>>> result = new TreeMap<>();
    for (int t : firingSequence) {
      NodeInfo info = transitions[t];
      if (info.kind() != NodeKind.COMMAND) {
        continue;
      }
      if (info.command() instanceof Command.Acquire || info.command() instanceof Command.TryAcquire) {
        result.computeIfAbsent(info.thread(), k -> new TreeMap<>())
            .computeIfAbsent(info.lock(), k -> new ArrayList<>()).add(info);
      } else if (info.command() instanceof Command.Release r) {
        List<NodeInfo> stack = result.getOrDefault(info.thread(), Map.of()).get(r.lock());
        if (stack != null && !stack.isEmpty()) {
          stack.remove(stack.size() - 1);
        }
      }
    }
    return result;
  }
}
