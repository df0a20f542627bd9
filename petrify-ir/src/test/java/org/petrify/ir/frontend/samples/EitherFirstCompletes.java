package org.petrify.ir.frontend.samples;

import java.util.concurrent.CompletableFuture;

/**
 * One source of each {@code *Either} continuation is never completed, the other is a task:
 * Java runs each continuation after the task, so every join returns. No deadlock.
 */
public final class EitherFirstCompletes {
  public static void main(String[] args) {
    CompletableFuture<String> never = new CompletableFuture<>();
    CompletableFuture<String> fast = CompletableFuture.supplyAsync(() -> "x");
    never.applyToEither(fast, s -> s + "!").join();
    fast.acceptEither(never, s -> System.out.println(s)).join();
    never.runAfterEitherAsync(fast, () -> System.out.println("async")).join();
  }
}
