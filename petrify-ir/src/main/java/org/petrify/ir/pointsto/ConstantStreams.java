package org.petrify.ir.pointsto;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import sootup.core.IdentifierFactory;
import sootup.core.graph.MutableControlFlowGraph;
import sootup.core.interceptor.BodyInterceptor;
import sootup.core.jimple.Jimple;
import sootup.core.jimple.basic.StmtPositionInfo;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.constant.MethodHandle;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.expr.JNewArrayExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.jimple.common.stmt.FallsThroughStmt;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.model.Body;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.PrimitiveType;
import sootup.core.types.Type;
import sootup.core.views.View;

/**
 * Sequential stream pipelines over a constant number of elements, rewritten into the calls the
 * JDK makes for them, so that the objects each element's function makes are told apart like
 * those of an unrolled loop ({@link LoopUnroller}): {@code IntStream.range(0, 2).mapToObj(i ->
 * new Thread(..)).toList()} becomes {@code e0 = f.apply(0); e1 = f.apply(1); l = List.of(e0,
 * e1)}, two calls at two call sites, so two thread objects, at known positions of a list of
 * known size, which the for-each loops and {@code forEach} calls over it then start and join
 * one by one.
 *
 * <p>The pipeline is one source, zero or more mapping stages and one terminal operation:
 * <ul>
 *   <li>source: {@code IntStream.range(a, b)} or {@code rangeClosed(a, b)} with int literals
 *       (elements {@code a, a+1, ..}); {@code Stream.of(x)}; {@code Stream.of(arr)} or
 *       {@code Arrays.stream(arr)} (an {@code Object[]}) where {@code arr} has one definition,
 *       {@code newarray} of a literal length (element {@code k} is {@code arr[k]}, read when
 *       the terminal operation runs, as the array spliterator reads it);</li>
 *   <li>stages: {@code Stream.map(Function)}, {@code IntStream.mapToObj(IntFunction)},
 *       {@code IntStream.map(IntUnaryOperator)}, each function a local with one definition that
 *       makes a lambda or method reference ({@code invokedynamic} of {@code
 *       LambdaMetafactory}, never null);</li>
 *   <li>terminal: {@code Stream.toList()} (becomes {@code List.of(e0, ..)}, at most 10
 *       elements), {@code collect(Collectors.toList())} (a new {@code ArrayList} and one {@code
 *       add} per element, as the collector's supplier and accumulator do),
 *       {@code collect(Collectors.toUnmodifiableList())} ({@code List.of}), {@code forEach} or
 *       {@code forEachOrdered} of a {@code Stream} or {@code IntStream} (one {@code accept}
 *       per element).</li>
 * </ul>
 * The source, the stages and the terminal are in one basic block (same handlers, no branch in
 * between), each stream local has one definition and one use (the next step of the chain), a
 * collector local is used by the {@code collect} alone, and there are at most {@link
 * #MAX_ELEMENTS} elements. A function that captures nothing and whose method takes the element
 * as it is ({@link Rewrite#target}) is called directly: a constructor reference ({@code
 * Thread::new} over {@code Runnable}s) becomes {@code new C} and its constructor call, so each
 * element's object is allocated at its own statement; a lambda body or a static method
 * reference becomes a static call with the element as its argument, so a constant element is
 * a constant argument of that call.
 *
 * <p>Soundness: such a stream is sequential (nothing calls {@code parallel()}, which is not a
 * stage here) and its terminal operation runs in the caller: the JDK (17 to 25) pushes the
 * elements through the stages one at a time, in encounter order, each element through every
 * stage before the next is read ({@code wrapAndCopyInto}, {@code forEachRemaining} of the range
 * or array spliterator), so the calls are exactly the rewritten ones, in the same order, in the
 * same thread; {@code map} of a sized source keeps the size, so no short-circuit or buffering
 * reorders them. Making the source and the stages has no effect of its own (the array is not
 * null, the functions are not null, the range bounds are constants), so removing them and
 * running everything where the terminal operation ran changes nothing observable. An exception
 * from a function leaves the rewritten sequence at the same point as it leaves the terminal
 * operation, to the same handlers. {@code toList()} accepts null elements and the model's
 * {@code List.of} never throws; {@code toUnmodifiableList()} throws on a null element exactly
 * where {@code List.of} does, after every function ran, which the model does not follow for
 * either (as for a direct {@code List.of}); a collected {@code ArrayList} is mutable and stays
 * so. Any other
 * pipeline (a filter, limit, sorted, flatMap, peek, a parallel stream, a source or function not
 * known as above, more elements) is left as it is: the library model runs its functions in the
 * caller zero or more times ({@link CallerRunsFunctions}).
 */
final class ConstantStreams implements BodyInterceptor {
  /** The most elements a rewritten pipeline may have, as the unroller's trips. */
  static final int MAX_ELEMENTS = LoopUnroller.MAX_TRIPS;

  /** The most elements of a {@code List.of} without an array (its overloads). */
  private static final int MAX_LIST_OF = 10;

  private static final String STREAM = "java.util.stream.Stream";
  private static final String INT_STREAM = "java.util.stream.IntStream";

  /** A functional interface's method as the rewritten call names it. */
  private record Function(String type, String method, String ret, String param) {}

  /** The mapping stages: by declaring stream and name, the function they call. */
  private static final Map<String, Function> STAGES = Map.of(
      STREAM + ".map", new Function("java.util.function.Function", "apply", "java.lang.Object",
          "java.lang.Object"),
      INT_STREAM + ".mapToObj", new Function("java.util.function.IntFunction", "apply",
          "java.lang.Object", "int"),
      INT_STREAM + ".map", new Function("java.util.function.IntUnaryOperator", "applyAsInt",
          "int", "int"));

  /** The consumers of the {@code forEach} terminals, by declaring stream. */
  private static final Map<String, Function> CONSUMERS = Map.of(
      STREAM, new Function("java.util.function.Consumer", "accept", "void", "java.lang.Object"),
      INT_STREAM, new Function("java.util.function.IntConsumer", "accept", "void", "int"));

  private static final Set<String> TERMINALS = Set.of("toList", "collect", "forEach",
      "forEachOrdered");

  @Override
  public void interceptBody(Body.BodyBuilder builder, View view) {
    List<Stmt> stmts = new ArrayList<>(builder.getStmts());
    List<Stmt> terminals = new ArrayList<>();
    for (Stmt s : stmts) {
      if (terminal(MethodCode.invokeOf(s)) != null) {
        terminals.add(s);
      }
    }
    if (terminals.isEmpty()) {
      return;
    }
    Rewrite r = new Rewrite(builder, view.getIdentifierFactory(), stmts);
    for (Stmt t : terminals) {
      r.pipeline(t);
    }
  }

  /** The call if it is a terminal operation this rewriting knows, else null. */
  private static AbstractInstanceInvokeExpr terminal(AbstractInvokeExpr inv) {
    if (!(inv instanceof AbstractInstanceInvokeExpr call)) {
      return null;
    }
    String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    String name = inv.getMethodSignature().getName();
    boolean known = cls.equals(STREAM) && TERMINALS.contains(name)
        || cls.equals(INT_STREAM) && (name.equals("forEach") || name.equals("forEachOrdered"));
    return known && inv.getArgCount() == (name.equals("toList") ? 0 : 1) ? call : null;
  }

  /** A pipeline as found: its elements, its stages' functions, in order, and what it ran. */
  private record Pipeline(List<Value> elements, List<Local> functions,
      List<Function> kinds, List<Stmt> made) {}

  /** One body's rewriting; mutable while it runs. */
  private static final class Rewrite {
    private final Body.BodyBuilder builder;
    private final IdentifierFactory ids;
    private final Map<String, List<Stmt>> defs = new HashMap<>();
    private final Map<String, Integer> uses = new HashMap<>();
    private int fresh;

    Rewrite(Body.BodyBuilder builder, IdentifierFactory ids, List<Stmt> stmts) {
      this.builder = builder;
      this.ids = ids;
      for (Stmt s : stmts) {
        if (s.getDef().orElse(null) instanceof Local l) {
          defs.computeIfAbsent(l.getName(), k -> new ArrayList<>()).add(s);
        }
        for (Value v : s.getUses()) {
          if (v instanceof Local l) {
            uses.merge(l.getName(), 1, Integer::sum);
          }
        }
      }
    }

    /** Rewrites the pipeline ending in terminal statement {@code t}, if it is one of ours. */
    void pipeline(Stmt t) {
      AbstractInstanceInvokeExpr call = terminal(MethodCode.invokeOf(t));
      String cls = call.getMethodSignature().getDeclClassType().getFullyQualifiedName();
      String name = call.getMethodSignature().getName();
      Pipeline p = chain(t, call.getBase());
      if (p == null) {
        return;
      }
      Stmt collector = null;
      boolean growing = false;
      if (name.equals("collect")) {
        collector = onlyDef(call.getArg(0));
        String kind = collectorKind(collector);
        if (kind == null || uses(call.getArg(0)) != 1 || !sameBlock(collector, t)) {
          return;
        }
        growing = kind.equals("toList");
      }
      int n = p.elements().size();
      boolean listOf = name.equals("toList") || collector != null && !growing;
      if (n > (listOf ? MAX_LIST_OF : MAX_ELEMENTS)) {
        return;
      }
      Function consumer = CONSUMERS.get(cls);
      boolean forEach = name.startsWith("forEach");
      if (forEach && (!(call.getArg(0) instanceof Local c) || lambda(c) == null)) {
        return;
      }
      List<FallsThroughStmt> out = new ArrayList<>();
      StmtPositionInfo pos = t.getPositionInfo();
      Local list = null;
      if (growing) {
        list = local("java.util.ArrayList");
        out.add(Jimple.newAssignStmt(list, Jimple.newNewExpr(ids.getClassType(
            "java.util.ArrayList")), pos));
        out.add(Jimple.newInvokeStmt(Jimple.newSpecialInvokeExpr(list, ids.getMethodSignature(
            "java.util.ArrayList", "<init>", "void", List.of())), pos));
      }
      List<Immediate> results = new ArrayList<>();
      for (Value element : p.elements()) {
        Immediate x = read(element, out, pos);
        for (int k = 0; k < p.functions().size(); k++) {
          x = apply(p.functions().get(k), p.kinds().get(k), x, out, pos);
        }
        if (forEach) {
          out.add(accept((Local) call.getArg(0), consumer, x, pos));
        } else if (growing) {
          out.add(Jimple.newInvokeStmt(Jimple.newInterfaceInvokeExpr(list,
              ids.getMethodSignature("java.util.List", "add", "boolean",
                  List.of("java.lang.Object")), x), pos));
        } else {
          results.add(x);
        }
      }
      MutableControlFlowGraph graph = builder.getControlFlowGraph();
      for (FallsThroughStmt s : out) {
        graph.insertBefore(t, s);
      }
      Value result = growing ? list : listOf ? Jimple.newStaticInvokeExpr(
          ids.getMethodSignature("java.util.List", "of", "java.util.List",
              java.util.Collections.nCopies(n, "java.lang.Object")), results) : null;
      if (t instanceof JAssignStmt a && result != null) {
        graph.replaceNode(t, Jimple.newAssignStmt(a.getLeftOp(), result, pos));
      } else {
        graph.removeNode(t, true);
      }
      List<Stmt> gone = new ArrayList<>(p.made());
      if (collector != null) {
        gone.add(collector);
      }
      for (Stmt s : gone) {
        builder.removeDefLocalsOf(s);
        graph.removeNode(s, true);
      }
    }

    /**
     * The pipeline whose last stream local is {@code stream} at the terminal {@code t}, when it
     * has the shape the class comment requires; else null.
     */
    private Pipeline chain(Stmt t, Local stream) {
      List<Local> functions = new ArrayList<>();
      List<Function> kinds = new ArrayList<>();
      List<Stmt> made = new ArrayList<>();
      Local cur = stream;
      while (true) {
        Stmt def = onlyDef(cur);
        if (def == null || uses(cur) != 1 || !sameBlock(def, t) || made.size() > 8) {
          return null;
        }
        made.add(def);
        AbstractInvokeExpr inv = MethodCode.invokeOf(def);
        if (inv == null) {
          return null;
        }
        String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
        Function stage = STAGES.get(cls + "." + inv.getMethodSignature().getName());
        if (stage != null && inv instanceof AbstractInstanceInvokeExpr si
            && si.getArgCount() == 1 && si.getArg(0) instanceof Local f && lambda(f) != null) {
          functions.add(0, f);
          kinds.add(0, stage);
          cur = si.getBase();
          continue;
        }
        List<Value> elements = inv instanceof JStaticInvokeExpr s ? source(s) : null;
        return elements == null ? null : new Pipeline(elements, functions, kinds, made);
      }
    }

    /** The elements of a source call this rewriting knows, in encounter order; else null. */
    private List<Value> source(JStaticInvokeExpr s) {
      MethodSignature sig = s.getMethodSignature();
      String cls = sig.getDeclClassType().getFullyQualifiedName();
      String name = sig.getName();
      List<Value> out = new ArrayList<>();
      if (cls.equals(INT_STREAM) && (name.equals("range") || name.equals("rangeClosed"))
          && s.getArgCount() == 2 && s.getArg(0) instanceof IntConstant a
          && s.getArg(1) instanceof IntConstant b) {
        long end = name.equals("range") ? b.getValue() : b.getValue() + 1L;
        if (end - a.getValue() > MAX_ELEMENTS) {
          return null;
        }
        for (long v = a.getValue(); v < end; v++) {
          out.add(IntConstant.getInstance((int) v));
        }
        return out;
      }
      boolean ofArray = cls.equals(STREAM) && name.equals("of")
          || cls.equals("java.util.Arrays") && name.equals("stream");
      if (!ofArray || s.getArgCount() != 1) {
        return null;
      }
      Type param = sig.getParameterTypes().get(0);
      if (cls.equals(STREAM) && param.toString().equals("java.lang.Object")) {
        return s.getArg(0) instanceof Local x && onlyDef(x) == null ? null : List.of(s.getArg(0));
      }
      if (!param.toString().equals("java.lang.Object[]") || !(s.getArg(0) instanceof Local arr)
          || !(onlyDef(arr) instanceof JAssignStmt a)
          || !(a.getRightOp() instanceof JNewArrayExpr na)
          || !(na.getSize() instanceof IntConstant size) || size.getValue() > MAX_ELEMENTS) {
        return null;
      }
      for (int k = 0; k < size.getValue(); k++) {
        out.add(Jimple.newArrayRef(arr, IntConstant.getInstance(k)));
      }
      return out;
    }

    /** An element as an immediate: an array element ({@code arr[k]}) is read into a local. */
    private Immediate read(Value element, List<FallsThroughStmt> out, StmtPositionInfo pos) {
      if (element instanceof Immediate i) {
        return i;
      }
      Local x = local("java.lang.Object");
      out.add(Jimple.newAssignStmt(x, element, pos));
      return x;
    }

    /**
     * The call of function {@code f} (a stage of kind {@code kind}) on {@code arg}, appended to
     * {@code out} with the local that receives its result: {@code new C} and its constructor
     * for a constructor reference, a static call for a static method or lambda body, else the
     * functional interface's call ({@link #target}).
     */
    private Immediate apply(Local f, Function kind, Immediate arg, List<FallsThroughStmt> out,
        StmtPositionInfo pos) {
      MethodHandle h = target(f, kind);
      MethodSignature m = h == null ? null : (MethodSignature) h.getReferenceSignature();
      if (h != null && h.getKind() == MethodHandle.Kind.REF_INVOKE_CONSTRUCTOR) {
        Local r = local(m.getDeclClassType().getFullyQualifiedName());
        out.add(Jimple.newAssignStmt(r, Jimple.newNewExpr(m.getDeclClassType()), pos));
        out.add(Jimple.newInvokeStmt(Jimple.newSpecialInvokeExpr(r, m, arg), pos));
        return r;
      }
      AbstractInvokeExpr call = h != null ? Jimple.newStaticInvokeExpr(m, arg)
          : functional(f, kind, arg);
      Local r = local(h != null ? m.getType().toString() : kind.ret());
      out.add(Jimple.newAssignStmt(r, call, pos));
      return r;
    }

    /** The call of consumer {@code f} on {@code arg}, directly where {@link #target} allows. */
    private FallsThroughStmt accept(Local f, Function kind, Immediate arg, StmtPositionInfo pos) {
      MethodHandle h = target(f, kind);
      return Jimple.newInvokeStmt(h != null && h.getKind() == MethodHandle.Kind.REF_INVOKE_STATIC
          ? Jimple.newStaticInvokeExpr((MethodSignature) h.getReferenceSignature(), arg)
          : functional(f, kind, arg), pos);
    }

    /** The interface call {@code f.m(x)} of the functional interface method {@code kind}. */
    private AbstractInvokeExpr functional(Local f, Function kind, Immediate x) {
      return Jimple.newInterfaceInvokeExpr(f, ids.getMethodSignature(kind.type(), kind.method(),
          kind.ret(), List.of(kind.param())), x);
    }

    /**
     * The method that local {@code f}'s lambda or method reference runs, when it captures
     * nothing and calls it with the element as the stage passes it, so that the call {@code
     * f.m(x)} is exactly that method's call on {@code x}: a constructor ({@code Thread::new},
     * whose object the stage returns) or a static method (a lambda body without captures,
     * {@code Main::make}); its one parameter takes an {@code int} for an {@code int} stage and
     * a reference for a reference stage (no boxing or unboxing between), and its result is what
     * the interface method returns without conversion (a reference for a reference, an {@code
     * int} for an {@code int}, anything for {@code void}). Invoking the handle initialises a
     * static method's or constructor's class (JVMS 5.5) as the direct call or {@code new} does.
     * Null for anything else, which keeps the interface call.
     */
    private MethodHandle target(Local f, Function kind) {
      JDynamicInvokeExpr d = lambda(f);
      if (d == null || d.getArgCount() != 0) {
        return null;
      }
      for (Immediate b : d.getBootstrapArgs()) {
        if (b instanceof MethodHandle h && h.getReferenceSignature() instanceof MethodSignature m
            && m.getParameterCount() == 1
            && (h.getKind() == MethodHandle.Kind.REF_INVOKE_CONSTRUCTOR
                || h.getKind() == MethodHandle.Kind.REF_INVOKE_STATIC)) {
          Type p = m.getParameterTypes().get(0);
          boolean takes = kind.param().equals("int") ? p.toString().equals("int")
              : !(p instanceof PrimitiveType);
          Type r = h.getKind() == MethodHandle.Kind.REF_INVOKE_CONSTRUCTOR
              ? m.getDeclClassType() : m.getType();
          boolean gives = kind.ret().equals("void") || (kind.ret().equals("int")
              ? r.toString().equals("int") : !(r instanceof PrimitiveType)
                  && !r.toString().equals("void"));
          return takes && gives ? h : null;
        }
      }
      return null;
    }

    /** The lambda {@code invokedynamic} that is local {@code f}'s only definition, or null. */
    private JDynamicInvokeExpr lambda(Local f) {
      return onlyDef(f) instanceof JAssignStmt a && a.getRightOp() instanceof JDynamicInvokeExpr d
          && d.getBootstrapMethodSignature().getDeclClassType().getFullyQualifiedName()
              .equals("java.lang.invoke.LambdaMetafactory") ? d : null;
    }

    /** {@code toList} or {@code toUnmodifiableList} for such a {@code Collectors} call, or null. */
    private static String collectorKind(Stmt s) {
      AbstractInvokeExpr inv = s == null ? null : MethodCode.invokeOf(s);
      if (!(inv instanceof JStaticInvokeExpr) || inv.getArgCount() != 0
          || !inv.getMethodSignature().getDeclClassType().getFullyQualifiedName()
              .equals("java.util.stream.Collectors")) {
        return null;
      }
      String name = inv.getMethodSignature().getName();
      return name.equals("toList") || name.equals("toUnmodifiableList") ? name : null;
    }

    private boolean sameBlock(Stmt a, Stmt b) {
      MutableControlFlowGraph graph = builder.getControlFlowGraph();
      return graph.getBlockOf(a) == graph.getBlockOf(b);
    }

    private Stmt onlyDef(Value v) {
      List<Stmt> d = v instanceof Local l ? defs.get(l.getName()) : null;
      return d != null && d.size() == 1 ? d.get(0) : null;
    }

    private int uses(Value v) {
      return v instanceof Local l ? uses.getOrDefault(l.getName(), 0) : 0;
    }

    /** A new local of the type named, added to the body. */
    private Local local(String type) {
      Set<String> names = new java.util.HashSet<>();
      for (Local l : builder.getLocals()) {
        names.add(l.getName());
      }
      String name;
      do {
        name = "$elem" + fresh++;
      } while (names.contains(name));
      Local l = Jimple.newLocal(name, ids.getType(type));
      builder.addLocal(l);
      return l;
    }
  }
}
