package org.petrify.corpus;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The races a corpus program declares ({@link ExpectRaces}), parsed, for the suites of both race
 * routes. A route's report is compared by its races' keys ({@code org.petrify.api.Race#key()})
 * with {@link #all()}.
 */
record ExpectedRaces(Set<String> all, Set<String> notInRuns, Set<String> notConfirmable,
        List<String> runs) {

    /** One race key: {@code <location>: <access>@<file>:<line> / <access>@<file>:<line>}. */
    static final Pattern KEY = Pattern.compile(
            "(?<location>.+?): (?<a1>read|write)@(?<f1>[^:/ ]+):(?<l1>\\d+)"
                    + " / (?<a2>read|write)@(?<f2>[^:/ ]+):(?<l2>\\d+)");

    static ExpectedRaces of(ExpectRaces races) {
        return new ExpectedRaces(sorted(races.value()), sorted(races.notInRuns()),
                sorted(races.notConfirmable()), List.of(races.runs()));
    }

    /** The races a dynamic route must find from the declared runs. */
    Set<String> visibleInRuns() {
        Set<String> s = new TreeSet<>(all);
        s.removeAll(notInRuns);
        return s;
    }

    /** The races a dynamic route must find and confirm by replay. */
    Set<String> confirmable() {
        Set<String> s = visibleInRuns();
        s.removeAll(notConfirmable);
        return s;
    }

    /** The run arguments, split at spaces. */
    static String[] arguments(String run) {
        return run.isBlank() ? new String[0] : run.trim().split(" +");
    }

    static Matcher parse(String key) {
        Matcher m = KEY.matcher(key);
        if (!m.matches()) {
            throw new IllegalArgumentException("not a race key: " + key);
        }
        return m;
    }

    private static Set<String> sorted(String[] keys) {
        return new TreeSet<>(Arrays.asList(keys));
    }
}
