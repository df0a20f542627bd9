package org.petrify.ir.pointsto;

import java.util.List;
import java.util.function.Consumer;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.Value;
import sootup.core.signatures.MethodSignature;

/**
 * A call to dispatch: the method signature as written, whether dispatch is static (special and
 * static invokes), the nodes of the arguments (-1 for primitives and null), the node receiving
 * the result (-1 if none), where resolved targets are recorded, the call's origin and the
 * argument values as written (for constant arguments; empty for synthetic calls). A call of a
 * lambda's implementation method also names the lambda's capture site ({@code captured}, see
 * {@link ArgumentSite}): its captured values come before {@code argValues}; null otherwise.
 * {@code thread} is the thread tag of the callee ({@link ThreadContexts}) for the entry call of
 * a started thread, null for a call that runs in its caller's thread (the caller's tag).
 * {@code keyed} is the context element of a keyed map's function call ({@link KeyedMaps#element}),
 * which then is the callee's whole context; null otherwise.
 */
record Invocation(CallKey key, MethodSignature sig, boolean special, List<Integer> args,
    int result, Consumer<MethodInstance> onTarget, Origin origin,
    List<? extends Value> argValues, ArgumentSite captured, String thread, String keyed) {

  /** A call that is no keyed map's function call. */
  Invocation(CallKey key, MethodSignature sig, boolean special, List<Integer> args, int result,
      Consumer<MethodInstance> onTarget, Origin origin, List<? extends Value> argValues,
      ArgumentSite captured, String thread) {
    this(key, sig, special, args, result, onTarget, origin, argValues, captured, thread, null);
  }

  /** A call running in its caller's thread. */
  Invocation(CallKey key, MethodSignature sig, boolean special, List<Integer> args, int result,
      Consumer<MethodInstance> onTarget, Origin origin, List<? extends Value> argValues,
      ArgumentSite captured) {
    this(key, sig, special, args, result, onTarget, origin, argValues, captured, null, null);
  }

  /** A call whose parameters are its written arguments one to one. */
  Invocation(CallKey key, MethodSignature sig, boolean special, List<Integer> args, int result,
      Consumer<MethodInstance> onTarget, Origin origin, List<? extends Value> argValues) {
    this(key, sig, special, args, result, onTarget, origin, argValues, null);
  }

  /** A synthetic call with no argument values. */
  Invocation(CallKey key, MethodSignature sig, boolean special, List<Integer> args, int result,
      Consumer<MethodInstance> onTarget, Origin origin) {
    this(key, sig, special, args, result, onTarget, origin, List.of());
  }
}
