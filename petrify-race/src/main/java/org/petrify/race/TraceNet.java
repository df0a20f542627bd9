package org.petrify.race;

import java.util.List;
import java.util.Map;
import org.petrify.net.PetriNet;

/**
 * A 1-safe net mined from one recorded run, with what each transition stands for:
 * {@code operations.get(t)} for transition {@code t}. {@code threadNames} maps each thread path
 * to the Java name it had in the run. {@code caveats} lists what the mining approximated or
 * could not see.
 *
 * <p>Thread paths identify threads across runs as the seed does: the main thread is
 * {@code main}, the k-th thread started by thread {@code T} is {@code T.k}; threads the program
 * did not start from instrumented code are {@code other.N}.
 *
 * <p>{@code grants} maps each transition that takes a lock place (an outermost acquisition,
 * or the return from {@code wait}) to the lock's object id in the run; {@code aliases} gives,
 * per object id, each thread path that used it and its position (from 1) in that thread's order
 * of first use, the identity a replay finds the object by.
 *
 * <p>{@code eventTransitions} maps each thread id of the trace to its events' transitions:
 * {@code eventTransitions.get(id)[i]} is the transition of the thread's {@code i}-th event (the
 * arrays are shared, not copied: do not modify them).
 */
public record TraceNet(PetriNet net, List<Operation> operations, Map<String, String> threadNames,
    List<MiningCaveat> caveats, Map<Integer, Long> grants, Map<Long, Map<String, Integer>> aliases,
    Map<Integer, int[]> eventTransitions) {

  public TraceNet {
    operations = List.copyOf(operations);
    threadNames = Map.copyOf(threadNames);
    caveats = List.copyOf(caveats);
    grants = Map.copyOf(grants);
    aliases = Map.copyOf(aliases);
    eventTransitions = Map.copyOf(eventTransitions);
  }

  /**
   * Something the mining approximated: {@code kind} is a stable identifier
   * ({@link #TRACE_INCOMPLETE}, {@link #UNSTARTED_THREAD}); {@code unsound} is true when runs
   * (here: events of the run) may be missing from the net, false when the net only has more
   * interleavings than the run allows.
   */
  public record MiningCaveat(String kind, String message, boolean unsound) {}

  /** The run was cut off: the events after each thread's last flushed buffer are missing. */
  public static final String TRACE_INCOMPLETE = "trace-incomplete";

  /** A thread started by code that was not recorded, assumed to run from the beginning. */
  public static final String UNSTARTED_THREAD = "trace-unstarted-thread";

  /** The Java name of a thread path (the path itself if unknown). */
  public String threadName(String path) {
    return threadNames.getOrDefault(path, path);
  }
}
