package org.petrify.ir.encode;

import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;

/**
 * The rb meaning of one place or transition. Fields that do not apply are {@code null}
 * ({@code depth} is 0): lock places have no subnet, monitor places have only a thread.
 *
 * @param kind what the node stands for
 * @param thread the thread id ({@code null} for {@link NodeKind#LOCK_FREE})
 * @param subnet the subnet of a location, waiting or command node
 * @param label the command label ({@code exit} for the exit point)
 * @param command the rb command at the label ({@code null} at the exit); for a
 *     {@link NodeKind#RETURN} transition, the call it returns from (its origin is the call site)
 * @param lock the lock involved, if any; for counter places and counter commands, the counter
 * @param depth the reentrant depth the node is about: held depth for {@link NodeKind#LOCK_HELD},
 *     the depth before the command for depth-specific transitions and waiting places
 * @param variable the finite-domain variable of a {@link NodeKind#VALUE} place or of an
 *     {@code assign}/{@code switch} transition, else {@code null}
 * @param value the value of a {@link NodeKind#VALUE} place; for an {@code assign} or
 *     {@code switch} transition the value the variable has before it fires; for the transition
 *     of a {@code jump} target an exception takes, the jump's raise text
 *     ({@link Command.Jump#raises}); else {@code null}
 */
public record NodeInfo(NodeKind kind, String thread, Subnet subnet, String label,
    Command command, String lock, int depth, String variable, String value) {

  /** A node that is not about a variable. */
  public NodeInfo(NodeKind kind, String thread, Subnet subnet, String label, Command command,
      String lock, int depth) {
    this(kind, thread, subnet, label, command, lock, depth, null, null);
  }

  /** The Java origin of the command, {@link Origin#NONE} if none. */
  public Origin origin() {
    return command != null ? command.origin() : Origin.NONE;
  }

  /** The procedure of the subnet, or {@code null}. */
  public String procedure() {
    return subnet != null ? subnet.procedure() : null;
  }
}
