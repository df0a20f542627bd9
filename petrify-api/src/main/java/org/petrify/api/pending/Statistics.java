package org.petrify.api.pending;

/** TEMPORARY stand-in for {@code org.petrify.checker.Statistics}. */
public record Statistics(long states, long edges, long millis, long peakMemoryBytes,
    double bytesPerState, String reduction, SearchOrder search) {}
