package org.petrify.ir.encode;

import java.util.List;
import org.petrify.ir.rb.Origin;

/**
 * One copy of a procedure's control flow in the net: the procedure as run by one thread in one
 * call context. A root subnet ({@code context} empty, not shared) is where a thread starts; an
 * inlined subnet serves exactly one chain of call sites (outermost first), so its exit returns
 * exactly; a shared subnet serves every call of the procedure on the thread beyond the call
 * depth or in recursion, and returns to the caller whose return address is marked, or, from
 * a recursive call site, to any of those sites.
 */
public record Subnet(String thread, String procedure, List<CallSite> context, boolean shared) {

  public Subnet {
    context = List.copyOf(context);
  }

  /** A call command in a caller procedure: the frames of a call context. */
  public record CallSite(String procedure, String label, Origin origin) {
    @Override
    public String toString() {
      return procedure + "." + label;
    }
  }

  /** True for the subnet where a thread starts running {@code procedure}. */
  public boolean isRoot() {
    return !shared && context.isEmpty();
  }

  /**
   * The subnet's readable name: {@code t.proc} for a root, {@code t.proc@main.l3/foo.l2} for an
   * inlined callee (its call sites, outermost first), {@code t.proc@rec} for a shared one.
   */
  public String name() {
    StringBuilder b = new StringBuilder(thread).append('.').append(procedure);
    if (shared) {
      b.append("@rec");
    } else if (!context.isEmpty()) {
      b.append('@');
      for (int i = 0; i < context.size(); i++) {
        b.append(i > 0 ? "/" : "").append(context.get(i));
      }
    }
    return b.toString();
  }

  @Override
  public String toString() {
    return name();
  }
}
