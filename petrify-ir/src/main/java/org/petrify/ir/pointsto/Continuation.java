package org.petrify.ir.pointsto;

/**
 * How a {@code CompletableFuture} continuation task runs, from the method that made it
 * ({@code thenApply}, {@code thenCombineAsync}, {@code exceptionally}, ...): it waits for its
 * source futures (the receiver, and the other stage of the two-stage methods), then runs its
 * function and completes its own future.
 *
 * @param method the {@code CompletableFuture} method, e.g. {@code "thenApplyAsync"}
 * @param either true if one completed source suffices ({@code applyToEither},
 *     {@code acceptEither}, {@code runAfterEither}); else it waits for all of them
 * @param async true for the {@code *Async} methods (the function runs as a task of the given
 *     executor or of the common pool); false if Java runs it in the thread that completes
 *     the source, or in the caller when the source is already complete
 * @param onFailureOnly true for {@code exceptionally*}: the function runs only if a source
 *     completed exceptionally
 * @param composes true for {@code thenCompose*} and {@code exceptionallyCompose*}: Java's
 *     result completes with the future the function returns
 */
public record Continuation(String method, boolean either, boolean async, boolean onFailureOnly,
    boolean composes) {

  /** The continuation made by a {@code CompletableFuture} method, or null if it makes none. */
  static Continuation of(String method) {
    String base = method.endsWith("Async") ? method.substring(0, method.length() - 5) : method;
    boolean known = switch (base) {
      case "thenApply", "thenAccept", "thenRun", "thenCompose", "handle", "whenComplete",
          "exceptionally", "exceptionallyCompose", "thenCombine", "thenAcceptBoth",
          "runAfterBoth", "applyToEither", "acceptEither", "runAfterEither" -> true;
      default -> false;
    };
    if (!known) {
      return null;
    }
    return new Continuation(method, base.endsWith("Either"), !base.equals(method),
        base.startsWith("exceptionally"), base.endsWith("Compose"));
  }

  /** True if the method takes the other stage first and the function second. */
  public boolean twoStages() {
    String base = async ? method.substring(0, method.length() - 5) : method;
    return base.endsWith("Either") || base.endsWith("Both") || base.equals("thenCombine");
  }
}
