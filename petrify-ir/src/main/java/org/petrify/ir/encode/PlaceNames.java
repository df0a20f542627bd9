package org.petrify.ir.encode;

/**
 * The names of the places and transitions of one program's net, in one place: every name is
 * built here from safe rb names (see {@link NetNames}).
 *
 * <p>Invariant: {@link NetNames} hands out suffixes ({@code _2}, ...) in the order in which raw
 * names are first asked for, so the encoder must ask in a fixed order for the net text to be
 * stable; one instance serves one assembly, and the assembly asks in the order of its steps.
 */
final class PlaceNames {
  private final ControlGraph g;
  private final NetNames names = new NetNames();
  private final String[] subnetNames;

  PlaceNames(ControlGraph g) {
    this.g = g;
    this.subnetNames = new String[g.subnets.size()];
    for (int s = 0; s < subnetNames.length; s++) {
      subnetNames[s] = names.safe(g.subnets.get(s).name());
    }
  }

  /** The safe name of an rb name. */
  String safe(String raw) {
    return names.safe(raw);
  }

  /** The safe name of subnet {@code s}. */
  String subnet(int s) {
    return subnetNames[s];
  }

  /** {@code <subnet>.<label>}: the stem of the names of node {@code n}'s place and transitions. */
  String base(int n) {
    return subnetNames[g.subnetOf[n]] + "." + names.safe(g.label(n));
  }

  /** The location place standing for node {@code n} (see {@link #resolve}). */
  String at(int n) {
    return "at." + base(resolve(n));
  }

  /**
   * The node whose place stands for {@code n}: the exit of an inlined subnet has no place of its
   * own, control goes straight on after its call (and so on outwards), which saves a place, a
   * transition and an interleaving step per call.
   */
  int resolve(int n) {
    int s = g.subnetOf[n];
    while (n == g.exitNode(s) && !g.subnets.get(s).shared() && !g.subnets.get(s).isRoot()) {
      n = g.callerNode[s] + 1;
      s = g.subnetOf[n];
    }
    return n;
  }

  String running(String t) {
    return "run." + names.safe(t);
  }

  String finished(String t) {
    return "fin." + names.safe(t);
  }

  String notFinished(String t) {
    return "nfin." + names.safe(t);
  }

  String live(String t) {
    return "live." + names.safe(t);
  }

  String notLive(String t) {
    return "nlive." + names.safe(t);
  }

  String liveOverflow(String t) {
    return "ovf.live." + names.safe(t);
  }

  /** The name under which the count of a thread's started, unjoined instances is reported. */
  static String liveName(String t) {
    return "started instances of " + t;
  }

  String free(String lock) {
    return "free." + names.safe(lock);
  }

  String taken(String lock) {
    return "taken." + names.safe(lock);
  }

  String held(String t, String lock, int d) {
    return "held." + names.safe(t) + "." + names.safe(lock) + "." + d;
  }

  /** The complement of the held places of {@code t} for {@code lock} ({@link UnheldRoutes}). */
  String notHeld(String t, String lock) {
    return "nheld." + names.safe(t) + "." + names.safe(lock);
  }

  /** The place of a waiter, {@code id} being the wait node's base plus its depth suffix. */
  static String waiting(String id) {
    return "wait." + id;
  }

  static String woken(String id) {
    return "woken." + id;
  }

  /** Where a waiter whose interrupt flag took it out of its wait set re-acquires the lock. */
  static String interruptedWaiter(String id) {
    return "iwoken." + id;
  }

  static String notWaiting(String id) {
    return "nwait." + id;
  }

  /** The place a {@code notifyAll} at node {@code n} holds while it wakes the waiters. */
  String notifyingAll(int n) {
    return "nall." + base(n);
  }

  String permit(String thread) {
    return "permit." + names.safe(thread);
  }

  String noPermit(String thread) {
    return "nopermit." + names.safe(thread);
  }

  String counter(String key) {
    return "cnt." + names.safe(key);
  }

  String room(String key) {
    return "room." + names.safe(key);
  }

  String overflow(String key) {
    return "ovf." + names.safe(key);
  }

  String value(String variable, String value) {
    return "val." + names.safe(variable) + "." + names.safe(value);
  }

  /** The return address of a call of a shared subnet at a non-recursive call node. */
  String returnAddress(int callNode) {
    return "ret." + subnetNames[g.callee[callNode]] + "." + base(callNode);
  }
}
