package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.ArgumentSite;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.TripValues;
import sootup.core.jimple.common.expr.JSpecialInvokeExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.constant.StringConstant;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.signatures.MethodSignature;

/**
 * Argument variants: a call whose caller knows the value of an argument that the callee tests
 * calls a copy of the callee specialised on that value. A parameter is <em>tested</em> when its
 * local, counted as a value ({@link ValueLocals#withParameters}), decides a condition or switch,
 * is stored into a tracked field, or is passed on to a tested parameter, directly or through
 * locals computed from it ({@code p.ordinal()}, {@code $SwitchMap[p.ordinal()]}, {@code lcmp p,
 * 0L}, {@code p + 1}: {@link TestedParameters}). At a call, for each callee whose parameters
 * receive the call's arguments, the tested parameters whose argument is an int (or long,
 * boolean, char ...) or an enum constant pinned in the caller's environment, or a string
 * literal ({@link LocalValue.Text}: the one interned {@code String} of that content, whose
 * {@code hashCode}, {@code equals} and content tests {@link PillLiterals#test} computes
 * exactly, {@code String} being final and immutable; a {@code switch} on a string is those
 * calls), make the variant
 * ({@link ResultExits.Variant} of kind {@link ResultExits.Kind#ARGUMENTS}, named
 * {@code method#args,pK=V...}); the variant starts with those parameter locals pinned, and its
 * other commands are the method's, translated in that environment (its returns leave by the
 * normal exit as the method's do).
 *
 * <p>Soundness: the caller's environment pins a local only where every run has exactly that
 * value there ({@link ValueSteps}), so every run of the call enters the callee with the
 * parameter holding the pinned value, and the variant is entered from such calls only. The
 * variant's translation is the method's translation from an environment that holds more
 * values, each of them true of every run that enters it: a condition it decides is decided as
 * the JVM decides it, and every other statement is translated as in the method. So every run
 * of the call is a run of the variant, and the variant has no behaviour the method lacks.
 * Calls whose callee is not known to receive the arguments as its parameters (lambdas reached
 * through {@code invokedynamic}, callees with another sub-signature), values beyond the
 * caller's range, references other than enum constants, and calls past the bounds below keep
 * calling the method (as precise as before). A reference argument that refers to one known
 * object also makes the variant, with its parameter pinned to the object ({@link
 * ObjectParameters}, named {@code pK=@object}).
 *
 * <p>Bounds: at most {@link #MAX_PER_METHOD} variants per method instance, and all variants
 * (result and argument variants together) at most {@link ResultExits#MAX_VARIANTS}; a variant
 * whose code makes the same call with the same values calls itself, so recursion makes no new
 * ones.
 */
final class ArgumentVariants {
  /** The most argument variants of one method instance (more calls call the method). */
  static final int MAX_PER_METHOD = 8;

  private final TranslationContext tc;
  private final Map<MethodInstance, Integer> counts = new HashMap<>();

  ArgumentVariants(TranslationContext tc) {
    this.tc = tc;
  }

  /**
   * The procedure a call runs for the callee: its argument variant for the values of the
   * tested parameters the environment knows, or the method's own procedure.
   */
  String procedure(MethodInstance caller, int at, MethodInstance callee, AbstractInvokeExpr inv,
      Environment env, LocalValueEvaluator evaluator) {
    String plain = tc.procedureName(callee);
    MethodCode body = tc.pts().body(callee);
    if (body == null || !TestedParameters.sameParameters(callee, inv)) {
      return plain;
    }
    List<AbstractObject> objects = tc.objectParameters().objects(caller, at, callee, inv);
    List<LocalValue> args = new ArrayList<>();
    boolean any = false;
    Map<Integer, String> params = null;
    for (int j = 0; j < inv.getArgCount(); j++) {
      LocalValue v = null;
      if (tc.values().testedParameters(body).contains(j)) {
        v = inv.getArg(j) instanceof StringConstant text
            ? new LocalValue.Text(text.getValue()) : evaluator.evaluate(inv.getArg(j), env);
        if (params == null) {
          params = TestedParameters.parameterLocals(body);
        }
        String local = params.get(j);
        boolean known = local != null && tc.values().intConstant(callee,
            new Local(local, inv.getMethodSignature().getParameterTypes().get(j))) != null;
        if (v instanceof LocalValue.Text && (local == null || !stringTested(body, local))) {
          v = null; // a string only stored or passed on: its text decides nothing here
        }
        if (!(v instanceof LocalValue.Int || v instanceof LocalValue.EnumConstant
            || v instanceof LocalValue.Text) || known) {
          v = null; // not pinned, or the method knows it already (one constant at every site)
        }
      }
      args.add(v);
      any |= v != null;
    }
    objects = ObjectParameters.withoutConstants(objects, args);
    String receiver = ReceiverInstances.forCall(tc, caller, at, inv, env, callee);
    return any || !objects.isEmpty() || receiver != null
        ? variant(callee, args, objects, receiver, plain) : plain;
  }

  /**
   * True if the body tests the string in parameter local {@code param} (or a copy or cast of
   * it) with a test {@link PillLiterals#test} decides on a literal: {@code hashCode},
   * {@code equals}, a content test.
   */
  private static boolean stringTested(MethodCode body, String param) {
    java.util.Set<String> copies = new java.util.HashSet<>(List.of(param));
    boolean changed = true;
    while (changed) {
      changed = false;
      for (sootup.core.jimple.common.stmt.Stmt st : body.stmts()) {
        if (st instanceof JAssignStmt a && a.getLeftOp() instanceof Local l
            && (a.getRightOp() instanceof sootup.core.jimple.common.expr.JCastExpr c
                ? c.getOp() : a.getRightOp()) instanceof Local r
            && copies.contains(r.getName()) && copies.add(l.getName())) {
          changed = true;
        }
      }
    }
    for (sootup.core.jimple.common.stmt.Stmt st : body.stmts()) {
      AbstractInvokeExpr inv = MethodCode.invokeOf(st);
      if (inv == null || !PillLiterals.isValueTest(inv)) {
        continue;
      }
      List<sootup.core.jimple.common.Value> operands = new ArrayList<>(inv.getArgs());
      if (inv instanceof sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr ii) {
        operands.add(ii.getBase());
      }
      if (operands.stream().anyMatch(o -> o instanceof Local l && copies.contains(l.getName()))) {
        return true;
      }
    }
    return false;
  }

  /**
   * The variant of {@code callee} for {@code args} and {@code objects}, or {@code plain} past
   * the bounds.
   */
  private String variant(MethodInstance callee, List<LocalValue> args,
      List<AbstractObject> objects, String receiver, String plain) {
    ResultExits.Variant variant = new ResultExits.Variant(callee, ResultExits.Kind.ARGUMENTS,
        args, objects, receiver);
    if (!tc.results().registered(variant)) {
      if (tc.results().size() >= ResultExits.MAX_VARIANTS
          || counts.getOrDefault(callee, 0) >= MAX_PER_METHOD) {
        return plain;
      }
      counts.merge(callee, 1, Integer::sum);
    }
    return tc.results().variant(variant);
  }

  /**
   * The procedure a started thread (or a task submitted to an executor: a library thread whose
   * synthetic procedure calls its entry, {@link TranslationContext.SyntheticThread}) runs when
   * its one run target is a lambda object and its entry is the lambda's implementation method:
   * the argument variant for the captured values
   * of tested parameters that are known ints where the lambda was created ({@link
   * MethodCode#intValue}: a constant, or the loop variable of an unrolled iteration and locals
   * computed from it, as in {@code for (i ...) { int id = i; new Thread(() -> work(id)); }}),
   * else null. Sound as a call's variant is: the lambda object stands for the runtime objects
   * created by that {@code invokedynamic} statement (an unrolled iteration's copy is a
   * statement of its own, and so an object of its own), every one of which captured the value
   * {@code intValue} gives there, and the implementation receives its captured values as its
   * first parameters (after the receiver for an instance method, which is captured first).
   */
  String forThread(AbstractObject thread, MethodInstance entry) {
    List<AbstractObject> targets = tc.pts().threadTargets(thread);
    if (targets.size() != 1 || targets.get(0).kind() != AbstractObject.Kind.LAMBDA) {
      return null;
    }
    AbstractObject.Lambda lambda = targets.get(0).lambda();
    ArgumentSite site = tc.pts().captureSite(targets.get(0));
    MethodCode body = tc.pts().body(entry);
    MethodCode creator = site == null ? null : tc.pts().body(site.caller());
    MethodSignature impl = (MethodSignature) lambda.implementation().getReferenceSignature();
    if (body == null || creator == null || !impl.equals(entry.method().getSignature())
        || site.args().size() != lambda.captures()) {
      return null;
    }
    int offset = entry.method().isStatic() ? 0 : 1;
    int parameters = entry.method().getParameterCount();
    if (lambda.captures() - offset != parameters) {
      return null; // the functional method passes arguments of its own
    }
    List<LocalValue> args = new ArrayList<>();
    boolean any = false;
    for (int j = 0; j < parameters; j++) {
      LocalValue v = tc.values().testedParameters(body).contains(j)
          ? capturedThrough(site.caller(), creator, site.stmtIndex(), site.args().get(j + offset))
          : null;
      args.add(v);
      any |= v != null;
    }
    return any ? variant(entry, args, List.of(), null, null) : null;
  }

  /**
   * The value a captured local holds where the lambda is created: a known int ({@link
   * MethodCode#intValue}) or an application enum constant ({@link EnumArguments}); else null.
   */
  private LocalValue capturedAt(MethodCode creator, int at, sootup.core.jimple.common.Value v) {
    Integer i = creator.intValue(at, v);
    return i != null ? new LocalValue.Int(i)
        : EnumArguments.at(tc.values().applicationFields(), creator, at, v, null);
  }

  /** How many callers up {@link #capturedThrough} follows a parameter. */
  static final int MAX_CALLERS = 3;

  /**
   * The value a captured local holds where the lambda is created ({@link #capturedAt}), or,
   * when it is a parameter of the creating method instance {@code mi}, the value of that
   * call's argument at the instance's one call site ({@link #soleCallSite}), followed up to
   * {@link #MAX_CALLERS} callers, through static and private methods only (the library may
   * call an override with arguments no call site shows). So {@code IntStream.range(0,
   * 2).mapToObj(i -> new Thread(() -> work(i)))}, which {@code ConstantStreams} turns into the
   * calls {@code lambda$0(0)} and {@code lambda$0(1)}, each analysed in the context of its call
   * site, gives each thread its own {@code i}. Sound: every activation of {@code mi} is entered from that call site
   * ({@link #soleCallSite}), so every run of the creation statement sees the parameter hold
   * the argument's value there, which {@link #capturedAt} knows for every run of that call;
   * and the lambda is captured once, at its creation (a lambda's captures are effectively
   * final), so the thread reads that value whatever the creator does afterwards.
   */
  private LocalValue capturedThrough(MethodInstance mi, MethodCode creator, int at,
      sootup.core.jimple.common.Value v) {
    for (int depth = 0; ; depth++) {
      LocalValue known = capturedAt(creator, at, v);
      Integer param = known != null || depth == MAX_CALLERS || !(mi.method().isStatic()
          || mi.method().isPrivate()) ? null : parameterIndex(creator, v);
      CallRoute call = param == null ? null : soleCallSite(mi);
      if (call == null) {
        return known;
      }
      mi = call.caller();
      creator = call.code();
      at = call.givenAt(param);
      v = call.given(param);
    }
  }

  /** The value a captured local holds on the trip whose loop variable is {@code trip}, or null. */
  private LocalValue capturedOnTrip(MethodCode creator, int at, sootup.core.jimple.common.Value v,
      int trip) {
    Integer i = TripValues.valueOnTrip(creator, at, v, trip);
    return i != null ? new LocalValue.Int(i)
        : EnumArguments.at(tc.values().applicationFields(), creator, at, v, trip);
  }

  /** The most classes of trips {@link #forLoopThread} makes. */
  static final int MAX_CLASSES = 4;

  /**
   * The classes of trips of a thread started in a counted loop ({@link LoopClassThread}), when
   * its one run target is a lambda created in the loop's body whose tested captured values
   * are known per trip: ints ({@link TripValues}) or application enum constants ({@link
   * EnumArguments}); else null. Trips with the same values form one class, and so do trips
   * whose ints, read only by tests ({@link ParameterOutcomes}), give every test the same
   * outcome; a class runs the argument variant of its first trip's values. Several classes
   * need the counts to be exact: the loop runs at most once in a run (its method runs at most
   * once and enters it at most once), and each lambda object reaches one thread (the lambda's
   * one use is a {@code Thread} constructor on the same trip), so at most {@code size} started
   * threads run a lambda of each class.
   */
  LoopClassThread forLoopThread(AbstractObject thread, MethodInstance entry) {
    List<AbstractObject> targets = tc.pts().threadTargets(thread);
    if (targets.size() != 1 || targets.get(0).kind() != AbstractObject.Kind.LAMBDA) {
      return null;
    }
    AbstractObject.Lambda lambda = targets.get(0).lambda();
    ArgumentSite site = tc.pts().captureSite(targets.get(0));
    MethodCode body = tc.pts().body(entry);
    MethodCode creator = site == null ? null : tc.pts().body(site.caller());
    MethodSignature impl = (MethodSignature) lambda.implementation().getReferenceSignature();
    if (body == null || creator == null || !impl.equals(entry.method().getSignature())
        || site.args().size() != lambda.captures()) {
      return null;
    }
    int offset = entry.method().isStatic() ? 0 : 1;
    int parameters = entry.method().getParameterCount();
    if (lambda.captures() - offset != parameters) {
      return null;
    }
    Map<Integer, String> locals = TestedParameters.parameterLocals(body);
    int[] tripVars = TripValues.loopValues(creator, site.stmtIndex());
    CallRoute route = tripVars == null ? callRoute(site.caller(), creator) : null;
    // the counted loop: around the lambda's creation, or around the creator's one call
    MethodCode loopCode = route == null ? creator : route.code();
    int loopAt = route == null ? site.stmtIndex() : route.at();
    if (route != null) {
      tripVars = TripValues.loopValues(loopCode, loopAt);
    }
    if (tripVars == null || !TripValues.oncePerTrip(loopCode, loopAt)) {
      return null; // on an inner loop the values are not one per trip
    }
    LocalValue[] fixed = new LocalValue[parameters];
    Map<Integer, LocalValue[]> varying = new java.util.TreeMap<>();
    for (int j = 0; j < parameters; j++) {
      if (!tc.values().testedParameters(body).contains(j)) {
        continue;
      }
      sootup.core.jimple.common.Value arg = site.args().get(j + offset);
      fixed[j] = capturedAt(creator, site.stmtIndex(), arg);
      if (fixed[j] != null) {
        continue;
      }
      sootup.core.jimple.common.Value traced = arg; // the value at the loop's statement
      if (route != null) {
        Integer param = parameterIndex(creator, arg);
        if (param == null) {
          continue;
        }
        traced = route.inv().getArg(param);
      }
      LocalValue[] perTrip = new LocalValue[tripVars.length];
      for (int t = 0; t < tripVars.length && perTrip != null; t++) {
        perTrip[t] = capturedOnTrip(loopCode, loopAt, traced, tripVars[t]);
        if (perTrip[t] == null) {
          perTrip = null;
        }
      }
      if (perTrip != null) {
        varying.put(j, perTrip);
      }
    }
    if (varying.isEmpty()) {
      return null;
    }
    int trips = tripVars.length;
    Map<List<Object>, Integer> classOf = new java.util.LinkedHashMap<>();
    List<Integer> firstTrip = new ArrayList<>();
    List<Integer> sizes = new ArrayList<>();
    for (int t = 0; t < trips; t++) {
      List<Object> key = new ArrayList<>();
      for (Map.Entry<Integer, LocalValue[]> e : varying.entrySet()) {
        LocalValue v = e.getValue()[t];
        List<Integer> outcome = v instanceof LocalValue.Int i && locals.get(e.getKey()) != null
            ? ParameterOutcomes.of(tc.pts(), entry, locals.get(e.getKey()), (int) i.value()) : null;
        key.add(outcome != null ? outcome : v);
      }
      Integer c = classOf.get(key);
      if (c == null) {
        c = classOf.size();
        classOf.put(key, c);
        firstTrip.add(t);
        sizes.add(0);
      }
      sizes.set(c, sizes.get(c) + 1);
    }
    if (classOf.size() > MAX_CLASSES || classOf.size() > 1 && !(route == null
        ? exactCounts(site, creator) : exactCounts(site, creator, route))) {
      return null;
    }
    List<String> variants = new ArrayList<>();
    for (int t : firstTrip) {
      List<LocalValue> args = new ArrayList<>();
      for (int j = 0; j < parameters; j++) {
        LocalValue[] perTrip = varying.get(j);
        args.add(perTrip != null ? perTrip[t] : fixed[j]);
      }
      String variant = variant(entry, args, List.of(), null, null);
      if (variant == null) {
        return null;
      }
      variants.add(variant);
    }
    return new LoopClassThread(thread, variants, sizes, tc.procedureName(entry));
  }

  /**
   * The one call site of {@code creator} (method instance {@code mi}, which creates the
   * lambda outside any loop of its own) when it lies in the body of a counted loop: then each
   * activation of {@code creator} is one trip of that loop, and a parameter it captures holds
   * the trip's value of the call's argument ({@code for (i ..) start(i)} with {@code start(int
   * k)} making {@code new Thread(() -> .. k ..)}). Null if there is another call site, or none,
   * or a method reference to the creator anywhere, or a thread that runs it as its entry
   * (activations that are no call site; reflection is not looked at).
   */
  private CallRoute callRoute(MethodInstance mi, MethodCode creator) {
    CallRoute found = soleCallSite(mi);
    return found != null && found.lambdaAt() == null
        && TripValues.loopValues(found.code(), found.at()) != null ? found : null;
  }

  /**
   * The one call site of method instance {@code mi} when that is the only way it is
   * activated: a call whose arguments it receives as its parameters, or a call of the
   * functional method on a lambda local made in the same method with {@code mi}'s method as
   * implementation ({@link CallRoute#lambdaAt}: the lambda's captures, then the call's
   * arguments). Null if there is another call site, or none, or a lambda or method reference
   * to its method whose object may reach another call (its local read other than as the
   * receiver of a call in its method, whose callees the scan sees), or a thread that runs it
   * as its entry (reflection is not looked at).
   */
  private CallRoute soleCallSite(MethodInstance mi) {
    CallRoute found = null;
    for (MethodInstance caller : tc.pts().reachable()) {
      MethodCode code = tc.pts().body(caller);
      if (code == null) {
        continue;
      }
      for (int i = 0; i < code.size(); i++) {
        AbstractInvokeExpr inv = MethodCode.invokeOf(code.stmt(i));
        if (inv instanceof sootup.core.jimple.common.expr.JDynamicInvokeExpr d
            && d.getBootstrapArgs().stream().anyMatch(b -> b instanceof
                sootup.core.jimple.common.constant.MethodHandle h
                && h.getReferenceSignature().equals(mi.method().getSignature()))
            && !onlyCalled(code, i)) {
          return null; // a method reference to the creator: activations not seen as calls
        }
        if (inv == null || !tc.pts().callees(caller, i).contains(mi)) {
          continue;
        }
        Integer lambdaAt = lambdaReceiver(code, inv, mi);
        if (found != null || lambdaAt == null && !TestedParameters.sameParameters(mi, inv)) {
          return null;
        }
        found = new CallRoute(caller, code, i, inv, lambdaAt);
      }
    }
    for (AbstractObject t : tc.pts().startedThreads()) {
      if (tc.pts().threadEntries(t).contains(mi)) {
        return null; // a thread runs it too
      }
    }
    return found;
  }

  /**
   * True if statement {@code at} assigns a lambda to a local, defined only there, that {@code
   * code} reads only as the receiver of calls of the lambda's functional method: the lambda is
   * called nowhere else (the functions {@code ConstantStreams} calls keep their creation,
   * unread or as such receivers).
   */
  private static boolean onlyCalled(MethodCode code, int at) {
    if (!(code.stmt(at) instanceof JAssignStmt a) || !(a.getLeftOp() instanceof Local made)
        || code.singleDefinition(made.getName()) == null) {
      return false;
    }
    String functional = MethodCode.invokeOf(code.stmt(at)).getMethodSignature().getName();
    for (Stmt s : code.stmts()) {
      AbstractInvokeExpr inv = MethodCode.invokeOf(s);
      for (sootup.core.jimple.common.Value v : s.getUses()) {
        if (v instanceof Local l && l.getName().equals(made.getName())
            && !(inv instanceof sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr call
                && call.getBase().getName().equals(made.getName())
                && call.getMethodSignature().getName().equals(functional)
                && !call.getArgs().contains(l))) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * The statement making the receiver of {@code inv}, when that is a lambda whose
   * implementation is {@code mi}'s method, made in {@code code} by its local's one definition;
   * else null.
   */
  private static Integer lambdaReceiver(MethodCode code, AbstractInvokeExpr inv,
      MethodInstance mi) {
    if (!(inv instanceof sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr call)) {
      return null;
    }
    Integer def = code.singleDefinition(call.getBase().getName());
    AbstractInvokeExpr made = def == null ? null : MethodCode.invokeOf(code.stmt(def));
    return made instanceof sootup.core.jimple.common.expr.JDynamicInvokeExpr d
        && d.getBootstrapArgs().size() > 1
        && d.getBootstrapArgs().get(1) instanceof sootup.core.jimple.common.constant.MethodHandle h
        && h.getReferenceSignature().equals(mi.method().getSignature())
        && d.getArgCount() + call.getArgCount() == mi.method().getParameterCount()
        ? def : null;
  }

  /** The index of the parameter whose one definition {@code v} (a local) is, or null. */
  private static Integer parameterIndex(MethodCode code, sootup.core.jimple.common.Value v) {
    if (!(v instanceof Local l) || code.singleDefinition(l.getName()) == null) {
      return null;
    }
    for (Map.Entry<Integer, String> e : TestedParameters.parameterLocals(code).entrySet()) {
      if (e.getValue().equals(l.getName())) {
        return e.getKey();
      }
    }
    return null;
  }

  /**
   * A call site of a method instance: statement {@code at} of {@code caller}, calling {@code
   * inv}; {@code lambdaAt} is null for a direct call, else the statement making the lambda the
   * call is made on, whose captures come first among the parameters.
   */
  private record CallRoute(MethodInstance caller, MethodCode code, int at,
      AbstractInvokeExpr inv, Integer lambdaAt) {
    /** The statement where parameter {@code p}'s value is given. */
    int givenAt(int p) {
      return lambdaAt == null || p >= captures() ? at : lambdaAt;
    }

    /** The value given for parameter {@code p}. */
    sootup.core.jimple.common.Value given(int p) {
      return lambdaAt == null ? inv.getArg(p)
          : p < captures() ? MethodCode.invokeOf(code.stmt(lambdaAt)).getArg(p)
          : inv.getArg(p - captures());
    }

    private int captures() {
      return MethodCode.invokeOf(code.stmt(lambdaAt)).getArgCount();
    }
  }

  /**
   * {@link #exactCounts} for a lambda created by a method called from a counted loop: the
   * calling loop runs at most once in a run and passes the call at most once per trip, the
   * call is the creator's only call site ({@link #callRoute}), and in the creator the lambda is
   * made outside any loop and reaches one {@code new Thread}, also outside any loop: at most one
   * started thread per trip, carrying that trip's values.
   */
  private boolean exactCounts(ArgumentSite site, MethodCode creator, CallRoute route) {
    Integer use = threadUse(site, creator);
    return !tc.pts().mayRunMoreThanOnce(route.caller())
        && TripValues.enteredOnce(route.code(), route.at())
        && TripValues.oncePerTrip(route.code(), route.at())
        && !creator.loopStmts().contains(site.stmtIndex())
        && use != null && !creator.loopStmts().contains(use);
  }

  /**
   * True if the lambda created at {@code site} reaches at most one started thread per trip
   * of a loop that runs at most once in a run (see {@link #forLoopThread}).
   */
  private boolean exactCounts(ArgumentSite site, MethodCode creator) {
    Integer use = tc.pts().mayRunMoreThanOnce(site.caller())
        || !TripValues.enteredOnce(creator, site.stmtIndex()) ? null
        : threadUse(site, creator);
    return use != null && TripValues.sameTrip(creator, site.stmtIndex(), use);
  }

  /**
   * The statement of {@code creator} that passes the lambda made at {@code site} to a {@code
   * new Thread(..)}, when that is the lambda local's one definition's one use; else null.
   */
  private static Integer threadUse(ArgumentSite site, MethodCode creator) {
    if (!(creator.stmt(site.stmtIndex()) instanceof JAssignStmt a)
        || !(a.getLeftOp() instanceof Local made)
        || creator.singleDefinition(made.getName()) == null) {
      return null;
    }
    Integer use = null;
    for (int i = 0; i < creator.size(); i++) {
      for (sootup.core.jimple.common.Value v : creator.stmt(i).getUses()) {
        if (v instanceof Local l && l.getName().equals(made.getName())) {
          if (use != null && use != i) {
            return null;
          }
          use = i;
        }
      }
    }
    AbstractInvokeExpr inv = use == null ? null : MethodCode.invokeOf(creator.stmt(use));
    return inv instanceof JSpecialInvokeExpr init
        && init.getMethodSignature().getName().equals("<init>")
        && init.getMethodSignature().getDeclClassType().getFullyQualifiedName()
            .equals("java.lang.Thread")
        && !(init.getBase().getName().equals(made.getName())) ? use : null;
  }

  /**
   * A thread started in a counted loop whose trips fall into classes: class {@code g} runs
   * procedure {@code variants[g]} and has at most {@code sizes[g]} instances; {@code plain}
   * is the entry's own procedure (every variant's behaviour is one of its behaviours).
   */
  record LoopClassThread(AbstractObject thread, List<String> variants, List<Integer> sizes,
      String plain) {}
}
