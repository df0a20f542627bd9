package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.JvmExit;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;

/**
 * Shutdown hooks ({@code Runtime.addShutdownHook(t)}). The JVM starts every registered hook
 * thread when it shuts down (at {@code System.exit}/{@code Runtime.exit}, or when the last
 * non-daemon thread has ended) and waits for all of them before it halts; a hook that blocks
 * for ever keeps the JVM alive (and {@code exit}'s caller blocked, holding its locks).
 *
 * <p>rb. The points-to analysis starts each hook thread object {@code H} at its registration
 * site ({@code LibraryEffects}). Registration: {@code fork H; tryup H.hook 1 else end} (the
 * counter records that {@code H} is registered; a second registration of the same object, an
 * {@code IllegalArgumentException} in Java, changes nothing). The hook thread may run from its
 * registration on. Exit ({@link #exit}): {@code up jvm.shutdown 1} (a second exiting thread, a
 * hook calling {@code exit} too, blocks there for ever, as on the JVM's shutdown lock); then per
 * hook object {@code trydown H.hook 1 else next; join H; next:}; then the two {@code up}s of
 * {@link JvmExit}. {@code Runtime.halt} runs no hook and stays two {@code up}s of {@link JvmExit}.
 *
 * <p>Soundness for deadlock and termination: every Java run is a run of the model. At an exit,
 * the model may schedule each hook after the exiting thread reached its join of it, as the JVM
 * does, and the exiting thread waits for exactly the registered hooks, holding its locks; after
 * a normal end of the other threads the model may run the hooks last, as the JVM does. The
 * model also lets a hook run earlier, while the program still runs (IMPRECISE {@code
 * shutdown-hook}: such interleavings may give a spurious deadlock, never hide one). A hook
 * object that stands for several threads (a summary, or registered at a site that runs more
 * than once) keeps the UNSOUND caveat: its registrations share one counter.
 */
final class ShutdownHooks implements LibraryModel {
  /** The counter of the JVM's shutdown: 1 once an exit started running the hooks. */
  static final String SHUTDOWN = "jvm.shutdown";

  private final ModelContext mc;
  private final TranslationContext tc;
  /** Every hook thread object of the program, by id, with a registration site's origin. */
  private final Map<Integer, AbstractObject> hooks = new LinkedHashMap<>();

  ShutdownHooks(ModelContext mc) {
    this.mc = mc;
    this.tc = mc.tc;
  }

  /** True if the call registers a shutdown hook. */
  static boolean registers(AbstractInvokeExpr inv) {
    return inv.getMethodSignature().getName().equals("addShutdownHook")
        && inv.getMethodSignature().getDeclClassType().getFullyQualifiedName()
            .equals("java.lang.Runtime");
  }

  @Override
  public boolean matches(String cls, List<AbstractObject> receivers) {
    return false; // calls reach this model through CallSteps and LibraryCommands only
  }

  @Override
  public List<Supplier<List<Command>>> commands(Call call) {
    return List.of();
  }

  @Override
  public void observe(MethodInstance mi, int i, AbstractInvokeExpr inv) {
    if (!registers(inv)) {
      return;
    }
    for (AbstractObject h : tc.pts().threadsStartedAt(mi, i)) {
      hooks.putIfAbsent(h.id(), h);
      if (tc.pts().isSummary(h) || tc.pts().mayRunMoreThanOnce(mi) || tc.pts().isInLoop(mi, i)) {
        tc.caveat("shutdown-hook", h.origin(), "a shutdown hook registered here may stand for"
            + " several threads (or be registered more than once); its registrations share one"
            + " counter, so an exit may wait for only one of them", Caveat.Effect.UNSOUND);
      }
    }
  }

  /** Registration of {@code hook}: it is forked, and recorded as registered. */
  List<Command> registration(AbstractObject hook, Supplier<String> label, Origin origin) {
    String counter = counter(hook);
    mc.declareIfAbsent(new Counter(counter, 1, 0, false));
    tc.caveat("shutdown-hook", origin, "a shutdown hook may run from its registration on in the"
        + " model, not only once the JVM shuts down (a spurious deadlock at worst)",
        Caveat.Effect.IMPRECISE);
    String end = label.get();
    return List.of(new Command.Fork(label.get(), tc.threadProcedure(hook), tc.threadId(hook),
        origin), new Command.TryUp(label.get(), counter, 1, end, origin),
        new Command.Skip(end, origin));
  }

  /**
   * {@code System.exit}/{@code Runtime.exit}: the shutdown starts, the registered hooks are
   * waited for, the JVM ends (see the class comment). Without hooks in the program, only the
   * two {@code up}s of {@link JvmExit}.
   */
  List<Command> exit(Supplier<String> label, Origin origin) {
    mc.observed();
    List<Command> cs = new ArrayList<>();
    if (!hooks.isEmpty()) {
      mc.declareIfAbsent(new Counter(SHUTDOWN, 1, 0, false));
      cs.add(new Command.Up(label.get(), SHUTDOWN, 1, origin));
    }
    for (AbstractObject h : hooks.values()) {
      mc.declareIfAbsent(new Counter(counter(h), 1, 0, false));
      String next = label.get();
      cs.add(new Command.TryDown(label.get(), counter(h), 1, next, origin));
      cs.add(new Command.Join(label.get(), tc.threadId(h), origin));
      cs.add(new Command.Skip(next, origin));
    }
    cs.add(new Command.Up(label.get(), JvmExit.COUNTER, 1, origin));
    cs.add(new Command.Up(label.get(), JvmExit.COUNTER, 1, origin));
    return cs;
  }

  private static String counter(AbstractObject hook) {
    return hook.name() + ".hook";
  }
}
