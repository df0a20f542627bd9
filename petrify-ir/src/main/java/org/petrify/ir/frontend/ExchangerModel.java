package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;

/**
 * {@code Exchanger}: rb lock {@code state} and counters {@code offered} and {@code matched} of
 * capacity 1; {@code exchange} takes a waiting offer or makes one and waits until it is taken
 * (see {@link #exchange}); a timed exchange may also return at once. Only on a known single
 * object: on a summary object or an unknown receiver it returns at once (UNSOUND). Points-to:
 * nothing (the exchanged value is not tracked).
 */
final class ExchangerModel implements LibraryModel {
  static final String EXCHANGER = "java.util.concurrent.Exchanger";

  private final ModelContext mc;

  ExchangerModel(ModelContext mc) {
    this.mc = mc;
  }

  @Override
  public boolean matches(String cls, List<AbstractObject> receivers) {
    return cls.equals(EXCHANGER);
  }

  @Override
  public List<Supplier<List<Command>>> commands(Call c) {
    List<Supplier<List<Command>>> out = new ArrayList<>();
    if (!c.name().equals("exchange")) {
      return out;
    }
    exchangeCall(c, c.origin(), c.label(), out);
    return out;
  }

  /**
   * {@code exchange} on each receiver that is one known object (see {@link #exchange}); on an
   * unknown receiver or a summary object it returns at once (UNSOUND), and a timed exchange may
   * also return at once (the timeout).
   */
  private void exchangeCall(Call c, Origin origin, Supplier<String> label,
      List<Supplier<List<Command>>> out) {
    boolean atOnce = false;
    for (AbstractObject x : mc.receivers(c, EXCHANGER)) {
      if (mc.tc.pts().isSummary(x)) {
        mc.tc.caveat("blocking-call", origin, "Exchanger.exchange on " + x.name() + ", which"
            + " stands for several exchangers (allocated on a loop or in code that runs more"
            + " than once), is not modelled; it returns at once", Caveat.Effect.UNSOUND);
        atOnce = true;
        continue;
      }
      String base = x.name();
      if (!mc.has(base + ".offered")) {
        mc.declare(new Counter(base + ".offered", 1, 0, false), x, origin);
        mc.declare(new Counter(base + ".matched", 1, 0, false), x, origin);
      }
      out.add(() -> exchange(base, label, origin));
    }
    if (c.params() > 1) {
      mc.tc.caveat("exchange-timeout", origin, "a timed Exchanger.exchange may return at once;"
          + " the TimeoutException it then throws is not modelled", Caveat.Effect.UNSOUND);
      atOnce = true;
    }
    if (atOnce) {
      out.add(() -> List.of(new Command.Skip(label.get(), origin)));
    }
  }

  /**
   * One {@code exchange} on the exchanger {@code base}: rb lock {@code <base>.state} makes
   * each step atomic and is never held while waiting; counters {@code offered} and
   * {@code matched} of capacity 1. Outside the lock they are in one of three states: FREE
   * (both 0), OFFERED (offered = 1: one thread waits for a partner) and MATCHED (matched = 1:
   * a partner took the offer and the offerer has not yet resumed).
   * <pre>
   * L:     acquire state; trydown offered 1 else O
   *        up matched 1; release state; goto END           -- take the waiting offer
   * O:     tryup matched 1 else BUSY; down matched 1       -- FREE (a test: nobody waits
   *        up offered 1; release state                     --  on matched now): offer
   *        down matched 1; goto END                        -- and wait for a taker
   * BUSY:  release state; until matched &lt;= 0; goto L    -- MATCHED: wait until it resumed
   * END:
   * </pre>
   * Pairs are exact: a new offer is made only in FREE, after the last offerer has taken its
   * {@code matched}, so at most one thread waits on {@code down matched} and no other can take
   * its partner's answer. A thread in BUSY waits only while that offerer's resumption is
   * enabled, and once {@code matched} is 0 it leaves BUSY for good unless another pair formed
   * meanwhile, so waiting never spins; a deadlock leaves exactly one thread waiting, on
   * {@code down matched}, as in Java. Java frees its slot as soon as a partner arrives, so the
   * model only delays a new offer until the last offerer has resumed: no run ends differently.
   * The exchanged value is not tracked.
   */
  static List<Command> exchange(String base, Supplier<String> label, Origin origin) {
    String lock = base + ".state";
    String offered = base + ".offered";
    String matched = base + ".matched";
    String[] l = new String[15];
    for (int i = 0; i < l.length; i++) {
      l[i] = label.get();
    }
    return List.of(new Command.Acquire(l[0], lock, origin),
        new Command.TryDown(l[1], offered, 1, l[5], origin),
        new Command.Up(l[2], matched, 1, origin),
        new Command.Release(l[3], lock, origin),
        new Command.Goto(l[4], l[14], origin),
        new Command.TryUp(l[5], matched, 1, l[11], origin),
        new Command.Down(l[6], matched, 1, origin),
        new Command.Up(l[7], offered, 1, origin),
        new Command.Release(l[8], lock, origin),
        new Command.Down(l[9], matched, 1, origin),
        new Command.Goto(l[10], l[14], origin),
        new Command.Release(l[11], lock, origin),
        new Command.Until(l[12], matched, false, 0, origin),
        new Command.Goto(l[13], l[0], origin),
        new Command.Skip(l[14], origin));
  }
}
