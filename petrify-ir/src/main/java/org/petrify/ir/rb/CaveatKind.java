package org.petrify.ir.rb;

import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The kinds of {@link Caveat}: every construct the analysis reports as not modelled exactly has
 * one, named in reports by its {@link #id()} ({@code "summary-lock"}) and accepted by that name
 * ({@code --accept-unsound}). A new caveat kind is one constant here; {@link Caveat}'s
 * constructor checks, when assertions are on (as in every test run), that its kind is listed,
 * so a kind missing here fails the tests that produce it.
 */
public enum CaveatKind {
  ATOMIC_ORDER("atomic-order"),
  ATOMIC_UNTRACKED("atomic-untracked"),
  BARRIER("barrier"),
  BARRIER_ACTION("barrier-action"),
  BARRIER_TIMEOUT("barrier-timeout"),
  BIN_LOCK("bin-lock"),
  BLOCKING_CALL("blocking-call"),
  BODY("body"),
  BYTECODE("bytecode"),
  CANCELLED_GET("cancelled-get"),
  CLASS_INIT_FAILURE("class-init-failure"),
  CAPTOR("captor"),
  COLLECTION_CALLBACK("collection-callback"),
  CONTAINER_LOCK("container-lock"),
  CONTEXT_CAP("context-cap"),
  COUNTED_LOOP("counted-loop"),
  EMPTY_THREAD("empty-thread"),
  EXCHANGE_TIMEOUT("exchange-timeout"),
  FAIR_RETURNS("fair-returns"),
  FORK_JOIN("fork-join"),
  FUTURE_ANY("future-any"),
  FUTURE_COMPLETE("future-complete"),
  FUTURE_COMPOSE("future-compose"),
  FUTURE_CONTINUATION("future-continuation"),
  FUTURE_INLINE("future-inline"),
  FUTURE_INLINE_CYCLE("future-inline-cycle"),
  FUTURE_TASK_CANCEL("future-task-cancel"),
  FUTURE_TIMEOUT("future-timeout"),
  HANDLER_THROWABLE("handler-throwable"),
  HOLD_DEPTH_SUMMARY("hold-depth-summary"),
  HOLD_QUERY("hold-query"),
  IMPLICIT_EXCEPTIONS("implicit-exceptions"),
  INJECT_MOCKS("inject-mocks"),
  INTERRUPT("interrupt"),
  INVOKEDYNAMIC("invokedynamic"),
  IO_LOCK("io-lock"),
  LATCH("latch"),
  LIBRARY_CALLBACK("library-callback"),
  LOCK_CHOICE("lock-choice"),
  LOSSY_NOTIFY("lossy-notify"),
  MINED_NET("mined-net"),
  MOCK_ANSWER("mock-answer"),
  MOCK_FINAL("mock-final"),
  MOCK_MOCK_CONSTRUCTION("mock-mockConstruction"),
  MOCK_MOCK_CONSTRUCTION_WITH_ANSWER("mock-mockConstructionWithAnswer"),
  MOCK_MOCK_SINGLETON("mock-mockSingleton"),
  MOCK_MOCK_STATIC("mock-mockStatic"),
  MOCK_RECEIVER("mock-receiver"),
  MOCK_SETTINGS("mock-settings"),
  MOCK_SPY_STATIC("mock-spyStatic"),
  MOCK_TYPE("mock-type"),
  MOCKITO_CALL("mockito-call"),
  ONE_RUN("one-run"),
  PARALLEL_STREAM("parallel-stream"),
  PHASER("phaser"),
  PHASER_ADVANCE("phaser-advance"),
  PHASER_GENERATIONS("phaser-generations"),
  POOL_KEPT_ALIVE("pool-kept-alive"),
  POOL_NOT_SHUT_DOWN("pool-not-shut-down"),
  POOL_SIZE("pool-size"),
  POWERMOCK("powermock"),
  QUEUE_ADD("queue-add"),
  QUEUE_CAPACITY("queue-capacity"),
  QUEUE_REMOVE("queue-remove"),
  QUEUE_TRANSFER("queue-transfer"),
  RACE_PATH_INSENSITIVE("race-path-insensitive"),
  RECURSION_BOUND("recursion-bound"),
  REENTRANCY_BOUND("reentrancy-bound"),
  RW_TRY_READ("rw-try-read"),
  SCHEDULED_PERIODIC("scheduled-periodic"),
  SEMAPHORE("semaphore"),
  SHARED_CALL_CONTEXT("shared-call-context"),
  SHARED_PERMIT("shared-permit"),
  SHARED_THREAD_COUNTER("shared-thread-counter"),
  SHARED_THREAD_VARIABLE("shared-thread-variable"),
  SHUTDOWN_HOOK("shutdown-hook"),
  SHUTDOWN_NOW("shutdown-now"),
  SPY("spy"),
  SPY_FIELD("spy-field"),
  SPY_STUB("spy-stub"),
  STAMPED("stamped"),
  STAMPED_CONVERT("stamped-convert"),
  STUBBING("stubbing"),
  SUMMARY_CANCEL("summary-cancel"),
  SUMMARY_CONDITION("summary-condition"),
  SUMMARY_COUNTER("summary-counter"),
  SUMMARY_FIELD("summary-field"),
  SUMMARY_FORK_JOIN("summary-fork-join"),
  SUMMARY_LOCK("summary-lock"),
  SUMMARY_THREAD("summary-thread"),
  SUMMARY_THREAD_JOIN("summary-thread-join"),
  SUMMARY_THREAD_REENTRANCY("summary-thread-reentrancy"),
  SYNCHRONIZER_AMOUNT("synchronizer-amount"),
  SYNCHRONOUS_OFFER("synchronous-offer"),
  TEST_RUNNER("test-runner"),
  TIMED_GET("timed-get"),
  TIMER_CANCEL("timer-cancel"),
  TRACE_INCOMPLETE("trace-incomplete"),
  TRACE_UNSTARTED_THREAD("trace-unstarted-thread"),
  TRYLOCK_REENTRANT("trylock-reentrant"),
  UNCAUGHT_EXCEPTION("uncaught-exception"),
  UNCAUGHT_HANDLER("uncaught-handler"),
  UNHELD_MONITOR("unheld-monitor"),
  UNKNOWN_CONDITION("unknown-condition"),
  UNKNOWN_FUTURE("unknown-future"),
  UNKNOWN_LOCK("unknown-lock"),
  UNKNOWN_QUEUE("unknown-queue"),
  UNKNOWN_SYNCHRONIZER("unknown-synchronizer"),
  UNKNOWN_THREAD("unknown-thread"),
  UNMODELLED_LIBRARY("unmodelled-library"),
  UNPARK_BEFORE_START("unpark-before-start"),
  UNREACHED_HANDLER("unreached-handler"),
  UNRESOLVED_CALL("unresolved-call"),
  VALUE_BOUND("value-bound"),
  VALUE_ENVIRONMENTS("value-environments"),
  VALUE_RACE("value-race"),
  VALUE_UNKNOWN("value-unknown"),
  VALUES_UNTRACKED("values-untracked"),
  WEAK_CAS_FAIR("weak-cas-fair"),
  WRONG_RETURN("wrong-return");

  private static final Map<String, CaveatKind> BY_ID = Arrays.stream(values())
      .collect(Collectors.toUnmodifiableMap(CaveatKind::id, Function.identity()));

  private final String id;

  CaveatKind(String id) {
    this.id = id;
  }

  /** The name in reports and in {@code --accept-unsound}, e.g. {@code "summary-lock"}. */
  public String id() {
    return id;
  }

  /** The kind named {@code id}, if there is one. */
  public static Optional<CaveatKind> of(String id) {
    return Optional.ofNullable(BY_ID.get(id));
  }

  /** The ids of all kinds, sorted, separated by ", " (for error messages). */
  public static String ids() {
    return Arrays.stream(values()).map(CaveatKind::id).sorted().collect(Collectors.joining(", "));
  }

  @Override
  public String toString() {
    return id;
  }
}
