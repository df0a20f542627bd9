package org.petrify.corpus;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Summarises the per-case figures rows of {@code corpus-figures.tsv} (program, property,
 * verdict, places, transitions, states, reduction, load, translate, encode and check
 * milliseconds): cases and verdicts per property, the sum and median of the check times, the
 * largest nets and state spaces, and the slowest cases. Stage times of load, translate and
 * encode are counted once per program (the translation is shared by its cases).
 */
final class CorpusFiguresSummary {
    private CorpusFiguresSummary() {}

    private record Row(String program, String property, String verdict, int places,
            int transitions, long states, long load, long translate, long encode, long check) {
        static Row parse(String line) {
            String[] f = line.split("\t");
            return new Row(f[0], f[1], f[2], Integer.parseInt(f[3]), Integer.parseInt(f[4]),
                    Long.parseLong(f[5]), Long.parseLong(f[7]), Long.parseLong(f[8]),
                    Long.parseLong(f[9]), Long.parseLong(f[10]));
        }
    }

    static String of(List<String> lines) {
        List<Row> rows = lines.stream().map(Row::parse).toList();
        StringBuilder s = new StringBuilder("Corpus figures: ").append(rows.size()).append(" cases, ")
                .append(rows.stream().map(Row::program).distinct().count()).append(" programs\n");
        Map<String, List<Row>> byProperty = new TreeMap<>();
        rows.forEach(r -> byProperty.computeIfAbsent(r.property(), k -> new ArrayList<>()).add(r));
        byProperty.forEach((property, rs) -> {
            Map<String, Integer> verdicts = new TreeMap<>();
            rs.forEach(r -> verdicts.merge(r.verdict(), 1, Integer::sum));
            long[] checks = rs.stream().mapToLong(Row::check).sorted().toArray();
            s.append(String.format(Locale.ROOT, "  %-17s %3d cases %s; check %6d ms total, median %d ms,"
                    + " max %d ms; states max %d%n", property, rs.size(), verdicts,
                    sum(checks), checks[checks.length / 2], checks[checks.length - 1],
                    rs.stream().mapToLong(Row::states).max().orElse(0)));
        });
        Map<String, Row> perProgram = new TreeMap<>();
        rows.forEach(r -> perProgram.putIfAbsent(r.program(), r));
        long load = perProgram.values().stream().mapToLong(Row::load).sum();
        long translate = perProgram.values().stream().mapToLong(Row::translate).sum();
        long encode = perProgram.values().stream().mapToLong(Row::encode).sum();
        long check = rows.stream().mapToLong(Row::check).sum();
        s.append(String.format(Locale.ROOT, "  stages (per program once, checks per case): load %d ms,"
                + " translate %d ms, encode %d ms, check %d ms; total %d ms%n", load, translate,
                encode, check, load + translate + encode + check));
        s.append("  largest nets: ");
        s.append(String.join(", ", perProgram.values().stream()
                .sorted(Comparator.comparingInt(Row::transitions).reversed()).limit(5)
                .map(r -> r.program() + " " + r.places() + "p/" + r.transitions() + "t").toList()));
        s.append("\n  slowest cases: ");
        s.append(String.join(", ", rows.stream()
                .sorted(Comparator.comparingLong(Row::check).reversed()).limit(5)
                .map(r -> r.program() + " " + r.property() + " " + r.check() + " ms ("
                        + r.states() + " states)").toList()));
        return s.append('\n').toString();
    }

    private static long sum(long[] xs) {
        long t = 0;
        for (long x : xs) {
            t += x;
        }
        return t;
    }
}
