package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;

/**
 * {@code TransferQueue.transfer}: the element is added to the queue and the call returns only
 * once a consumer has received it (every removal of the JDK's {@code LinkedTransferQueue} —
 * {@code take}, {@code poll}, {@code remove(o)}, {@code drainTo}, {@code clear} — matches the
 * element's node and wakes its transferrer). For a queue object on which the program calls
 * {@code transfer} (and which has no element kinds, {@link QueuePills}), the queue's
 * {@code items} are split in two limit counters: {@code plain}, the items inserted by
 * {@code put}/{@code offer}/{@code add}, and {@code pending}, the transferred items nobody has
 * received yet; a third, {@code received}, counts the received transfers whose transferrer has
 * not returned yet.
 * <ul>
 *   <li>an insertion: {@code up plain 1}, then the queue's own {@code up items 1};</li>
 *   <li>{@code transfer(e)}: {@code up pending 1; up items 1; down received 1};</li>
 *   <li>every removal of one item (after its {@code down items 1} or {@code trydown items 1}):
 *       {@code jump P X; P: trydown plain 1 else X; goto done; X: trydown pending 1 else P;
 *       up received 1; done:} — the removed item is a plain one or a transferred one, whose
 *       transferrer it releases;</li>
 *   <li>{@code tryTransfer(e)} and {@code tryTransfer(e, timeout, unit)}: a free choice between
 *       failing (nothing is inserted) and succeeding as a plain insertion.</li>
 * </ul>
 * Invariant: {@code plain + pending} is {@code items} plus the removals between their
 * {@code down items} and their split plus the insertions between their two {@code up}s, so
 * a removal's split always finds one of the two positive (it never blocks, and it leaves only
 * through a {@code trydown} that succeeded). Soundness: every Java run is a run of the model.
 * A Java removal takes a plain or a transferred item, which the split may choose (when it
 * cannot choose, the other counter is zero, so Java had no such item either), and a received
 * transfer releases its transferrer; transferrers of one queue are interchangeable in the
 * counters (the model may release another one, a spurious run, never one fewer). The model
 * ignores the FIFO order (a removal may take a transferred item before older plain ones):
 * more runs. A {@code tryTransfer} in Java either fails without inserting, or hands its
 * element to a consumer that receives it (at once, or within the timeout) and then returns:
 * the model's plain insertion lets the same consumer take it, and the caller's return before
 * the reception is a reordering of independent steps. Not modelled: an interrupted
 * {@code transfer}, whose element Java withdraws, stays in the model's queue (caveat
 * {@code queue-transfer}, UNSOUND, in programs that interrupt some thread).
 */
final class TransferHandoff {
  private final ModelContext mc;
  private final AbstractObject queue;
  private final Origin origin;

  TransferHandoff(ModelContext mc, AbstractObject queue, int insertionSites, int transferSites,
      Origin origin) {
    this.mc = mc;
    this.queue = queue;
    this.origin = origin;
    declare(plain(), Math.max(1, insertionSites));
    declare(pending(), Math.max(1, transferSites));
    declare(received(), Math.max(1, transferSites));
  }

  private void declare(String name, int sites) {
    if (!mc.has(name)) {
      mc.declare(new Counter(name, sites, 0, true), queue, origin);
    }
  }

  private String plain() {
    return queue.name() + ".plain";
  }

  private String pending() {
    return queue.name() + ".pending";
  }

  private String received() {
    return queue.name() + ".received";
  }

  /** What an insertion does before its {@code up items 1}: counts a plain item. */
  Command plainInsertion(String label) {
    return new Command.Up(label, plain(), 1, origin);
  }

  /** {@code transfer(e)} on a queue whose items counter is {@code items}. */
  List<Command> transfer(String items, Supplier<String> label) {
    return List.of(new Command.Up(label.get(), pending(), 1, origin),
        new Command.Up(label.get(), items, 1, origin),
        new Command.Down(label.get(), received(), 1, origin));
  }

  /** The split that follows the removal of one item (see the class comment). */
  List<Command> removal(Supplier<String> label) {
    String p = label.get();
    String x = label.get();
    String done = label.get();
    List<Command> cs = new ArrayList<>();
    cs.add(new Command.Jump(label.get(), List.of(p, x), origin));
    cs.add(new Command.TryDown(p, plain(), 1, x, origin));
    cs.add(new Command.Goto(label.get(), done, origin));
    cs.add(new Command.TryDown(x, pending(), 1, p, origin));
    cs.add(new Command.Up(label.get(), received(), 1, origin));
    cs.add(new Command.Skip(done, origin));
    return cs;
  }

  /**
   * {@code tryTransfer}: goes to {@code failure} inserting nothing, or inserts a plain item
   * and falls through.
   */
  List<Command> tryTransfer(String items, String first, String failure,
      Supplier<String> label) {
    String insert = label.get();
    return List.of(new Command.Jump(first, List.of(failure, insert), origin),
        new Command.Up(insert, plain(), 1, origin),
        new Command.Up(label.get(), items, 1, origin));
  }
}
