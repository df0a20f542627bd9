package org.petrify.ir.pointsto;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import sootup.core.graph.MutableControlFlowGraph;
import sootup.core.interceptor.BodyInterceptor;
import sootup.core.jimple.Jimple;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.ClassConstant;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.constant.NullConstant;
import sootup.core.jimple.common.constant.StringConstant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JNewArrayExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.jimple.common.ref.JArrayRef;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.model.Body;
import sootup.core.model.SootClass;
import sootup.core.model.SootMethod;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.ClassType;
import sootup.core.types.ReferenceType;
import sootup.core.types.Type;
import sootup.core.views.View;

/**
 * Reflective calls whose target the method's own code names by constants, rewritten into the
 * direct call they make, so that the points-to analysis and the translation follow them like
 * any call:
 * <ul>
 *   <li>{@code h.invokeExact(a..)} and {@code h.invoke(a..)} where {@code h} is
 *       {@code MethodHandles.lookup().findStatic(C.class, "m", type)} (or {@code findVirtual})
 *       become {@code C.m(a..)} (or {@code a0.m(a1..)}, dispatched on the receiver); {@code h}
 *       may also be read from a {@code static final} field its class's initialiser sets once
 *       to such a look-up ({@code fieldHandle});</li>
 *   <li>{@code m.invoke(r, args)} where {@code m} is {@code C.class.getDeclaredMethod("m",
 *       types..)} (or {@code getMethod}) becomes {@code C.m(args..)} (or {@code ((C) r).m(args..)},
 *       dispatched on the receiver as {@code Method.invoke} does); {@code m} may also be read
 *       from a {@code static final} field its class's initialiser sets once to such a look-up
 *       ({@code constantMethod}).</li>
 * </ul>
 *
 * <p>Each local involved (the handle or {@code Method}, the look-up, the class, the type and
 * argument arrays) has exactly one definition in the body, so (javac's definite assignment) it
 * holds that value at every use; an array is made by {@code newarray} with a constant length,
 * stored at each constant index exactly once, and used for nothing else. The target is the
 * one method the JVM's look-up finds: declared by {@code C} with exactly those parameter types
 * ({@code getDeclaredMethod}, {@code findStatic}, {@code findVirtual}) or the public method of
 * {@code C}'s superclass chain ({@code getMethod}), static or not as the look-up requires, and
 * accessible from the calling class (public in a public class, not private in the same package,
 * or private in the same nest), or made accessible by {@code setAccessible(true)} on the same
 * local; a look-up that would fail, or finds two methods (bridges), is left alone. A handle's
 * call site must have exactly the handle's type, so no conversion and no
 * {@code WrongMethodTypeException} is lost; a {@code Method.invoke} target takes reference
 * parameters only (no unboxing) and returns {@code void} only where the result is unused.
 *
 * <p>What differs from the JVM, argued: a handle's call throws what the target throws, as the
 * direct call does. {@code Method.invoke} wraps it in an {@code InvocationTargetException}, so
 * that call is rewritten only when each handler covering it catches {@code Throwable} or
 * {@code Exception}: those catch the wrapped and the unwrapped exception alike, except an
 * {@code Error} the target throws, which the JVM hands to an {@code Exception} handler wrapped
 * and the model passes on (a limitation stated in docs/limitations.md). The class of a static
 * target is initialised at the call, as the JVM does at the first {@code invoke}. Every other
 * reflective call is left as it is, with its {@code unmodelled-library} caveat.
 */
public final class ConstantReflection implements BodyInterceptor {
  private static final String METHOD = "java.lang.reflect.Method";
  private static final String HANDLE = "java.lang.invoke.MethodHandle";
  private static final String LOOKUP = "java.lang.invoke.MethodHandles$Lookup";

  /** The primitive wrappers whose {@code TYPE} field holds a primitive class. */
  private static final Map<String, String> PRIMITIVE_CLASSES = Map.of(
      "java.lang.Integer", "int", "java.lang.Long", "long", "java.lang.Boolean", "boolean",
      "java.lang.Byte", "byte", "java.lang.Short", "short", "java.lang.Character", "char",
      "java.lang.Float", "float", "java.lang.Double", "double", "java.lang.Void", "void");

  /**
   * The statements, as they came in, of the bodies this thread is rewriting: a lambda body's
   * search for its capturers ({@code capturedMethod}) reads these instead of asking the view
   * for a body whose building is under way (which would start it again, without end).
   */
  private static final ThreadLocal<Map<MethodSignature, List<Stmt>>> IN_PROGRESS =
      ThreadLocal.withInitial(HashMap::new);

  @Override
  public void interceptBody(Body.BodyBuilder builder, View view) {
    List<Stmt> stmts = builder.getStmts();
    boolean any = false;
    for (Stmt s : stmts) {
      AbstractInvokeExpr inv = MethodCode.invokeOf(s);
      if (inv != null && isReflectiveCall(inv)) {
        any = true;
        break;
      }
    }
    if (!any) {
      return;
    }
    MethodSignature self = builder.getMethodSignature();
    Map<MethodSignature, List<Stmt>> open = IN_PROGRESS.get();
    open.put(self, List.copyOf(stmts));
    try {
      new Rewrite(builder, view, stmts).run();
    } finally {
      open.remove(self);
    }
  }

  /**
   * True if {@code inv} is a method-handle look-up of {@code caller}'s code ({@code stmts})
   * that surely finds its method: {@code MethodHandles.lookup().findStatic(C.class, "m", type)}
   * (or {@code findVirtual}) with the constants and the one accessible target the rewriting
   * of handle calls requires. Such a call throws neither {@code NoSuchMethodException} nor
   * {@code IllegalAccessException}: the JDK finds the method {@code C} declares with that name
   * and type, and the caller's full-privilege look-up may access it (the class path analysed
   * is the one the program runs with, as everywhere).
   */
  public static boolean surelyFinds(View view, List<Stmt> stmts, ClassType caller,
      AbstractInvokeExpr inv) {
    return inv instanceof AbstractInstanceInvokeExpr find
        && find.getMethodSignature().getDeclClassType().getFullyQualifiedName().equals(LOOKUP)
        && new Rewrite(null, view, stmts, caller).lookedUp(find) != null;
  }

  private static boolean isReflectiveCall(AbstractInvokeExpr inv) {
    String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    String name = inv.getMethodSignature().getName();
    return cls.equals(HANDLE) && (name.equals("invokeExact") || name.equals("invoke"))
        || cls.equals(METHOD) && name.equals("invoke");
  }

  /** One body's rewriting; mutable while it runs. */
  private static final class Rewrite {
    private final Body.BodyBuilder builder;
    private final View view;
    private final List<Stmt> stmts;
    private final Map<Local, List<Stmt>> defs = new HashMap<>();
    private final ClassType caller;
    private int fresh;

    Rewrite(Body.BodyBuilder builder, View view, List<Stmt> stmts) {
      this(builder, view, stmts, builder.getMethodSignature().getDeclClassType());
    }

    /** {@code builder} is null for a body only read (a class initialiser's look-ups). */
    private Rewrite(Body.BodyBuilder builder, View view, List<Stmt> stmts, ClassType caller) {
      this.builder = builder;
      this.view = view;
      this.stmts = new ArrayList<>(stmts);
      this.caller = caller;
      for (Stmt s : this.stmts) {
        if (s.getDef().orElse(null) instanceof Local l) {
          defs.computeIfAbsent(l, k -> new ArrayList<>()).add(s);
        }
      }
    }

    void run() {
      for (Stmt s : stmts) {
        AbstractInvokeExpr inv = MethodCode.invokeOf(s);
        if (inv == null || !isReflectiveCall(inv)
            || !(inv instanceof AbstractInstanceInvokeExpr call)) {
          continue;
        }
        String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
        if (cls.equals(HANDLE)) {
          handleCall(s, call);
        } else {
          methodInvoke(s, call);
        }
      }
    }

    /** A handle's target, as its look-up finds it. */
    private record Handle(SootClass owner, SootMethod target, boolean isStatic,
        List<Type> params, Type ret) {}

    /** {@code h.invokeExact(a..)} of a constant handle. */
    private void handleCall(Stmt s, AbstractInstanceInvokeExpr call) {
      Handle h = constantHandle(call.getBase());
      if (h == null) {
        return;
      }
      List<Type> site = call.getMethodSignature().getParameterTypes();
      List<Type> expected = new ArrayList<>();
      if (!h.isStatic()) {
        expected.add(h.owner().getType());
      }
      expected.addAll(h.params());
      if (!site.equals(expected) || !call.getMethodSignature().getType().equals(h.ret())) {
        return;
      }
      List<Immediate> args = new ArrayList<>(call.getArgs());
      AbstractInvokeExpr direct;
      if (h.isStatic()) {
        direct = Jimple.newStaticInvokeExpr(h.target().getSignature(), args);
      } else {
        if (!(args.get(0) instanceof Local receiver)) {
          return;
        }
        direct = instanceCall(h.owner(), receiver, h.target(), args.subList(1, args.size()));
      }
      replace(s, direct);
    }

    /**
     * The handle a local holds: defined once here by a look-up ({@link #lookedUp}), or read
     * from a static final field that its class's initialiser writes exactly once, with a local
     * defined once there by such a look-up ({@link #fieldHandle}); else null.
     */
    private Handle constantHandle(Value local) {
      if (!(onlyDef(local) instanceof JAssignStmt a)) {
        return null;
      }
      if (a.getRightOp() instanceof AbstractInstanceInvokeExpr find) {
        return lookedUp(find);
      }
      return a.getRightOp() instanceof JStaticFieldRef ref ? fieldHandle(ref) : null;
    }

    /**
     * {@code MethodHandles.lookup().findStatic(C.class, "m", type)} (or {@code findVirtual})
     * with the caller's full privilege: the one method it finds, accessible from the caller;
     * else null.
     */
    private Handle lookedUp(AbstractInstanceInvokeExpr find) {
      MethodSignature fs = find.getMethodSignature();
      String kind = fs.getName();
      boolean isStatic = kind.equals("findStatic");
      if (!fs.getDeclClassType().getFullyQualifiedName().equals(LOOKUP)
          || !isStatic && !kind.equals("findVirtual") || find.getArgCount() != 3
          || !fullPrivilegeLookup(find.getBase())) {
        return null;
      }
      ClassType owner = classType(find.getArg(0));
      String name = find.getArg(1) instanceof StringConstant c ? c.getValue() : null;
      List<Type> type = methodType(find.getArg(2));
      if (owner == null || name == null || type == null) {
        return null;
      }
      Type ret = type.get(0);
      List<Type> params = type.subList(1, type.size());
      Optional<SootClass> k = classNamed(owner);
      if (k.isEmpty()) {
        return null;
      }
      SootMethod target = declared(k.get(), name, params, ret);
      if (target == null || target.isStatic() != isStatic || !isStatic && target.isPrivate()
          || !accessible(k.get(), target)) {
        return null;
      }
      return new Handle(k.get(), target, isStatic, params, ret);
    }

    /**
     * The handle of a {@code static final} field whose class's initialiser writes it exactly
     * once, from a local that initialiser defines once by a look-up ({@link #lookedUp}, judged
     * with that class as the caller: the look-up's privileges are its own). Sound: a final
     * static field is written only by its class's initialiser, which runs before any read from
     * another class completes, so every such read sees that handle (a look-up that fails makes
     * the initialiser throw, and the read never happens). Not taken inside an initialiser
     * (its own class's reads may come before the write, when the field is still null, and
     * reading another initialiser's body from one could recurse).
     */
    private Handle fieldHandle(JStaticFieldRef ref) {
      Store store = initialiserStore(ref);
      return store != null && store.initialiser().onlyDef(store.local()) instanceof JAssignStmt a
          && a.getRightOp() instanceof AbstractInstanceInvokeExpr find
          ? store.initialiser().lookedUp(find) : null;
    }

    /** The one store of a static final field in its class's initialiser, read there. */
    private record Store(Rewrite initialiser, Local local) {}

    /**
     * The store of a {@code static final} field when its class's initialiser writes it exactly
     * once, from a local, with that initialiser read as a body of its own (its class the
     * caller); null otherwise, or when asked inside an initialiser (see {@link #fieldHandle})
     * or in a body only read.
     */
    private Store initialiserStore(JStaticFieldRef ref) {
      if (builder == null || builder.getMethodSignature().getName().equals("<clinit>")) {
        return null;
      }
      ClassType declaring = ref.getFieldSignature().getDeclClassType();
      SootClass k = classNamed(declaring).orElse(null);
      if (k == null || k.getField(ref.getFieldSignature().getName())
          .filter(f -> f.isStatic() && f.isFinal()).isEmpty()) {
        return null;
      }
      SootMethod init = k.getMethodsByName("<clinit>").stream().filter(SootMethod::hasBody)
          .findFirst().orElse(null);
      if (init == null) {
        return null;
      }
      List<Stmt> body = init.getBody().getStmts();
      Value stored = null;
      int writes = 0;
      for (Stmt st : body) {
        if (st instanceof JAssignStmt a && a.getLeftOp() instanceof JStaticFieldRef w
            && w.getFieldSignature().equals(ref.getFieldSignature())) {
          writes++;
          stored = a.getRightOp();
        }
      }
      return writes == 1 && stored instanceof Local l
          ? new Store(new Rewrite(null, view, body, declaring), l) : null;
    }

    /** {@code m.invoke(r, args)} of a constant {@code Method}. */
    private void methodInvoke(Stmt s, AbstractInstanceInvokeExpr call) {
      if (call.getArgCount() != 2 || !caughtAlike(s)) {
        return;
      }
      Reflected r = constantMethod(call.getBase());
      if (r == null || !r.madeAccessible() && !madeAccessible(call.getBase())
          && !accessible(r.owner(), r.target())) {
        return;
      }
      SootMethod target = r.target();
      SootClass k = r.owner();
      List<Type> params = r.params();
      for (Type t : target.getParameterTypes()) {
        if (!(t instanceof ReferenceType)) {
          return;
        }
      }
      boolean resultUsed = s instanceof JAssignStmt;
      if (resultUsed && !(target.getReturnType() instanceof ReferenceType)) {
        return;
      }
      List<Value> argValues = call.getArg(1) instanceof NullConstant
          ? List.of() : arrayElements(call.getArg(1));
      if (argValues == null || argValues.size() != params.size()) {
        return;
      }
      List<Immediate> args = new ArrayList<>();
      for (Value v : argValues) {
        if (!(v instanceof Immediate imm)) {
          return;
        }
        args.add(imm);
      }
      AbstractInvokeExpr direct;
      if (target.isStatic()) {
        direct = Jimple.newStaticInvokeExpr(target.getSignature(), args);
      } else {
        if (!(call.getArg(0) instanceof Local receiver)) {
          return;
        }
        Local cast = Jimple.newLocal("$reflect" + fresh++, k.getType());
        builder.addLocal(cast);
        JAssignStmt copy = Jimple.newAssignStmt(cast,
            Jimple.newCastExpr(receiver, k.getType()), s.getPositionInfo());
        builder.getControlFlowGraph().insertBefore(s, copy);
        direct = instanceCall(k, cast, target, args);
      }
      replace(s, direct);
    }

    /** A {@code Method}'s target, as its look-up finds it, and whether it was made accessible. */
    private record Reflected(SootMethod target, SootClass owner, List<Type> params,
        boolean madeAccessible) {}

    /**
     * The method a {@code Method} local holds: looked up once here ({@link #reflected}), or read
     * from a {@code static final} field whose class's initialiser stores it once, from a local
     * it defines once by such a look-up (judged there: its class literal, name and parameter
     * array are that body's, and so is a {@code setAccessible(true)}); else null. Sound as
     * {@link #fieldHandle} is: every read from another class sees that one value.
     */
    private Reflected constantMethod(Local m) {
      if (onlyDef(m) instanceof sootup.core.jimple.common.stmt.JIdentityStmt id
          && id.getRightOp() instanceof sootup.core.jimple.common.ref.JParameterRef p) {
        return capturedMethod(p.getIndex());
      }
      if (!(onlyDef(m) instanceof JAssignStmt a)) {
        return null;
      }
      if (a.getRightOp() instanceof AbstractInstanceInvokeExpr lookup) {
        return reflected(lookup, m);
      }
      Store store = a.getRightOp() instanceof JStaticFieldRef ref ? initialiserStore(ref) : null;
      return store != null && store.initialiser().onlyDef(store.local()) instanceof JAssignStmt d
          && d.getRightOp() instanceof AbstractInstanceInvokeExpr lookup
          ? store.initialiser().reflected(lookup, store.local()) : null;
    }

    /**
     * The method a lambda body's parameter {@code index} holds when this body is a javac lambda
     * ({@code private static synthetic lambda$...} method) and that parameter is a captured
     * value: every reference to the method in its class is a {@code LambdaMetafactory}
     * {@code invokedynamic} (at least one) whose captured argument {@code index} is a local
     * holding one and the same constant {@code Method} in the capturing body ({@link
     * #constantMethod}, judged there, with that body's {@code setAccessible(true)}; not through
     * a further capture). Sound: javac makes one {@code lambda$} method per lambda expression
     * and calls it only through the functional object its {@code invokedynamic} creates, which
     * passes the captured values, in order, before the interface method's arguments; the
     * captured local of the capturing body has one definition, so it holds that {@code Method}
     * when captured. Not covered: code that calls the synthetic method directly (another
     * compiler, a nest mate's hand-written bytecode, reflection on the name {@code lambda$..}).
     */
    private Reflected capturedMethod(int index) {
      if (builder == null) {
        return null;
      }
      MethodSignature self = builder.getMethodSignature();
      SootClass k = classNamed(self.getDeclClassType()).orElse(null);
      SootMethod body = k == null ? null : k.getMethod(self.getSubSignature()).orElse(null);
      if (body == null || !body.isPrivate() || !body.isStatic()
          || !self.getName().startsWith("lambda$")) {
        return null;
      }
      Reflected found = null;
      for (SootMethod capturer : k.getMethods()) {
        if (!capturer.hasBody() || capturer.getSignature().equals(self)) {
          continue;
        }
        List<Stmt> open = IN_PROGRESS.get().get(capturer.getSignature());
        List<Stmt> stmts = open != null ? open : capturer.getBody().getStmts();
        for (Stmt st : stmts) {
          int refs = references(st, self);
          if (refs == 0) {
            continue;
          }
          Reflected r = refs == 1 ? capturedAt(stmts, k.getType(), st, self, index) : null;
          if (r == null || found != null && (!found.target().getSignature()
              .equals(r.target().getSignature()) || found.madeAccessible() != r.madeAccessible())) {
            return null;
          }
          found = r;
        }
      }
      return found;
    }

    /** How many times statement {@code st} names method {@code m}: calls and handles. */
    private static int references(Stmt st, MethodSignature m) {
      int n = 0;
      AbstractInvokeExpr inv = MethodCode.invokeOf(st);
      if (inv != null && inv.getMethodSignature().equals(m)) {
        n++;
      }
      if (inv instanceof sootup.core.jimple.common.expr.JDynamicInvokeExpr dyn) {
        for (Immediate b : dyn.getBootstrapArgs()) {
          if (b instanceof sootup.core.jimple.common.constant.MethodHandle h
              && h.getReferenceSignature().equals(m)) {
            n++;
          }
        }
      }
      return n;
    }

    /**
     * The constant {@code Method} the {@code LambdaMetafactory} {@code invokedynamic} at {@code
     * st} captures as argument {@code index} of the lambda body {@code lambda}, or null.
     */
    private Reflected capturedAt(List<Stmt> stmts, ClassType owner, Stmt st,
        MethodSignature lambda, int index) {
      if (!(MethodCode.invokeOf(st) instanceof sootup.core.jimple.common.expr.JDynamicInvokeExpr
          dyn) || !dyn.getBootstrapMethodSignature().getDeclClassType().getFullyQualifiedName()
              .equals("java.lang.invoke.LambdaMetafactory")
          || index >= dyn.getArgCount() || !(dyn.getArg(index) instanceof Local captured)) {
        return null;
      }
      Rewrite capturer = new Rewrite(null, view, stmts, owner);
      return capturer.onlyDef(captured) instanceof JAssignStmt
          ? capturer.constantMethod(captured) : null;
    }

    /**
     * {@code C.class.getDeclaredMethod("m", types..)} (or {@code getMethod}) with constants of
     * this body, stored in {@code m}: the one method the JVM's look-up finds; else null.
     */
    private Reflected reflected(AbstractInstanceInvokeExpr lookup, Local m) {
      MethodSignature ls = lookup.getMethodSignature();
      boolean declared = ls.getName().equals("getDeclaredMethod");
      if (!ls.getDeclClassType().getFullyQualifiedName().equals("java.lang.Class")
          || !declared && !ls.getName().equals("getMethod") || lookup.getArgCount() != 2) {
        return null;
      }
      ClassType owner = classType(lookup.getBase());
      String name = lookup.getArg(0) instanceof StringConstant c ? c.getValue() : null;
      List<Value> typeValues = arrayElements(lookup.getArg(1));
      if (owner == null || name == null || typeValues == null) {
        return null;
      }
      List<Type> params = new ArrayList<>();
      for (Value v : typeValues) {
        Type t = classValue(v);
        if (t == null) {
          return null;
        }
        params.add(t);
      }
      SootMethod target = declared
          ? declaredMethod(owner, name, params)
          : publicInChain(owner, name, params);
      SootClass k = target == null ? null
          : classNamed(target.getDeclaringClassType()).orElse(null);
      return k == null ? null : new Reflected(target, k, params, madeAccessible(m));
    }

    /** The call on {@code receiver} that dispatches as the JVM does for {@code target}. */
    private AbstractInvokeExpr instanceCall(SootClass k, Local receiver, SootMethod target,
        List<Immediate> args) {
      MethodSignature sig = target.getSignature();
      if (target.isPrivate()) {
        return Jimple.newSpecialInvokeExpr(receiver, sig, args);
      }
      return k.isInterface() ? Jimple.newInterfaceInvokeExpr(receiver, sig, args)
          : Jimple.newVirtualInvokeExpr(receiver, sig, args);
    }

    private void replace(Stmt s, AbstractInvokeExpr direct) {
      MutableControlFlowGraph graph = builder.getControlFlowGraph();
      Stmt now = s instanceof JAssignStmt a
          ? Jimple.newAssignStmt(a.getLeftOp(), direct, s.getPositionInfo())
          : Jimple.newInvokeStmt(direct, s.getPositionInfo());
      graph.replaceNode(s, now);
    }

    /**
     * True if the statement has handlers and each catches {@code Throwable} or
     * {@code Exception} (see the class comment).
     */
    private boolean caughtAlike(Stmt s) {
      Map<ClassType, Stmt> handlers = builder.getControlFlowGraph().exceptionalSuccessors(s);
      if (handlers.isEmpty()) {
        return false;
      }
      for (ClassType t : handlers.keySet()) {
        String n = t.getFullyQualifiedName();
        if (!n.equals("java.lang.Throwable") && !n.equals("java.lang.Exception")) {
          return false;
        }
      }
      return true;
    }

    /** The only statement defining {@code v}, or null. */
    private Stmt onlyDef(Value v) {
      if (!(v instanceof Local l)) {
        return null;
      }
      List<Stmt> d = defs.get(l);
      return d != null && d.size() == 1 ? d.get(0) : null;
    }

    /** True if {@code v} is {@code MethodHandles.lookup()}: the caller's full privilege. */
    private boolean fullPrivilegeLookup(Local v) {
      return onlyDef(v) instanceof JAssignStmt a && a.getRightOp() instanceof JStaticInvokeExpr e
          && e.getMethodSignature().getName().equals("lookup") && e.getArgCount() == 0
          && e.getMethodSignature().getDeclClassType().getFullyQualifiedName()
              .equals("java.lang.invoke.MethodHandles");
    }

    /** True if some statement calls {@code m.setAccessible(true)}. */
    private boolean madeAccessible(Local m) {
      for (Stmt s : stmts) {
        AbstractInvokeExpr inv = MethodCode.invokeOf(s);
        if (inv instanceof AbstractInstanceInvokeExpr i && i.getBase().equals(m)
            && i.getMethodSignature().getName().equals("setAccessible")
            && i.getArgCount() == 1 && i.getArg(0) instanceof IntConstant c && c.getValue() == 1) {
          return true;
        }
      }
      return false;
    }

    /** The class (not a primitive or array class) a {@code Class} value names, or null. */
    private ClassType classType(Value v) {
      return classValue(v) instanceof ClassType t ? t : null;
    }

    /** The class a class literal names, or null for an array or primitive descriptor. */
    private ClassType literal(ClassConstant c) {
      return c.getValue().startsWith("L")
          ? view.getIdentifierFactory().getClassType(ConstraintGenerator.className(c)) : null;
    }

    /** The type a {@code Class} value names: a literal or a wrapper's {@code TYPE}. */
    private Type classValue(Value v) {
      if (v instanceof ClassConstant c) {
        return literal(c);
      }
      Stmt d = onlyDef(v);
      if (d instanceof JAssignStmt a && a.getRightOp() instanceof ClassConstant c) {
        return literal(c);
      }
      if (d instanceof JAssignStmt a && a.getRightOp() instanceof JStaticFieldRef f
          && f.getFieldSignature().getName().equals("TYPE")) {
        String p = PRIMITIVE_CLASSES.get(
            f.getFieldSignature().getDeclClassType().getFullyQualifiedName());
        return p == null ? null : view.getIdentifierFactory().getType(p);
      }
      return null;
    }

    /**
     * The {@code MethodType.methodType(r, p..)} value {@code v} holds, as return type then
     * parameter types, or null.
     */
    private List<Type> methodType(Value v) {
      if (!(onlyDef(v) instanceof JAssignStmt a)
          || !(a.getRightOp() instanceof JStaticInvokeExpr e)
          || !e.getMethodSignature().getName().equals("methodType")
          || !e.getMethodSignature().getDeclClassType().getFullyQualifiedName()
              .equals("java.lang.invoke.MethodType")) {
        return null;
      }
      List<Type> out = new ArrayList<>();
      List<Type> formal = e.getMethodSignature().getParameterTypes();
      for (int i = 0; i < e.getArgCount(); i++) {
        String f = formal.get(i).toString();
        if (f.equals("java.lang.Class")) {
          Type t = classValue(e.getArg(i));
          if (t == null) {
            return null;
          }
          out.add(t);
        } else if (f.equals("java.lang.Class[]") && i > 0) {
          List<Value> more = arrayElements(e.getArg(i));
          if (more == null) {
            return null;
          }
          for (Value m : more) {
            Type t = classValue(m);
            if (t == null) {
              return null;
            }
            out.add(t);
          }
        } else {
          return null;
        }
      }
      return out.isEmpty() ? null : out;
    }

    /**
     * The elements of an array made here by {@code newarray} with a constant length, each
     * index stored once with a constant index, used for nothing but those stores and one
     * call; else null.
     */
    private List<Value> arrayElements(Value v) {
      if (!(v instanceof Local arr) || !(onlyDef(arr) instanceof JAssignStmt a)
          || !(a.getRightOp() instanceof JNewArrayExpr na)
          || !(na.getSize() instanceof IntConstant n)) {
        return null;
      }
      Value[] out = new Value[n.getValue()];
      int calls = 0;
      for (Stmt s : stmts) {
        if (s == a) {
          continue;
        }
        if (s instanceof JAssignStmt st && st.getLeftOp() instanceof JArrayRef ref
            && ref.getBase().equals(arr)) {
          if (!(ref.getIndex() instanceof IntConstant i) || i.getValue() < 0
              || i.getValue() >= out.length || out[i.getValue()] != null
              || st.getRightOp().getUses().contains(arr)
              || st.getRightOp().equals(arr)) {
            return null;
          }
          out[i.getValue()] = st.getRightOp();
        } else if (s.getUses().contains(arr)) {
          if (MethodCode.invokeOf(s) == null || ++calls > 1) {
            return null;
          }
        }
      }
      for (Value e : out) {
        if (e == null) {
          return null;
        }
      }
      return List.of(out);
    }

    private Optional<SootClass> classNamed(ClassType t) {
      return view.getClass(t).map(c -> (SootClass) c);
    }

    /** The methods {@code k} declares with this name and these parameter types. */
    private static List<SootMethod> matching(SootClass k, String name, List<Type> params) {
      List<SootMethod> out = new ArrayList<>();
      for (SootMethod m : k.getMethodsByName(name)) {
        if (m.getParameterTypes().equals(params)) {
          out.add(m);
        }
      }
      return out;
    }

    /** The one method {@code k} declares with this name, parameters and return type. */
    private static SootMethod declared(SootClass k, String name, List<Type> params, Type ret) {
      List<SootMethod> found = matching(k, name, params).stream()
          .filter(m -> m.getReturnType().equals(ret)).toList();
      return found.size() == 1 ? found.get(0) : null;
    }

    /** {@code getDeclaredMethod}: the one method {@code owner} declares with these parameters. */
    private SootMethod declaredMethod(ClassType owner, String name, List<Type> params) {
      List<SootMethod> found = classNamed(owner).map(k -> matching(k, name, params))
          .orElse(List.of());
      return found.size() == 1 ? found.get(0) : null;
    }

    /**
     * {@code getMethod}: the public method with these parameters of the nearest class of
     * {@code owner}'s superclass chain declaring one; null if none, if that class declares two
     * (bridges), or if {@code owner} is an interface (interfaces' methods are searched too).
     */
    private SootMethod publicInChain(ClassType owner, String name, List<Type> params) {
      ClassType t = owner;
      for (int depth = 0; t != null && depth < 64; depth++) {
        SootClass k = classNamed(t).orElse(null);
        if (k == null || k.isInterface()) {
          return null;
        }
        List<SootMethod> found = matching(k, name, params);
        if (found.size() > 1 || found.size() == 1 && !found.get(0).isPublic()) {
          return null;
        }
        if (found.size() == 1) {
          return found.get(0);
        }
        t = k.getSuperclass().orElse(null);
      }
      return null;
    }

    /**
     * True if the calling class may call {@code m} of {@code k} without reflection's access
     * override: public in a public class, not private in the same package, or private in the
     * same nest (the same top-level class).
     */
    private boolean accessible(SootClass k, SootMethod m) {
      String owner = k.getType().getFullyQualifiedName();
      String from = caller.getFullyQualifiedName();
      if (m.isPrivate()) {
        return topLevel(owner).equals(topLevel(from));
      }
      if (m.isPublic() && k.isPublic()) {
        return true;
      }
      return k.getType().getPackageName().equals(caller.getPackageName());
    }

    private static String topLevel(String cls) {
      int dollar = cls.indexOf('$', cls.lastIndexOf('.') + 1);
      return dollar < 0 ? cls : cls.substring(0, dollar);
    }
  }
}
