package org.petrify.checker.ctl;

/**
 * The raw result of one CTL evaluation, before it is wrapped into the public
 * {@code CheckResult}: {@code verdict} is null when undecided (then {@code unknown} and
 * {@code reason} say why);
 * {@code witness} is the replayed path of the outermost temporal operator, or null.
 */
record CtlOutcome(Boolean verdict, org.petrify.checker.Unknown unknown, String reason, int[] witness, int loopStart, long states,
    long edges, long millis, long peakMemoryBytes, double bytesPerState,
    org.petrify.checker.Reduction reduction,
    int restarts) {}
