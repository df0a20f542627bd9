package org.petrify.ir.frontend;

import org.petrify.ir.rb.Origin;

/**
 * The name a Java thread has at run time, as {@code jstack} and {@code Thread.getName()} show
 * it, with the place that created the thread. Reports use it instead of the rb thread id.
 *
 * @param name the name: a constant given to the constructor, a builder or {@code setName};
 *     {@code Thread-N} as the JVM numbers unnamed platform threads; {@code pool-N-thread-M} for
 *     executor workers; {@code main}; or, when the name is computed at run time, the thread's
 *     class and creation site ({@code Worker@Main.java:26})
 * @param exact true if every run gives the thread this name; false when Petrify cannot be sure
 *     (see {@code note})
 * @param createdAt where the thread object is created ({@link Origin#NONE} for {@code main})
 * @param note why the name is not exact, or null when it is
 */
public record ThreadName(String name, boolean exact, Origin createdAt, String note) {

  /** The name as reports show it: a name that is not exact ends with {@code ?}. */
  public String label() {
    return exact ? name : name + "?";
  }
}
