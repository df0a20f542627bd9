package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;

/**
 * Synchronized collections ({@code Collections.synchronized*}, {@code Vector}, {@code
 * Hashtable}, {@code StringBuffer}), print streams such as {@code System.out} ({@link
 * #isStreamMethod}), print writers whose lock the model names ({@link PrintWriterLocks}) and the bin-locked compute methods of {@code
 * ConcurrentHashMap}: see {@link #synchronizedCall}. Unlike the other models this one is
 * chosen by receiver object, not by class: a call whose receivers are all locking ones is this
 * model's alone; one with some locking receivers adds these alternatives to the others.
 * Points-to: {@code Collections.synchronized*} marks the collection it returns
 * ({@code PointsToResult.isSynchronizedCollection}); the application methods such a call may
 * call back are {@code PointsToResult.callbacks}.
 */
final class SynchronizedCollectionModel implements LibraryModel {
  private final ModelContext mc;

  SynchronizedCollectionModel(ModelContext mc) {
    this.mc = mc;
  }

  /**
   * The receivers whose lock the call takes: a {@code StringBuffer}'s only for the methods that
   * take it ({@link StringBufferMonitor}).
   */
  private Predicate<AbstractObject> locking(String method) {
    return o -> mc.tc.pts().isSynchronizedCollection(o)
            && !(o.type().equals(StringBufferMonitor.TYPE) && StringBufferMonitor.unlocked(method))
        || PointsToResult.isBinLockedCall(o.type(), method) || heldPrintStream(o)
        || heldWriter(o);
  }

  /**
   * True for a {@code PrintWriter} whose lock the model names and takes ({@link
   * PrintWriterLocks#modelled}): its methods take that lock, as a held print stream's do.
   */
  private boolean heldWriter(AbstractObject o) {
    AbstractObject lock = PrintWriterLocks.isPrintWriter(o) ? PrintWriterLocks.lockOf(mc.tc, o)
        : null;
    return lock != null && PrintWriterLocks.modelled(mc.tc, lock);
  }

  /** The object whose monitor the call takes for receiver {@code o} (a writer's named lock). */
  private AbstractObject monitorOf(AbstractObject o) {
    return PrintWriterLocks.isPrintWriter(o) ? PrintWriterLocks.lockOf(mc.tc, o) : o;
  }

  /** True for a receiver that is a print stream or a print writer (not a collection). */
  private static boolean printing(AbstractObject o) {
    return PointsToResult.isPrintStream(o) || PrintWriterLocks.isPrintWriter(o);
  }

  /** True if some receiver of a call of {@code cls.method} takes its lock. */
  boolean matches(String cls, String method, List<AbstractObject> receivers) {
    return isCollectionMethod(cls) && receivers.stream()
        .anyMatch(o -> locking(method).test(o) && !printing(o))
        || isStreamMethod(cls) && receivers.stream().anyMatch(this::heldPrintStream)
        || isWriterMethod(cls) && receivers.stream().anyMatch(this::heldWriter);
  }

  /**
   * True for a {@code PrintStream} ({@code System.out}, {@code System.err}) whose monitor the
   * model has ({@link TranslationContext#printLockModelled}: a {@code synchronized} of the
   * program may take it, or a call holding it may run application code). Only then do its
   * methods' own locking matter: otherwise every holder is a {@code PrintStream} method that
   * writes to the stream below under it, running JDK code only, taking no other lock of the
   * model and never blocking for ever (an application stream below it is a {@code
   * library-callback} caveat where the print stream is made), so each holder releases it and no
   * cycle or endless wait can pass through it. Where it is modelled, every print locks it and
   * runs its call-backs inside ({@code printf}'s arguments; {@code println(Object)} renders
   * before the lock on JDK 17+, so running that inside is an over-approximation).
   */
  private boolean heldPrintStream(AbstractObject o) {
    return mc.tc.printLockModelled(o);
  }

  /**
   * True for the classes declaring the printing and writing methods of a {@code PrintStream}
   * ({@code System.out}, {@code System.err}): each of its public methods takes the stream's monitor
   * (JDK 17 and 25; JDK 21 uses an internal lock instead, where the model's lock is an
   * over-approximation). {@code Object}'s methods ({@code hashCode}, {@code wait}) are not.
   */
  private static boolean isStreamMethod(String cls) {
    return cls.equals("java.io.PrintStream") || cls.equals("java.io.FilterOutputStream")
        || cls.equals("java.io.OutputStream");
  }

  /**
   * True for the classes declaring the methods of a {@code PrintWriter}: each of its public
   * methods holds the writer's lock while it works (JDK 17 to 25). {@code Object}'s are not.
   */
  private static boolean isWriterMethod(String cls) {
    return cls.equals("java.io.PrintWriter") || cls.equals("java.io.Writer");
  }

  /**
   * True if the call renders its argument before it takes the receiver's lock: {@code
   * PrintWriter.print(Object)} and {@code println(Object)} call {@code String.valueOf} first.
   */
  private static boolean rendersFirst(AbstractObject o, String method) {
    return PrintWriterLocks.isPrintWriter(o)
        && (method.equals("print") || method.equals("println"));
  }

  /** True if every receiver takes its lock: the call is this model's alone. */
  boolean exclusive(String method, List<AbstractObject> receivers) {
    return receivers.stream().allMatch(locking(method));
  }

  /** Not chosen by class (see {@link #matches(String, String, List)}). */
  @Override
  public boolean matches(String cls, List<AbstractObject> receivers) {
    return false;
  }

  @Override
  public List<Supplier<List<Command>>> commands(Call c) {
    List<Supplier<List<Command>>> out = new ArrayList<>();
    List<AbstractObject> receivers = mc.tc.libraryReceivers(c.mi(), c.index(), c.inv());
    synchronizedCall(c.mi(), c.index(), c.inv(), receivers,
        locking(c.inv().getMethodSignature().getName()), c.origin(), c.label(), out);
    return out;
  }

  /**
   * A call that holds a lock of its receiver while it may call back into the application: a
   * method of a synchronized collection ({@code Collections.synchronized*}, {@code Vector},
   * {@code Hashtable}, {@code StringBuffer}), or a compute method of a
   * {@code ConcurrentHashMap}, which locks a bin ({@link PointsToResult#isBinLockedCall}). For
   * each receiver that {@code locking} accepts: {@code acquire} of the receiver, then a choice
   * between nothing and each application method the call may call back (its function
   * arguments; for a synchronized collection also {@code equals}, {@code hashCode},
   * {@code compareTo}, {@code toString} of its arguments and, for some methods, of its
   * elements), then {@code release}. Before the call-backs, for each synchronized collection an
   * argument may be, a choice between nothing and taking and releasing that collection's lock:
   * the call may call a method of its argument under its own lock ({@code addAll(c)} calls
   * {@code c.toArray()}, {@code equals(c)} iterates {@code c}, a hash container calls
   * {@code c.hashCode()}), and such a method of a synchronized collection locks it. Without
   * this, {@code a.addAll(b)} and {@code b.addAll(a)} on two threads, a real lock cycle, held.
   * A {@code StringBuffer} method that runs only JDK code under its lock ({@link
   * StringBufferMonitor.Use#PLAIN}) is its {@code acquire} and {@code release} alone: the
   * call-backs and argument locks of the call site belong to its other receivers.
   */
  private void synchronizedCall(MethodInstance mi, int index, AbstractInvokeExpr inv,
      List<AbstractObject> receivers, Predicate<AbstractObject> locking,
      Origin origin, Supplier<String> label, List<Supplier<List<Command>>> out) {
    if (receivers.stream()
        .anyMatch(o -> !mc.tc.pts().isSynchronizedCollection(o) && !printing(o)
            && locking.test(o))) {
      binLockCaveat(mc.tc, origin, inv.getMethodSignature().getName());
    }
    List<String> callbacks = new ArrayList<>();
    for (MethodInstance cb : mc.tc.pts().callbacks(mi, index)) {
      callbacks.add(mc.tc.procedureName(cb));
    }
    if (!callbacks.isEmpty()) {
      mc.tc.caveat("collection-callback", origin, inv.getMethodSignature().getName() + " of a"
          + " synchronized collection or print stream is modelled as possibly calling "
          + callbacks.size()
          + " application method(s) (equals/hashCode/compareTo/toString, function arguments)"
          + " under its lock, once"
          + " each; which ones it calls really is not tracked", Caveat.Effect.IMPRECISE);
    }
    List<String> argumentLocks = ArgumentCollectionLocks.of(mc.tc, mi, index, inv, origin);
    for (AbstractObject o : receivers) {
      if (!locking.test(o)) {
        continue;
      }
      String lock = mc.tc.lockName(monitorOf(o), origin);
      if (o.type().equals(StringBufferMonitor.TYPE)
          && StringBufferMonitor.of(inv.getMethodSignature()) == StringBufferMonitor.Use.PLAIN) {
        out.add(() -> List.of(new Command.Acquire(label.get(), lock, origin),
            new Command.Release(label.get(), lock, origin)));
        continue;
      }
      boolean before = rendersFirst(o, inv.getMethodSignature().getName());
      out.add(() -> {
        List<Command> cs = new ArrayList<>();
        if (before && !callbacks.isEmpty()) {
          cs.addAll(CallbackChoice.commands(callbacks, origin, label, false));
        }
        cs.add(new Command.Acquire(label.get(), lock, origin));
        for (String argLock : argumentLocks) {
          String skip = label.get();
          String take = label.get();
          String after = label.get();
          cs.add(new Command.Jump(skip, List.of(after, take), origin));
          cs.add(new Command.Acquire(take, argLock, origin));
          cs.add(new Command.Release(label.get(), argLock, origin));
          cs.add(new Command.Skip(after, origin));
        }
        if (!before && !callbacks.isEmpty()) {
          cs.addAll(CallbackChoice.commands(callbacks, origin, label, false));
        }
        cs.add(new Command.Release(label.get(), lock, origin));
        return cs;
      });
    }
  }

  /**
   * The IMPRECISE {@code bin-lock} caveat of a bin-locked {@code ConcurrentHashMap} call
   * ({@code method}) that the model translates with one lock per map.
   */
  static void binLockCaveat(TranslationContext tc, Origin origin, String method) {
    tc.caveat("bin-lock", origin, "ConcurrentHashMap." + method
        + " runs its function holding the lock of the key's bin; the model has one lock per"
        + " map, taken on every call, so calls for keys of other bins (or, for"
        + " computeIfAbsent, of a key already present) also exclude each other",
        Caveat.Effect.IMPRECISE);
  }

  /**
   * True if a synchronized collection (or {@code StringBuffer}) can be the receiver of a call of
   * {@code cls}: the method is declared by a {@code java.util} container type, {@code Object},
   * or one of the string-buffer types. The points-to sets of elements taken out of containers
   * may also hold the containers themselves (a copy's contents include its argument), so a
   * {@code Thread.join} on such an element must not become a call of the collection.
   */
  private static boolean isCollectionMethod(String cls) {
    return cls.startsWith("java.util.") || cls.equals("java.lang.Object")
        || cls.equals("java.lang.Iterable") || cls.equals("java.lang.StringBuffer")
        || cls.equals("java.lang.AbstractStringBuilder") || cls.equals("java.lang.CharSequence")
        || cls.equals("java.lang.Appendable");
  }
}
