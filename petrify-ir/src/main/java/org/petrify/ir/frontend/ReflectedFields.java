package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.frontend.TrackedValues.FieldKey;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.LibraryFacts;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.constant.ClassConstant;
import sootup.core.jimple.common.constant.MethodHandle;
import sootup.core.jimple.common.constant.StringConstant;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.model.SootField;
import sootup.core.signatures.FieldSignature;
import sootup.core.types.ClassType;
import sootup.java.core.JavaSootClass;

/**
 * The fields that reachable code may write behind the model's back, for {@link TrackedValues}:
 * one pass over every statement of the reachable methods, judging each call by
 * {@link ReflectiveWrites}.
 *
 * <ul>
 *   <li>{@link ReflectiveWrites.Effect#NAMED} calls (updaters, var handles and setter handles
 *       of constant fields) and {@code ldc} of a setter method-handle constant
 *       ({@code REF_putField}/{@code REF_putStatic}) write the field they name, except a
 *       {@code newUpdater} or {@code findVarHandle} of a field whose updaters
 *       {@link FieldUpdaters} resolves: every write through those is translated as a tracked
 *       update.</li>
 *   <li>{@link ReflectiveWrites.Effect#REFLECTED} calls ({@code Field.set*},
 *       {@code Unsafe.putInt(Object, long, int)}, ...) write a field only through a
 *       {@code Field} object or its offset. A {@code Field} object is made only by
 *       {@code Class.getDeclaredField(s)}/{@code getField(s)} (and {@code reflectAs} of a
 *       handle, and {@code jdk.internal.misc.Unsafe.objectFieldOffset(Class, String)} makes an
 *       offset): the <em>reflected</em> fields are, for each such call of reachable code whose
 *       receiver is a class literal (every definition of the receiver local, through copies and
 *       casts, is a class constant), the field its constant name resolves to, or every field of
 *       the class (and of its superclasses for {@code getField(s)}) when the name is not
 *       constant. When some REFLECTED call is reachable, every reflected field is written;
 *       when moreover a {@code Field} may come from a class that is not a literal (a parameter,
 *       {@code getClass()}, {@code Class.forName}, {@code reflectAs}), any field may be.</li>
 *   <li>{@link ReflectiveWrites.Effect#ANY} calls may write any field.</li>
 *   <li>{@link ReflectiveWrites.Effect#METHOD_HANDLE} calls, and {@code ldc} of a
 *       method-handle constant of an application method: a handle of a leaf method (see
 *       {@code methodHandle}) writes the fields that method writes; any other may write any
 *       field, but only where it runs. A handle runs only at a call that runs handled code
 *       ({@link LibraryFacts#runsHandledCode}: {@code MethodHandle.invoke*}, a
 *       {@code MethodHandleProxies} instance, {@code ConstantBootstraps}) or at an
 *       {@code invokedynamic} linked by a bootstrap of the program; every other
 *       {@code java.lang.invoke} method only makes, adapts or combines handles. So when no
 *       reachable statement is such a call, the handles reachable code makes never run and
 *       write nothing (e.g. a table of look-up handles that only unreached code invokes). A
 *       handle run by code the model does not see (a method called by reflection, which may
 *       call {@code invokeWithArguments}) is run through a JDK call that carries its own
 *       UNSOUND caveat, as every unseen code is.</li>
 * </ul>
 *
 * <p>Flow-insensitive on purpose: a {@code Field} may travel anywhere (fields, returns,
 * containers, {@code doPrivileged}), so every reflected field counts for every reflective
 * write; the rule needs no points-to set for {@code Field} objects, which the library makes.
 * Soundness is {@link ReflectiveWrites}'s, plus: the class a {@code Class} local holds is
 * known only when each of its definitions is a class constant, so no object of an unknown class
 * can be reflected unseen. Immutable.
 *
 * @param written the application fields written behind the model's back (named or reflected)
 * @param reflectsJdkCollections true if a reflective write may reach a field of a
 *     {@code java.util} class (then no JDK collection may be taken for empty)
 * @param anyField null, or why any field may be written: the call and its place
 */
record ReflectedFields(Set<FieldKey> written, boolean reflectsJdkCollections, Site anyField) {
  /** The bootstrap classes of the {@code invokedynamic}s that {@code javac} emits. */
  private static final Set<String> STANDARD_BOOTSTRAPS = Set.of(
      "java.lang.invoke.LambdaMetafactory", "java.lang.invoke.StringConcatFactory",
      "java.lang.runtime.ObjectMethods", "java.lang.runtime.SwitchBootstraps");

  /** A statement that makes every field untracked, and why. */
  record Site(MethodInstance method, Stmt stmt, String why) {}

  /** Scans the reachable code of a points-to result. */
  static ReflectedFields of(PointsToResult pts) {
    return of(pts, Set.of());
  }

  /**
   * Scans the reachable code of a points-to result; the {@code newUpdater} calls naming a
   * field of {@code modelled} write nothing behind the model's back (their updaters' writes
   * are translated, {@link FieldUpdaters}).
   */
  static ReflectedFields of(PointsToResult pts, Set<FieldKey> modelled) {
    return new Scan(pts, modelled).run();
  }

  /** The fields {@code cls} declares, as keys (empty for an unknown class). */
  private static Set<FieldKey> declared(CodeBase code, String cls) {
    Set<FieldKey> out = new LinkedHashSet<>();
    Optional<JavaSootClass> k = code.anyClass(code.classType(cls));
    k.ifPresent(c -> {
      for (SootField f : CodeBase.<SootField>fieldsInOrder(c)) {
        out.add(new FieldKey(cls, f.getName()));
      }
    });
    return out;
  }

  /** One pass; mutable while it runs. */
  private static final class Scan {
    private final PointsToResult pts;
    private final CodeBase code;
    private final Set<FieldKey> named = new LinkedHashSet<>();
    private final Set<FieldKey> reflected = new LinkedHashSet<>();
    private Site any;
    private Site reflectiveWrite;
    private Site unknownSource;
    private Callers callers;
    private final Set<FieldKey> modelled;
    /** The first handle of an application method that is not a leaf, or null. */
    private Site handleMade;
    /** Every statement that makes such a handle. */
    private final Set<Site> handleSites = new LinkedHashSet<>();
    /** True once a reachable statement may run a method handle ({@link #runsHandles}). */
    private boolean handlesRun;
    /**
     * True once a reachable {@code invokedynamic} has a bootstrap of the program, or a call is
     * passed a method-handle constant of an application method (not followed).
     */
    private boolean programBootstrap;

    Scan(PointsToResult pts, Set<FieldKey> modelled) {
      this.pts = pts;
      this.code = pts.code();
      this.modelled = modelled;
    }

    ReflectedFields run() {
      for (MethodInstance mi : pts.reachable()) {
        MethodCode body = pts.body(mi);
        if (body == null) {
          continue;
        }
        for (int i = 0; i < body.size() && any == null; i++) {
          statement(mi, body, i);
        }
        if (any != null) {
          return new ReflectedFields(Set.of(), true, any);
        }
      }
      if (handleMade != null && (programBootstrap
          || handlesRun && HandleRuns.mayRun(pts, callers(), handleSites))) {
        return new ReflectedFields(Set.of(), true, handleMade);
      }
      if (reflectiveWrite == null) {
        return new ReflectedFields(Set.copyOf(named), false, null);
      }
      if (unknownSource != null) {
        return new ReflectedFields(Set.of(), true, new Site(unknownSource.method(),
            unknownSource.stmt(), unknownSource.why() + ", and " + reflectiveWrite.why()));
      }
      Set<FieldKey> written = new LinkedHashSet<>(named);
      boolean jdkCollections = false;
      for (FieldKey f : reflected) {
        if (code.isApplication(code.classType(f.declaringClass()))) {
          written.add(f);
        } else if (f.declaringClass().startsWith("java.util.")) {
          jdkCollections = true;
        }
      }
      return new ReflectedFields(Set.copyOf(written), jdkCollections, null);
    }

    private void statement(MethodInstance mi, MethodCode body, int i) {
      Stmt s = body.stmt(i);
      if (s instanceof JAssignStmt a && a.getRightOp() instanceof MethodHandle h) {
        handleConstant(mi, s, h);
        return;
      }
      AbstractInvokeExpr inv = MethodCode.invokeOf(s);
      if (inv == null) {
        return;
      }
      handlesRun |= runsHandles(inv);
      programBootstrap |= inv instanceof sootup.core.jimple.common.expr.JDynamicInvokeExpr
          && runsHandles(inv);
      for (Value arg : inv.getArgs()) {
        if (arg instanceof MethodHandle h && h.isMethodRef() && (code == null
            || code.isApplication(h.getReferenceSignature().getDeclClassType()))) {
          made(new Site(mi, s, "a method handle constant of an application method runs it"
              + " unseen"));
          programBootstrap = true;
        }
      }
      if (code == null) {
        if (ReflectiveWrites.effect(inv) != ReflectiveWrites.Effect.NONE) {
          any = new Site(mi, s, "reflective write without a code base");
        }
        return;
      }
      switch (ReflectiveWrites.effect(inv, code)) {
        case NAMED -> {
          Set<String> classes = classLiterals(mi, body, i, inv.getArg(0), 0);
          if (classes == null) {
            any = new Site(mi, s, inv.getMethodSignature().getDeclClassType().getClassName()
                + "." + inv.getMethodSignature().getName() + " names a field of a class that is"
                + " not a literal");
            return;
          }
          boolean updater = FieldUpdaters.isMaker(inv);
          for (String c : classes) {
            ReflectiveWrites.resolve(code, c, ReflectiveWrites.memberName(inv))
                .filter(f -> !updater || !modelled.contains(f)).ifPresent(named::add);
          }
        }
        case METHOD_HANDLE -> methodHandle(mi, body, i, inv);
        case REFLECTED -> {
          if (reflectiveWrite == null) {
            reflectiveWrite = new Site(mi, s, inv.getMethodSignature().getDeclClassType()
                .getClassName() + "." + inv.getMethodSignature().getName()
                + " writes a field through a Field object or its offset");
          }
        }
        case ANY -> any = new Site(mi, s, inv.getMethodSignature().getDeclClassType()
            .getClassName() + "." + inv.getMethodSignature().getName() + " may write any field");
        default -> source(mi, body, i, inv);
      }
    }

    /**
     * A handle of a method or constructor of the classes its first argument may hold: of a JDK
     * class nothing (see {@link ReflectiveWrites}); of an application class, the fields its
     * targets write when each target is a leaf (no call but {@code Object.<init>}, so nothing
     * else runs unseen) and cannot be overridden (a static method or constructor, or a private
     * or final method, or a method of a final class); else any field, if the handle may run
     * ({@link HandleRuns}).
     */
    private void methodHandle(MethodInstance mi, MethodCode body, int i, AbstractInvokeExpr inv) {
      Stmt s = body.stmt(i);
      String kind = inv.getMethodSignature().getName();
      String member = ReflectiveWrites.memberName(inv);
      Set<String> classes = classLiterals(mi, body, i, inv.getArg(0), 0);
      if (classes == null) {
        made(new Site(mi, s, "Lookup." + kind + " makes a handle of a method of a class that"
            + " is not a literal"));
        return;
      }
      for (String cls : classes) {
        ClassType c = code.classType(cls);
        if (!code.isApplication(c)) {
          continue;
        }
        Set<FieldKey> writes = leafWrites(c, member == null ? "<init>" : member,
            kind.equals("findVirtual") || kind.equals("findSpecial"));
        if (writes == null) {
          made(new Site(mi, s, "Lookup." + kind + " makes a handle of " + cls + "."
              + (member == null ? "<init>" : member) + ", which runs code unseen"));
          return;
        }
        named.addAll(writes);
      }
    }

    /**
     * The fields written by the methods named {@code name} of {@code c} and its superclasses,
     * or null if one of them calls anything but {@code Object.<init>}, has no body, or (when
     * {@code virtual}) may be overridden.
     */
    private Set<FieldKey> leafWrites(ClassType c, String name, boolean virtual) {
      Set<FieldKey> out = new LinkedHashSet<>();
      boolean found = false;
      for (int depth = 0; c != null && depth < 64; depth++) {
        Optional<JavaSootClass> k = code.applicationClass(c);
        if (k.isEmpty()) {
          return found ? out : null;
        }
        for (sootup.java.core.JavaSootMethod m : CodeBase.<sootup.java.core.JavaSootMethod>methodsInOrder(k.get())) {
          if (!m.getName().equals(name)) {
            continue;
          }
          found = true;
          if (!m.hasBody() || virtual && !m.isStatic() && !m.isPrivate() && !m.isFinal()
              && !k.get().isFinal()) {
            return null;
          }
          for (Stmt st : code.body(m).getStmts()) {
            AbstractInvokeExpr call = MethodCode.invokeOf(st);
            if (call != null && !(call.getMethodSignature().getName().equals("<init>")
                && call.getMethodSignature().getDeclClassType().getFullyQualifiedName()
                    .equals("java.lang.Object"))) {
              return null;
            }
            if (st instanceof JAssignStmt a
                && a.getLeftOp() instanceof sootup.core.jimple.common.ref.JFieldRef f) {
              FieldSignature fs = f.getFieldSignature();
              ReflectiveWrites.resolve(code, fs.getDeclClassType().getFullyQualifiedName(),
                  fs.getName()).ifPresent(out::add);
            }
          }
        }
        if (name.equals("<init>")) {
          return found ? out : null;
        }
        c = k.get().getSuperclass().orElse(null);
      }
      return found ? out : null;
    }

    /**
     * True if {@code inv} may run what a method handle names: a call that runs handled code
     * ({@link LibraryFacts#runsHandledCode}: {@code MethodHandle.invoke*},
     * {@code MethodHandleProxies}, {@code ConstantBootstraps}, {@code ensureInitialized}), or
     * an {@code invokedynamic} whose bootstrap is not one of the JDK's lambda,
     * string-concatenation, record or switch bootstraps (a bootstrap of the program may link
     * the call site to any handle).
     */
    private static boolean runsHandles(AbstractInvokeExpr inv) {
      if (inv instanceof sootup.core.jimple.common.expr.JDynamicInvokeExpr dyn) {
        String boot = dyn.getBootstrapMethodSignature().getDeclClassType()
            .getFullyQualifiedName();
        return !STANDARD_BOOTSTRAPS.contains(boot);
      }
      return LibraryFacts.runsHandledCode(inv.getMethodSignature().getDeclClassType()
          .getFullyQualifiedName(), inv.getMethodSignature().getName());
    }

    /** Records a handle whose target may write any field when it runs. */
    private void made(Site site) {
      if (handleMade == null) {
        handleMade = site;
      }
      handleSites.add(site);
    }

    /** {@code ldc} of a method handle: a setter writes its field, a method runs unseen. */
    private void handleConstant(MethodInstance mi, Stmt s, MethodHandle h) {
      MethodHandle.Kind k = h.getKind();
      if (k == MethodHandle.Kind.REF_PUT_FIELD || k == MethodHandle.Kind.REF_PUT_FIELD_STATIC) {
        if (h.getReferenceSignature() instanceof FieldSignature f && code != null) {
          ReflectiveWrites.resolve(code, f.getDeclClassType().getFullyQualifiedName(),
              f.getName()).ifPresent(named::add);
        }
      } else if (h.isMethodRef() && (code == null
          || code.isApplication(h.getReferenceSignature().getDeclClassType()))) {
        made(new Site(mi, s, "a method handle constant of an application method runs it"
            + " unseen"));
      }
    }

    /** A call that makes a {@code Field} (or an offset) adds the fields it may reflect. */
    private void source(MethodInstance mi, MethodCode body, int i, AbstractInvokeExpr inv) {
      String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
      String name = inv.getMethodSignature().getName();
      if (cls.equals("java.lang.Class") && (name.equals("getDeclaredField")
          || name.equals("getField") || name.equals("getDeclaredFields")
          || name.equals("getFields"))) {
        Set<String> classes = inv instanceof sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr ii
            ? classLiterals(mi, body, i, ii.getBase(), 0) : null;
        Set<String> names = inv.getArgCount() == 1 ? strings(mi, body, inv.getArg(0)) : null;
        if (classes == null) {
          unknown(mi, body.stmt(i), "Class." + name + " reflects fields of a class that is not"
              + " a literal");
          return;
        }
        boolean inherited = name.startsWith("getField");
        for (String c : classes) {
          if (names == null) {
            reflect(c, Optional.empty(), inherited, inv.getArgCount() == 1);
          } else {
            for (String n : names) {
              reflect(c, Optional.of(n), inherited, false);
            }
          }
        }
      } else if (cls.equals("jdk.internal.misc.Unsafe") && name.equals("objectFieldOffset")
          && inv.getArgCount() == 2) {
        if (inv.getArg(0) instanceof ClassConstant c && inv.getArg(1) instanceof StringConstant f) {
          reflect(TranslationContext.classLiteral(c), Optional.of(f.getValue()), true, false);
        } else {
          unknown(mi, body.stmt(i), "Unsafe.objectFieldOffset names a field not by constants");
        }
      } else if (name.equals("reflectAs") && (cls.equals("java.lang.invoke.MethodHandleInfo")
          || cls.equals("java.lang.invoke.MethodHandles"))) {
        unknown(mi, body.stmt(i), "reflectAs makes a Field from a handle");
      }
    }

    private void unknown(MethodInstance mi, Stmt s, String why) {
      if (unknownSource == null) {
        unknownSource = new Site(mi, s, why);
      }
    }

    /**
     * Adds field {@code name} of {@code cls} (resolved up the superclasses when
     * {@code inherited}), or, without a name, every field of it (and of its superclasses when
     * {@code inherited}). {@code anyName}: the name is not a constant (every field of the
     * hierarchy the lookup may search).
     */
    private void reflect(String cls, Optional<String> name, boolean inherited, boolean anyName) {
      ClassType c = code.classType(cls);
      for (int depth = 0; c != null && depth < 64; depth++) {
        Optional<JavaSootClass> k = code.anyClass(c);
        if (k.isEmpty()) {
          return;
        }
        String at = c.getFullyQualifiedName();
        if (name.isPresent() && !anyName) {
          if (k.get().getField(name.get()).isPresent()) {
            reflected.add(new FieldKey(at, name.get()));
            return;
          }
        } else {
          reflected.addAll(declared(code, at));
        }
        if (!inherited) {
          return;
        }
        for (ClassType i : k.get().getInterfaces()) {
          reflected.addAll(declared(code, i.getFullyQualifiedName()));
        }
        c = k.get().getSuperclass().orElse(null);
      }
    }

    /**
     * The classes a {@code Class} value may hold at statement {@code at} of {@code m}: the
     * class constants its definitions are (through copies, casts, the calls of
     * {@link #callResult} and the parameters of {@link #parameterValues}), or null if some
     * definition is anything else (a call, a field read, a parameter of a method others may
     * call).
     */
    private Set<String> classLiterals(MethodInstance m, MethodCode body, int at, Value v,
        int depth) {
      return constants(true, m, body, v, depth);
    }

    /** Like {@link #classLiterals}, for the string constants a {@code String} value may be. */
    private Set<String> strings(MethodInstance m, MethodCode body, Value v) {
      return constants(false, m, body, v, 0);
    }

    private Set<String> constants(boolean classes, MethodInstance m, MethodCode body, Value v,
        int depth) {
      if (classes && v instanceof ClassConstant c) {
        return Set.of(TranslationContext.classLiteral(c));
      }
      if (!classes && v instanceof StringConstant c) {
        return Set.of(c.getValue());
      }
      if (!(v instanceof Local l) || depth > 8) {
        return null;
      }
      Set<String> out = new LinkedHashSet<>();
      boolean found = false;
      for (int i = 0; i < body.size(); i++) {
        Stmt s = body.stmt(i);
        if (s instanceof JIdentityStmt id && id.getLeftOp().getName().equals(l.getName())) {
          if (!(id.getRightOp() instanceof sootup.core.jimple.common.ref.JParameterRef p)) {
            return null;
          }
          Set<String> more = parameterValues(classes, m, p.getIndex(), depth + 1);
          if (more == null) {
            return null;
          }
          found = true;
          out.addAll(more);
          continue;
        }
        if (!(s instanceof JAssignStmt a) || !(a.getLeftOp() instanceof Local d)
            || !d.getName().equals(l.getName())) {
          continue;
        }
        found = true;
        Value rhs = a.getRightOp();
        if (rhs instanceof JCastExpr cast) {
          rhs = cast.getOp();
        }
        Set<String> more = rhs instanceof AbstractInvokeExpr call
            ? (classes ? callResult(m, body, call, depth) : null)
            : constants(classes, m, body, rhs, depth + 1);
        if (more == null) {
          return null;
        }
        out.addAll(more);
      }
      return found ? out : null;
    }

    /**
     * The values parameter {@code index} of {@code m} may have: the union over its call sites
     * in the reachable code, when {@code m} is static or private (no override, no JDK
     * dispatch), not a lambda body, never named by a method-handle constant and never called
     * back by the library (so those call sites are all its callers); else null.
     */
    private Set<String> parameterValues(boolean classes, MethodInstance m, int index, int depth) {
      sootup.java.core.JavaSootMethod method = m.method();
      if (!method.isStatic() && !method.isPrivate() || method.getName().startsWith("lambda$")
          || callers().unknownCallers.contains(method.getSignature())) {
        return null;
      }
      List<CallSite> sites = callers().sites.getOrDefault(method.getSignature(), List.of());
      if (sites.isEmpty()) {
        return null;
      }
      Set<String> out = new LinkedHashSet<>();
      for (CallSite c : sites) {
        if (index >= c.inv().getArgCount()) {
          return null;
        }
        Set<String> more = constants(classes, c.method(), c.body(), c.inv().getArg(index),
            depth);
        if (more == null) {
          return null;
        }
        out.addAll(more);
      }
      return out;
    }

    private Callers callers() {
      if (callers == null) {
        callers = Callers.of(pts);
      }
      return callers;
    }

    /**
     * The classes a call returns: {@code Class.forName} of a constant (that class, or it
     * throws), {@code loadClass} of a constant on the platform class loader (it sees only the
     * JDK's classes, so the class is the JDK's of that name, or it throws), or a static application method that returns one of its parameters unchanged (a
     * generic cast helper such as {@code <T> Class<T> cls(Class<?> c)}): the classes of that
     * argument; else null.
     */
    private Set<String> callResult(MethodInstance m, MethodCode body, AbstractInvokeExpr call,
        int depth) {
      String cls = call.getMethodSignature().getDeclClassType().getFullyQualifiedName();
      if (cls.equals("java.lang.Class") && call.getMethodSignature().getName().equals("forName")
          && call.getArgCount() >= 1 && call.getArg(0) instanceof StringConstant name) {
        return Set.of(name.getValue());
      }
      if (cls.equals("java.lang.ClassLoader")
          && call.getMethodSignature().getName().equals("loadClass") && call.getArgCount() >= 1
          && call.getArg(0) instanceof StringConstant name
          && call instanceof sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr ii
          && isPlatformLoader(body, ii.getBase(), 0)) {
        return Set.of(name.getValue());
      }
      if (code == null || depth > 8
          || !(call instanceof sootup.core.jimple.common.expr.JStaticInvokeExpr)
          || !code.isApplication(call.getMethodSignature().getDeclClassType())) {
        return null;
      }
      Optional<sootup.java.core.JavaSootMethod> callee = code.resolve(call.getMethodSignature());
      if (callee.isEmpty() || !callee.get().hasBody()) {
        return null;
      }
      int p = returnedParameter(code.body(callee.get()).getStmts());
      if (p < 0 || p >= call.getArgCount()) {
        return null;
      }
      return constants(true, m, body, call.getArg(p), depth + 1);
    }
  }

  /**
   * True if every definition of {@code v} in {@code body} (through copies and casts) is
   * {@code ClassLoader.getPlatformClassLoader()}.
   */
  private static boolean isPlatformLoader(MethodCode body, Value v, int depth) {
    if (!(v instanceof Local l) || depth > 8) {
      return false;
    }
    boolean found = false;
    for (Stmt s : body.stmts()) {
      if (s instanceof JIdentityStmt id && id.getLeftOp().getName().equals(l.getName())) {
        return false;
      }
      if (!(s instanceof JAssignStmt a) || !(a.getLeftOp() instanceof Local d)
          || !d.getName().equals(l.getName())) {
        continue;
      }
      Value rhs = a.getRightOp() instanceof JCastExpr c ? c.getOp() : a.getRightOp();
      boolean platform = rhs instanceof sootup.core.jimple.common.expr.JStaticInvokeExpr call
          && call.getMethodSignature().getDeclClassType().getFullyQualifiedName()
              .equals("java.lang.ClassLoader")
          && call.getMethodSignature().getName().equals("getPlatformClassLoader")
          || rhs instanceof Local && isPlatformLoader(body, rhs, depth + 1);
      if (!platform) {
        return false;
      }
      found = true;
    }
    return found;
  }

  /** A call statement of reachable code. */
  private record CallSite(MethodInstance method, MethodCode body, AbstractInvokeExpr inv) {}

  /**
   * The call sites of each application method in the reachable code, and the methods that
   * something else may call: named by a method-handle constant (a method reference, a
   * bootstrap argument), by name in a {@code Lookup.find*} call (its handle calls it), or
   * called back by the library.
   */
  record Callers(java.util.Map<sootup.core.signatures.MethodSignature, List<CallSite>> sites,
      Set<sootup.core.signatures.MethodSignature> unknownCallers) {
    static Callers of(PointsToResult pts) {
      java.util.Map<sootup.core.signatures.MethodSignature, List<CallSite>> sites =
          new java.util.HashMap<>();
      Set<sootup.core.signatures.MethodSignature> unknown = new java.util.HashSet<>();
      Set<String> handledNames = new java.util.HashSet<>();
      for (MethodInstance mi : pts.reachable()) {
        MethodCode body = pts.body(mi);
        if (body == null) {
          continue;
        }
        for (int i = 0; i < body.size(); i++) {
          Stmt s = body.stmt(i);
          for (Value v : s.getUses()) {
            if (v instanceof MethodHandle h && h.isMethodRef()) {
              unknown.add((sootup.core.signatures.MethodSignature) h.getReferenceSignature());
            }
          }
          AbstractInvokeExpr inv = MethodCode.invokeOf(s);
          if (inv == null) {
            continue;
          }
          if (inv instanceof sootup.core.jimple.common.expr.JDynamicInvokeExpr dyn) {
            for (Value b : dyn.getBootstrapArgs()) {
              if (b instanceof MethodHandle h && h.isMethodRef()) {
                unknown.add((sootup.core.signatures.MethodSignature) h.getReferenceSignature());
              }
            }
          }
          if (inv.getMethodSignature().getDeclClassType().getFullyQualifiedName()
              .equals("java.lang.invoke.MethodHandles$Lookup") && inv.getArgCount() > 1
              && inv.getArg(1) instanceof StringConstant handled) {
            handledNames.add(handled.getValue());
          }
          for (MethodInstance callee : pts.callees(mi, i)) {
            sites.computeIfAbsent(callee.method().getSignature(), k -> new ArrayList<>())
                .add(new CallSite(mi, body, inv));
          }
          for (MethodInstance back : pts.callbacks(mi, i)) {
            unknown.add(back.method().getSignature());
          }
        }
      }
      for (sootup.core.signatures.MethodSignature callee : sites.keySet()) {
        if (handledNames.contains(callee.getName())) {
          unknown.add(callee);
        }
      }
      return new Callers(sites, unknown);
    }
  }

  /**
   * The index of the parameter a body returns unchanged, when it is nothing but identity
   * statements, copies and casts of that parameter and its return; else -1.
   */
  private static int returnedParameter(java.util.List<Stmt> stmts) {
    java.util.Map<String, Integer> params = new java.util.HashMap<>();
    for (Stmt s : stmts) {
      if (s instanceof JIdentityStmt id
          && id.getRightOp() instanceof sootup.core.jimple.common.ref.JParameterRef p) {
        params.put(id.getLeftOp().getName(), p.getIndex());
      } else if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local l) {
        Value rhs = a.getRightOp() instanceof JCastExpr c ? c.getOp() : a.getRightOp();
        if (!(rhs instanceof Local from) || !params.containsKey(from.getName())
            || params.containsKey(l.getName())) {
          return -1;
        }
        params.put(l.getName(), params.get(from.getName()));
      } else if (s instanceof sootup.core.jimple.common.stmt.JReturnStmt r) {
        return r.getOp() instanceof Local l && params.containsKey(l.getName())
            ? params.get(l.getName()) : -1;
      } else if (!(s instanceof JIdentityStmt)) {
        return -1;
      }
    }
    return -1;
  }
}
