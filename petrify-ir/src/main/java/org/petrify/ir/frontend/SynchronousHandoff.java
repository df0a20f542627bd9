package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;

/**
 * The hand-over of a {@code SynchronousQueue}: a queue without capacity, where an insertion
 * meets a removal. Three counters per queue object: {@code takers}, the removals that wait and
 * that no insertion has claimed yet; {@code items}, the items claimed insertions have handed
 * over but no taker has picked up yet (capacity 1); {@code handoff}, the picked-up items whose
 * inserter has not yet returned.
 * <ul>
 *   <li>{@code take()}: {@code up takers 1; down items 1; up handoff 1} (register, wait for an
 *       item, release its inserter).</li>
 *   <li>{@code put(e)}: {@code down takers 1; up items 1; down handoff 1}: it waits until a taker
 *       waits, claims it, hands the item over and returns once it is picked up. Java's put also
 *       returns only after a taker received its item.</li>
 *   <li>{@code offer(e)}: {@code trydown takers 1 else fail; up items 1; down handoff 1}: it
 *       succeeds exactly when a taker waits that no other insertion claimed, as in Java, where
 *       an offer with no waiting taker returns {@code false} at once. {@code offer(e, t, u)}
 *       may first wait for a taker, for a while ({@code until takers >= 1}, timed: it may also
 *       stop at any moment, the timeout), then tries to claim one.</li>
 *   <li>{@code poll(t, u)}, {@code poll()} and {@code remove()}: the taker's registration, then
 *       a wait that may end at any moment ({@code until items >= 1}, timed), then the item if
 *       there is one ({@code trydown items 1; up handoff 1}), else giving up: {@code trydown
 *       takers 1} withdraws the registration if no insertion claimed it (the result is null);
 *       if every registration is claimed, an item is on its way to this poller and it waits
 *       for it ({@code down items 1}). Pollers are interchangeable (the counters do not say
 *       whose registration an insertion claimed), and while a poller is between its
 *       registration and its exit, {@code takers} + the claimed items not yet added +
 *       {@code items} is at least 1: so a poller is never stuck where Java's returns (an
 *       earlier version first chose between waiting and giving up, and a poller that chose to
 *       wait was stuck for ever when no insertion came: a dead marking Java, where every poll
 *       returns, does not have), and the model has no cycle Java does not have. An untimed
 *       {@code poll()} returns at once in Java, with an item only if an inserter waits;
 *       registering briefly covers that case (a waiting {@code put} claims the registration)
 *       and adds a few interleavings Java does not have (an offer that arrives during the poll
 *       may succeed), which only add behaviour. {@code drainTo}/{@code clear} are such polls in
 *       a loop that may stop at any time.</li>
 * </ul>
 * Soundness: every registration is removed exactly once, by the one insertion that claims it
 * or by the taker that withdraws it, so {@code takers} is the number of waiting, unclaimed
 * removals of Java's dual queue at every point of the run; an insertion in Java succeeds
 * exactly when it can claim one. Each claim produces one item and each claimed taker consumes
 * one, so no item is lost and no taker waits for an item nobody will hand over. {@code takers}
 * is a limit counter bounded by the number of removal sites (more waiting removals than that
 * stop the model: a check that reaches it is inconclusive).
 */
final class SynchronousHandoff {
  private final ModelContext mc;
  private final AbstractObject queue;
  private final Origin origin;
  private final Supplier<String> label;
  private final String takers;
  private final String items;
  private final String handoff;

  SynchronousHandoff(ModelContext mc, AbstractObject queue, int removalSites, Origin origin,
      Supplier<String> label) {
    this.mc = mc;
    this.queue = queue;
    this.origin = origin;
    this.label = label;
    this.takers = queue.name() + ".takers";
    this.items = queue.name() + ".items";
    this.handoff = queue.name() + ".handoff";
    declare(new Counter(takers, Math.max(1, removalSites), 0, true));
    declare(new Counter(items, 1, 0, false));
    declare(new Counter(handoff, 1, 0, false));
  }

  private void declare(Counter c) {
    if (!mc.has(c.name())) {
      mc.declare(c, queue, origin);
    }
  }

  /** {@code put}: wait for an unclaimed taker, claim it, hand over, wait until picked up. */
  List<Command> put() {
    return List.of(new Command.Down(label.get(), takers, 1, origin),
        new Command.Up(label.get(), items, 1, origin),
        new Command.Down(label.get(), handoff, 1, origin));
  }

  /** {@code take}: register, wait for an item, release its inserter. */
  List<Command> take() {
    return List.of(new Command.Up(label.get(), takers, 1, origin),
        new Command.Down(label.get(), items, 1, origin),
        new Command.Up(label.get(), handoff, 1, origin));
  }

  /**
   * A pinned {@code offer}: the first command has {@code first}, failure goes to
   * {@code failure}, success falls through; a timed offer may first wait for a taker.
   */
  List<Command> offer(String first, String failure, Supplier<String> fresh, boolean timed) {
    List<Command> cs = new ArrayList<>();
    if (timed) {
      cs.add(new Command.Until(first, takers, true, 1, true, origin));
    }
    cs.add(new Command.TryDown(timed ? fresh.get() : first, takers, 1, failure, origin));
    cs.add(new Command.Up(fresh.get(), items, 1, origin));
    cs.add(new Command.Down(fresh.get(), handoff, 1, origin));
    return cs;
  }

  /** An offer whose result is not pinned: success or failure, then on. */
  List<Command> offer(boolean timed) {
    String first = label.get();
    String after = label.get();
    List<Command> cs = new ArrayList<>(offer(first, after, label, timed));
    cs.add(new Command.Skip(after, origin));
    return cs;
  }

  /** {@code poll}: register, then take an item or withdraw (see the class comment). */
  List<Command> poll() {
    String done = label.get();
    List<Command> cs = new ArrayList<>(poll(label.get(), done, label));
    cs.add(new Command.Skip(done, origin));
    return cs;
  }

  /**
   * A pinned {@code poll} (its result tested against null): the first command has
   * {@code first}; a withdrawn registration goes to {@code failure} (null), an item falls
   * through (non-null: a synchronous queue holds no null).
   */
  List<Command> poll(String first, String failure, Supplier<String> fresh) {
    String giveUp = fresh.get();
    String claimed = fresh.get();
    String took = fresh.get();
    String out = fresh.get();
    return List.of(new Command.Up(first, takers, 1, origin),
        new Command.Until(fresh.get(), items, true, 1, true, origin),
        new Command.TryDown(fresh.get(), items, 1, giveUp, origin),
        new Command.Up(took, handoff, 1, origin),
        new Command.Goto(fresh.get(), out, origin),
        new Command.TryDown(giveUp, takers, 1, claimed, origin),
        new Command.Goto(fresh.get(), failure, origin),
        new Command.Down(claimed, items, 1, origin),
        new Command.Goto(fresh.get(), took, origin),
        new Command.Skip(out, origin));
  }

  /** {@code drainTo}/{@code clear}: polls in a loop that may stop before each. */
  List<Command> drain() {
    String head = label.get();
    String stop = label.get();
    List<Command> body = poll();
    List<Command> cs = new ArrayList<>();
    cs.add(new Command.Jump(head, List.of(stop, body.get(0).label()), origin));
    cs.addAll(body);
    cs.add(new Command.Goto(label.get(), head, origin));
    cs.add(new Command.Skip(stop, origin));
    return cs;
  }

  @Override
  public String toString() {
    return "handoff of " + queue.name();
  }
}
