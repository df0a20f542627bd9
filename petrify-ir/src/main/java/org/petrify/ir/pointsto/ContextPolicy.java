package org.petrify.ir.pointsto;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.petrify.ir.pointsto.PointsToAnalysis.Sensitivity;
import sootup.core.signatures.MethodSignature;

/**
 * Chooses the contexts of method instances and the heap contexts of objects (the rules are
 * listed on {@link PointsToAnalysis}). A context keeps at most {@code depth} site elements
 * (and the {@link ParameterBranches} elements between them, {@link Context#push}); a method
 * keeps its first {@code maxContexts} distinct contexts, and each later one is cut to its first
 * element, or, for a {@code library} method, replaced by the one {@link #MERGED} context (with
 * the thread tag it had); the first cut of a method is reported to {@code onFirstCap} (the
 * analysis turns it into a {@code context-cap} caveat). Under {@link Sensitivity#INSENSITIVE}
 * every context is empty.
 *
 * <p>Why library methods merge: a cut to the first element does not bound a method's contexts,
 * since every receiver allocation site is a first element of its own, and objects allocated in
 * each such instance are new receivers for the next methods (a jar's type hierarchy gave one
 * method 92 contexts under a cap of 16). With the merged context a method has at most
 * {@code maxContexts} + 1 instances per thread tag. Sound: a merged instance's variables hold
 * the union of what the merged instances' variables held, its allocations are one abstract
 * object (and, being run by several call edges, a summary, {@link PointsToResult#isSummary}),
 * so merging only adds points-to facts, as the cut and {@link InertMethods} do. Application
 * classes keep the cut to the first element, which is more precise for them.
 */
final class ContextPolicy {
  private final Sensitivity sensitivity;
  private final int depth;
  private final int maxContexts;
  private final Consumer<MethodSignature> onFirstCap;
  private final Predicate<MethodSignature> library;
  private final Map<MethodSignature, Set<Context>> contextsOf = new HashMap<>();
  private final Set<MethodSignature> cappedMethods = new HashSet<>();
  /** The methods whose instances carry their thread's tag ({@link ThreadContexts}). */
  private Set<MethodSignature> threaded = Set.of();

  /**
   * The element of the context into which a library method's contexts past the cap merge; no
   * allocation or call site has this name, and it is no array pseudo-field ({@code [*]}).
   */
  static final String MERGED = "(merged)";

  /** A policy that cuts every method's contexts past the cap to their first element. */
  ContextPolicy(Sensitivity sensitivity, int depth, int maxContexts,
      Consumer<MethodSignature> onFirstCap) {
    this(sensitivity, depth, maxContexts, onFirstCap, m -> false);
  }

  /**
   * A policy that merges the contexts past the cap of the methods {@code library} accepts into
   * one, and cuts those of the others to their first element.
   */
  ContextPolicy(Sensitivity sensitivity, int depth, int maxContexts,
      Consumer<MethodSignature> onFirstCap, Predicate<MethodSignature> library) {
    this.sensitivity = sensitivity;
    this.depth = depth;
    this.maxContexts = maxContexts;
    this.onFirstCap = onFirstCap;
    this.library = library;
  }

  /**
   * Sets the methods whose instances carry the thread tag of their caller (or of the thread
   * they are the entry of); every other method's instances carry none.
   */
  void threaded(Set<MethodSignature> methods) {
    threaded = Set.copyOf(methods);
  }

  /**
   * The context {@code ctx} of an instance of {@code callee} with thread tag {@code tag} if the
   * callee is one of the {@link #threaded} methods, else without tag. Any choice is sound: a
   * tag only splits method instances (and the objects they allocate) further, the points-to
   * constraints of each instance are those of the method.
   */
  Context withThread(MethodSignature callee, Context ctx, String tag) {
    return ctx.withThread(sensitivity == Sensitivity.INSENSITIVE || !threaded.contains(callee)
        ? null : tag);
  }

  /** The heap context of objects allocated by a method instance: its whole context. */
  Context heapContext(MethodInstance allocator) {
    return sensitivity == Sensitivity.INSENSITIVE ? Context.EMPTY : allocator.context();
  }

  /**
   * The identity of an object as a context: its site (followed by {@code ^} and the thread tag
   * of its heap context if it has one) followed by its heap context.
   */
  Context receiverContext(AbstractObject receiver) {
    if (sensitivity == Sensitivity.INSENSITIVE) {
      return Context.EMPTY;
    }
    String tag = receiver.heap().thread();
    return Context.push(tag == null ? receiver.site() : receiver.site() + "^" + tag,
        receiver.heap(), depth);
  }

  /**
   * The context of an instance method called on {@code receiver}: the receiver's identity,
   * preceded by the call site if the callee allocates and is not a constructor. A callee (not a
   * constructor) a reference parameter of which reaches a blocking operation
   * ({@link BlockingParameters}) gets instead the call string (the call site followed by the
   * caller's context, at most {@code depth} elements) followed by the receiver's identity: its
   * parameters then keep apart the objects its callers' call strings keep apart, which the
   * receiver alone does not (both guards of one monitor). Such contexts have at most twice the
   * depth, so a method still has finitely many (and at most {@code maxContexts} before the
   * cap).
   *
   * @param callSite the call site's name, or null for a call without one (a thread's start)
   * @param callerContext the calling instance's context (empty without a call site)
   * @param arguments the {@link ParameterBranches} element of the call, put in front, or null
   */
  Context instanceContext(MethodSignature callee, boolean constructor, boolean allocates,
      boolean blockingParameters, String callSite, Context callerContext,
      AbstractObject receiver, String arguments) {
    Context ctx = receiverContext(receiver);
    if (sensitivity != Sensitivity.INSENSITIVE && callSite != null && !constructor) {
      if (blockingParameters) {
        ctx = Context.concat(Context.push(callSite, callerContext, depth), ctx);
      } else if (allocates) {
        ctx = Context.push(callSite, ctx, depth);
      }
    }
    return capped(callee, withArguments(arguments, ctx));
  }

  /**
   * The context of a static method (or a call without receiver object): the call site followed
   * by the caller's context if the callee takes references or allocates, else none; the
   * {@link ParameterBranches} element {@code arguments} (null if none) goes in front.
   */
  Context staticContext(MethodSignature callee, boolean takesReferencesOrAllocates,
      String callSite, Context callerContext, String arguments) {
    if (sensitivity == Sensitivity.INSENSITIVE || callSite == null
        || !takesReferencesOrAllocates) {
      return arguments == null || sensitivity == Sensitivity.INSENSITIVE ? Context.EMPTY
          : capped(callee, withArguments(arguments, Context.EMPTY));
    }
    return capped(callee, withArguments(arguments,
        Context.push(callSite, callerContext, depth)));
  }

  /**
   * The context of a keyed map's function instance: the element {@code keyed} alone ({@link
   * KeyedMaps#element}), with no thread tag, whatever its caller (it runs once, in whichever
   * thread comes first).
   */
  Context keyedContext(MethodSignature callee, String keyed) {
    return sensitivity == Sensitivity.INSENSITIVE ? Context.EMPTY
        : capped(callee, new Context(List.of(keyed)));
  }

  /**
   * {@code ctx} with the arguments element in front (none under {@link
   * Sensitivity#INSENSITIVE}, where every context is empty).
   */
  private Context withArguments(String arguments, Context ctx) {
    return arguments == null || sensitivity == Sensitivity.INSENSITIVE ? ctx
        : Context.prepend(arguments, ctx);
  }

  private Context capped(MethodSignature callee, Context ctx) {
    Set<Context> seen = contextsOf.computeIfAbsent(callee, k -> new HashSet<>());
    if (seen.contains(ctx) || seen.size() < maxContexts) {
      seen.add(ctx);
      return ctx;
    }
    if (cappedMethods.add(callee)) {
      onFirstCap.accept(callee);
    }
    return library.test(callee) ? new Context(List.of(MERGED), ctx.thread()) : ctx.truncate(1);
  }

  /** The number of distinct contexts kept for a method so far. */
  int contextCount(MethodSignature method) {
    Set<Context> seen = contextsOf.get(method);
    return seen == null ? 0 : seen.size();
  }
}
