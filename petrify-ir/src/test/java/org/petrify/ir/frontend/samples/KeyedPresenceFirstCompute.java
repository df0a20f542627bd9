package org.petrify.ir.frontend.samples;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The first {@code computeIfAbsent} of a key runs its function, which waits on a latch nobody
 * opens ({@link KeyedPresenceComputed#stuck}). Deadlock (the function of a call on an absent key
 * is not skipped).
 */
public class KeyedPresenceFirstCompute {
  static final Map<String, Object> MAP = new ConcurrentHashMap<>();

  public static void main(String[] args) {
    MAP.computeIfAbsent("k", KeyedPresenceComputed::stuck);
  }
}
