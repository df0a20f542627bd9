package org.petrify.checker.ctl;

import java.util.Arrays;
import org.eclipse.collections.impl.list.mutable.primitive.IntArrayList;
import org.petrify.net.PetriNet;

/**
 * A {@link TransitionSystem} over a {@link PetriNet}, explored on the fly.
 *
 * <p>Interim store until the CTL evaluator is switched to the engine's {@code StateStore}: the
 * marking of state {@code s} occupies {@code arena[s*P .. s*P+P-1]} (one {@code int} per place,
 * {@code P} = number of places); {@code table} is an open-addressing hash table of
 * {@code id + 1} entries ({@code 0} = empty), linear probing, at most half full.
 */
final class NetStateSpace implements TransitionSystem {
  private final PetriNet net;
  private final int places;
  private final int transitions;
  private final ExplorationBudget budget;
  private int[] arena;
  private int[] table;
  private int mask;
  private int count;
  private final int[] scratch;
  private long edgesGenerated;

  NetStateSpace(PetriNet net, ExplorationBudget budget) {
    this.net = net;
    this.places = net.placeCount();
    this.transitions = net.transitionCount();
    this.budget = budget;
    this.arena = new int[Math.max(16, places * 1024)];
    this.table = new int[2048];
    this.mask = table.length - 1;
    this.scratch = new int[places];
    int[] initial = net.initialMarking();
    System.arraycopy(initial, 0, scratch, 0, places);
    intern();
  }

  PetriNet net() {
    return net;
  }

  @Override
  public int initialState() {
    return 0;
  }

  @Override
  public int stateCount() {
    return count;
  }

  @Override
  public int placeCount() {
    return places;
  }

  @Override
  public void marking(int state, int[] into) {
    System.arraycopy(arena, state * places, into, 0, places);
  }

  /** The number of successor edges generated so far (an edge generated twice counts twice). */
  long edgesGenerated() {
    return edgesGenerated;
  }

  /** Approximate bytes held by this store. */
  long footprintBytes() {
    return 4L * arena.length + 4L * table.length;
  }

  @Override
  public int successors(int state, IntArrayList out) {
    int base = state * places;
    int found = 0;
    for (int t = 0; t < transitions; t++) {
      if (!enabled(t, base)) {
        continue;
      }
      System.arraycopy(arena, base, scratch, 0, places);
      for (int i = net.preStart(t), end = net.preStart(t + 1); i < end; i++) {
        scratch[net.prePlace(i)] -= net.preWeight(i);
      }
      for (int i = net.postStart(t), end = net.postStart(t + 1); i < end; i++) {
        int p = net.postPlace(i);
        scratch[p] = Math.addExact(scratch[p], net.postWeight(i));
      }
      int target = intern();
      base = state * places; // the arena may have moved
      out.add(t);
      out.add(target);
      found++;
    }
    edgesGenerated += found;
    return found;
  }

  /** True if {@code transition} is enabled in the marking of {@code state}. */
  boolean isEnabled(int transition, int state) {
    return enabled(transition, state * places);
  }

  private boolean enabled(int t, int base) {
    for (int i = net.preStart(t), end = net.preStart(t + 1); i < end; i++) {
      if (arena[base + net.prePlace(i)] < net.preWeight(i)) {
        return false;
      }
    }
    return true;
  }

  /** Returns the id of the marking in {@code scratch}, adding it if new. */
  private int intern() {
    int h = hash(scratch) & mask;
    while (true) {
      int entry = table[h];
      if (entry == 0) {
        break;
      }
      if (equalsScratch(entry - 1)) {
        return entry - 1;
      }
      h = (h + 1) & mask;
    }
    budget.onNewState(count + 1L);
    int id = count;
    long needed = (long) (id + 1) * places;
    if (needed > arena.length) {
      long grown = Math.max(needed, arena.length + (arena.length >> 1));
      budget.checkMemory(footprintBytes() + 4 * grown);
      if (grown > Integer.MAX_VALUE - 16) {
        throw new ExplorationBudget.Exhausted("state arena exceeds 2^31 entries");
      }
      arena = Arrays.copyOf(arena, (int) grown);
    }
    System.arraycopy(scratch, 0, arena, id * places, places);
    table[h] = id + 1;
    count++;
    if (2L * count > table.length) {
      rehash();
    }
    return id;
  }

  private boolean equalsScratch(int id) {
    int base = id * places;
    for (int p = 0; p < places; p++) {
      if (arena[base + p] != scratch[p]) {
        return false;
      }
    }
    return true;
  }

  private void rehash() {
    int[] grown = new int[table.length * 2];
    int m = grown.length - 1;
    for (int id = 0; id < count; id++) {
      int h = hashAt(id * places) & m;
      while (grown[h] != 0) {
        h = (h + 1) & m;
      }
      grown[h] = id + 1;
    }
    table = grown;
    mask = m;
  }

  private int hash(int[] marking) {
    int h = 0x9E3779B9;
    for (int p = 0; p < places; p++) {
      h = (h ^ marking[p]) * 0x01000193;
      h ^= h >>> 15;
    }
    return h ^ (h >>> 16);
  }

  private int hashAt(int base) {
    int h = 0x9E3779B9;
    for (int p = 0; p < places; p++) {
      h = (h ^ arena[base + p]) * 0x01000193;
      h ^= h >>> 15;
    }
    return h ^ (h >>> 16);
  }
}
