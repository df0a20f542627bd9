package org.petrify.api;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import org.petrify.net.PetriNet;

/**
 * Turns a witness (transition ids fired from the initial marking) into Java terms with the
 * {@link NodeTable}: the steps of the interleaving, and for a dead final marking the blocked
 * threads with the locks they hold and wait for; for a lasso the threads that loop and the
 * source frames of their loop. The witness must replay on the net; the explainer replays it
 * itself and fails with {@link IllegalStateException} otherwise.
 */
final class Explainer {
  private final PetriNet net;
  private final NodeTable table;

  Explainer(PetriNet net, NodeTable table) {
    this.net = net;
    this.table = table;
  }

  /** The steps of the witness that belong to a thread, numbered from 1. */
  List<Step> steps(int[] witness) {
    List<Step> steps = new ArrayList<>();
    for (int t : witness) {
      NodeTable.Action a = table.transition(t);
      if (a != null) {
        steps.add(new Step(steps.size() + 1, a.thread(), describe(a.command()),
            a.command().origin(), net.transitionName(t)));
      }
    }
    return steps;
  }

  /** The explanation of a witness ending in a dead marking. */
  Explanation.Deadlock deadlock(int[] witness) {
    int[] marking = replay(witness, witness.length);
    Map<String, Deque<Explanation.HeldLock>> held = heldLocks(witness, witness.length);
    Map<String, String> holder = new TreeMap<>();
    for (Map.Entry<String, Deque<Explanation.HeldLock>> e : held.entrySet()) {
      for (Explanation.HeldLock h : e.getValue()) {
        holder.put(h.lock(), e.getKey());
      }
    }
    for (int p = 0; p < net.placeCount(); p++) {
      if (marking[p] > 0 && table.place(p) instanceof NodeTable.PlaceRole.LockHeld h) {
        holder.putIfAbsent(h.lock(), h.thread());
      }
    }
    List<Explanation.BlockedThread> blocked = new ArrayList<>();
    for (Map.Entry<String, Command> e : positions(marking).entrySet()) {
      String thread = e.getKey();
      Command next = e.getValue();
      if (next == null) {
        continue; // at its exit: not blocked
      }
      String lock = next instanceof Command.Acquire a ? a.lock() : null;
      String heldBy = lock != null ? holder.get(lock) : null;
      List<Explanation.HeldLock> holds =
          new ArrayList<>(held.getOrDefault(thread, new ArrayDeque<>()));
      blocked.add(new Explanation.BlockedThread(thread, waitingFor(next), next.origin(),
          lock, heldBy, holds));
    }
    return new Explanation.Deadlock(blocked, steps(witness));
  }

  /** The explanation of a lasso: the steps from {@code loopStart} on repeat forever. */
  Explanation.NonTermination nonTermination(int[] witness, int loopStart) {
    int[] atLoop = replay(witness, loopStart);
    Map<String, Command> alive = positions(atLoop);
    Map<String, Set<Origin>> loops = new TreeMap<>();
    int stepsBeforeLoop = 0;
    for (int i = 0; i < witness.length; i++) {
      NodeTable.Action a = table.transition(witness[i]);
      if (a == null) {
        continue;
      }
      if (i < loopStart) {
        stepsBeforeLoop++;
      } else {
        loops.computeIfAbsent(a.thread(), k -> new LinkedHashSet<>())
            .add(a.command().origin());
      }
    }
    List<Explanation.LoopingThread> threads = new ArrayList<>();
    for (Map.Entry<String, Command> e : alive.entrySet()) {
      Set<Origin> loop = loops.getOrDefault(e.getKey(), Set.of());
      Origin at = e.getValue() != null ? e.getValue().origin() : null;
      threads.add(new Explanation.LoopingThread(e.getKey(), new ArrayList<>(loop), at));
    }
    return new Explanation.NonTermination(threads, steps(witness), stepsBeforeLoop);
  }

  /** The command each live thread is about to execute (null at its exit), by thread name. */
  private Map<String, Command> positions(int[] marking) {
    Map<String, Command> at = new TreeMap<>();
    for (int p = 0; p < net.placeCount(); p++) {
      if (marking[p] > 0 && table.place(p) instanceof NodeTable.PlaceRole.Location l) {
        // Within a call, the innermost location is the one that blocks; callers' return
        // places are not Location places, so one location per live thread remains.
        at.put(l.thread(), l.next());
      }
    }
    return at;
  }

  /** Per thread, the locks held after {@code length} steps, outermost first. */
  private Map<String, Deque<Explanation.HeldLock>> heldLocks(int[] witness, int length) {
    Map<String, Deque<Explanation.HeldLock>> held = new TreeMap<>();
    for (int i = 0; i < length; i++) {
      NodeTable.Action a = table.transition(witness[i]);
      if (a == null) {
        continue;
      }
      Deque<Explanation.HeldLock> stack = held.computeIfAbsent(a.thread(), k -> new ArrayDeque<>());
      if (a.command() instanceof Command.Acquire acq) {
        stack.addLast(new Explanation.HeldLock(acq.lock(), acq.origin()));
      } else if (a.command() instanceof Command.Release rel) {
        Iterator<Explanation.HeldLock> it = stack.descendingIterator();
        while (it.hasNext()) {
          if (it.next().lock().equals(rel.lock())) {
            it.remove();
            break;
          }
        }
      }
    }
    held.values().removeIf(Deque::isEmpty);
    return held;
  }

  private int[] replay(int[] witness, int length) {
    int[] marking = net.initialMarking();
    for (int i = 0; i < length; i++) {
      int t = witness[i];
      if (!net.isEnabled(t, marking)) {
        throw new IllegalStateException("witness does not replay: step " + (i + 1) + " ("
            + net.transitionName(t) + ") is not enabled");
      }
      net.fire(t, marking);
    }
    return marking;
  }

  static String lockName(String lock) {
    return "<" + lock + ">";
  }

  static String waitingFor(Command c) {
    if (c instanceof Command.Acquire a) {
      return "lock " + lockName(a.lock());
    }
    if (c instanceof Command.Join j) {
      return "thread " + j.thread() + " to finish";
    }
    if (c instanceof Command.Wait w) {
      return "a notification on " + lockName(w.lock());
    }
    return "its turn to " + describe(c);
  }

  /** A short description of an rb command in Java terms. */
  static String describe(Command c) {
    if (c instanceof Command.Acquire a) {
      return "lock " + lockName(a.lock());
    } else if (c instanceof Command.Release r) {
      return "unlock " + lockName(r.lock());
    } else if (c instanceof Command.Fork f) {
      return "start thread " + f.thread() + " running " + f.procedure();
    } else if (c instanceof Command.Join j) {
      return "join thread " + j.thread();
    } else if (c instanceof Command.Call call) {
      return "call " + call.procedure();
    } else if (c instanceof Command.Read r) {
      return "read " + r.variable();
    } else if (c instanceof Command.Write w) {
      return "write " + w.variable();
    } else if (c instanceof Command.Wait w) {
      return "wait on " + lockName(w.lock());
    } else if (c instanceof Command.Notify n) {
      return "notify " + lockName(n.lock());
    } else if (c instanceof Command.NotifyAll n) {
      return "notifyAll " + lockName(n.lock());
    } else if (c instanceof Command.Jump) {
      return "branch";
    } else if (c instanceof Command.Goto g) {
      return "goto " + g.target();
    }
    return "skip";
  }

}
