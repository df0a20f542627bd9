package org.petrify.checker.unfolding;

import java.util.Objects;

/**
 * What a transition of a labelled net does to memory: it reads or writes {@code location} on
 * behalf of {@code thread}. Locations and threads are opaque names; two labels conflict when
 * they name one location and different threads and at least one writes.
 *
 * @param location the accessed location, e.g. {@code "Account.balance@new Account (Bank.java:7)"}
 * @param write true for a write, false for a read
 * @param thread the accessing thread
 */
public record AccessLabel(String location, boolean write, String thread) {
  public AccessLabel {
    Objects.requireNonNull(location, "location");
    Objects.requireNonNull(thread, "thread");
  }

  /** True if the two accesses can race: one location, different threads, at least one write. */
  public boolean conflictsWith(AccessLabel other) {
    return location.equals(other.location) && !thread.equals(other.thread)
        && (write || other.write);
  }
}
