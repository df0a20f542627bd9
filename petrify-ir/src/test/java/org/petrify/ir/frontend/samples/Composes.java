package org.petrify.ir.frontend.samples;

import java.util.concurrent.CompletableFuture;

/** {@code thenCompose}: the result completes when the future the function returns does. */
public class Composes {
  /** The function returns a task future: the chain completes. */
  public static void main(String[] args) {
    CompletableFuture<Integer> f = CompletableFuture.supplyAsync(() -> 1)
        .thenCompose(v -> CompletableFuture.supplyAsync(() -> v + 1));
    f.join();
  }

  /** The function returns a future nobody completes: the join waits for ever. */
  public static class Never {
    public static void main(String[] args) {
      CompletableFuture<Integer> g = new CompletableFuture<>();
      CompletableFuture.supplyAsync(() -> 1).thenCompose(v -> g).join();
    }
  }

  /** main completes the returned future before it joins: no deadlock. */
  public static class Later {
    public static void main(String[] args) {
      CompletableFuture<Integer> g = new CompletableFuture<>();
      CompletableFuture<Integer> f = CompletableFuture.supplyAsync(() -> 1).thenCompose(v -> g);
      g.complete(2);
      f.join();
    }
  }

  /** main joins before it completes the returned future: deadlock. */
  public static class TooEarly {
    public static void main(String[] args) {
      CompletableFuture<Integer> g = new CompletableFuture<>();
      CompletableFuture<Integer> f = CompletableFuture.supplyAsync(() -> 1).thenCompose(v -> g);
      f.join();
      g.complete(2);
    }
  }
}
