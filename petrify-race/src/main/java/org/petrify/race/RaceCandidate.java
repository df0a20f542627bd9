package org.petrify.race;

import java.util.List;

/**
 * Two transitions of a mined net, {@code first < second}, whose accesses conflict (one location,
 * different threads, at least one write) and that are enabled together after firing
 * {@code prefix} (transition ids, from the initial marking).
 */
public record RaceCandidate(int first, int second, List<Integer> prefix) {
  public RaceCandidate {
    prefix = List.copyOf(prefix);
  }
}
