package org.petrify.corpus;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The data races of one corpus program, declared on its main class: the races of the real
 * program (not of an abstraction), as pairs of source sites.
 *
 * <p>Each entry of {@link #value()} is one race in the form
 * {@code "<location>: <access>@<File>:<line> / <access>@<File>:<line>"}, e.g.
 * {@code "Account.balance: write@Main.java:12 / read@Main.java:19"}, where
 * <ul>
 *   <li>{@code <location>} is a field, {@code <Class>.<field>}, the class being the binary name
 *       of the class named in the field instruction without its package, {@code $} replaced by
 *       {@code .} (so {@code Main.count}, {@code Account.balance}, {@code Main.Cell.value}); or
 *       an array element, {@code <type>[]@<File>:<line>}, the array's allocation site (e.g.
 *       {@code int[]@Main.java:14});</li>
 *   <li>{@code <access>} is {@code read} or {@code write};</li>
 *   <li>the two accesses are ordered by line, then {@code read} before {@code write}; a race
 *       of one site with itself (two threads running the same write) names the site twice.</li>
 * </ul>
 * This is exactly {@code org.petrify.api.Race#key()}, so both race routes (the static one,
 * {@code check --property races}, and the dynamic one, {@code record} + {@code race}) compare
 * their reports with these strings. An empty {@code value} declares the program race-free.
 *
 * <p>A dynamic analysis sees only the accesses of the runs it records. {@link #runs()} lists the
 * argument lists of the runs to record (one string per run, arguments separated by spaces;
 * {@code ""} is a run without arguments), and {@link #notInRuns()} the races of {@code value}
 * that those runs cannot show (an access is never executed in them), with the reason in
 * {@link #note()}.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface ExpectRaces {
    /** The races of the program, in the key form above; empty: the program is race-free. */
    String[] value();

    /** The runs a dynamic route records, as space-separated argument lists. */
    String[] runs() default {""};

    /** Races of {@link #value()} that none of {@link #runs()} can show. */
    String[] notInRuns() default {};

    /**
     * Races of {@link #value()} that a replay under a controlled scheduler cannot show: races
     * of the Java memory model (no happens-before edge) whose accesses are never enabled at the
     * same time in a sequentially consistent interleaving, e.g. reading a field of an object
     * that was published without a happens-before edge.
     */
    String[] notConfirmable() default {};

    /** The race benchmark or seed example this program re-creates, or "" for our own. */
    String source() default "";

    /** Why the races are what they are, when it is not obvious. */
    String note() default "";
}
