package org.petrify.ir.pointsto;

import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JEqExpr;
import sootup.core.jimple.common.expr.JNeExpr;
import sootup.core.jimple.common.expr.JNewExpr;
import sootup.core.jimple.common.expr.JSpecialInvokeExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.types.ArrayType;

/**
 * For-each loops over a collection whose size is known where the loop starts, counted like
 * {@code for (int i = 0; i < n; i++)} loops ({@link LoopUnroller}, {@link CountedLoop}): the
 * loop {@code for (T x : c) body}, compiled to {@code it = c.iterator(); L: z = it.hasNext();
 * if z == 0 goto E; x = it.next(); body; goto L}, runs exactly {@code n} trips when {@code c}
 * holds {@code n} elements and is not modified while it is iterated. So threads started in one
 * for-each over {@code List.of("a", "b", "c")} are three abstract threads, and a second for-each
 * over the list they were added to joins three.
 *
 * <p>The shape: the loop's single entry is {@code z = it.hasNext()}, followed by an {@code if}
 * on {@code z} alone (its local defined once and read only there) that stays in the loop on one
 * edge; the stay edge leads straight to {@code it.next()}; the iterator local {@code it} has one
 * definition, {@code it = c.iterator()} outside the loop, and no use but these two calls; and
 * no path leaves the loop and comes back to its entry without running {@code c.iterator()}
 * again. Each trip thus calls {@code next()} exactly once before its test is reached again, on
 * a fresh iterator at each entry, and {@code hasNext()} is true exactly on the first {@code n}
 * tests. {@code break}s and exceptions may still leave the loop early (the unroller keeps those
 * edges).
 *
 * <p>The size {@code n} of {@code c} where {@code c.iterator()} runs is known ({@link #size})
 * when {@code c}, through copies of locals each defined once, is
 * <ul>
 *   <li>an immutable or fixed-size list: {@code List.of}/{@code Set.of} with {@code k}
 *       arguments ({@code Set.of} throws on duplicates, so it returns {@code k} elements) or
 *       with one array argument of known length, {@code Arrays.asList} of such an array, or
 *       {@code List.copyOf} of a collection whose size is known at that call (nobody can add
 *       to or remove from these, in any thread);</li>
 *   <li>a new {@code ArrayList}, {@code LinkedList}, {@code ArrayDeque} or {@code Vector} whose
 *       locals are used for nothing but its constructor (no argument, a capacity, or a
 *       collection of known size), {@code add(e)}, the readers {@code size}, {@code isEmpty},
 *       {@code get}, {@code contains}, {@code iterator}, {@code forEach} (its function is
 *       given the elements, never the list), and the copies of the chain: it never
 *       escapes the method (not stored, passed, returned or captured), so only this method's
 *       {@code add} calls change it, and a forward count of them over every path (normal and
 *       exceptional) from its allocation agrees on one number where the iterator is taken and
 *       where the loop is entered, with no {@code add} inside the loop (which would make
 *       {@code next()} throw {@code ConcurrentModificationException}).</li>
 * </ul>
 * Anything else is not counted: the loop stays a nondeterministic loop, as before.
 */
final class IteratorLoops {
  /**
   * A for-each loop's test {@code h}, its exit, the statement {@code it = c.iterator()} and the
   * collection local {@code c}.
   */
  record Form(int h, int exit, int iterator, Local collection) {}

  private static final Set<String> GROWING = Set.of("java.util.ArrayList",
      "java.util.LinkedList", "java.util.ArrayDeque", "java.util.Vector");
  private static final Set<String> READERS = Set.of("size", "isEmpty", "get", "contains",
      "iterator", "forEach", "getFirst", "getLast");
  private static final int TOP = -1;
  private static final int BOTTOM = -2;

  private IteratorLoops() {}

  /** True if statement {@code at} is {@code z = it.hasNext()} (the entry of a for-each). */
  static boolean isHasNext(MethodCode cur, int at) {
    return cur.stmt(at) instanceof JAssignStmt a && a.getLeftOp() instanceof Local
        && a.getRightOp() instanceof AbstractInstanceInvokeExpr inv
        && inv.getMethodSignature().getName().equals("hasNext") && inv.getArgCount() == 0;
  }

  /**
   * The for-each form of loop {@code scc} entered at {@code entry} (a {@link #isHasNext}
   * statement), as the class comment describes it, without its size: each trip calls {@code
   * next()} once, on an iterator taken afresh before each entry; null if the loop has another
   * form.
   */
  static Form form(MethodCode cur, Set<Integer> scc, int entry) {
    JAssignStmt hasNext = (JAssignStmt) cur.stmt(entry);
    Local z = (Local) hasNext.getLeftOp();
    Local it = (Local) ((AbstractInstanceInvokeExpr) hasNext.getRightOp()).getBase();
    int[] es = cur.successors[entry];
    if (es.length != 1 || !scc.contains(es[0]) || !(cur.stmt(es[0]) instanceof JIfStmt test)) {
      return null;
    }
    int h = es[0];
    Value op1 = test.getCondition().getOp1();
    if (!(test.getCondition() instanceof JEqExpr || test.getCondition() instanceof JNeExpr)
        || !(op1 instanceof Local l && l.getName().equals(z.getName()))
        || cur.intValue(h, test.getCondition().getOp2()) == null
        || cur.defs().getOrDefault(z.getName(), List.of()).size() != 1
        || uses(cur, z).size() != 1) {
      return null;
    }
    int[] hs = cur.successors[h];
    if (hs.length != 2 || scc.contains(hs[0]) == scc.contains(hs[1])) {
      return null;
    }
    int stay = scc.contains(hs[0]) ? hs[0] : hs[1];
    int exit = stay == hs[0] ? hs[1] : hs[0];
    List<Integer> itDefs = cur.defs().getOrDefault(it.getName(), List.of());
    if (itDefs.size() != 1 || scc.contains(itDefs.get(0))) {
      return null;
    }
    int iterator = itDefs.get(0);
    if (!(cur.stmt(iterator) instanceof JAssignStmt itDef)
        || !(itDef.getRightOp() instanceof AbstractInstanceInvokeExpr call)
        || !call.getMethodSignature().getName().equals("iterator") || call.getArgCount() != 0) {
      return null;
    }
    Local c = call.getBase();
    AbstractInvokeExpr next = MethodCode.invokeOf(cur.stmt(stay));
    if (!(next instanceof AbstractInstanceInvokeExpr ni) || !isCall(ni, it, "next", 0)) {
      return null;
    }
    for (int u : uses(cur, it)) {
      if (u != entry && u != stay) {
        return null;
      }
    }
    if (reentersWithoutIterator(cur, scc, entry, iterator)) {
      return null;
    }
    return new Form(h, exit, iterator, c);
  }

  /**
   * The shape of the for-each loop {@code scc} entered at {@code entry} (a {@link #isHasNext}
   * statement) when it is counted as described in the class comment, with between 1 and
   * {@code maxTrips} trips; else null. The shape has no loop variable.
   */
  static LoopUnroller.Shape shape(MethodCode cur, Set<Integer> scc, int entry, int maxTrips,
      FixedSizeForEach.CollectionSize collectionSize) {
    Form f = form(cur, scc, entry);
    if (f == null) {
      return null;
    }
    int iterator = f.iterator();
    int h = f.h();
    int exit = f.exit();
    Local c = f.collection();
    int n = size(cur, iterator, c, 0);
    if (n < 0 && collectionSize != null) {
      n = collectionSize.size(iterator, c);
    }
    if (n < 1 || n > maxTrips) {
      return null;
    }
    Integer listDef = allocation(cur, iterator, c);
    if (listDef != null && (addsIn(cur, scc, listDef) || count(cur, listDef, entry) != n)) {
      return null;
    }
    return new LoopUnroller.Shape(scc, entry, h, exit, null, 0, 0, n);
  }

  /**
   * The number of elements of collection local {@code c} at statement {@code at}, or -1 when
   * not known (see the class comment).
   */
  static int size(MethodCode cur, int at, Local c, int depth) {
    if (depth > 8) {
      return -1;
    }
    Integer alloc = allocation(cur, at, c);
    if (alloc != null) {
      return count(cur, alloc, at);
    }
    Integer def = singleDef(cur, c);
    if (def == null || !(cur.stmt(def) instanceof JAssignStmt a)) {
      return -1;
    }
    Value rhs = a.getRightOp() instanceof JCastExpr cast ? cast.getOp() : a.getRightOp();
    if (rhs instanceof Local d) {
      return size(cur, def, d, depth + 1);
    }
    if (rhs instanceof JStaticInvokeExpr s) {
      return factorySize(cur, def, s, depth);
    }
    if (rhs instanceof sootup.core.jimple.common.ref.JStaticFieldRef f && cur.statics != null) {
      return cur.statics.size(f);
    }
    return -1;
  }

  private static int factorySize(MethodCode cur, int at, JStaticInvokeExpr s, int depth) {
    String cls = s.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    String name = s.getMethodSignature().getName();
    int k = s.getArgCount();
    boolean arrayArg = k == 1 && s.getMethodSignature().getParameterTypes().get(0)
        instanceof ArrayType;
    if ((cls.equals("java.util.List") || cls.equals("java.util.Set")) && name.equals("of")) {
      return arrayArg ? arrayLength(cur, at, s.getArg(0)) : k;
    }
    if (cls.equals("java.util.Arrays") && name.equals("asList") && arrayArg) {
      return arrayLength(cur, at, s.getArg(0));
    }
    if (cls.equals("java.util.List") && name.equals("copyOf") && k == 1
        && s.getArg(0) instanceof Local src) {
      return size(cur, at, src, depth + 1);
    }
    return -1;
  }

  private static int arrayLength(MethodCode cur, int at, Value array) {
    if (!(array instanceof Local a)) {
      return -1;
    }
    Integer n = cur.arrayLength(at, a);
    return n == null ? -1 : n;
  }

  /**
   * The allocation statement of a growing collection that {@code c} holds at {@code at}
   * (through copies of locals each defined once), when every local holding it is used only
   * as the class comment allows; else null.
   */
  private static Integer allocation(MethodCode cur, int at, Local c) {
    Integer def = origin(cur, c);
    if (def == null || !(rhs(cur, def) instanceof JNewExpr ne)
        || !GROWING.contains(ne.getType().getFullyQualifiedName())) {
      return null;
    }
    Set<String> aliases = aliases(cur, def);
    if (aliases == null) {
      return null;
    }
    for (int i = 0; i < cur.size(); i++) {
      if (!allowedUse(cur, i, aliases)) {
        return null;
      }
    }
    return def;
  }

  /**
   * The statement that gives {@code c} its value, following copies (and casts) of locals each
   * defined once, at most 8 deep: an assignment whose right side is not a local; else null.
   */
  static Integer origin(MethodCode cur, Local c) {
    Local l = c;
    for (int depth = 0; depth < 8; depth++) {
      Integer def = singleDef(cur, l);
      if (def == null || !(cur.stmt(def) instanceof JAssignStmt)) {
        return null;
      }
      if (!(rhs(cur, def) instanceof Local d)) {
        return def;
      }
      l = d;
    }
    return null;
  }

  /** The right side of the assignment at {@code def}, without a cast. */
  private static Value rhs(MethodCode cur, int def) {
    Value rhs = ((JAssignStmt) cur.stmt(def)).getRightOp();
    return rhs instanceof JCastExpr cast ? cast.getOp() : rhs;
  }

  /**
   * The locals that hold the object allocated at {@code def}: its local and, transitively,
   * every local whose definitions are all copies (or casts) of one of them; null if some local
   * has both such a definition and another (it may or may not hold the object).
   */
  private static Set<String> aliases(MethodCode cur, int def) {
    Set<String> out = new java.util.HashSet<>();
    out.add(((Local) ((JAssignStmt) cur.stmt(def)).getLeftOp()).getName());
    boolean grew = true;
    while (grew) {
      grew = false;
      for (int i = 0; i < cur.size(); i++) {
        if (cur.stmt(i) instanceof JAssignStmt a && a.getLeftOp() instanceof Local lhs
            && !out.contains(lhs.getName()) && copyOf(a, out)) {
          for (int d : cur.defs().get(lhs.getName())) {
            if (!(cur.stmt(d) instanceof JAssignStmt da) || !copyOf(da, out)) {
              return null;
            }
          }
          out.add(lhs.getName());
          grew = true;
        }
      }
    }
    return out;
  }

  /** True if {@code a} copies (or casts) one of the locals {@code names}. */
  private static boolean copyOf(JAssignStmt a, Set<String> names) {
    Value rhs = a.getRightOp() instanceof JCastExpr cast ? cast.getOp() : a.getRightOp();
    return rhs instanceof Local src && names.contains(src.getName());
  }

  /** True if statement {@code i} uses the aliases only in an allowed way (or not at all). */
  private static boolean allowedUse(MethodCode cur, int i, Set<String> aliases) {
    Stmt s = cur.stmt(i);
    boolean uses = false;
    for (Value v : s.getUses()) {
      uses |= v instanceof Local u && aliases.contains(u.getName());
    }
    if (!uses) {
      return true;
    }
    if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local lhs
        && aliases.contains(lhs.getName())) {
      Value rhs = a.getRightOp() instanceof JCastExpr cast ? cast.getOp() : a.getRightOp();
      return rhs instanceof Local;
    }
    AbstractInvokeExpr inv = MethodCode.invokeOf(s);
    if (!(inv instanceof AbstractInstanceInvokeExpr ii)
        || !aliases.contains(ii.getBase().getName())) {
      return false;
    }
    for (Value arg : ii.getArgs()) {
      if (arg instanceof Local u && aliases.contains(u.getName())) {
        return false;
      }
    }
    String name = ii.getMethodSignature().getName();
    if (ii instanceof JSpecialInvokeExpr) {
      return name.equals("<init>");
    }
    if (name.equals("iterator") && !onlyAdvanced(cur, s)) {
      return false;
    }
    return READERS.contains(name) || name.equals("add") && ii.getArgCount() == 1;
  }

  /**
   * True if the iterator statement {@code s} makes is only advanced: its result is dropped, or
   * it is a local used nowhere but as the receiver of {@code hasNext()} and {@code next()}.
   * An iterator's {@code remove()} (or one handed elsewhere, which may call it) changes the
   * collection's positions, and a later {@code get(k)} would no longer be element {@code k}
   * of the {@code add}s: such a collection has no known positions.
   */
  static boolean onlyAdvanced(MethodCode cur, Stmt s) {
    if (!(s instanceof JAssignStmt a)) {
      return true;
    }
    if (!(a.getLeftOp() instanceof Local it)) {
      return false;
    }
    for (int i = 0; i < cur.size(); i++) {
      Stmt u = cur.stmt(i);
      boolean uses = false;
      for (Value v : u.getUses()) {
        uses |= v instanceof Local l && l.getName().equals(it.getName());
      }
      if (!uses) {
        continue;
      }
      AbstractInvokeExpr inv = MethodCode.invokeOf(u);
      if (!(inv instanceof AbstractInstanceInvokeExpr call)
          || !call.getBase().getName().equals(it.getName()) || inv.getArgCount() != 0
          || !(inv.getMethodSignature().getName().equals("hasNext")
              || inv.getMethodSignature().getName().equals("next"))) {
        return false;
      }
    }
    return true;
  }

  /** True if the loop calls {@code add} on the collection allocated at {@code def}. */
  private static boolean addsIn(MethodCode cur, Set<Integer> scc, int def) {
    Set<String> aliases = aliases(cur, def);
    for (int r : scc) {
      if (isAdd(cur, r, aliases)) {
        return true;
      }
    }
    return false;
  }

  /** True if statement {@code i} is {@code add(e)} on one of the aliases. */
  private static boolean isAdd(MethodCode cur, int i, Set<String> aliases) {
    AbstractInvokeExpr inv = MethodCode.invokeOf(cur.stmt(i));
    return inv instanceof AbstractInstanceInvokeExpr ii
        && aliases.contains(ii.getBase().getName()) && !(ii instanceof JSpecialInvokeExpr)
        && inv.getMethodSignature().getName().equals("add") && inv.getArgCount() == 1;
  }

  /**
   * The number of elements of the collection allocated at {@code def} when statement
   * {@code at} starts, equal over every path from the allocation (normal and exceptional
   * edges); -1 if paths disagree or a count passes 256.
   */
  static int count(MethodCode cur, int def, int at) {
    int[] in = counts(cur, def);
    return in[at] >= 0 ? in[at] : -1;
  }

  /**
   * For each statement, the number of elements the collection allocated at {@code def} holds
   * when it starts: a count, TOP (-1) when paths disagree, BOTTOM (-2) when unreached.
   */
  private static int[] counts(MethodCode cur, int def) {
    int n = cur.size();
    int[] in = new int[n];
    java.util.Arrays.fill(in, BOTTOM);
    ArrayDeque<Integer> work = new ArrayDeque<>();
    int[] adds = new int[n];
    int[] inits = new int[n];
    java.util.Arrays.fill(inits, BOTTOM);
    Set<String> aliases = aliases(cur, def);
    for (int i = 0; i < n; i++) {
      adds[i] = isAdd(cur, i, aliases) ? 1 : 0;
      inits[i] = initSize(cur, i, aliases);
    }
    for (int s : cur.successors[def]) {
      flow(in, s, 0, work);
    }
    while (!work.isEmpty()) {
      int i = work.poll();
      if (i == def) {
        continue;
      }
      int v = in[i];
      int out = inits[i] != BOTTOM ? inits[i] : v == TOP ? TOP : v + adds[i];
      if (out > 256) {
        out = TOP;
      }
      for (int s : cur.successors[i]) {
        flow(in, s, out, work);
      }
      for (int s : cur.handlers(i).values()) {
        flow(in, s, v, work);
        flow(in, s, out, work);
      }
    }
    return in;
  }

  /**
   * The positions of the elements added to the local growing collections whose every element
   * is added at a known position: by statement, for each {@code add(e)} on such a collection,
   * the number of elements it holds before (the index {@code e} gets). Such a collection is
   * allocated and used as {@link #allocation} requires, built by a constructor without
   * elements, and each of its {@code add}s has one count on every path from the allocation.
   */
  static Map<Integer, Integer> addPositions(MethodCode cur) {
    Map<Integer, Integer> out = new HashMap<>();
    for (int d = 0; d < cur.size(); d++) {
      if (!(cur.stmt(d) instanceof JAssignStmt a) || !(a.getLeftOp() instanceof Local l)
          || !(a.getRightOp() instanceof JNewExpr ne)
          || !GROWING.contains(ne.getType().getFullyQualifiedName())
          || allocation(cur, d, l) == null && captures(cur, d) == null) {
        continue;
      }
      Set<String> aliases = aliases(cur, d);
      int[] in = counts(cur, d);
      Map<Integer, Integer> adds = new HashMap<>();
      boolean exact = true;
      for (int i = 0; i < cur.size() && exact; i++) {
        int init = initSize(cur, i, aliases);
        if (init != BOTTOM && init != 0 && !positionalCopy(cur, i)) {
          exact = false;
        } else if (isAdd(cur, i, aliases)) {
          exact = in[i] >= 0;
          adds.put(i, in[i]);
        }
      }
      if (exact) {
        out.putAll(adds);
      }
    }
    return out;
  }

  /**
   * The statements that capture the growing list allocated at {@code def} in a lambda
   * ({@code invokedynamic} arguments), when its locals are used for nothing else than
   * {@link #allocation} allows, every {@code add} of it has one known position ({@link
   * MethodCode#addPosition}, so the points-to analysis stores element {@code k} under
   * {@code [k]}), and no {@code add} is reachable from a capture (normal or exceptional
   * edges): once a lambda holds the list, the method no longer changes it. Else null (also
   * when it is never captured). What the lambdas do with it is the caller's to check.
   */
  public static List<Integer> captures(MethodCode cur, int def) {
    if (!(cur.stmt(def) instanceof JAssignStmt a) || !(a.getLeftOp() instanceof Local)
        || !(a.getRightOp() instanceof JNewExpr ne)
        || !GROWING.contains(ne.getType().getFullyQualifiedName())) {
      return null;
    }
    Set<String> aliases = aliases(cur, def);
    if (aliases == null) {
      return null;
    }
    List<Integer> captures = new java.util.ArrayList<>();
    for (int i = 0; i < cur.size(); i++) {
      AbstractInvokeExpr inv = MethodCode.invokeOf(cur.stmt(i));
      if (inv instanceof sootup.core.jimple.common.expr.JDynamicInvokeExpr
          && cur.stmt(i) instanceof JAssignStmt
          && inv.getArgs().stream().anyMatch(v -> v instanceof Local u
              && aliases.contains(u.getName()))) {
        captures.add(i);
      } else if (!allowedUse(cur, i, aliases) || iteratorOf(cur, i, aliases)) {
        return null;
      }
    }
    if (captures.isEmpty()) {
      return null;
    }
    int[] in = counts(cur, def);
    for (int i = 0; i < cur.size(); i++) {
      int init = initSize(cur, i, aliases);
      if (init != BOTTOM && init != 0 && !positionalCopy(cur, i)
          || isAdd(cur, i, aliases) && in[i] < 0) {
        return null;
      }
    }
    java.util.BitSet seen = new java.util.BitSet();
    ArrayDeque<Integer> work = new ArrayDeque<>(captures);
    while (!work.isEmpty()) {
      int i = work.poll();
      if (seen.get(i)) {
        continue;
      }
      seen.set(i);
      if (isAdd(cur, i, aliases)) {
        return null;
      }
      for (int s : cur.successors[i]) {
        work.add(s);
      }
      work.addAll(cur.handlers(i).values());
    }
    return List.copyOf(captures);
  }

  /** True if statement {@code i} takes an iterator of the aliases (which may remove). */
  private static boolean iteratorOf(MethodCode cur, int i, Set<String> aliases) {
    AbstractInvokeExpr inv = MethodCode.invokeOf(cur.stmt(i));
    return inv instanceof AbstractInstanceInvokeExpr ii && aliases.contains(ii.getBase().getName())
        && inv.getMethodSignature().getName().equals("iterator");
  }

  /**
   * True if statement {@code at}, the {@code it.next()} of an unrolled for-each
   * ({@link MethodCode#nextPosition}), iterates a collection whose elements have known
   * positions: a {@code List.of} of single elements (its arguments, in order), or a collection
   * of {@link #addPositions}. Then the trip's element is exactly the one at its position.
   */
  static boolean positional(MethodCode cur, int at) {
    AbstractInvokeExpr next = MethodCode.invokeOf(cur.stmt(at));
    if (!(next instanceof AbstractInstanceInvokeExpr ni)) {
      return false;
    }
    Integer itDef = singleDef(cur, ni.getBase());
    if (itDef == null || !(cur.stmt(itDef) instanceof JAssignStmt a)
        || !(a.getRightOp() instanceof AbstractInstanceInvokeExpr call)) {
      return false;
    }
    return positionalCollection(cur, itDef, call.getBase());
  }

  /** A local at a statement: where a collection's value is read. */
  record Use(int at, Local local) {}

  /**
   * The local a collection local {@code c} at {@code at} copies, following its reaching
   * definitions through copies and casts (at most four): the unrolled trips of a loop repeat
   * javac's cast of the list, so the cast local has several definitions while the list's own
   * local has one.
   */
  static Use source(MethodCode cur, int at, Local c) {
    Local list = c;
    int where = at;
    for (int depth = 0; depth < 4; depth++) {
      Integer def = cur.reachingDef(where, list);
      if (def == null || !(cur.stmt(def) instanceof JAssignStmt a)) {
        break;
      }
      Value rhs = a.getRightOp() instanceof JCastExpr cast ? cast.getOp() : a.getRightOp();
      if (!(rhs instanceof Local from)) {
        break;
      }
      list = from;
      where = def;
    }
    return new Use(where, list);
  }

  /**
   * True if statement {@code at} is {@code list.get(k)} with {@code k} known there and
   * {@code 0 <= k < n} for the list's known size {@code n} ({@link #size}): it returns an
   * element and throws nothing.
   */
  static boolean inBoundsGet(MethodCode cur, int at, AbstractInvokeExpr inv) {
    AbstractInstanceInvokeExpr call = indexedGet(inv);
    if (call == null) {
      return false;
    }
    Integer k = cur.intValue(at, inv.getArg(0));
    Use list = source(cur, at, call.getBase());
    return k != null && k >= 0 && k < size(cur, list.at(), list.local(), 0);
  }

  /** The call if it is {@code c.get(int)} (a list's indexed read), else null. */
  static AbstractInstanceInvokeExpr indexedGet(AbstractInvokeExpr inv) {
    return inv instanceof AbstractInstanceInvokeExpr call && inv.getArgCount() == 1
        && inv.getMethodSignature().getName().equals("get")
        && inv.getMethodSignature().getParameterTypes().get(0).toString().equals("int")
        ? call : null;
  }

  /**
   * The size {@code n} when {@code rhs}, at statement {@code at}, is {@code c.size()} of a
   * collection whose size is known there ({@link #size}); else null. The call has no effect.
   */
  static Integer knownSize(MethodCode cur, int at, Value rhs) {
    if (!(rhs instanceof AbstractInstanceInvokeExpr inv) || inv.getArgCount() != 0
        || !inv.getMethodSignature().getName().equals("size")) {
      return null;
    }
    int n = size(cur, at, inv.getBase(), 0);
    return n >= 0 ? n : null;
  }

  /**
   * True if the collection local {@code c} at statement {@code at} holds elements at known
   * positions (the cases of {@link #positional}): its element {@code k} is the one stored
   * under {@code [k]}. Such a list only grows by appending (no {@code remove}, {@code set} or
   * {@code add(i, e)}), so an element keeps its position once added.
   */
  static boolean positionalCollection(MethodCode cur, int at, Local c) {
    Integer alloc = allocation(cur, at, c);
    if (alloc != null) {
      Set<String> aliases = aliases(cur, alloc);
      for (int i = 0; i < cur.size(); i++) {
        int init = initSize(cur, i, aliases);
        if (init != BOTTOM && init != 0 && !positionalCopy(cur, i)
            || isAdd(cur, i, aliases) && cur.addPosition(i) == null) {
          // a copy constructor's elements (new ArrayList<>(c)) are at no known position,
          // unless c is a List.of of single elements (positionalCopy)
          return false;
        }
      }
      return true;
    }
    if (listOfElements(cur, c) != null) {
      return true;
    }
    Integer def = origin(cur, c);
    return def != null && cur.statics != null
        && rhs(cur, def) instanceof sootup.core.jimple.common.ref.JStaticFieldRef f
        && cur.statics.positional(f);
  }

  /**
   * True if statement {@code i} is the copy constructor {@code new C(c)} of one of the {@code
   * GROWING} collections ({@code ArrayList}, {@code LinkedList}, {@code ArrayDeque}, {@code
   * Vector}) whose argument surely holds a {@code List.of(e0, e1, ...)} of single elements
   * ({@link #listOfElements}). Those constructors add {@code c}'s elements in {@code c}'s
   * iteration order ({@code toArray}, {@code addAll}), which for {@code List.of} is the
   * argument order, and the list is immutable: element {@code k} of the copy is {@code ek}.
   * The points-to analysis copies the positions ({@code ConstraintGenerator}: the source's
   * {@code [k]} into the copy's {@code [k]}), and the size the constructor gives is the
   * source's ({@link #initSize}), so later {@code add}s continue at {@code n}.
   */
  static boolean positionalCopy(MethodCode cur, int i) {
    AbstractInvokeExpr inv = MethodCode.invokeOf(cur.stmt(i));
    return inv instanceof JSpecialInvokeExpr sp && sp.getMethodSignature().getName()
        .equals("<init>") && sp.getArgCount() == 1
        && GROWING.contains(sp.getMethodSignature().getDeclClassType().getFullyQualifiedName())
        && sp.getArg(0) instanceof Local src && !(src.getType() instanceof
            sootup.core.types.PrimitiveType)
        && listOfElements(cur, src) != null;
  }

  /**
   * The {@code List.of(e0, e1, ...)} call (single elements, not an array) that the local
   * {@code c} holds, through copies of locals each defined once; else null.
   */
  static JStaticInvokeExpr listOfElements(MethodCode cur, Local c) {
    Integer def = origin(cur, c);
    return def != null && rhs(cur, def) instanceof JStaticInvokeExpr s && isListOfElements(s)
        ? s : null;
  }

  /**
   * The int an unrolled for-each trip unboxes from its element ({@code for (int i :
   * List.of(0, 1))}): {@code rhs}, at statement {@code at}, is {@code x.intValue()} of the
   * {@code Integer} the trip's {@code it.next()} returned (through copies and casts), {@code
   * it} is the iterator of a {@code List.of(e0, ...)} ({@link #listOfElements}) and the trip's
   * element is {@code Integer.valueOf(k)} with {@code k} known; else null. Sound: the list is
   * immutable, its iterator returns element {@code j} on trip {@code j} (the number {@link
   * MethodCode#nextPosition} records for that {@code next()}), and {@code
   * Integer.valueOf(k).intValue()} is {@code k}.
   */
  static Integer unboxedElement(MethodCode cur, int at, Value rhs, int depth) {
    if (!(rhs instanceof AbstractInstanceInvokeExpr unbox)
        || !unbox.getMethodSignature().toString().equals("<java.lang.Integer: int intValue()>")) {
      return null;
    }
    Use element = source(cur, at, unbox.getBase());
    Integer next = cur.reachingDef(element.at(), element.local());
    Integer trip = next == null ? null : cur.nextPosition(next);
    if (trip == null || !(rhs(cur, next) instanceof AbstractInstanceInvokeExpr step)
        || !isCall(step, step.getBase(), "next", 0)) {
      return null;
    }
    Integer iterator = cur.reachingDef(next, step.getBase());
    if (iterator == null || !(cur.stmt(iterator) instanceof JAssignStmt)
        || !(rhs(cur, iterator) instanceof AbstractInstanceInvokeExpr made)
        || !isCall(made, made.getBase(), "iterator", 0)) {
      return null;
    }
    JStaticInvokeExpr list = listOfElements(cur, made.getBase());
    if (list == null || trip >= list.getArgCount() || !(list.getArg(trip) instanceof Local e)) {
      return null;
    }
    Integer box = origin(cur, e);
    return box != null && rhs(cur, box) instanceof JStaticInvokeExpr valueOf
        && MethodCode.isIntBoxing(valueOf) ? cur.intValue(box, valueOf.getArg(0), depth + 1)
        : null;
  }

  /** True if {@code s} is {@code List.of} with single elements (not the array overload). */
  static boolean isListOfElements(JStaticInvokeExpr s) {
    return s.getMethodSignature().getDeclClassType().getFullyQualifiedName()
        .equals("java.util.List") && s.getMethodSignature().getName().equals("of")
        && s.getMethodSignature().getParameterTypes().stream()
            .noneMatch(t -> t instanceof ArrayType);
  }

  /**
   * The size a constructor call at {@code i} gives the collection its locals {@code aliases}
   * hold: 0 for no argument or a capacity, the size of a collection argument (TOP if
   * unknown); BOTTOM when {@code i} is not its constructor.
   */
  private static int initSize(MethodCode cur, int i, Set<String> aliases) {
    AbstractInvokeExpr inv = MethodCode.invokeOf(cur.stmt(i));
    if (!(inv instanceof JSpecialInvokeExpr sp) || !sp.getMethodSignature().getName()
        .equals("<init>") || !aliases.contains(sp.getBase().getName())) {
      return BOTTOM;
    }
    if (sp.getArgCount() == 0 || sp.getArgCount() == 1
        && sp.getMethodSignature().getParameterTypes().get(0).toString().equals("int")) {
      return 0;
    }
    if (sp.getArgCount() == 1 && sp.getArg(0) instanceof Local src) {
      int k = size(cur, i, src, 1);
      return k >= 0 ? k : TOP;
    }
    return TOP;
  }

  private static void flow(int[] in, int s, int v, ArrayDeque<Integer> work) {
    int old = in[s];
    int joined = old == BOTTOM ? v : old == v ? old : TOP;
    if (joined != old) {
      in[s] = joined;
      work.add(s);
    }
  }

  /**
   * True if some path leaves the loop and comes back to its entry without passing the
   * statement {@code iterator} (a second entry would reuse an exhausted iterator).
   */
  private static boolean reentersWithoutIterator(MethodCode cur, Set<Integer> scc, int entry,
      int iterator) {
    BitSet seen = new BitSet();
    ArrayDeque<Integer> work = new ArrayDeque<>();
    for (int r : scc) {
      for (int s : cur.successors[r]) {
        if (!scc.contains(s) && !seen.get(s)) {
          seen.set(s);
          work.add(s);
        }
      }
      for (int s : cur.handlers(r).values()) {
        if (!scc.contains(s) && !seen.get(s)) {
          seen.set(s);
          work.add(s);
        }
      }
    }
    while (!work.isEmpty()) {
      int i = work.poll();
      if (i == entry) {
        return true;
      }
      if (i == iterator) {
        continue;
      }
      for (int s : cur.successors[i]) {
        if (!seen.get(s)) {
          seen.set(s);
          work.add(s);
        }
      }
      for (int s : cur.handlers(i).values()) {
        if (!seen.get(s)) {
          seen.set(s);
          work.add(s);
        }
      }
    }
    return false;
  }

  private static boolean isCall(AbstractInstanceInvokeExpr inv, Local base, String name,
      int args) {
    return inv.getBase().getName().equals(base.getName())
        && inv.getMethodSignature().getName().equals(name) && inv.getArgCount() == args;
  }

  private static Integer singleDef(MethodCode cur, Local l) {
    List<Integer> ds = cur.defs().getOrDefault(l.getName(), List.of());
    return ds.size() == 1 ? ds.get(0) : null;
  }

  /** The statements that read local {@code l}. */
  private static List<Integer> uses(MethodCode cur, Local l) {
    List<Integer> out = new java.util.ArrayList<>();
    for (int i = 0; i < cur.size(); i++) {
      for (Value v : cur.stmt(i).getUses()) {
        if (v instanceof Local u && u.getName().equals(l.getName())) {
          out.add(i);
          break;
        }
      }
    }
    return out;
  }
}
