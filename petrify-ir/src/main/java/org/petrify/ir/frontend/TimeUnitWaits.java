package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.rb.Command;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;

/**
 * {@code TimeUnit.timedJoin(thread, timeout)} and {@code TimeUnit.timedWait(monitor, timeout)}:
 * the timed join and timed wait they are. The JDK's code (8 to 25) is
 * {@code if (timeout > 0) { ms = toMillis(timeout); ns = excessNanos(timeout, ms);
 * thread.join(ms, ns); }} (resp. {@code obj.wait(ms, ns)}), so unlike {@code join(0)} and
 * {@code wait(0)}, which wait forever, a timeout of zero or less does nothing at all: no wait,
 * no monitor check.
 *
 * <p>Translation, by the timeout's value (a constant or a local known as in {@link
 * ZeroTimeouts}) and the receiver's {@code TimeUnit} constant:
 * <ul>
 *   <li>known {@code <= 0}: nothing ({@code skip});</li>
 *   <li>known {@code > 0}: a timed join of each thread the argument may be ({@link
 *       ThreadJoinModel#join}), resp. a timed {@code wait} on each monitor it may be ({@link
 *       MonitorModel#monitorOp}), which may return at any moment; untimed instead when the
 *       timeout, in the receiver's unit, is at least {@link ZeroTimeouts#FOREVER_NANOS}
 *       ({@code Long.MAX_VALUE} of any unit: {@code toMillis} saturates and {@code join(
 *       Long.MAX_VALUE, 0)} cannot return in any run of a JVM); with an unknown unit, both
 *       when some unit would make it that long;</li>
 *   <li>unknown: both the timed and the untimed wait (the timed one also covers "returns at
 *       once", the zero case).</li>
 * </ul>
 * Soundness: every run of the JDK code is a run of one alternative: a non-positive timeout
 * skips, a positive one waits at most that long (the timed command may end at any moment, or
 * when the thread ends or the monitor is notified), and only a timeout of at least 2^62 ns
 * keeps the untimed one alone, which drops only the return after 146 years. Interrupts follow
 * the generic rule of JDK calls that declare {@code InterruptedException} ({@link
 * InterruptibleWaits}); a skip that the model lets a flagged thread leave by its handler adds
 * runs, it removes none. {@code TimeUnit.sleep} stays a delay as {@code Thread.sleep} is.
 */
final class TimeUnitWaits implements LibraryModel {
  private static final String TIME_UNIT = "java.util.concurrent.TimeUnit";

  private final ModelContext mc;
  private final ThreadJoinModel threads;
  private final MonitorModel monitors;

  TimeUnitWaits(ModelContext mc, ThreadJoinModel threads, MonitorModel monitors) {
    this.mc = mc;
    this.threads = threads;
    this.monitors = monitors;
  }

  @Override
  public boolean matches(String cls, List<AbstractObject> receivers) {
    return cls.equals(TIME_UNIT);
  }

  @Override
  public boolean claims(String method) {
    return method.equals("timedJoin") || method.equals("timedWait");
  }

  /** What a call's timeout allows: nothing, or the timed and/or untimed wait. */
  private enum Timeout { NONE, TIMED, UNTIMED, EITHER }

  @Override
  public List<Supplier<List<Command>>> commands(Call c) {
    if (c.params() != 2 || !(c.inv().getArg(0) instanceof Local target)) {
      return List.of(() -> List.of(new Command.Skip(c.label().get(), c.origin())));
    }
    Timeout timeout = timeout(c);
    if (timeout == Timeout.NONE) {
      return List.of(() -> List.of(new Command.Skip(c.label().get(), c.origin())));
    }
    List<AbstractObject> objects = mc.tc.pts().pointsTo(c.mi(), c.index(), target);
    List<Supplier<Command>> single = new ArrayList<>();
    List<Supplier<List<Command>>> sequences = new ArrayList<>();
    for (boolean timed : new boolean[] {true, false}) {
      if (timed ? timeout == Timeout.UNTIMED : timeout == Timeout.TIMED) {
        continue;
      }
      if (c.name().equals("timedJoin")) {
        threads.join(objects, timed, c.origin(), c.label(), single, sequences);
      } else {
        monitors.monitorOp("wait", timed ? ZeroTimeouts.Kind.TIMED : ZeroTimeouts.Kind.UNTIMED,
            objects, c.origin(), c.label(), single);
      }
    }
    List<Supplier<List<Command>>> all = new ArrayList<>(ModelContext.each(single));
    all.addAll(sequences);
    return all;
  }

  /** The kind of the call's timeout (see the class comment). */
  private Timeout timeout(Call c) {
    MethodCode code = mc.tc.pts().body(c.mi());
    Long v = ZeroTimeouts.value(mc.tc, c.mi(), code, c.index(), c.inv().getArg(1));
    if (v == null) {
      return Timeout.EITHER;
    }
    if (v <= 0) {
      return Timeout.NONE;
    }
    TimeUnit unit = c.inv() instanceof AbstractInstanceInvokeExpr inst
        ? ZeroTimeouts.timeUnit(code, c.index(), (Value) inst.getBase()) : null;
    if (unit != null) {
      return unit.toNanos(v) >= ZeroTimeouts.FOREVER_NANOS ? Timeout.UNTIMED : Timeout.TIMED;
    }
    if (TimeUnit.NANOSECONDS.toNanos(v) >= ZeroTimeouts.FOREVER_NANOS) {
      return Timeout.UNTIMED;
    }
    return TimeUnit.DAYS.toNanos(v) >= ZeroTimeouts.FOREVER_NANOS ? Timeout.EITHER
        : Timeout.TIMED;
  }
}
