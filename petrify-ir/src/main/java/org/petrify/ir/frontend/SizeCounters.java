package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.PrimitiveType;

/**
 * Exact sizes of small plain JDK collections: the counting refinement of {@link FillFlags}. A
 * fill flag only knows "nothing was added yet"; a list that a thread empties and another fills
 * again (a token taken and given back, an idle entry leased and released) needs its size, or
 * {@code isEmpty()} after the first addition is a free choice and a thread may wait on a list
 * that holds an element.
 *
 * <p><b>Which objects.</b> A collection with a fill flag (every condition of {@link FillFlags})
 * is <em>counted</em> instead when, further: it is one runtime object (not a summary), of one of
 * {@link #TYPES}; every reachable call whose receiver may be it has it as its only receiver and
 * calls a method {@link #op} classifies (a constructor without a collection argument, an
 * insertion, a removal, {@code clear}, or a read that changes nothing); and no call of a method
 * {@link #op} does not classify as a read has a receiver the points-to analysis knows nothing
 * about and a supertype of its class as declaring class. Its counter is the rb variable {@code
 * <object>.size} with values {@code 0} to {@link #MAX_COUNT} and {@code *} (unknown), initially
 * {@code 0}; an earlier race round that finds it racy leaves the object with its fill flag.
 *
 * <p><b>Commands.</b> Before each call on a counted object its counter steps ({@link #update}):
 * an insertion adds one ({@link Op#ADD}; {@code *} past {@link #MAX_COUNT}); {@code add} on a
 * set adds one or keeps the count ({@link Op#MAY_ADD}; it adds on an empty set); {@code
 * remove(Object)} keeps a count of 0 and else takes one or keeps it ({@link Op#MAY_TAKE}); a
 * removal of an element that exists ({@code poll}, {@code removeFirst}, {@code it.remove()},
 * {@code remove(int)}, ...) keeps 0 and else takes one ({@link Op#TAKE}); {@code clear} sets 0;
 * {@code *} stays {@code *} under every step but {@code clear}. A query after the call is
 * answered by the counter's value ({@link #answers}): {@code isEmpty} is true at 0 and false
 * at 1 to {@link #MAX_COUNT}, {@code size} is the count, {@code contains} and {@code hasNext}
 * are false at 0; at {@code *} (and for {@code contains}/{@code hasNext} at a positive count)
 * the result is unknown, as without counters.
 *
 * <p><b>Soundness.</b> Invariant: between the calls on the object, its counter is {@code *}
 * or the number of its elements. It holds at the start (a new collection is empty and no copy
 * constructor runs). Only calls on the object itself change it: the library never sees it
 * ({@link FillFlags}), its iterators and views are the object itself in the points-to analysis
 * (so {@code it.remove()} is a call on it), every call on it is one of the classified methods
 * (any other method, e.g. {@code removeIf} or {@code addAll}, leaves the object uncounted), and
 * no call through an unknown receiver may reach it. Each step over-approximates its method:
 * {@code add} on a list or deque always inserts; on a set it inserts unless an equal element is
 * there, which an empty set has not; {@code remove(o)} removes at most one element and none from
 * an empty collection; the other removals remove exactly one element of a non-empty collection
 * and, on an empty one, change nothing (they return null or throw); {@code clear} empties it.
 * The step runs just before the call, and the counter is race free (the race rounds drop a
 * counter two threads access without a common lock, and every call on the object steps or
 * reads it), so no other thread's call on the object falls between the step and the call: the
 * invariant holds after the call, and the answer to a query is the JVM's. A counter that
 * reaches {@code *} never answers again, which only adds runs. A JDK exception of such a call
 * ({@code ArrayDeque.add(null)}, {@code removeFirst} on an empty list) is not raised, as for
 * every JDK method (see the limitations): the counter follows the run where the call returns.
 */
final class SizeCounters {
  /** The collection classes whose objects may be counted. */
  static final Set<String> TYPES = Set.of("java.util.ArrayList", "java.util.LinkedList",
      "java.util.ArrayDeque", "java.util.HashSet", "java.util.LinkedHashSet",
      "java.util.PriorityQueue");
  /** The largest size followed exactly; past it the counter is {@code *}. */
  static final int MAX_COUNT = 3;
  /** The counter's value when the size is not known. */
  static final String UNKNOWN = "*";

  /** What a call does to the size of a counted collection. */
  enum Op { ADD, MAY_ADD, TAKE, MAY_TAKE, CLEAR, READ }

  private static final Set<String> TAKES = Set.of("remove", "removeFirst", "removeLast",
      "poll", "pollFirst", "pollLast", "pop");
  private static final Set<String> MAY_TAKES = Set.of("removeFirstOccurrence",
      "removeLastOccurrence");
  private static final Set<String> READS = Set.of("size", "isEmpty", "contains",
      "containsAll", "get", "getFirst", "getLast", "peek", "peekFirst", "peekLast", "element",
      "iterator", "listIterator", "descendingIterator", "hasNext", "next", "hasPrevious",
      "previous", "nextIndex", "previousIndex", "indexOf", "lastIndexOf", "set", "hashCode",
      "equals", "toString");
  /** Queries and their answer per exact count: {@code null} where the count decides nothing. */
  private static final Map<String, String> QUERIES = Map.of("isEmpty", "empty", "size",
      "size", "contains", "none", "hasNext", "none");

  private SizeCounters() {}

  /**
   * What a call of {@code sig} with {@code args} arguments does to a counted collection of
   * class {@code type}, or null if it is none of the classified methods.
   */
  static Op op(MethodSignature sig, int args, String type) {
    String name = sig.getName();
    if (name.equals("<init>")) {
      return sig.getParameterTypes().stream().allMatch(t -> t instanceof PrimitiveType
          || t.toString().equals("java.util.Comparator")) ? Op.READ : null;
    }
    boolean set = type.endsWith("Set");
    if (ListKinds.INSERTIONS.contains(name)
        && (args == 1 || args == 2 && name.equals("add") && !set)) {
      return set ? Op.MAY_ADD : Op.ADD;
    }
    if (name.equals("remove") && args == 1) {
      return sig.getParameterTypes().get(0) instanceof PrimitiveType ? Op.TAKE : Op.MAY_TAKE;
    }
    if (TAKES.contains(name) && args == 0 || MAY_TAKES.contains(name) && args == 1) {
      return MAY_TAKES.contains(name) ? Op.MAY_TAKE : Op.TAKE;
    }
    if (name.equals("clear") && args == 0) {
      return Op.CLEAR;
    }
    return READS.contains(name) ? Op.READ : null;
  }

  /** The counter's values in order: {@code 0} to {@link #MAX_COUNT}, then {@code *}. */
  static List<String> values() {
    List<String> out = new ArrayList<>();
    for (int c = 0; c <= MAX_COUNT; c++) {
      out.add(Integer.toString(c));
    }
    out.add(UNKNOWN);
    return out;
  }

  /**
   * The answers of query {@code name} (no other argument than {@code contains}'s) per counter
   * value of {@link #values}, {@code null} where unknown; null if the counter answers nothing.
   */
  static List<Integer> answers(String name, int args) {
    String kind = QUERIES.get(name);
    if (kind == null || args != (name.equals("contains") ? 1 : 0)) {
      return null;
    }
    List<Integer> out = new ArrayList<>();
    for (int c = 0; c <= MAX_COUNT; c++) {
      out.add(switch (kind) {
        case "empty" -> c == 0 ? 1 : 0;
        case "size" -> c;
        default -> c == 0 ? 0 : null;
      });
    }
    out.add(null);
    return out;
  }

  /**
   * The commands that step {@code counter} for {@code op} (or, for a call that is not
   * classified, make it unknown), starting at their first command's label and all ending at
   * {@code done}, which the caller places after them. Empty for a read.
   */
  static List<Command> update(String counter, Op op, Supplier<String> label, Origin origin,
      String done) {
    List<Command> out = new ArrayList<>();
    if (op == Op.READ) {
      return out;
    }
    if (op == null || op == Op.CLEAR) {
      out.add(new Command.Assign(label.get(), counter, op == null ? UNKNOWN : "0", origin));
      out.add(new Command.Goto(label.get(), done, origin));
      return out;
    }
    List<String> values = values();
    List<String> targets = new ArrayList<>();
    List<Command> cases = new ArrayList<>();
    for (int c = 0; c <= MAX_COUNT; c++) {
      int moved = switch (op) {
        case ADD, MAY_ADD -> c + 1;
        default -> c - 1;
      };
      boolean mayStay = op == Op.MAY_ADD && c > 0 || op == Op.MAY_TAKE;
      if (moved < 0) {
        targets.add(done); // nothing to take from an empty collection
        continue;
      }
      String to = moved > MAX_COUNT ? UNKNOWN : Integer.toString(moved);
      String step = label.get();
      if (mayStay) {
        String choice = label.get();
        targets.add(choice);
        cases.add(new Command.Jump(choice, List.of(step, done), origin));
      } else {
        targets.add(step);
      }
      cases.add(new Command.Assign(step, counter, to, origin));
      cases.add(new Command.Goto(label.get(), done, origin));
    }
    targets.add(done); // unknown stays unknown
    out.add(new Command.Switch(label.get(), counter, values, targets, origin));
    out.addAll(cases);
    return out;
  }
}
