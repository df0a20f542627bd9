package org.petrify.checker.ctl;

/**
 * The raw result of one CTL evaluation, before it is wrapped into the public
 * {@code CheckResult}: {@code verdict} is null when undecided (then {@code reason} says why);
 * {@code witness} is the replayed path of the outermost temporal operator, or null.
 */
record CtlOutcome(Boolean verdict, String reason, int[] witness, int loopStart, long states,
    long edges, long millis, long peakMemoryBytes, double bytesPerState, String reduction,
    int restarts) {}
