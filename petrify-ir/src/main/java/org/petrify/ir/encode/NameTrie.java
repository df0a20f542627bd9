package org.petrify.ir.encode;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
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
 * 40 bytes (the node and its slots in the tables), whatever the name's length.
 *
 * <p>Invariants: names are interned, so two {@link Name}s of one trie are the same object
 * exactly when their strings are equal (a name's {@code equals} and {@code hashCode} are
 * {@code Object}'s); {@link #ORDER} orders names as their strings ({@link String#compareTo}),
 * so names sorted by it are in the order their strings would be. Each distinct segment is one
 * {@code String}, shared by every node ending in it.
 *
 * <p>Cost: interning a name that exists allocates nothing. It resumes below the longest prefix
 * of whole segments the name shares with one of the last {@link RecentPaths#SLOTS} names
 * interned (the emitters ask for the names of one subnet in runs), and looks each further
 * segment up by its characters in place ({@link NodeTable}), so no segment is cut out of the
 * name unless its node is new.
 */
final class NameTrie {
  private final NodeTable nodes = new NodeTable();
  private final SegmentTable segments = new SegmentTable();
  private final RecentPaths recent = new RecentPaths();

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

  /**
   * The entries of {@code byName} in the {@link #ORDER} of their names. Sorted by parent first
   * (the parents in {@link #ORDER}, siblings by segment), which is the order itself unless a
   * parent's string is a prefix of another's, and then by {@link #ORDER}, which makes the order
   * exact and on an almost sorted array compares mostly neighbours. Why: a sort by {@link
   * #ORDER} alone compares names far apart in the trie, each comparison walking both up to
   * their common prefix through nodes out of the cache (on a draft of 200,000 places and as
   * many transitions that was half the freeze's time).
   */
  static <V> List<Map.Entry<Name, V>> sorted(Map<Name, V> byName) {
    @SuppressWarnings("unchecked")
    Map.Entry<Name, V>[] entries = byName.entrySet().toArray(new Map.Entry[0]);
    Map<Name, Integer> groupOfParent = new HashMap<>();
    List<Name> parents = new ArrayList<>();
    int[] group = new int[entries.length];
    for (int i = 0; i < entries.length; i++) {
      Name parent = entries[i].getKey().parent;
      Integer g = groupOfParent.putIfAbsent(parent, parents.size());
      if (g == null) {
        g = parents.size();
        parents.add(parent);
      }
      group[i] = g;
    }
    Integer[] byParent = new Integer[parents.size()];
    Arrays.setAll(byParent, g -> g);
    Arrays.sort(byParent, (g, h) -> Comparator.nullsFirst(ORDER).compare(parents.get(g),
        parents.get(h)));
    int[] start = new int[byParent.length + 1];
    int[] rank = new int[byParent.length];
    for (int r = 0; r < byParent.length; r++) {
      rank[byParent[r]] = r;
    }
    for (int g : group) {
      start[rank[g] + 1]++;
    }
    for (int r = 0; r < byParent.length; r++) {
      start[r + 1] += start[r];
    }
    int[] next = Arrays.copyOf(start, byParent.length);
    @SuppressWarnings("unchecked")
    Map.Entry<Name, V>[] out = new Map.Entry[entries.length];
    for (int i = 0; i < entries.length; i++) {
      out[next[rank[group[i]]]++] = entries[i];
    }
    Comparator<Map.Entry<Name, V>> siblings =
        (e, f) -> e.getKey().segment.compareTo(f.getKey().segment);
    for (int r = 0; r < byParent.length; r++) {
      Arrays.sort(out, start[r], start[r + 1], siblings);
    }
    Arrays.sort(out, Map.Entry.comparingByKey(ORDER));
    return Arrays.asList(out);
  }

  /** The name of {@code full}, added if new. */
  Name intern(String full) {
    RecentPaths.Path path = recent.resume(full);
    Name name = path.length == 0 ? null : path.nodes[path.length - 1];
    int start = path.length == 0 ? 0 : path.ends[path.length - 1] + 1;
    while (path.length == 0 || path.ends[path.length - 1] < full.length()) {
      int dot = full.indexOf('.', start);
      int end = dot < 0 ? full.length() : dot;
      int segmentHash = hash(full, start, end);
      Name child = nodes.find(name, full, start, end, segmentHash);
      if (child == null) {
        child = new Name(name, segments.intern(full, start, end, segmentHash));
        nodes.add(child, segmentHash);
      }
      name = child;
      path.append(name, end);
      start = end + 1;
    }
    path.full = full;
    return name;
  }

  /** The name of {@code full} if it was interned, else null; adds nothing. */
  Name find(String full) {
    Name name = null;
    int start = 0;
    while (true) {
      int dot = full.indexOf('.', start);
      int end = dot < 0 ? full.length() : dot;
      name = nodes.find(name, full, start, end, hash(full, start, end));
      if (name == null || dot < 0) {
        return name;
      }
      start = dot + 1;
    }
  }

  /** {@code s.substring(start, end).hashCode()}, without the substring. */
  private static int hash(String s, int start, int end) {
    int h = 0;
    for (int i = start; i < end; i++) {
      h = 31 * h + s.charAt(i);
    }
    return h;
  }

  /** Whether {@code segment} is {@code full}'s characters from {@code start} to {@code end}. */
  private static boolean sameSegment(String segment, String full, int start, int end) {
    return segment.length() == end - start && full.regionMatches(start, segment, 0, end - start);
  }

  /** A slot index for {@code hash} in a table of {@code mask + 1} slots. */
  private static int slot(int hash, int mask) {
    int spread = hash * 0x9E3779B9;
    return (spread ^ (spread >>> 16)) & mask;
  }

  /**
   * The nodes, in an open-addressing table with linear probing: {@code table[i]} is a node or
   * null and {@code hashes[i]} the hash of its parent and segment; the table is at most half
   * full.
   */
  private static final class NodeTable {
    private Name[] table = new Name[64];
    private int[] hashes = new int[64];
    private int size;

    private static int hash(Name parent, int segmentHash) {
      return 31 * System.identityHashCode(parent) + segmentHash;
    }

    /** The child of {@code parent} whose segment is {@code full}'s {@code [start, end)}. */
    Name find(Name parent, String full, int start, int end, int segmentHash) {
      int h = hash(parent, segmentHash);
      int mask = table.length - 1;
      for (int i = slot(h, mask); table[i] != null; i = (i + 1) & mask) {
        Name n = table[i];
        if (hashes[i] == h && n.parent == parent && sameSegment(n.segment, full, start, end)) {
          return n;
        }
      }
      return null;
    }

    /** Adds a node that {@link #find} did not find. */
    void add(Name n, int segmentHash) {
      if (2 * (size + 1) > table.length) {
        grow();
      }
      put(n, hash(n.parent, segmentHash));
      size++;
    }

    private void put(Name n, int h) {
      int mask = table.length - 1;
      int i = slot(h, mask);
      while (table[i] != null) {
        i = (i + 1) & mask;
      }
      table[i] = n;
      hashes[i] = h;
    }

    private void grow() {
      Name[] oldTable = table;
      int[] oldHashes = hashes;
      table = new Name[2 * oldTable.length];
      hashes = new int[table.length];
      for (int i = 0; i < oldTable.length; i++) {
        if (oldTable[i] != null) {
          put(oldTable[i], oldHashes[i]);
        }
      }
    }
  }

  /** The distinct segments, one string each, in a table laid out as {@link NodeTable}'s. */
  private static final class SegmentTable {
    private String[] table = new String[64];
    private int size;

    /** The segment {@code full}'s {@code [start, end)}, one string per distinct segment. */
    String intern(String full, int start, int end, int segmentHash) {
      int mask = table.length - 1;
      int i = slot(segmentHash, mask);
      for (; table[i] != null; i = (i + 1) & mask) {
        String s = table[i];
        if (s.hashCode() == segmentHash && sameSegment(s, full, start, end)) {
          return s;
        }
      }
      String s = full.substring(start, end);
      table[i] = s;
      if (2 * ++size > table.length) {
        grow();
      }
      return s;
    }

    private void grow() {
      String[] old = table;
      table = new String[2 * old.length];
      int mask = table.length - 1;
      for (String s : old) {
        if (s != null) {
          int i = slot(s.hashCode(), mask);
          while (table[i] != null) {
            i = (i + 1) & mask;
          }
          table[i] = s;
        }
      }
    }
  }

  /**
   * The last {@link #SLOTS} names interned, each with the node and end offset of each of its
   * segments, reused round robin: a name that shares a prefix of whole segments with one of
   * them resumes below that prefix instead of looking each segment up again.
   */
  private static final class RecentPaths {
    static final int SLOTS = 4;

    /** A name and its path: {@code nodes[k]} ends at offset {@code ends[k]} of {@code full}. */
    static final class Path {
      String full = "";
      Name[] nodes = new Name[16];
      int[] ends = new int[16];
      int length;

      void append(Name n, int end) {
        if (length == nodes.length) {
          nodes = Arrays.copyOf(nodes, 2 * length);
          ends = Arrays.copyOf(ends, 2 * length);
        }
        nodes[length] = n;
        ends[length++] = end;
      }

      /**
       * Whether {@code other} begins with this path's first {@code k} segments as whole
       * segments. Monotone: true for {@code k} means true for every smaller {@code k}.
       */
      boolean sharesSegments(String other, int k) {
        if (k == 0) {
          return true;
        }
        int end = ends[k - 1];
        return end <= other.length() && (end == other.length() || other.charAt(end) == '.')
            && other.regionMatches(0, full, 0, end);
      }

      /** The most leading segments {@code other} shares with this path (a binary search). */
      int sharedSegments(String other) {
        if (length > 0 && sharesSegments(other, length - 1)) { // a sibling: the usual case
          return sharesSegments(other, length) ? length : length - 1;
        }
        int low = 0; // shared
        int high = Math.max(length - 1, 0); // not shared, unless 0
        while (high - low > 1) {
          int mid = (low + high) >>> 1;
          if (sharesSegments(other, mid)) {
            low = mid;
          } else {
            high = mid;
          }
        }
        return low;
      }
    }

    private final Path[] slots = new Path[SLOTS];
    private int next;

    RecentPaths() {
      for (int i = 0; i < SLOTS; i++) {
        slots[i] = new Path();
      }
    }

    /**
     * The path of {@code full} if it is one of these names; else the oldest slot's, now
     * holding the longest prefix of whole segments {@code full} shares with one of these names
     * (maybe none): the caller appends the rest of {@code full}'s segments and sets the path's
     * {@link Path#full}.
     */
    Path resume(String full) {
      Path best = null;
      int shared = 0;
      for (Path p : slots) {
        int k = p.sharedSegments(full);
        if (k > 0 && k == p.length && p.ends[k - 1] == full.length()) {
          return p;
        }
        if (best == null || k > shared) {
          best = p;
          shared = k;
        }
      }
      Path into = slots[next];
      next = (next + 1) % SLOTS;
      if (best != into) {
        while (into.nodes.length < shared) {
          into.nodes = Arrays.copyOf(into.nodes, 2 * into.nodes.length);
          into.ends = Arrays.copyOf(into.ends, 2 * into.ends.length);
        }
        System.arraycopy(best.nodes, 0, into.nodes, 0, shared);
        System.arraycopy(best.ends, 0, into.ends, 0, shared);
      }
      into.length = shared;
      return into;
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
