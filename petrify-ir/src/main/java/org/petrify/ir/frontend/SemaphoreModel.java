package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.signatures.MethodSignature;

/**
 * {@code Semaphore(p)}: counter {@code permits}, initially {@code p}; {@code acquire(n)} is
 * {@code down n}, {@code release(n)} is {@code up n}, {@code tryAcquire(n[, timeout])} is
 * {@code trydown n else <failure>} with the boolean result pinned for the test that follows (a
 * timed try is the same: waiting is a matter of scheduling). Java's permits are unbounded, so
 * the counter is a limit counter whose capacity is the initial permits (or the largest acquire)
 * plus the amounts of all release sites: a run releasing more overflows and the check is
 * inconclusive, never silently wrong. {@code drainPermits}/{@code reducePermits}: UNSOUND.
 * Points-to: nothing (the semaphore is an ordinary allocation).
 *
 * <p><b>Free semaphores.</b> A semaphore no thread can block on ({@link TrySemaphores}: only
 * tried and released) whose initial permits are not a known constant of at least 0, or whose
 * release an unchecked exception may skip ({@link
 * UncaughtExceptionCaveats#skippedTryReleases}), has no counter: each {@code tryAcquire} whose
 * result is tested is a nondeterministic choice between success and failure, every other call
 * ({@code release}, an untested try, {@code drainPermits}, {@code reducePermits}) does nothing.
 * Soundness: in every Java run each try succeeds or fails, and both outcomes are in the model;
 * nothing else in the model reads the permits (no thread waits for them), so no run of the
 * program is lost, whatever the initial count, skipped releases or drains. The price is
 * precision: a try that Java surely grants may fail in the model (a loop spinning on such a
 * try may spin forever), so the model is used only where the counter would need an UNSOUND
 * caveat.
 */
final class SemaphoreModel implements LibraryModel {
  static final String SEMAPHORE = "java.util.concurrent.Semaphore";

  private final ModelContext mc;
  /** Per semaphore object id, the summed amounts of its release sites and largest acquire. */
  private final Map<Integer, int[]> use = new HashMap<>();
  /** The try-only semaphores whose release may be skipped (computed on first need). */
  private Set<AbstractObject> skippable;

  SemaphoreModel(ModelContext mc) {
    this.mc = mc;
  }

  @Override
  public boolean matches(String cls, List<AbstractObject> receivers) {
    return cls.equals(SEMAPHORE);
  }

  /**
   * {@code release()} and {@code acquireUninterruptibly()} are {@code up}/{@code down 1} of the
   * receivers' permits alone. Their capacity counts the release sites written in the program
   * only, so releases by reference may overflow it: the check is then inconclusive, not wrong.
   */
  @Override
  public boolean appliesToElements(String method) {
    return method.equals("release") || method.equals("acquireUninterruptibly");
  }

  @Override
  public boolean checksInterruptOnEntry(MethodSignature sig, List<String> receiverTypes) {
    // acquireSharedInterruptibly tests the flag before the permits.
    return sig.getName().equals("acquire") && matches(sig.getDeclClassType().getFullyQualifiedName(), List.of());
  }

  @Override
  public void observe(MethodInstance mi, int i, AbstractInvokeExpr inv) {
    MethodSignature sig = inv.getMethodSignature();
    String name = sig.getName();
    if (!(inv instanceof AbstractInstanceInvokeExpr ii)
        || !sig.getDeclClassType().getFullyQualifiedName().equals(SEMAPHORE)) {
      return;
    }
    boolean release = name.equals("release");
    boolean acquire = name.startsWith("acquire") || name.equals("tryAcquire");
    if (!release && !acquire) {
      return;
    }
    int amount = 1;
    if ((sig.getParameterCount() == 1 || sig.getParameterCount() == 3)
        && ii.getArg(0) instanceof IntConstant c) {
      amount = Math.max(c.getValue(), 1);
    }
    for (AbstractObject o : mc.tc.pts().pointsTo(mi, i, ii.getBase())) {
      int[] u = use.computeIfAbsent(o.id(), k -> new int[2]);
      if (release) {
        u[0] += amount;
      } else {
        u[1] = Math.max(u[1], amount);
      }
    }
  }

  @Override
  public List<Supplier<List<Command>>> commands(Call c) {
    List<Supplier<List<Command>>> out = new ArrayList<>();
    String name = c.name();
    Origin origin = c.origin();
    Supplier<String> label = c.label();
    boolean acquire = name.equals("acquire") || name.equals("acquireUninterruptibly");
    boolean release = name.equals("release");
    boolean tryAcquire = name.equals("tryAcquire");
    if (!acquire && !release && !tryAcquire) {
      if ((name.equals("drainPermits") || name.equals("reducePermits"))
          && !tc().libraryReceivers(c.mi(), c.index(), c.inv()).stream().allMatch(this::free)) {
        mc.tc.caveat("semaphore", origin, "Semaphore." + name + " is not modelled: the permits"
            + " stay as they are", Caveat.Effect.UNSOUND);
      }
      return out;
    }
    List<AbstractObject> receivers = mc.receivers(c, SEMAPHORE);
    if (!receivers.isEmpty() && receivers.stream().allMatch(this::free)) {
      out.add(() -> List.of(new Command.Skip(label.get(), origin)));
      return out;
    }
    int amount = c.params() == 1 || c.params() == 3 ? mc.amountArg(c.inv(), origin) : 1;
    for (AbstractObject o : receivers) {
      String p = permits(o, origin);
      if (acquire) {
        out.add(() -> List.of(new Command.Down(label.get(), p, amount, origin)));
      } else if (release) {
        out.add(() -> List.of(new Command.Up(label.get(), p, amount, origin)));
      } else {
        out.add(() -> ModelContext.tryOrSkip(label,
            (l, f) -> new Command.TryDown(l, p, amount, f, origin), origin));
      }
    }
    return out;
  }

  @Override
  public boolean isTry(MethodSignature sig) {
    return sig.getDeclClassType().getFullyQualifiedName().equals(SEMAPHORE)
        && sig.getName().equals("tryAcquire");
  }

  @Override
  public List<TryMaker> tryCommands(Call c) {
    List<TryMaker> out = new ArrayList<>();
    Origin origin = c.origin();
    List<AbstractObject> receivers = mc.receivers(c, SEMAPHORE);
    if (!receivers.isEmpty() && receivers.stream().allMatch(this::free)) {
      out.add((label, failure, fresh) -> {
        String granted = fresh.get();
        return List.of(new Command.Jump(label, List.of(granted, failure), origin),
            new Command.Skip(granted, origin));
      });
      return out;
    }
    int amount = c.params() == 1 || c.params() == 3 ? mc.amountArg(c.inv(), origin) : 1;
    for (AbstractObject o : receivers) {
      String p = permits(o, origin);
      out.add((label, failure, fresh) -> List.of(new Command.TryDown(label, p, amount, failure,
          origin)));
    }
    return out;
  }

  /**
   * True if {@code o} is a free semaphore (the class comment): no thread blocks on it, and its
   * counter would need an UNSOUND caveat (permits not a constant of at least 0, or a release
   * an unchecked exception may skip).
   */
  private TranslationContext tc() {
    return mc.tc;
  }

  boolean free(AbstractObject o) {
    if (!mc.tc.trySemaphores().tryOnly(o)) {
      return false;
    }
    Integer permits = mc.constructorArg(o, 0);
    if (permits == null || permits < 0) {
      return true;
    }
    if (skippable == null) {
      skippable = UncaughtExceptionCaveats.analysed(mc.tc, mc.tc.pts())
          .skippedTryReleases(mc.tc);
    }
    return skippable.contains(o);
  }

  private String permits(AbstractObject o, Origin where) {
    String name = o.name() + ".permits";
    if (!mc.has(name)) {
      Integer permits = mc.constructorArg(o, 0);
      if (permits == null) {
        mc.tc.caveat("semaphore", where, "the permits of " + o.name() + " are not a constant;"
            + " modelled as 1", Caveat.Effect.UNSOUND);
        permits = 1;
      } else if (permits < 0) {
        mc.tc.caveat("semaphore", where, o.name() + " starts with " + permits + " permits;"
            + " modelled as 0 (fewer releases are needed in the model)",
            Caveat.Effect.UNSOUND);
        permits = 0;
      }
      mc.observed();
      int[] u = use.getOrDefault(o.id(), new int[2]);
      int capacity = Math.max(Math.max(permits, u[1]), 1) + u[0];
      mc.declare(new Counter(name, capacity, permits, true), o, where);
    }
    return name;
  }
}
