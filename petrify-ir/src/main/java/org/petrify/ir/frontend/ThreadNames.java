package org.petrify.ir.frontend;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.JdkExecutors;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.Origins;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Program;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.constant.StringConstant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JSpecialInvokeExpr;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.ClassType;
import sootup.java.core.JavaSootMethod;

/**
 * The run-time names of the program's threads ({@link ThreadName}), by rb thread id.
 *
 * <p>How the JVM names threads (checked on JDK 25): a {@code Thread} constructor without a
 * name, and an unnamed {@code Thread.ofPlatform()} builder, take the next number of one global
 * counter, {@code Thread-0} first, when the object is constructed (not when it starts); a
 * constructor with a name, a named builder, and {@code ofVirtual()} take none. {@code setName}
 * renames later (the number is still used up). {@code Executors}' default thread factory
 * numbers its pools {@code pool-N} when the pool is created, and a fixed pool creates worker
 * {@code pool-N-thread-M} for its M-th task while it has fewer than its size; later tasks run
 * on any free worker.
 *
 * <p>The names are found by one walk over the code in the order the main thread runs it: the
 * static initializers, the entry method, and the methods it calls at each call statement (each
 * method instance once), then the code of the other threads in start order. Unnamed
 * constructions are numbered in that order. A number is exact only while every numbered
 * creation so far runs exactly once on every run: a creation on a loop, in a branch (a
 * statement that does not lie on every path through its method), in a method that may run more
 * than once, or on another thread than main makes its number and every later one not exact.
 * Names computed at run time are shown by the thread's class and creation site.
 */
final class ThreadNames {
  private static final String THREAD = "java.lang.Thread";

  private final PointsToResult pts;
  private final CodeBase code;
  private final Origins origins;
  private final ClassType threadType;
  private final Map<Integer, ThreadName> names = new LinkedHashMap<>();
  private final Map<Integer, Builder> builders = new HashMap<>();
  private final Map<Integer, Pool> pools = new HashMap<>();
  private final Set<MethodInstance> walked = new HashSet<>();
  private ThreadName main;
  private AbstractObject current;
  private int nextNumber;
  private String numbersInexact;
  private int nextPool = 1;
  private String poolsInexact;

  /** How a builder names the threads it makes; {@code next} < 0 for a fixed name. */
  private static final class Builder {
    boolean virtual;
    String name;
    long next = -1;
    boolean known = true;
  }

  /** A pool of {@code Executors}' default factory; size 0: a new worker when none is idle. */
  private record Pool(int number, boolean exact, int size, boolean virtual, int[] tasks) {}

  /**
   * How a constructor names its thread: {@code name} (null if computed at run time) when it
   * names it, and whether it takes a number from the JVM's counter ({@code null}: unknown).
   */
  private record Naming(boolean named, String name, Boolean numbered) {
    static final Naming UNNAMED = new Naming(false, null, true);
    static final Naming UNKNOWN = new Naming(true, null, null);
  }

  private ThreadNames(PointsToResult pts, Origins origins) {
    this.pts = pts;
    this.code = pts.code();
    this.origins = origins;
    this.threadType = code.classType(THREAD);
  }

  /** The names of the main thread ({@link Program#MAIN_THREAD}) and of every started thread. */
  static Map<String, ThreadName> of(PointsToResult pts, Origins origins) {
    ThreadNames n = new ThreadNames(pts, origins);
    n.main = new ThreadName("main", true, Origin.NONE, null);
    for (MethodInstance clinit : pts.staticInitializers()) {
      n.walk(clinit, false);
    }
    if (!pts.entry().method().isStatic()) {
      for (MethodInstance mi : pts.reachable()) {
        if (mi.method().getName().equals("<init>")
            && mi.method().getDeclaringClassType().getFullyQualifiedName()
                .equals(pts.entryReceiver().type()) && mi.method().getParameterCount() == 0
            && mi.context().equals(pts.entry().context())) {
          n.walk(mi, true);
        }
      }
    }
    n.walk(pts.entry(), true);
    for (AbstractObject t : pts.startedThreads()) {
      n.current = t;
      for (MethodInstance mi : pts.threadEntries(t)) {
        n.walk(mi, false);
      }
    }
    Map<String, ThreadName> out = new LinkedHashMap<>();
    out.put(Program.MAIN_THREAD, n.main);
    for (AbstractObject t : pts.startedThreads()) {
      ThreadName known = n.names.get(t.id());
      out.put(t.name(), known != null ? known : new ThreadName(n.siteName(t), false, t.origin(),
          "Petrify does not know how this thread is named"));
    }
    return out;
  }

  private void walk(MethodInstance mi, boolean certain) {
    MethodCode body = pts.body(mi);
    if (body == null || !walked.add(mi)) {
      return;
    }
    boolean runsOnce = certain && !pts.mayRunMoreThanOnce(mi);
    Local self = body.thisLocal();
    boolean constructor = mi.method().getName().equals("<init>");
    for (int i = 0; i < body.size(); i++) {
      Stmt s = body.stmt(i);
      AbstractInvokeExpr inv = MethodCode.invokeOf(s);
      if (inv == null) {
        continue;
      }
      MethodSignature sig = inv.getMethodSignature();
      String cls = sig.getDeclClassType().getFullyQualifiedName();
      String name = sig.getName();
      int at = i;
      java.util.function.BooleanSupplier once = () -> runsOnce
          && !body.loopStmts().contains(at) && onEveryPath(body, at);
      if (name.equals("<init>") && inv instanceof JSpecialInvokeExpr sp
          && !(constructor && sp.getBase().equals(self))
          && code.isSubtype(sig.getDeclClassType(), threadType)) {
        construct(mi, i, sp, once.getAsBoolean());
      } else if (cls.equals(THREAD) && name.equals("setName")
          && inv instanceof AbstractInstanceInvokeExpr ii) {
        rename(mi, i, ii, once.getAsBoolean());
      } else if (cls.equals(THREAD) && (name.equals("ofPlatform") || name.equals("ofVirtual"))) {
        for (AbstractObject b : pts.objectsCreatedAt(mi, i)) {
          builders.computeIfAbsent(b.id(), k -> new Builder()).virtual = name.equals("ofVirtual");
        }
      } else if (cls.equals(THREAD) && name.equals("startVirtualThread")) {
        for (AbstractObject t : libraryThreads(mi, i)) {
          put(t, new ThreadName(siteName(t), false, t.origin(), "a virtual thread has no name"
              + " (getName() is empty); shown by its creation site"));
        }
      } else if (cls.startsWith("java.lang.Thread$Builder")) {
        builder(mi, i, inv, once.getAsBoolean());
      } else if (cls.equals("java.util.concurrent.Executors")) {
        pool(mi, i, inv, once.getAsBoolean());
      } else if (JdkExecutors.submits(cls, name)
          && inv instanceof AbstractInstanceInvokeExpr ii) {
        task(mi, i, ii, once.getAsBoolean());
      } else if (cls.equals("java.util.concurrent.CompletableFuture")
          || cls.equals("java.util.concurrent.CompletionStage")) {
        future(mi, i, name);
      } else if (cls.equals("kotlin.concurrent.ThreadsKt")) {
        kotlin(mi, i, inv, once.getAsBoolean());
      }
      Set<MethodInstance> callees = pts.callees(mi, i);
      for (MethodInstance callee : callees) {
        walk(callee, callees.size() == 1 && once.getAsBoolean());
      }
    }
  }

  /** {@code new T(...)} of a Thread type: its name or number. */
  private void construct(MethodInstance mi, int i, JSpecialInvokeExpr sp, boolean once) {
    List<AbstractObject> objects = pts.pointsTo(mi, i, sp.getBase());
    Naming naming = constructorNaming(sp.getMethodSignature(), sp.getArgs(), 0);
    AbstractObject first = objects.isEmpty() ? null : objects.get(0);
    boolean single = objects.size() == 1 && !pts.isSummary(first);
    Origin site = origins.of(mi.method(), pts.body(mi).stmt(i));
    ThreadName tn = numberOrName(naming, once && single, site,
        first != null ? siteName(first) : simple(sp.getMethodSignature().getDeclClassType()
            .getFullyQualifiedName()) + "@" + Origins.shortPlace(site));
    if (!single && tn.exact()) {
      tn = new ThreadName(tn.name(), false, site, "the creation stands for several threads"
          + " (on a loop or in code that runs more than once); all get this name");
    }
    for (AbstractObject o : objects) {
      put(o, tn);
    }
  }

  /** The name (or the next number) of a thread made with {@code naming} at {@code site}. */
  private ThreadName numberOrName(Naming naming, boolean once, Origin site, String siteName) {
    if (naming.numbered() == null) {
      numbersInexact = numbersInexact != null ? numbersInexact : "a thread of a library class"
          + " created at " + site.frame() + " may take a number";
    }
    if (!naming.named()) {
      int n = nextNumber++;
      ThreadName tn = numbersInexact == null && once
          ? new ThreadName("Thread-" + n, true, site, null)
          : new ThreadName("Thread-" + n, false, site, numbersInexact != null
              ? "numbered in creation order, but " + numbersInexact
              : "created on a loop, in a branch or on another thread than main: the number"
                  + " depends on the run");
      if (!once && numbersInexact == null) {
        numbersInexact = "the thread created at " + site.frame() + " may be created a different"
            + " number of times or in another order";
      }
      return tn;
    }
    if (Boolean.TRUE.equals(naming.numbered())) {
      nextNumber++;
      if (!once && numbersInexact == null) {
        numbersInexact = "the thread created at " + site.frame() + " may be created a different"
            + " number of times or in another order";
      }
    }
    return naming.name() != null
        ? new ThreadName(naming.name(), true, site, null)
        : new ThreadName(siteName, false, site, "the name is computed at run time; shown by the"
            + " creation site");
  }

  /**
   * How the constructor {@code sig} called with {@code args} names its thread: Thread's own
   * constructors by their String parameter; an application subclass's by the super or this
   * call it makes (its parameters replaced by {@code args}) and a constant {@code setName} on
   * itself; anything else is unknown.
   */
  private Naming constructorNaming(MethodSignature sig, List<? extends Value> args, int depth) {
    if (sig.getDeclClassType().getFullyQualifiedName().equals(THREAD)) {
      for (int p = 0; p < sig.getParameterCount() && p < args.size(); p++) {
        if (sig.getParameterType(p).toString().equals("java.lang.String")) {
          return new Naming(true, args.get(p) instanceof StringConstant c ? c.getValue() : null,
              false);
        }
      }
      return Naming.UNNAMED;
    }
    Optional<JavaSootMethod> ctor = code.resolve(sig);
    if (depth > 8 || ctor.isEmpty() || !ctor.get().hasBody()
        || !code.isApplication(ctor.get().getDeclaringClassType())) {
      return Naming.UNKNOWN;
    }
    MethodCode body = code.methodCode(ctor.get());
    Local self = body.thisLocal();
    Map<Local, Integer> params = new HashMap<>();
    for (Stmt s : body.stmts()) {
      if (s instanceof JIdentityStmt id && id.getRightOp() instanceof JParameterRef p) {
        params.put(id.getLeftOp(), p.getIndex());
      }
    }
    Naming inner = null;
    for (Stmt s : body.stmts()) {
      AbstractInvokeExpr inv = MethodCode.invokeOf(s);
      if (!(inv instanceof AbstractInstanceInvokeExpr ii) || !ii.getBase().equals(self)) {
        continue;
      }
      String name = inv.getMethodSignature().getName();
      if (inner == null && name.equals("<init>") && inv instanceof JSpecialInvokeExpr) {
        List<Value> mapped = new java.util.ArrayList<>();
        for (Immediate a : inv.getArgs()) {
          Integer p = a instanceof Local l ? params.get(l) : null;
          mapped.add(p != null && p < args.size() ? args.get(p) : a);
        }
        inner = constructorNaming(inv.getMethodSignature(), mapped, depth + 1);
      } else if (inner != null && name.equals("setName") && inv.getArgCount() == 1) {
        Value v = inv.getArg(0);
        Integer p = v instanceof Local l ? params.get(l) : null;
        Value arg = p != null && p < args.size() ? args.get(p) : v;
        inner = new Naming(true, arg instanceof StringConstant c ? c.getValue() : null,
            inner.numbered());
      }
    }
    return inner != null ? inner : Naming.UNKNOWN;
  }

  /** {@code t.setName(x)}: the new name of every thread {@code t} may be. */
  private void rename(MethodInstance mi, int i, AbstractInstanceInvokeExpr ii, boolean once) {
    Value arg = ii.getArgCount() == 1 ? ii.getArg(0) : null;
    String name = arg instanceof StringConstant c ? c.getValue() : null;
    Origin site = origins.of(mi.method(), pts.body(mi).stmt(i));
    List<AbstractObject> objects = pts.pointsTo(mi, i, ii.getBase());
    boolean single = objects.size() == 1;
    for (AbstractObject o : objects) {
      if (pts.isCurrentThread(o)) {
        if (current == null) {
          main = renamed(main, name, once && single, site, "main");
        } else {
          put(current, renamed(names.get(current.id()), name, false, current.origin(),
              siteName(current)));
        }
      } else if (names.containsKey(o.id())) {
        names.put(o.id(), renamed(names.get(o.id()), name, once && single, site, siteName(o)));
      }
    }
  }

  private static ThreadName renamed(ThreadName before, String name, boolean exact, Origin site,
      String fallback) {
    Origin created = before != null ? before.createdAt() : site;
    if (name == null) {
      return new ThreadName(before != null ? before.name() : fallback, false, created,
          "renamed at " + site.frame() + " to a name computed at run time");
    }
    return exact ? new ThreadName(name, true, created, null)
        : new ThreadName(name, false, created, "setName at " + site.frame() + " may not run,"
            + " or may rename another thread");
  }

  /** Builder calls: {@code name(..)} sets the builder's naming, start/unstarted name a thread. */
  private void builder(MethodInstance mi, int i, AbstractInvokeExpr inv, boolean once) {
    String name = inv.getMethodSignature().getName();
    List<AbstractObject> receivers = inv instanceof AbstractInstanceInvokeExpr ii
        ? pts.pointsTo(mi, i, ii.getBase()) : List.of();
    if (name.equals("name")) {
      for (AbstractObject r : receivers) {
        Builder b = builders.computeIfAbsent(r.id(), k -> new Builder());
        b.name = inv.getArg(0) instanceof StringConstant c ? c.getValue() : null;
        b.known = b.name != null && receivers.size() == 1;
        b.next = inv.getArgCount() > 1 ? pts.body(mi).intValue(i, inv.getArg(1)) != null
            ? pts.body(mi).intValue(i, inv.getArg(1)) : -2 : -1;
        if (b.next == -2) {
          b.known = false;
        }
      }
      return;
    }
    if (!name.equals("start") && !name.equals("unstarted")) {
      return;
    }
    Builder b = receivers.size() == 1 ? builders.get(receivers.get(0).id()) : null;
    Origin site = origins.of(mi.method(), pts.body(mi).stmt(i));
    for (AbstractObject t : libraryThreads(mi, i)) {
      boolean single = !pts.isSummary(t);
      ThreadName tn;
      if (b == null) {
        numbersInexact = numbersInexact != null ? numbersInexact
            : "the thread built at " + site.frame() + " may take a number";
        tn = new ThreadName(siteName(t), false, site, "built by a builder Petrify cannot follow");
      } else if (b.name == null && b.known && !b.virtual) {
        tn = numberOrName(Naming.UNNAMED, once && single, site, siteName(t));
      } else if (b.name == null && b.known) {
        tn = new ThreadName(siteName(t), false, site, "a virtual thread has no name (getName()"
            + " is empty); shown by its creation site");
      } else if (!b.known) {
        tn = new ThreadName(siteName(t), false, site, "the builder's name is computed at run"
            + " time");
      } else if (b.next >= 0) {
        tn = new ThreadName(b.name + b.next, once && single, site, once && single ? null
            : "the builder's counter depends on how many threads it built before");
        b.next++;
      } else {
        tn = new ThreadName(b.name, true, site, null);
      }
      put(t, tn);
    }
  }

  /** {@code Executors.new*}: numbers the pools of the default thread factory. */
  private void pool(MethodInstance mi, int i, AbstractInvokeExpr inv, boolean once) {
    String name = inv.getMethodSignature().getName();
    boolean factoryArgument = inv.getMethodSignature().getParameterTypes().stream()
        .anyMatch(t -> t.toString().equals("java.util.concurrent.ThreadFactory"));
    boolean virtual = name.equals("newVirtualThreadPerTaskExecutor");
    int size;
    if (name.equals("newSingleThreadExecutor") || name.equals("newSingleThreadScheduledExecutor")
        || name.equals("newFixedThreadPool") || name.equals("newScheduledThreadPool")) {
      Integer k = JdkExecutors.poolSize(pts.body(mi), i, inv);
      size = k != null ? k : -1;
    } else if (name.equals("newCachedThreadPool")) {
      size = 0;
    } else if (virtual) {
      size = 0;
    } else {
      return;
    }
    Origin site = origins.of(mi.method(), pts.body(mi).stmt(i));
    if (factoryArgument) {
      return;
    }
    List<AbstractObject> made = pts.objectsCreatedAt(mi, i);
    boolean single = made.size() == 1 && !pts.isSummary(made.get(0));
    int number = virtual ? 0 : nextPool++;
    boolean exact = !virtual && poolsInexact == null && once && single;
    if (!virtual && !(once && single) && poolsInexact == null) {
      poolsInexact = "the pool created at " + site.frame() + " may be created a different"
          + " number of times";
    }
    for (AbstractObject p : made) {
      pools.put(p.id(), new Pool(number, exact, size, virtual, new int[1]));
    }
  }

  /** A task submitted to an executor: the worker that runs it, where that is determinable. */
  private void task(MethodInstance mi, int i, AbstractInstanceInvokeExpr ii, boolean once) {
    Origin site = origins.of(mi.method(), pts.body(mi).stmt(i));
    for (AbstractObject t : pts.threadsStartedAt(mi, i)) {
      List<AbstractObject> ps = pts.taskPools(t);
      Pool p = ps.size() == 1 ? pools.get(ps.get(0).id()) : null;
      if (p == null) {
        put(t, new ThreadName(siteName(t), false, site, "runs on a worker of a pool whose thread"
            + " names Petrify does not know"));
        continue;
      }
      if (p.virtual()) {
        put(t, new ThreadName(siteName(t), false, site, "a virtual thread has no name"
            + " (getName() is empty); shown by the submitting site"));
        continue;
      }
      int m = ++p.tasks()[0];
      String prefix = "pool-" + p.number() + "-thread-";
      boolean exact = p.exact() && once && !pts.isSummary(t) && !pts.isTaskBatch(t);
      if (p.size() == 1) {
        put(t, new ThreadName(prefix + 1, p.exact(), site, p.exact() ? null
            : "the pool's number depends on the run"));
      } else if (exact && (m <= p.size() || p.size() == 0 && m == 1)) {
        put(t, new ThreadName(prefix + m, true, site, null));
      } else if (p.size() > 0) {
        put(t, new ThreadName(prefix + "1.." + p.size(), false, site, "runs on one of the"
            + " pool's " + p.size() + " workers; which one depends on the run"));
      } else {
        put(t, new ThreadName(prefix + "N", false, site, "runs on a worker of a cached pool;"
            + " which one depends on the run"));
      }
    }
  }

  /** CompletableFuture tasks and continuations: common-pool workers or unknown threads. */
  private void future(MethodInstance mi, int i, String name) {
    Origin site = origins.of(mi.method(), pts.body(mi).stmt(i));
    for (AbstractObject t : pts.threadsStartedAt(mi, i)) {
      if (!pts.taskPools(t).isEmpty()) {
        Pool p = pools.get(pts.taskPools(t).get(0).id());
        put(t, p != null && !p.virtual()
            ? new ThreadName("pool-" + p.number() + "-thread-" + (p.size() == 1 ? "1"
                : p.size() > 0 ? "1.." + p.size() : "N"), p.size() == 1 && p.exact(), site,
                p.size() == 1 && p.exact() ? null : "runs on a worker of the pool; which one"
                    + " depends on the run")
            : new ThreadName(siteName(t), false, site, "runs on a worker of an executor whose"
                + " thread names Petrify does not know"));
      } else if (pts.continuation(t) != null && !name.endsWith("Async")) {
        put(t, new ThreadName(siteName(t), false, site, "runs in the thread that completes its"
            + " source, or in the caller"));
      } else {
        put(t, new ThreadName("ForkJoinPool.commonPool-worker-N", false, site, "runs on a"
            + " worker of the common pool; which one depends on the run"));
      }
    }
  }

  /** Kotlin's {@code thread(...)}: an unnamed Thread subclass, renamed when a name is given. */
  private void kotlin(MethodInstance mi, int i, AbstractInvokeExpr inv, boolean once) {
    Origin site = origins.of(mi.method(), pts.body(mi).stmt(i));
    Value name = inv.getArgCount() > 3 ? inv.getArg(3) : null;
    for (AbstractObject t : libraryThreads(mi, i)) {
      Naming naming = name instanceof StringConstant c ? new Naming(true, c.getValue(), true)
          : name == null || name.toString().equals("null") ? Naming.UNNAMED
          : new Naming(true, null, true);
      put(t, numberOrName(naming, once && !pts.isSummary(t), site, siteName(t)));
    }
  }

  /** The thread objects a library call creates. */
  private List<AbstractObject> libraryThreads(MethodInstance mi, int i) {
    return pts.objectsCreatedAt(mi, i).stream()
        .filter(o -> o.type().equals(THREAD) && !pts.isCurrentThread(o)).toList();
  }

  private void put(AbstractObject o, ThreadName tn) {
    ThreadName before = names.putIfAbsent(o.id(), tn);
    if (before != null && before.exact()) {
      names.put(o.id(), new ThreadName(before.name(), false, before.createdAt(),
          "created in more than one place"));
    }
  }

  /** {@code Worker@Main.java:26}: the thread's class (simple name) and creation site. */
  private String siteName(AbstractObject t) {
    return simple(t.type()) + "@" + Origins.shortPlace(t.origin());
  }

  private static String simple(String type) {
    return type.substring(type.lastIndexOf('.') + 1);
  }

  /**
   * True if statement {@code at} lies on every normal path from the method's first statement
   * to its exits (returns and throws): no exit is reachable without passing it.
   */
  static boolean onEveryPath(MethodCode body, int at) {
    for (int i = 0; i < body.size(); i++) {
      if (body.successors(i).length == 0 && !body.dominates(at, i)) {
        return false;
      }
    }
    return true;
  }
}
