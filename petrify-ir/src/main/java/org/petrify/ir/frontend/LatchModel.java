package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;
import sootup.core.signatures.MethodSignature;

/**
 * {@code CountDownLatch(n)}: counter {@code count} with capacity and initial value {@code n};
 * {@code countDown()} is {@code trydown 1} whose failure (count already zero) does nothing;
 * {@code await()} is {@code until count <= 0}; a timed {@code await} is a timed {@code until}, which
 * may also return while the count is above zero (the timeout), and whose result, where it is
 * used, is pinned: true on the return at zero, false on the timeout ({@link #isTry}). A count that is not a non-negative constant is 1 (UNSOUND). Points-to:
 * nothing.
 */
final class LatchModel implements LibraryModel {
  static final String LATCH = "java.util.concurrent.CountDownLatch";

  private final ModelContext mc;

  LatchModel(ModelContext mc) {
    this.mc = mc;
  }

  @Override
  public boolean matches(String cls, List<AbstractObject> receivers) {
    return cls.equals(LATCH);
  }

  /** {@code countDown()} is the receivers' {@code trydown} and nothing else. */
  @Override
  public boolean appliesToElements(String method) {
    return method.equals("countDown");
  }

  @Override
  public boolean checksInterruptOnEntry(MethodSignature sig, List<String> receiverTypes) {
    // acquireSharedInterruptibly tests the flag before the count.
    return sig.getName().equals("await") && matches(sig.getDeclClassType().getFullyQualifiedName(), List.of());
  }

  @Override
  public List<Supplier<List<Command>>> commands(Call c) {
    List<Supplier<List<Command>>> out = new ArrayList<>();
    Origin origin = c.origin();
    Supplier<String> label = c.label();
    for (AbstractObject o : mc.receivers(c, LATCH)) {
      String n = count(o, origin);
      if (c.name().equals("countDown")) {
        out.add(() -> ModelContext.tryOrSkip(label,
            (l, f) -> new Command.TryDown(l, n, 1, f, origin), origin));
      } else if (c.name().equals("await")) {
        boolean timed = timed(c);
        out.add(() -> List.of(new Command.Until(label.get(), n, false, 0, timed, origin)));
      }
    }
    return out;
  }

  private boolean timed(Call c) {
    return c.params() > 0 && !ZeroTimeouts.neverExpires(mc.tc, c.mi(), c.index(), c.inv());
  }

  /**
   * A timed {@code await} whose result is used, where no interrupt reaches it ({@link
   * ModelContext#pinsTimedOutcome}), is a pinned attempt: Java's {@code await(t, u)} returns
   * true exactly when the count is zero and false only after timing out while it is not.
   */
  @Override
  public boolean isTry(Call c, List<AbstractObject> receivers) {
    return c.name().equals("await") && c.params() > 0
        && matches(c.sig().getDeclClassType().getFullyQualifiedName(), receivers)
        && mc.pinsTimedOutcome(c);
  }

  /** Per receiver, {@code until count <= 0 timed else <false>} (untimed if it never expires). */
  @Override
  public List<TryMaker> tryCommands(Call c) {
    List<TryMaker> out = new ArrayList<>();
    boolean timed = timed(c);
    for (AbstractObject o : mc.receivers(c, LATCH)) {
      String n = count(o, c.origin());
      out.add((l, f, fresh) -> List.of(
          new Command.Until(l, n, false, 0, timed, timed ? f : null, c.origin())));
    }
    return out;
  }

  private String count(AbstractObject o, Origin where) {
    String name = o.name() + ".count";
    if (!mc.has(name)) {
      Integer count = mc.constructorArg(o, 0);
      if (count == null || count < 0) {
        mc.tc.caveat("latch", where, "the count of " + o.name() + " is not a non-negative"
            + " constant; modelled as 1", Caveat.Effect.UNSOUND);
        count = 1;
      }
      mc.declare(new Counter(name, Math.max(count, 1), count, false), o, where);
    }
    return name;
  }
}
