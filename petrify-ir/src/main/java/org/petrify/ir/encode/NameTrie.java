package org.petrify.ir.encode;

import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;

/**
 * The names of a {@link NetDraft}, stored once per distinct prefix: a name is the path of its
 * {@code '.'}-separated segments in a trie, so {@code at.<subnet>.<label>} keeps one node of its
 * own (its last segment) and shares {@code at.<subnet>} with every other location of the
 * subnet. The full name is built only when asked for ({@link Name#toString}).
 *
 * <p>Why: on a real class path a subnet's name is hundreds of characters long, and every place
 * and transition of the subnet repeats it; gson's draft of 500,000 places and 1.2 million
 * transitions held 1.3 GB of name characters with one string per name. A trie node costs about
 * 64 bytes (the node and its entry in the table), whatever the name's length.
 *
 * <p>Invariants: names are interned, so two {@link Name}s of one trie are equal (as objects)
 * exactly when their strings are equal; {@link #ORDER} orders names as their strings
 * ({@link String#compareTo}), so maps keyed by names iterate in the order they would by
 * strings.
 */
final class NameTrie {
  private final Map<Name, Name> nodes = new HashMap<>();
  private final Map<String, String> segments = new HashMap<>();
  private final RecentPaths recent = new RecentPaths();

  /**
   * A name interned lately with the node and end offset of each of its first {@code length}
   * segments: a name sharing a prefix with it resumes below that prefix instead of looking up
   * each segment again (the emitters ask for names of one subnet in runs, and its name is
   * dozens of segments long).
   */
  private record Path(String full, Name[] nodes, int[] ends, int length) {}

  /** The last few paths interned, one per slot, reused round robin. */
  private static final class RecentPaths {
    private static final Path NONE = new Path("", new Name[0], new int[0], 0);
    private final Path[] slots = {NONE, NONE, NONE, NONE};
    private int next;

    void add(Path p) {
      slots[next] = p;
      next = (next + 1) % slots.length;
    }

    /** The longest known prefix of {@code full} made of whole segments (maybe empty). */
    Path resume(String full) {
      Path best = NONE;
      for (Path p : slots) {
        int common = commonPrefix(p.full, full);
        int k = 0;
        while (k < p.length && p.ends[k] <= common
            && (p.ends[k] == full.length() || full.charAt(p.ends[k]) == '.')) {
          k++;
        }
        if (k > best.length) {
          best = new Path(p.full, p.nodes, p.ends, k);
        }
      }
      return best;
    }

    private static int commonPrefix(String a, String b) {
      int n = Math.min(a.length(), b.length());
      int i = 0;
      while (i < n && a.charAt(i) == b.charAt(i)) {
        i++;
      }
      return i;
    }
  }

  /** One name: its last segment, the name before the last {@code '.'} (null if none). */
  static final class Name {
    private final Name parent;
    private final String segment;
    private final int depth;

    private Name(Name parent, String segment) {
      this.parent = parent;
      this.segment = segment;
      this.depth = parent == null ? 0 : parent.depth + 1;
    }

    /** Structural equality (same parent node, equal segment): used to intern. */
    @Override
    public boolean equals(Object o) {
      return o instanceof Name n && n.parent == parent && n.segment.equals(segment);
    }

    @Override
    public int hashCode() {
      return 31 * System.identityHashCode(parent) + segment.hashCode();
    }

    /** The full name. */
    @Override
    public String toString() {
      int length = -1;
      for (Name n = this; n != null; n = n.parent) {
        length += n.segment.length() + 1;
      }
      char[] out = new char[length];
      int end = length;
      for (Name n = this; n != null; n = n.parent) {
        int start = end - n.segment.length();
        n.segment.getChars(0, n.segment.length(), out, start);
        if (start > 0) {
          out[start - 1] = '.';
        }
        end = start - 1;
      }
      return new String(out);
    }
  }

  /** Orders names as {@link String#compareTo} orders their strings. */
  static final Comparator<Name> ORDER = NameTrie::compare;

  /** The name of {@code full}, added if new. */
  Name intern(String full) {
    Path from = recent.resume(full);
    Name[] path = new Name[from.length + 8];
    int[] ends = new int[path.length];
    System.arraycopy(from.nodes, 0, path, 0, from.length);
    System.arraycopy(from.ends, 0, ends, 0, from.length);
    int count = from.length;
    Name name = count == 0 ? null : path[count - 1];
    int start = count == 0 ? 0 : ends[count - 1] + 1;
    while (count == 0 || ends[count - 1] < full.length()) {
      int dot = full.indexOf('.', start);
      int end = dot < 0 ? full.length() : dot;
      Name probe = new Name(name, full.substring(start, end));
      Name known = nodes.get(probe);
      if (known == null) {
        known = new Name(name, segments.computeIfAbsent(probe.segment, s -> s));
        nodes.put(known, known);
      }
      name = known;
      if (count == path.length) {
        path = Arrays.copyOf(path, 2 * count);
        ends = Arrays.copyOf(ends, 2 * count);
      }
      path[count] = name;
      ends[count++] = end;
      start = end + 1;
    }
    recent.add(new Path(full, path, ends, count));
    return name;
  }

  /** The name of {@code full} if it was interned, else null; adds nothing. */
  Name find(String full) {
    Name name = null;
    int start = 0;
    while (true) {
      int dot = full.indexOf('.', start);
      int end = dot < 0 ? full.length() : dot;
      name = nodes.get(new Name(name, full.substring(start, end)));
      if (name == null || dot < 0) {
        return name;
      }
      start = dot + 1;
    }
  }

  /**
   * String order without building the strings: below the longest common prefix node, the two
   * names' strings differ first within the next segments (or one of them ends, or goes on with
   * a {@code '.'}).
   */
  private static int compare(Name a, Name b) {
    if (a == b) {
      return 0;
    }
    Name x = a;
    Name y = b;
    Name xChild = null;
    Name yChild = null;
    while (x.depth > y.depth) {
      xChild = x;
      x = x.parent;
    }
    while (y.depth > x.depth) {
      yChild = y;
      y = y.parent;
    }
    while (x != y) {
      xChild = x;
      x = x.parent;
      yChild = y;
      y = y.parent;
    }
    if (xChild == null) {
      return -1; // a is a prefix of b
    }
    if (yChild == null) {
      return 1;
    }
    String s = xChild.segment;
    String t = yChild.segment;
    int common = Math.min(s.length(), t.length());
    for (int i = 0; i < common; i++) {
      if (s.charAt(i) != t.charAt(i)) {
        return s.charAt(i) - t.charAt(i);
      }
    }
    return Integer.compare(next(xChild, a, common), next(yChild, b, common));
  }

  /** The character of {@code name}'s string after {@code i} characters of {@code node}'s segment. */
  private static int next(Name node, Name name, int i) {
    if (i < node.segment.length()) {
      return node.segment.charAt(i);
    }
    return node == name ? -1 : '.';
  }
}
