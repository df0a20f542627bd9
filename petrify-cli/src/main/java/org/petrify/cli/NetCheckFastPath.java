package org.petrify.cli;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.petrify.checker.SearchOrder;

/**
 * {@code petrify net-check} without picocli: a small net is answered in less time than picocli
 * takes to read its annotations (reflection and annotation proxies cost more than the check).
 *
 * <p>{@link #parse} accepts only argument lists that picocli would accept with the same meaning,
 * and already valid (positive budgets and worker counts): the options of {@link NetCheckCommand}
 * and {@link EngineOptions}, each value option at most once except {@code --formula}, as
 * {@code --name value} or {@code --name=value}, exactly one positional {@code FILE}, numbers in
 * plain decimal digits. Anything else — help, version, an unknown or repeated option, a missing
 * or option-like value, {@code @}argument files, {@code --}, an empty argument, a value picocli
 * would reject — gives null, and {@link Main} hands the whole list to picocli, which so stays the
 * only author of usage messages and their exit status. Options, messages and exit codes are hence
 * the same on both paths; {@code NetCheckFastPathTest} runs both on the same argument lists.
 */
final class NetCheckFastPath {
  private static final Set<String> FLAGS = Set.of("--no-por", "--no-reduce", "--progress", "--debug");
  private static final Set<String> VALUED = Set.of("--formula", "--mcc-xml", "--search", "--workers",
      "--format", "--max-states", "--timeout");
  private static final Pattern DIGITS = Pattern.compile("[0-9]{1,9}");
  private static final Pattern LONG_DIGITS = Pattern.compile("[0-9]{1,18}");
  private static final Pattern DECIMAL = Pattern.compile("[0-9]{1,12}(\\.[0-9]{0,12})?|\\.[0-9]{1,12}");

  private NetCheckFastPath() {}

  /**
   * The command with its options set from {@code args} (which start with {@code net-check}),
   * or null if picocli must parse them.
   */
  static NetCheckCommand parse(String[] args) {
    if (args.length < 2 || !args[0].equals("net-check")) {
      return null;
    }
    NetCheckCommand c = new NetCheckCommand();
    c.search = SearchOrder.DFS;
    c.format = NetCheckCommand.OutputFormat.TEXT;
    NetCheckCommand.Queries q = new NetCheckCommand.Queries();
    Set<String> seen = new java.util.HashSet<>();
    String file = null;
    for (int i = 1; i < args.length; i++) {
      String a = args[i];
      if (a.isEmpty() || a.charAt(0) == '@') {
        return null;
      }
      if (a.charAt(0) != '-') {
        if (file != null) {
          return null;
        }
        file = a;
        continue;
      }
      if (FLAGS.contains(a)) {
        if (!seen.add(a)) {
          return null;
        }
        switch (a) {
          case "--no-por" -> c.engine.noPartialOrderReduction = true;
          case "--no-reduce" -> c.engine.noStructuralReduction = true;
          case "--progress" -> c.engine.progress = true;
          default -> c.engine.debug = true;
        }
        continue;
      }
      String name = a;
      String value;
      int eq = a.indexOf('=');
      if (eq > 0) {
        name = a.substring(0, eq);
        value = a.substring(eq + 1);
        if (!VALUED.contains(name) || value.isEmpty()) {
          return null;
        }
      } else {
        if (!VALUED.contains(name) || i + 1 >= args.length) {
          return null;
        }
        value = args[++i];
      }
      if (value.isEmpty() || value.charAt(0) == '-' || value.charAt(0) == '@'
          || (!name.equals("--formula") && !seen.add(name))) {
        return null;
      }
      if (!set(c, q, name, value)) {
        return null;
      }
    }
    if (file == null || (q.formulas == null) == (q.mccXml == null)) {
      return null;
    }
    try {
      c.file = Path.of(file);
    } catch (InvalidPathException e) {
      return null;
    }
    c.queries = q;
    return c;
  }

  /** Sets option {@code name} to {@code value}; false if picocli must judge the value. */
  private static boolean set(NetCheckCommand c, NetCheckCommand.Queries q, String name,
      String value) {
    switch (name) {
      case "--formula" -> {
        if (q.formulas == null) {
          q.formulas = new ArrayList<>();
        }
        q.formulas.add(value);
      }
      case "--mcc-xml" -> {
        try {
          q.mccXml = Path.of(value);
        } catch (InvalidPathException e) {
          return false;
        }
      }
      case "--search" -> {
        SearchOrder s = constant(SearchOrder.class, value);
        if (s == null) {
          return false;
        }
        c.search = s;
      }
      case "--format" -> {
        NetCheckCommand.OutputFormat f = constant(NetCheckCommand.OutputFormat.class, value);
        if (f == null) {
          return false;
        }
        c.format = f;
      }
      case "--workers" -> {
        if (!DIGITS.matcher(value).matches() || Integer.parseInt(value) <= 0) {
          return false;
        }
        c.workers = Integer.parseInt(value);
      }
      case "--max-states" -> {
        if (!LONG_DIGITS.matcher(value).matches() || Long.parseLong(value) <= 0) {
          return false;
        }
        c.engine.maxStates = Long.parseLong(value);
      }
      case "--timeout" -> {
        if (!DECIMAL.matcher(value).matches() || !(Double.parseDouble(value) > 0)) {
          return false;
        }
        c.engine.timeoutSeconds = Double.parseDouble(value);
      }
      default -> {
        return false;
      }
    }
    return true;
  }

  /** The constant named {@code value} in any case (ASCII letters only), else null. */
  private static <E extends Enum<E>> E constant(Class<E> type, String value) {
    for (int i = 0; i < value.length(); i++) {
      char ch = value.charAt(i);
      if (!(ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z')) {
        return null;
      }
    }
    for (E e : type.getEnumConstants()) {
      if (e.name().equals(value.toUpperCase(Locale.ROOT))) {
        return e;
      }
    }
    return null;
  }
}
