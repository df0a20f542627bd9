package org.petrify.ir.pointsto;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JSpecialInvokeExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.jimple.common.Local;

/**
 * The sizes of collections copied from collections of a fixed size ({@link
 * PointsToResult#fixedSize}), so that a loop that locks the elements of such a copy and a loop
 * that unlocks them make the same number of trips: Guava's {@code Striped.bulkGet} returns
 * {@code Collections.unmodifiableList(new ArrayList<>(keys))} with {@code keys = List.of(a,
 * b)}, whose elements it replaces by {@code set} after sorting their indices.
 *
 * <p>Three kinds of copy keep the size {@code n} that every collection their source may be has
 * for ever:
 * <ul>
 *   <li>{@code List.copyOf(c)}: an immutable list of {@code c}'s elements (nulls throw);</li>
 *   <li>{@code Collections.unmodifiable*(c)} (a delegating view): its size is its delegate's,
 *       and its own mutators throw without changing anything;</li>
 *   <li>{@code new ArrayList<>(c)} (also {@code LinkedList}, {@code ArrayDeque}, {@code
 *       Vector}) that is never resized.</li>
 * </ul>
 *
 * <p><b>Never resized.</b> An object allocated by a copy constructor is never resized when no
 * reachable call can change the size of a runtime object it stands for: every instance call
 * whose receiver may be it calls a method of {@link #KEEPING} (its own constructor, readers,
 * {@code set}, {@code sort}; an {@code iterator()} only when the iterator is used for nothing
 * but {@code hasNext()} and {@code next()}, so its {@code remove} never runs), and every call
 * that may be given it as an argument either calls translated code (whose calls on it are
 * among the calls just checked) or is one of the JDK's {@link #READS_ARGUMENT} methods, which
 * read their argument and keep no reference to it, or wrap it in a view checked in turn.
 * JDK code the library model does not show calls no mutator of an object it was not given as
 * an argument or receiver. Its size is then the source's at the copy, {@code n}, for ever: each
 * loop over it makes {@code n} trips, whatever other threads do.
 */
final class CopiedSizes {
  /**
   * Methods that never change the size of their receiver collection ({@code hasNext} and
   * {@code next}: the points-to analysis makes a collection's iterator the collection itself,
   * so an iterator's {@code remove} is a call of {@code remove} on it).
   */
  private static final Set<String> KEEPING = Set.of("<init>", "size", "isEmpty", "get", "set",
      "contains", "containsAll", "indexOf", "lastIndexOf", "sort", "toArray", "hashCode",
      "equals", "toString", "getFirst", "getLast", "peekFirst", "peekLast", "forEach", "stream",
      "hasNext", "next");
  /**
   * JDK methods (class and name) that read a collection argument and keep no reference to it
   * (the copies keep its elements, not it), or make a view the rules check in turn.
   */
  private static final Set<String> READS_ARGUMENT = Set.of("java.util.ArrayList.<init>",
      "java.util.LinkedList.<init>", "java.util.ArrayDeque.<init>", "java.util.Vector.<init>",
      "java.util.HashSet.<init>", "java.util.LinkedHashSet.<init>", "java.util.TreeSet.<init>",
      "java.util.List.copyOf", "java.util.Set.copyOf", "java.util.Collections.unmodifiableList",
      "java.util.Collections.unmodifiableCollection", "java.util.Objects.requireNonNull",
      "java.util.Objects.equals", "java.util.Objects.hashCode", "java.lang.String.valueOf");
  /** The collection classes whose copy constructors keep their source's size. */
  private static final Set<String> COPYING = Set.of("java.util.ArrayList",
      "java.util.LinkedList", "java.util.ArrayDeque", "java.util.Vector");
  private static final int MAX_DEPTH = 4;

  private final PointsToResult pts;
  private final Map<Integer, Integer> sizes = new HashMap<>();
  private Set<Integer> resizable;
  /** Objects some reachable call may resize or reorder ({@link #REORDERING}). */
  private Set<Integer> rearranged;
  /** Size-keeping methods that may still move or replace elements. */
  private static final Set<String> REORDERING = Set.of("set", "sort");

  CopiedSizes(PointsToResult pts) {
    this.pts = pts;
  }

  /**
   * The size every runtime object {@code o} stands for has for ever when it is a copy (see the
   * class comment) of collections of one fixed size {@code source} gives, or -1.
   */
  synchronized int size(AbstractObject o, java.util.function.ToIntFunction<AbstractObject> source,
      int depth) {
    Integer known = sizes.get(o.id());
    if (known != null) {
      return known;
    }
    int n = depth > MAX_DEPTH ? -1 : compute(o, source);
    sizes.put(o.id(), n);
    return n;
  }

  private int compute(AbstractObject o, java.util.function.ToIntFunction<AbstractObject> source) {
    List<AbstractObject> sources = sources(o, false);
    return sources == null ? -1 : common(sources, source);
  }

  /**
   * The collections whose element {@code k} is element {@code k} of every runtime object
   * {@code o} stands for, for ever, when {@code o} is such a copy: the source of a {@code
   * List.copyOf} (an immutable list of the source's elements in its iteration order), the
   * delegates of an unmodifiable view, the source of a copy constructor's list that nothing
   * resizes, sets or sorts (the constructor adds the source's elements in its iteration
   * order); else null. The caller checks that the sources' positions are known.
   */
  synchronized List<AbstractObject> positionalSources(AbstractObject o) {
    return sources(o, true);
  }

  /**
   * The collections {@code o} copies or views, when it keeps their size ({@code positions}
   * false) or also their positions (true); else null.
   */
  private List<AbstractObject> sources(AbstractObject o, boolean positions) {
    JStaticInvokeExpr call = creatorCall(o);
    if (pts.isDelegatingView(o)) {
      return call != null && call.getMethodSignature().getDeclClassType()
          .getFullyQualifiedName().equals("java.util.Collections")
          && call.getMethodSignature().getName().startsWith("unmodifiable")
          ? pts.delegates(o) : null;
    }
    if (call != null) {
      CallKey key = pts.creator(o);
      return named(call, "java.util.List.copyOf") && call.getArg(0) instanceof Local c
          ? pts.pointsTo(key.caller(), key.stmtIndex(), c) : null;
    }
    if (o.kind() != AbstractObject.Kind.ALLOCATION || !COPYING.contains(o.type())) {
      return null;
    }
    resizable();
    return (positions ? rearranged : resizable).contains(o.id()) ? null : copySources(o);
  }

  /** The static call that alone creates library object {@code o}, or null. */
  private JStaticInvokeExpr creatorCall(AbstractObject o) {
    CallKey key = pts.creator(o);
    MethodCode body = key == null ? null : pts.body(key.caller());
    return body != null && MethodCode.invokeOf(body.stmt(key.stmtIndex()))
        instanceof JStaticInvokeExpr s ? s : null;
  }

  /** The sources of {@code o}'s one copy constructor, or null. */
  private List<AbstractObject> copySources(AbstractObject o) {
    MethodInstance mi = pts.allocatedIn(o);
    MethodCode body = mi == null ? null : pts.body(mi);
    if (body == null) {
      return null;
    }
    List<AbstractObject> sources = null;
    int constructors = 0;
    for (int i = 0; i < body.stmts().size(); i++) {
      if (MethodCode.invokeOf(body.stmt(i)) instanceof JSpecialInvokeExpr sp
          && sp.getMethodSignature().getName().equals("<init>")
          && pts.pointsTo(mi, i, sp.getBase()).contains(o)) {
        constructors++;
        boolean copy = sp.getArgCount() == 1 && sp.getArg(0) instanceof Local c
            && !(c.getType() instanceof sootup.core.types.PrimitiveType);
        sources = copy ? pts.pointsTo(mi, i, (Local) sp.getArg(0)) : null;
      }
    }
    return constructors == 1 ? sources : null;
  }

  private static int common(List<AbstractObject> objects,
      java.util.function.ToIntFunction<AbstractObject> source) {
    int n = -1;
    for (AbstractObject s : objects) {
      int k = source.applyAsInt(s);
      if (k < 0 || n >= 0 && k != n) {
        return -1;
      }
      n = k;
    }
    return n;
  }

  /**
   * Ids of the objects some reachable call may resize (the class comment's rule, one scan of
   * the whole program, kept).
   */
  private Set<Integer> resizable() {
    if (resizable != null) {
      return resizable;
    }
    Set<Integer> out = new HashSet<>();
    Set<Integer> moved = new HashSet<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      if (code == null) {
        continue;
      }
      for (int i = 0; i < code.stmts().size(); i++) {
        AbstractInvokeExpr inv = MethodCode.invokeOf(code.stmt(i));
        if (inv != null) {
          scanCall(mi, code, i, inv, out);
          if (inv instanceof AbstractInstanceInvokeExpr ii
              && REORDERING.contains(inv.getMethodSignature().getName())) {
            pts.pointsTo(mi, i, ii.getBase()).forEach(o -> moved.add(o.id()));
          }
        }
      }
    }
    moved.addAll(out);
    rearranged = moved;
    resizable = out;
    return out;
  }

  private void scanCall(MethodInstance mi, MethodCode code, int i, AbstractInvokeExpr inv,
      Set<Integer> out) {
    String name = inv.getMethodSignature().getName();
    if (inv instanceof AbstractInstanceInvokeExpr ii && !KEEPING.contains(name)
        && !(name.equals("iterator") && IteratorLoops.onlyAdvanced(code, code.stmt(i)))) {
      pts.pointsTo(mi, i, ii.getBase()).forEach(o -> out.add(o.id()));
    }
    boolean readsArgument = READS_ARGUMENT.contains(
        inv.getMethodSignature().getDeclClassType().getFullyQualifiedName() + "." + name);
    if (readsArgument || !pts.callees(mi, i).isEmpty()
        && pts.callees(mi, i).stream().allMatch(c -> pts.body(c) != null)) {
      return;
    }
    for (Value arg : inv.getArgs()) {
      if (arg instanceof Local l && !(l.getType() instanceof sootup.core.types.PrimitiveType)) {
        pts.pointsTo(mi, i, l).forEach(o -> out.add(o.id()));
      }
    }
  }

  private static boolean named(JStaticInvokeExpr s, String qualified) {
    return (s.getMethodSignature().getDeclClassType().getFullyQualifiedName() + "."
        + s.getMethodSignature().getName()).equals(qualified);
  }
}
