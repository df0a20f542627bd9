package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.PrimitiveType;

/**
 * {@code java.lang.Thread}: {@code join()} is {@code join} of each started thread the receiver
 * may be (a receiver that is never started joins at once: {@code skip}); a timed join is a
 * {@code join t timed}, which may also return at any moment (the timeout), and {@code join(0)}
 * waits forever like {@code join()} ({@link ZeroTimeouts}: an unknown timeout is either); the join of a
 * platform thread whose object some {@code synchronized} takes also takes that monitor and
 * releases it while it waits ({@link JoinMonitors}); {@code interrupt}
 * sets the flag of each thread the receiver may be and {@code interrupted()} clears the
 * running thread's ({@link InterruptibleWaits}). The other
 * methods do nothing in the model: {@code sleep} is a delay that the interleavings cover,
 * {@code yield}/{@code onSpinWait} are hints, the rest are getters and setters of the thread.
 * Points-to: {@code new Thread(r)} stores {@code r} as the target, {@code start} starts the
 * thread (started threads are emitted as forks by the translator, not here).
 */
final class ThreadJoinModel implements LibraryModel {
  private final ModelContext mc;

  ThreadJoinModel(ModelContext mc) {
    this.mc = mc;
  }

  @Override
  public boolean matches(String cls, List<AbstractObject> receivers) {
    return cls.equals("java.lang.Thread");
  }

  @Override
  public boolean checksInterruptOnEntry(MethodSignature sig, List<String> receiverTypes) {
    // Thread.sleep (also through TimeUnit.sleep) throws at once for a flagged thread; not join,
    // which returns at once for a dead thread.
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    return sig.getName().equals("sleep")
        && (cls.equals("java.lang.Thread") || cls.equals("java.util.concurrent.TimeUnit"));
  }

  /**
   * {@code interrupt()} is {@code interrupt t} of its receivers alone ({@link
   * InterruptibleWaits} counts a reference {@code Thread::interrupt} as an interrupt of any
   * thread).
   */
  @Override
  public boolean appliesToElements(String method) {
    return method.equals("interrupt");
  }

  @Override
  public List<Supplier<List<Command>>> commands(Call c) {
    List<Supplier<Command>> out = new ArrayList<>();
    if (c.name().equals("join")) {
      List<Supplier<List<Command>>> sequences = new ArrayList<>();
      List<AbstractObject> receivers = mc.tc.libraryReceivers(c.mi(), c.index(), c.inv());
      ZeroTimeouts.Kind kind = c.params() == 0 ? ZeroTimeouts.Kind.UNTIMED
          : c.sig().getParameterTypes().get(0) instanceof PrimitiveType
              ? ZeroTimeouts.of(mc.tc, c.mi(), c.index(), c.inv())
              : ZeroTimeouts.Kind.TIMED; // join(Duration): zero does not wait at all
      if (kind != ZeroTimeouts.Kind.UNTIMED) {
        join(receivers, true, c.origin(), c.label(), out, sequences);
      }
      if (kind != ZeroTimeouts.Kind.TIMED) {
        join(receivers, false, c.origin(), c.label(), out, sequences);
      }
      List<Supplier<List<Command>>> all = new ArrayList<>(ModelContext.each(out));
      all.addAll(sequences);
      return all;
    } else if (c.name().equals("interrupt") && c.params() == 0) {
      interrupt(mc.tc.libraryReceivers(c), c.origin(), c.label(), out);
    } else if (c.name().equals("interrupted") && c.params() == 0) {
      out.add(() -> new Command.ClearInterrupt(c.label().get(), c.origin()));
    }
    return ModelContext.each(out);
  }

  /**
   * {@code Thread.interrupted()} and {@code isInterrupted()} of the current thread, whose
   * boolean result the translator pins: true exactly when the running thread's flag is set.
   */
  @Override
  public boolean isTry(MethodSignature sig, List<AbstractObject> receivers) {
    if (!sig.getDeclClassType().getFullyQualifiedName().equals("java.lang.Thread")
        || sig.getParameterCount() != 0) {
      return false;
    }
    return sig.getName().equals("interrupted") || sig.getName().equals("isInterrupted")
        && !receivers.isEmpty() && receivers.stream().allMatch(mc.tc.pts()::isCurrentThread);
  }

  /**
   * Also {@code isInterrupted()} on {@code this} in a thread's own {@code run()}
   * ({@link RunningThreadReceivers}): the running thread's flag too.
   */
  @Override
  public boolean isTry(Call c, List<AbstractObject> receivers) {
    return isTry(c.sig(), receivers) || c.sig().getName().equals("isInterrupted")
        && c.sig().getParameterCount() == 0
        && c.sig().getDeclClassType().getFullyQualifiedName().equals("java.lang.Thread")
        && mc.tc.runningThreadReceivers().receiverRuns(c.mi(), c.inv());
  }

  /**
   * The flag test as a checked {@code interruptible} marker ({@link InterruptibleWaits}): a
   * thread whose flag is set clears it and takes the success path (true), one whose flag is
   * clear goes to the failure label (false); {@code isInterrupted()} sets the flag again on the
   * success path (another interrupt in between finds it cleared: more runs, never fewer). A
   * thread that is never interrupted always finds it clear.
   */
  @Override
  public List<TryMaker> tryCommands(Call c) {
    boolean keep = c.name().equals("isInterrupted");
    return List.of((label, failure, fresh) -> {
      String set = fresh.get();
      List<Command> out = new ArrayList<>();
      out.add(new Command.Interruptible(label, set, true, c.origin()));
      out.add(new Command.Goto(fresh.get(), failure, c.origin()));
      out.add(keep ? new Command.Interrupt(set, Command.Join.SELF, c.origin())
          : new Command.Skip(set, c.origin()));
      return out;
    });
  }

  /**
   * {@code interrupt t} of each thread the receiver may be ({@code self} for the current
   * thread); a thread never started has no waits to end ({@code skip}). See {@link
   * InterruptibleWaits}.
   */
  private void interrupt(List<AbstractObject> receivers, Origin origin, Supplier<String> label,
      List<Supplier<Command>> out) {
    List<AbstractObject> started = mc.tc.pts().startedThreads();
    boolean unstarted = false;
    for (AbstractObject t : receivers) {
      if (mc.tc.pts().isCurrentThread(t)) {
        out.add(() -> new Command.Interrupt(label.get(), Command.Join.SELF, origin));
      } else if (started.contains(t)) {
        String id = mc.tc.threadId(t);
        out.add(() -> new Command.Interrupt(label.get(), id, origin));
      } else {
        unstarted = true;
      }
    }
    if (receivers.isEmpty()) {
      mc.tc.caveat("interrupt", origin, "interrupt of a thread with no abstract object is not"
          + " modelled: its interrupted waits do not end early", Caveat.Effect.UNSOUND);
    }
    if (unstarted || out.isEmpty()) {
      out.add(() -> new Command.Skip(label.get(), origin));
    }
  }

  /**
   * The alternatives of a join: single commands in {@code out}, and in {@code sequences} the
   * joins of threads whose monitor the join releases while it waits ({@link JoinMonitors}).
   */
  void join(List<AbstractObject> receivers, boolean timed, Origin origin,
      Supplier<String> label, List<Supplier<Command>> out,
      List<Supplier<List<Command>>> sequences) {
    List<AbstractObject> started = mc.tc.pts().startedThreads();
    boolean unstarted = receivers.isEmpty();
    for (AbstractObject t : receivers) {
      if (mc.tc.pts().isCurrentThread(t)) {
        out.add(() -> new Command.Join(label.get(), Command.Join.SELF, timed, origin));
      } else if (started.contains(t) && monitors().applies(t)) {
        String id = mc.tc.threadId(t);
        String lock = mc.tc.lockName(t, origin);
        sequences.add(() -> JoinMonitors.join(id, lock, timed, origin, label));
      } else if (started.contains(t)) {
        String id = mc.tc.threadId(t);
        out.add(() -> new Command.Join(label.get(), id, timed, origin));
      } else if (!mc.tc.pts().isSynchronizedCollection(t)
          && !PointsToResult.isContainerType(t.type())) {
        unstarted = true;
      }
    }
    if (receivers.isEmpty()) {
      mc.tc.caveat("unknown-thread", origin, "join on a thread with no abstract object; it returns"
          + " at once", Caveat.Effect.UNSOUND);
    }
    if (unstarted || (timed && out.isEmpty() && sequences.isEmpty())) {
      out.add(() -> new Command.Skip(label.get(), origin));
    }
  }

  private JoinMonitors monitors() {
    return mc.tc.threadLiveness().monitors();
  }
}
