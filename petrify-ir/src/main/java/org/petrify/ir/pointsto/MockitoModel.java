package org.petrify.ir.pointsto;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.ArrayType;
import sootup.core.types.ClassType;
import sootup.core.types.PrimitiveType;
import sootup.core.types.Type;
import sootup.java.core.AnnotationUsage;
import sootup.java.core.JavaSootClass;
import sootup.java.core.JavaSootField;
import sootup.java.core.JavaSootMethod;

/**
 * Mockito (1.x to 5.x, {@code mockito-core} and {@code mockito-all}) modelled at its API. Its
 * classes and those it brings (Byte Buddy, cglib, Objenesis; see {@link #isMachinery}) are
 * never analysed: {@link CodeBase} does not treat them as application code, and every call
 * into them, and every call on an object this model created, comes here from
 * {@link CallDispatcher}.
 *
 * <p>Objects: {@code mock(Foo.class)} (and {@code mock()} with a reified type, {@code @Mock}
 * fields) is a {@link AbstractObject.Kind#LIBRARY} object of type {@code Foo} per call site and
 * heap context, a <em>mock</em>; {@code spy(x)} a mock of {@code x}'s type whose fields receive
 * {@code x}'s fields (Mockito copies them) and whose methods run for real unless stubbed;
 * everything else Mockito hands out (stubbings, stubbers, {@code verify}'s and
 * {@code inOrder}'s proxies, invocations given to answers, captors, settings) is a
 * <em>helper</em>, on which every call is modelled here.
 *
 * <p>Stubbing, per mock object and method ({@link #key}: name and parameter types): the mock
 * has pseudo-fields {@code $ret:key} (returned objects), {@code $answer:key} (answers),
 * {@code $throw:key} (throwables) and {@code $real:key} (the mock itself, when the real method
 * is called). {@code when(x.m(a))}: the argument of {@code when} is traced back, in the
 * caller's body, to the call {@code x.m(a)} (through boxing and casts); the stubbing helper it
 * returns stores what {@code thenReturn}/{@code thenAnswer}/{@code thenThrow}/
 * {@code thenCallRealMethod} receive into those fields of every object {@code x} points to.
 * {@code doReturn(v).when(x).m()}: the stubber collects {@code v}, {@code when(x)} returns a
 * helper bound to {@code x}, and calling {@code m} on it stores into {@code x}'s fields. BDD
 * aliases ({@code given}/{@code willReturn}/...) are the same.
 *
 * <p>A call {@code x.m(a)} on a mock: the result receives {@code $ret:key}; each answer's
 * {@code answer(InvocationOnMock)} is called <em>at this call site</em> (it becomes a callee of
 * the call, so the translation runs it on the calling thread), with an invocation helper whose
 * arguments are {@code a} and whose mock is {@code x}; {@code $throw:key} marks the call as
 * possibly throwing ({@link Facts#throwingCalls}); {@code $real:key}, and every call on a spy,
 * dispatches the real method on the mock. Without stubbing the call does nothing and returns
 * nothing (null; primitives are untracked, hence nondeterministic in the translation).
 *
 * <p>Soundness: the model is flow-insensitive, like the analysis: a stubbing is in force for
 * every call of the method on that mock, also calls made before the stubbing statement ran
 * (which in Java return the default): a documented limitation (docs/limitations.md). Whatever cannot be
 * resolved statically is a caveat: a {@code when} whose argument is not a call on a local,
 * mocks of unknown type, non-default default answers ({@code RETURNS_DEEP_STUBS},
 * {@code RETURNS_MOCKS}, {@code RETURNS_SELF}, custom answers), mock settings other than names,
 * Mockito's built-in answers, {@code mockStatic}, {@code mockConstruction}, captured arguments,
 * PowerMock's API, and JUnit runners that are not modelled (all UNSOUND: they can hide
 * blocking or call-backs).
 */
final class MockitoModel {
  private static final List<String> MACHINERY = List.of("org.mockito.", "net.bytebuddy.",
      "org.objenesis.", "net.sf.cglib.", "org.powermock.");

  private static final String RET = "$ret:";
  private static final String ANSWER = "$answer:";
  private static final String THROW = "$throw:";
  private static final String REAL = "$real:";
  private static final String MOCK = "$mock";
  private static final String SELF = "$self";
  private static final String VALUES = "$values";
  private static final String ANSWERS = "$answers";
  private static final String THROWS = "$throws";
  private static final String REALS = "$reals";

  /** Methods whose results are Mockito's defaults (argument matchers and the like). */
  private static final Set<String> DEFAULT_RESULTS = Set.of("any", "anyObject", "anyString",
      "anyList", "anySet", "anyMap", "anyCollection", "anyIterable", "anyInt", "anyLong",
      "anyBoolean", "anyByte", "anyChar", "anyShort", "anyFloat", "anyDouble", "anyVararg",
      "eq", "same", "isA", "isNull", "isNotNull", "notNull", "nullable", "argThat", "intThat",
      "booleanThat", "longThat", "byteThat", "charThat", "shortThat", "floatThat",
      "doubleThat", "refEq", "contains", "matches", "startsWith", "endsWith", "anyListOf",
      "anySetOf", "anyMapOf", "anyCollectionOf", "anyIterableOf", "not", "or",
      "and", "gt", "geq", "lt", "leq", "cmpEq", "aryEq", "find", "assertArg", "capture",
      "mockingDetails", "getMock", "toString", "hashCode", "equals", "getClass", "times",
      "never", "atLeast", "atLeastOnce", "atMost", "atMostOnce", "only", "calls", "timeout",
      "after", "description", "verifyNoMoreInteractions", "verifyNoInteractions",
      "verifyZeroInteractions", "reset", "clearInvocations", "validateMockitoUsage",
      "clearAllCaches", "ignoreStubs", "lenient", "framework", "close", "finishMocking",
      "isMock", "isSpy", "getInvocations", "getStubbings", "getMockCreationSettings",
      "printInvocations", "getMockHandler", "withSettings", "mockitoSession",
      "initMocks", "openMocks", "startMocking", "verify", "inOrder", "getArgumentCaptor");

  /** Calls that start a stubbing, also on a helper ({@code lenient().when(..)}). */
  private static final Set<String> STUBBING_STARTS = Set.of("when", "given", "doReturn",
      "doAnswer", "doThrow", "doNothing", "doCallRealMethod");

  private final CodeBase code;
  private final ConstraintSolver solver;
  private final HeapObjects heap;
  private final ContextPolicy contexts;
  private final CallGraph calls;
  private final Origins origins;
  private final List<Caveat> caveats;
  private CallDispatcher dispatcher;

  /** Mock and spy objects by id: true for a spy (or a mock calling real methods). */
  private final Map<Integer, Boolean> mocks = new LinkedHashMap<>();
  /** Helper objects by id, with what they are. */
  private final Map<Integer, Helper> helpers = new LinkedHashMap<>();
  /** Synthetic invocations the model made, and what they stand for. */
  private final Map<Invocation, Marker> markers = new IdentityHashMap<>();
  /** Invocations that run the real method on a mock (not intercepted again). */
  private final Set<Invocation> real = Collections.newSetFromMap(new IdentityHashMap<>());
  private final Set<CallKey> throwing = new LinkedHashSet<>();
  private final Map<ClassType, MockitoClass> testClasses = new HashMap<>();
  private final Set<Integer> initialised = new java.util.HashSet<>();

  /** What a helper object is; {@code data} is the original invocation of an invocation helper. */
  private record Helper(HelperKind kind, Invocation data) {}

  private enum HelperKind {
    /** Returned by {@code when}/{@code given}: stores into the fields of its targets. */
    STUBBING,
    /** Returned by {@code doReturn}/{@code willReturn}/...: collects what it stubs. */
    STUBBER,
    /** Returned by {@code stubber.when(x)}: the next call on it stubs {@code x}. */
    STUBBER_WHEN,
    /** The invocation handed to an answer. */
    INVOCATION,
    /** {@code verify(x)}, {@code inOrder}, settings, captors, sessions: calls do nothing. */
    INERT,
    /** {@code withSettings()}: calls that set answers, instances or interfaces are caveats. */
    SETTINGS
  }

  private enum MarkerKind {
    /** {@code initMocks(x)}: initialise each object {@code x} may be. */
    INIT_MOCKS,
    /** {@code spy(x)}: a spy of each object {@code x} may be. */
    SPY_OF,
    /** {@code @Spy} field with an initial value: copy its fields into the spy. */
    COPY_INTO,
    /** A throwable reached {@code $throw:key} of the mock: the call may throw. */
    THROWS,
    /** An object reached {@code $real:key} of the mock: the real method runs. */
    REAL_CALL,
    /** A stubbing targets this object: if it is a spy, its real method stays possible. */
    STUBBED,
    /** {@code mock(c)} with a class not constant: a mock per Class object {@code c} may be. */
    MOCK_OF
  }

  /** A synthetic call: what it does, at which call, for which object, with which original. */
  private record Marker(MarkerKind kind, CallKey call, AbstractObject target, Origin origin,
      Invocation data) {}

  /** What the Mockito annotations of a test class ask for. */
  private record MockitoClass(boolean initialises, String runner) {}

  MockitoModel(CodeBase code, ConstraintSolver solver, HeapObjects heap, ContextPolicy contexts,
      CallGraph calls, Origins origins, List<Caveat> caveats) {
    this.code = code;
    this.solver = solver;
    this.heap = heap;
    this.contexts = contexts;
    this.calls = calls;
    this.origins = origins;
    this.caveats = caveats;
  }

  void dispatcher(CallDispatcher d) {
    this.dispatcher = d;
  }

  /** True if a class belongs to Mockito or the libraries it brings, which are never analysed. */
  static boolean isMachinery(String className) {
    for (String p : MACHINERY) {
      if (className.startsWith(p)) {
        return true;
      }
    }
    return false;
  }

  /** True if the call is the model's: a synthetic invocation, or any call on its objects. */
  boolean intercepts(Invocation inv, AbstractObject receiver) {
    if (markers.containsKey(inv)) {
      return true;
    }
    return receiver != null && !real.contains(inv)
        && (mocks.containsKey(receiver.id()) || helpers.containsKey(receiver.id()));
  }

  /** Applies a call {@link #intercepts} accepted, or a call whose target is Mockito's. */
  void apply(Invocation inv, AbstractObject receiver) {
    Marker marker = markers.get(inv);
    if (marker != null) {
      marker(marker, inv, receiver);
    } else if (receiver != null && mocks.containsKey(receiver.id())) {
      mockCall(inv, receiver);
    } else if (receiver != null && helpers.containsKey(receiver.id())) {
      helperCall(inv, receiver, helpers.get(receiver.id()));
    } else {
      api(inv, receiver);
    }
  }

  // ------------------------------------------------------------------ test classes

  /**
   * A test object was constructed ({@code <init>} dispatched on it, or the entry's receiver):
   * if its class is run by {@code MockitoJUnitRunner}, {@code MockitoExtension} or has a
   * {@code MockitoRule}, its annotated fields are initialised as {@code initMocks} does; a
   * JUnit 4 runner that is not modelled is a caveat.
   */
  void constructed(AbstractObject testObject, Origin origin, MethodInstance in) {
    if (testObject == null || testObject.kind() == AbstractObject.Kind.LAMBDA
        || testObject.type().endsWith("]")) {
      return;
    }
    MockitoClass mc = testClasses.computeIfAbsent(code.classType(testObject.type()),
        this::mockitoClass);
    if (mc.runner() != null) {
      caveats.add(new Caveat("test-runner", origin, "JUnit runner " + mc.runner() + " of "
          + testObject.type() + " is not modelled: what it does around the test (e.g."
          + " PowerMock's mocks of static, final or constructor calls, Spring's injection) is"
          + " missing; only the test class's own code and Mockito's API are analysed",
          Caveat.Effect.UNSOUND));
    }
    if (mc.initialises()) {
      initMocks(testObject, origin, in);
    }
  }

  private MockitoClass mockitoClass(ClassType type) {
    try {
      return annotations(type);
    } catch (RuntimeException e) {
      return new MockitoClass(false, null); // unreadable annotations: treated as none
    }
  }

  private MockitoClass annotations(ClassType type) {
    boolean init = false;
    String runner = null;
    for (JavaSootClass c : hierarchy(type)) {
      for (AnnotationUsage a : c.getAnnotations()) {
        String ann = a.getAnnotation().getFullyQualifiedName();
        String value = String.valueOf(a.getValues().get("value"));
        if (ann.equals("org.junit.runner.RunWith") && runner == null && !init) {
          if (value.contains("MockitoJUnitRunner") || value.contains("MockitoJUnit44Runner")) {
            init = true;
          } else if (!isPlainRunner(value)) {
            runner = simpleClass(value);
          }
        } else if (ann.equals("org.junit.jupiter.api.extension.ExtendWith")
            || ann.equals("org.junit.jupiter.api.extension.Extensions")) {
          init |= value.contains("MockitoExtension");
        }
      }
      for (JavaSootField f : CodeBase.<JavaSootField>fieldsInOrder(c)) {
        if (f.getType().toString().startsWith("org.mockito.junit.MockitoRule")
            || f.getType().toString().startsWith("org.mockito.junit.MockitoTestRule")) {
          init = true;
        }
      }
    }
    return new MockitoClass(init, runner);
  }

  private static boolean isPlainRunner(String value) {
    return value.contains("org/junit/runners/JUnit4") || value.contains("org.junit.runners.JUnit4")
        || value.contains("BlockJUnit4ClassRunner") || value.contains("org/junit/runners/Parameterized")
        || value.contains("org.junit.runners.Parameterized");
  }

  private static String simpleClass(String value) {
    String v = value.replace('/', '.');
    if (v.startsWith("L") && v.endsWith(";")) {
      v = v.substring(1, v.length() - 1);
    }
    return v;
  }

  /** The class and its superclasses that are application classes, the class first. */
  private List<JavaSootClass> hierarchy(ClassType type) {
    List<JavaSootClass> out = new ArrayList<>();
    ClassType t = type;
    Set<ClassType> seen = new java.util.HashSet<>();
    while (t != null && seen.add(t)) {
      Optional<JavaSootClass> c = code.applicationClass(t);
      if (c.isEmpty()) {
        break;
      }
      out.add(c.get());
      t = c.get().getSuperclass().orElse(null);
    }
    return out;
  }

  /**
   * {@code initMocks}/{@code openMocks} on one test object: {@code @Mock} fields get a mock of
   * their type, {@code @Spy} fields a spy (of their initial value, or of a new instance),
   * {@code @Captor} fields a captor, {@code @InjectMocks} fields an instance of their type
   * built with its largest constructor from the mocks of matching types, or with its
   * no-argument constructor and the mocks stored into its fields of matching types.
   */
  private void initMocks(AbstractObject test, Origin origin, MethodInstance in) {
    if (!initialised.add(test.id())) {
      return;
    }
    List<JavaSootField> mockFields = new ArrayList<>();
    List<JavaSootField> inject = new ArrayList<>();
    for (JavaSootClass c : hierarchy(code.classType(test.type()))) {
      for (JavaSootField f : CodeBase.<JavaSootField>fieldsInOrder(c)) {
        if (f.isStatic()) {
          continue;
        }
        for (AnnotationUsage a : f.getAnnotations()) {
          String ann = a.getAnnotation().getFullyQualifiedName();
          int node = solver.fieldNode(test.id(), f.getName());
          String siteKey = "mockito-field:" + f.getSignature() + "@" + test.id();
          Origin where = new Origin(c.getType().getFullyQualifiedName(), f.getName(),
              code.sourceFile(c.getType().getFullyQualifiedName()), -1, -1);
          switch (ann) {
            case "org.mockito.Mock" -> {
              Object answer = a.getValues().get("answer");
              boolean realMethods = answer != null && answer.toString().contains("CALLS_REAL");
              if (answer != null && !realMethods && !answer.toString().contains("RETURNS_DEFAULTS")
                  && !answer.toString().contains("RETURNS_SMART_NULLS")) {
                caveats.add(new Caveat("mock-answer", where, "@Mock(answer = " + answer
                    + ") is not modelled: unstubbed calls of the mock do nothing and return"
                    + " null", Caveat.Effect.UNSOUND));
              }
              AbstractObject m = mockObject(siteKey, f.getType(), where, test, in);
              mocks.put(m.id(), realMethods);
              solver.addObject(node, m.id());
              mockFields.add(f);
            }
            case "org.mockito.Spy" -> {
              AbstractObject s = mockObject(siteKey, f.getType(), where, test, in);
              mocks.put(s.id(), true);
              solver.addCall(node, marker(MarkerKind.COPY_INTO, null, s, where, null));
              solver.addObject(node, s.id());
              construct(s, where, mi -> { });
              mockFields.add(f);
              caveats.add(new Caveat("spy-field", where, "@Spy field " + f.getName()
                  + ": the field is modelled as holding both its initial value and the spy",
                  Caveat.Effect.IMPRECISE));
            }
            case "org.mockito.Captor" -> solver.addObject(node,
                helper(siteKey, "org.mockito.ArgumentCaptor", where, test, HelperKind.INERT)
                    .id());
            case "org.mockito.InjectMocks" -> inject.add(f);
            default -> { }
          }
        }
      }
    }
    for (JavaSootField f : inject) {
      injectMocks(test, f, mockFields, in);
    }
  }

  private void injectMocks(AbstractObject test, JavaSootField f, List<JavaSootField> mockFields,
      MethodInstance in) {
    String cls = f.getType().toString();
    Origin where = new Origin(f.getDeclaringClassType().getFullyQualifiedName(), f.getName(),
        code.sourceFile(f.getDeclaringClassType().getFullyQualifiedName()), -1, -1);
    Optional<JavaSootClass> c = f.getType() instanceof ClassType ct ? code.applicationClass(ct)
        : Optional.empty();
    if (c.isEmpty() || c.get().isAbstract() || c.get().isInterface()) {
      caveats.add(new Caveat("inject-mocks", where, "@InjectMocks field " + f.getName()
          + " of type " + cls + ": not an application class Mockito can instantiate here;"
          + " the field is left as it is", Caveat.Effect.UNSOUND));
      return;
    }
    int node = solver.fieldNode(test.id(), f.getName());
    JavaSootMethod ctor = null;
    for (JavaSootMethod m : CodeBase.<JavaSootMethod>methodsInOrder(c.get())) {
      if (m.getName().equals("<init>") && m.hasBody()
          && (ctor == null || m.getParameterCount() > ctor.getParameterCount())) {
        ctor = m;
      }
    }
    AbstractObject o = heap.object("mockito-inject:" + f.getSignature() + "@" + test.id(),
        test.heap(), AbstractObject.Kind.LIBRARY, cls, cls + "@" + f.getName() + "[InjectMocks]",
        where, null);
    if (in != null) {
      heap.allocated(o, in, false);
    }
    solver.addObject(node, o.id());
    calls.initializeClass(code.classType(cls));
    if (ctor == null) {
      return;
    }
    List<Integer> args = new ArrayList<>();
    for (Type p : ctor.getParameterTypes()) {
      int arg = -1;
      for (JavaSootField mf : mockFields) {
        if (code.isSubtype(mf.getType(), p)) {
          int argNode = solver.fieldNode(o.id(), "$inject" + args.size());
          solver.addEdge(solver.fieldNode(test.id(), mf.getName()), argNode);
          arg = argNode;
        }
      }
      args.add(arg);
    }
    dispatcher.callApplication(new Invocation(null, ctor.getSignature(), true, args, -1,
        mi -> { }, where), ctor, o);
    if (ctor.getParameterCount() == 0) {
      for (JavaSootClass k : hierarchy(code.classType(cls))) {
        for (JavaSootField target : CodeBase.<JavaSootField>fieldsInOrder(k)) {
          if (target.isStatic() || target.isFinal()) {
            continue;
          }
          for (JavaSootField mf : mockFields) {
            if (code.isSubtype(mf.getType(), target.getType())) {
              solver.addEdge(solver.fieldNode(test.id(), mf.getName()),
                  solver.fieldNode(o.id(), target.getName()));
            }
          }
        }
      }
    }
  }

  /**
   * Runs the no-argument constructor of an application class on a new spy; {@code onTarget}
   * makes it a callee of the call that creates the spy (so the translation runs it there).
   */
  private void construct(AbstractObject spy, Origin where,
      java.util.function.Consumer<MethodInstance> onTarget) {
    Optional<JavaSootClass> c = code.applicationClass(code.classType(spy.type()));
    if (c.isEmpty()) {
      return;
    }
    calls.initializeClass(c.get().getType());
    Optional<JavaSootMethod> init = c.get().getMethod("<init>", List.of());
    if (init.isPresent() && init.get().hasBody()) {
      Invocation call = new Invocation(null, init.get().getSignature(), true, List.of(), -1,
          onTarget, where);
      real.add(call);
      dispatcher.callApplication(call, init.get(), spy);
    }
  }

  // ------------------------------------------------------------------ the static API

  private void api(Invocation inv, AbstractObject receiver) {
    MethodSignature sig = inv.sig();
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    String name = sig.getName();
    Origin origin = inv.origin();
    if (cls.startsWith("org.powermock.")) {
      caveat("powermock", origin, cls + "." + name + " (PowerMock) is not modelled; the call"
          + " does nothing");
      return;
    }
    if (inv.key() == null) {
      return;
    }
    switch (name) {
      case "mock" -> mock(inv, false);
      case "spy" -> spy(inv);
      case "when", "given" -> when(inv);
      case "doReturn", "doAnswer", "doThrow", "doNothing", "doCallRealMethod", "willReturn",
          "willAnswer", "will", "willThrow", "willDoNothing", "willCallRealMethod" -> {
        AbstractObject s = newHelper(inv, "org.mockito.stubbing.Stubber", HelperKind.STUBBER);
        stub(inv, name, s);
        result(inv, s);
      }
      case "verify", "then" -> result(inv, newHelper(inv, "org.mockito.Verification",
          HelperKind.INERT));
      case "stub", "stubVoid" -> {
        caveat("stubbing", origin, "Mockito." + name + " (Mockito 1.x) is not modelled: the"
            + " stubbing has no effect in the model");
        result(inv, newHelper(inv, "org.mockito.stubbing.DeprecatedOngoingStubbing",
            HelperKind.INERT));
      }
      case "initMocks", "openMocks" -> {
        if (!inv.args().isEmpty() && inv.args().get(0) >= 0) {
          solver.addCall(inv.args().get(0), marker(MarkerKind.INIT_MOCKS, inv.key(), null,
              origin, inv));
        }
        result(inv, newHelper(inv, "java.lang.AutoCloseable", HelperKind.INERT));
      }
      case "withSettings" -> result(inv, newHelper(inv, "org.mockito.MockSettings",
          HelperKind.SETTINGS));
      case "mockStatic", "mockConstruction", "mockConstructionWithAnswer", "spyStatic",
          "mockSingleton" -> {
        caveat("mock-" + name, origin, "Mockito." + name + " is not modelled: the static"
            + " methods, constructors or singletons it replaces run for real in the model");
        result(inv, newHelper(inv, "org.mockito.MockedStatic", HelperKind.INERT));
      }
      default -> fallback(inv, origin);
    }
  }

  /** A Mockito call without a specific model: matchers and checks return defaults. */
  private void fallback(Invocation inv, Origin origin) {
    MethodSignature sig = inv.sig();
    String name = sig.getName();
    Type ret = sig.getType();
    if (inv.result() < 0) {
      return;
    }
    String type = ret.toString();
    if (isMachinery(type)) {
      result(inv, newHelper(inv, type, HelperKind.INERT));
    } else if (!DEFAULT_RESULTS.contains(name)) {
      caveat("mockito-call", origin, sig.getDeclClassType().getClassName() + "." + name
          + " is not modelled; it returns null in the model");
    }
  }

  /**
   * {@code mock(Foo.class[, ...])}, {@code mock(reified...)}: a mock of the class of the first
   * argument (a class literal, or the component type of the reified array).
   */
  private void mock(Invocation inv, boolean realMethods) {
    MethodSignature sig = inv.sig();
    String type = mockedType(inv);
    Origin origin = inv.origin();
    if (type == null && sig.getParameterCount() > 0
        && sig.getParameterType(0).toString().equals("java.lang.Class")
        && !inv.args().isEmpty() && inv.args().get(0) >= 0) {
      solver.addCall(inv.args().get(0), marker(MarkerKind.MOCK_OF, inv.key(), null, origin,
          inv));
      return;
    }
    if (type == null) {
      caveat("mock-type", origin, "mock of a class not known statically: calls on it are not"
          + " modelled");
      return;
    }
    boolean calls = realMethods;
    for (int i = 0; i < sig.getParameterCount(); i++) {
      String p = sig.getParameterType(i).toString();
      if (p.equals("org.mockito.stubbing.Answer")) {
        String answer = staticSource(inv, i);
        if (answer != null && answer.contains("CALLS_REAL_METHODS")) {
          calls = true;
        } else if (answer == null || !(answer.contains("RETURNS_DEFAULTS")
            || answer.contains("RETURNS_SMART_NULLS"))) {
          caveat("mock-answer", origin, "mock with default answer "
              + (answer == null ? "(not known statically)" : answer) + " is not modelled:"
              + " unstubbed calls of the mock do nothing and return null");
        }
      }
    }
    AbstractObject m = libraryObject(inv, type, "#mock");
    mocks.merge(m.id(), calls, Boolean::logicalOr);
    result(inv, m);
  }

  private String mockedType(Invocation inv) {
    List<? extends Value> values = inv.argValues();
    for (Value v : values) {
      if (v instanceof sootup.core.jimple.common.constant.ClassConstant cc) {
        return ConstraintGenerator.className(cc);
      }
    }
    if (!values.isEmpty() && values.get(values.size() - 1) instanceof Local l
        && l.getType() instanceof ArrayType at && at.getBaseType() instanceof ClassType ct
        && at.getDimension() == 1) {
      return ct.getFullyQualifiedName();
    }
    return null;
  }

  /** {@code spy(x)}: a spy per object {@code x} may be; {@code spy(Foo.class)}: a new Foo. */
  private void spy(Invocation inv) {
    MethodSignature sig = inv.sig();
    if (sig.getParameterCount() == 1 && sig.getParameterType(0).toString().equals(
        "java.lang.Class")) {
      String type = mockedType(inv);
      if (type == null) {
        caveat("mock-type", inv.origin(), "spy of a class not known statically: calls on it"
            + " are not modelled");
        return;
      }
      AbstractObject s = libraryObject(inv, type, "#spy");
      mocks.put(s.id(), true);
      construct(s, inv.origin(), inv.onTarget());
      result(inv, s);
      return;
    }
    if (sig.getParameterCount() == 1 && sig.getParameterType(0) instanceof ArrayType) {
      String type = mockedType(inv);
      if (type != null) {
        AbstractObject s = libraryObject(inv, type, "#spy");
        mocks.put(s.id(), true);
        construct(s, inv.origin(), inv.onTarget());
        result(inv, s);
      }
      return;
    }
    if (!inv.args().isEmpty() && inv.args().get(0) >= 0) {
      solver.addCall(inv.args().get(0), marker(MarkerKind.SPY_OF, inv.key(), null,
          inv.origin(), inv));
    }
  }

  /** {@code when(x.m(...))}: a stubbing helper targeting {@code m} on {@code x}'s objects. */
  private void when(Invocation inv) {
    AbstractObject s = newHelper(inv, "org.mockito.stubbing.OngoingStubbing",
        HelperKind.STUBBING);
    result(inv, s);
    Target t = stubbedCall(inv);
    if (t == null) {
      caveat("stubbing", inv.origin(), inv.sig().getName() + "(...): the stubbed call is not"
          + " a method call on a local in this method; the stubbing is not modelled");
      return;
    }
    bind(t.mockNode(), t.key(), s, inv.origin());
  }

  /** Stores the stubbing's collected values into the fields of the target's objects. */
  private void bind(int mockNode, String key, AbstractObject stubbing, Origin origin) {
    solver.addCall(mockNode, marker(MarkerKind.STUBBED, null, null, origin, null));
    solver.addStore(mockNode, RET + key, solver.fieldNode(stubbing.id(), VALUES));
    solver.addStore(mockNode, ANSWER + key, solver.fieldNode(stubbing.id(), ANSWERS));
    solver.addStore(mockNode, THROW + key, solver.fieldNode(stubbing.id(), THROWS));
    solver.addStore(mockNode, REAL + key, solver.fieldNode(stubbing.id(), REALS));
  }

  private record Target(int mockNode, String key) {}

  /** The call whose result is the first argument of {@code inv}, traced back in the caller. */
  private Target stubbedCall(Invocation inv) {
    if (inv.argValues().isEmpty()) {
      return null;
    }
    MethodInstance caller = inv.key().caller();
    MethodCode body = calls.body(caller);
    if (body == null) {
      return null;
    }
    Value v = inv.argValues().get(0);
    int at = inv.key().stmtIndex();
    for (int step = 0; step < 8 && v instanceof Local l; step++) {
      int d = definition(body, l, at);
      if (d < 0) {
        return null;
      }
      Stmt s = body.stmt(d);
      if (!(s instanceof JAssignStmt a)) {
        return null;
      }
      Value rhs = a.getRightOp();
      if (rhs instanceof JCastExpr c) {
        v = c.getOp();
      } else if (rhs instanceof Local) {
        v = rhs;
      } else if (rhs instanceof JStaticInvokeExpr e && e.getMethodSignature().getName()
          .equals("valueOf") && e.getArgCount() == 1
          && e.getMethodSignature().getDeclClassType().getFullyQualifiedName()
              .startsWith("java.lang.")) {
        v = e.getArg(0);
      } else if (rhs instanceof AbstractInstanceInvokeExpr e) {
        int node = solver.node(new NodeKey.LocalVar(caller, body.localKey(d, e.getBase())));
        return new Target(node, key(e.getMethodSignature()));
      } else {
        return null;
      }
      at = d;
    }
    return null;
  }

  /** The last definition of a local before statement {@code at}, or -1. */
  private static int definition(MethodCode body, Local l, int at) {
    int best = -1;
    for (int d : body.defs().getOrDefault(l.getName(), List.of())) {
      if (d < at && d > best) {
        best = d;
      }
    }
    return best;
  }

  /** The static field an argument was read from ({@code Answers.X}, {@code Mockito.X}), or null. */
  private String staticSource(Invocation inv, int arg) {
    if (arg >= inv.argValues().size() || !(inv.argValues().get(arg) instanceof Local l)) {
      return null;
    }
    MethodCode body = calls.body(inv.key().caller());
    int d = body == null ? -1 : definition(body, l, inv.key().stmtIndex());
    if (d >= 0 && body.stmt(d) instanceof JAssignStmt a) {
      if (a.getRightOp() instanceof JStaticFieldRef f) {
        return f.getFieldSignature().getDeclClassType().getFullyQualifiedName() + "."
            + f.getFieldSignature().getName();
      }
      if (a.getRightOp() instanceof AbstractInvokeExpr e) {
        return e.getMethodSignature().getDeclClassType().getFullyQualifiedName() + "."
            + e.getMethodSignature().getName() + "()";
      }
    }
    return null;
  }

  /**
   * Collects into a stubbing or stubber helper what a {@code then*}/{@code do*}/
   * {@code will*} call gives: returned values (with varargs), answers, throwables, or the
   * real method.
   */
  private void stub(Invocation inv, String name, AbstractObject helper) {
    List<Integer> args = inv.args();
    MethodSignature sig = inv.sig();
    String what = name.replaceFirst("^(then|do|will)", "");
    switch (what) {
      case "Return" -> {
        for (int i = 0; i < args.size(); i++) {
          int a = args.get(i);
          if (a < 0) {
            continue;
          }
          int values = solver.fieldNode(helper.id(), VALUES);
          if (sig.getParameterType(i) instanceof ArrayType) {
            solver.addLoad(a, PointsToAnalysis.ALL_ELEMENTS, values);
          } else {
            solver.addEdge(a, values);
          }
        }
      }
      case "Answer", "" -> {
        if (!args.isEmpty() && args.get(0) >= 0) {
          String source = staticSource(inv, 0);
          if (source != null && isMachinery(source)) {
            caveat("mock-answer", inv.origin(), "built-in answer " + source + " is not"
                + " modelled: the stubbed call does nothing and returns null");
          }
          solver.addEdge(args.get(0), solver.fieldNode(helper.id(), ANSWERS));
        }
      }
      case "Throw" -> {
        AbstractObject marker = heap.classObject("java.lang.Throwable");
        solver.addObject(solver.fieldNode(helper.id(), THROWS), marker.id());
      }
      case "CallRealMethod" -> solver.addObject(solver.fieldNode(helper.id(), REALS),
          helper.id());
      default -> { }
    }
  }

  // ------------------------------------------------------------------ calls on helpers

  private void helperCall(Invocation inv, AbstractObject receiver, Helper h) {
    String name = inv.sig().getName();
    switch (h.kind()) {
      case STUBBING -> {
        if (name.startsWith("then") || name.startsWith("will") || name.equals("will")) {
          stub(inv, name, receiver);
          result(inv, receiver);
        } else if (name.equals("getMock")) {
          fallback(inv, inv.origin());
        }
      }
      case STUBBER -> {
        if (name.equals("when") || name.equals("given")) {
          AbstractObject w = newHelper(inv, "org.mockito.stubbing.Stubber$When",
              HelperKind.STUBBER_WHEN);
          for (String f : List.of(VALUES, ANSWERS, THROWS, REALS)) {
            solver.addEdge(solver.fieldNode(receiver.id(), f), solver.fieldNode(w.id(), f));
          }
          if (!inv.args().isEmpty() && inv.args().get(0) >= 0) {
            solver.addEdge(inv.args().get(0), solver.fieldNode(w.id(), MOCK));
          }
          result(inv, w);
        } else if (name.startsWith("do") || name.startsWith("will")) {
          stub(inv, name, receiver);
          result(inv, receiver);
        }
      }
      case STUBBER_WHEN -> {
        // the stubbed method itself, called on the proxy: binds the stubber to the mock
        AbstractObject stubbing = receiver;
        bind(solver.fieldNode(receiver.id(), MOCK), key(inv.sig()), stubbing, inv.origin());
      }
      case INVOCATION -> invocationCall(inv, receiver, h.data());
      case SETTINGS -> {
        if (name.equals("defaultAnswer") || name.equals("spiedInstance")
            || name.equals("useConstructor") || name.equals("extraInterfaces")
            || name.equals("outerInstance")) {
          caveat("mock-settings", inv.origin(), "mock setting " + name + " is not modelled:"
              + " the mock's unstubbed calls do nothing and return null");
        }
        if (inv.result() >= 0 && isMachinery(inv.sig().getType().toString())) {
          result(inv, receiver);
        }
      }
      case INERT -> {
        if (STUBBING_STARTS.contains(name)) {
          api(inv, receiver); // lenient().when(..), lenient().doReturn(..)
        } else if (name.equals("verify")) {
          result(inv, newHelper(inv, "org.mockito.Verification", HelperKind.INERT));
        } else if (name.equals("getValue") || name.equals("getAllValues")) {
          caveat("captor", inv.origin(), "ArgumentCaptor." + name + ": captured arguments"
              + " are not tracked; it returns null in the model");
        } else if (name.equals("initMocks") && !inv.args().isEmpty() && inv.args().get(0) >= 0) {
          solver.addCall(inv.args().get(0), marker(MarkerKind.INIT_MOCKS, inv.key(), null,
              inv.origin(), inv));
          result(inv, receiver);
        } else if (inv.result() >= 0 && isMachinery(inv.sig().getType().toString())) {
          result(inv, receiver);
        }
      }
      default -> { }
    }
  }

  /** Calls on the invocation an answer receives. */
  private void invocationCall(Invocation inv, AbstractObject invocation, Invocation original) {
    String name = inv.sig().getName();
    int args = solver.fieldNode(invocation.id(), "$args");
    switch (name) {
      case "getArgument" -> {
        if (inv.result() < 0) {
          return;
        }
        Integer k = inv.argValues().isEmpty() ? null
            : inv.argValues().get(0) instanceof IntConstant c ? c.getValue() : null;
        if (k != null && k < original.args().size()) {
          if (original.args().get(k) >= 0) {
            solver.addEdge(original.args().get(k), inv.result());
          }
        } else {
          solver.addEdge(args, inv.result());
        }
      }
      case "getArguments", "getRawArguments" -> {
        if (inv.result() < 0) {
          return;
        }
        AbstractObject array = heap.object("mockito-args:" + invocation.id(), Context.EMPTY,
            AbstractObject.Kind.LIBRARY, "java.lang.Object[]", "java.lang.Object[]@"
                + invocation.site(), invocation.origin(), null);
        helpersArray(array, original);
        solver.addObject(inv.result(), array.id());
      }
      case "getMock" -> {
        if (inv.result() >= 0) {
          solver.addEdge(solver.fieldNode(invocation.id(), MOCK), inv.result());
        }
      }
      case "callRealMethod" -> {
        Invocation call = new Invocation(original.key(), original.sig(), original.special(),
            original.args(), inv.result(), inv.onTarget(), inv.origin(), original.argValues());
        real.add(call);
        solver.addCall(solver.fieldNode(invocation.id(), MOCK), call);
      }
      default -> fallback(inv, inv.origin());
    }
  }

  private void helpersArray(AbstractObject array, Invocation original) {
    for (int i = 0; i < original.args().size(); i++) {
      int a = original.args().get(i);
      if (a >= 0) {
        solver.addEdge(a, solver.fieldNode(array.id(), "[" + i + "]"));
        solver.addEdge(a, solver.fieldNode(array.id(), PointsToAnalysis.ALL_ELEMENTS));
      }
    }
  }

  // ------------------------------------------------------------------ calls on mocks

  /**
   * A call on a mock or spy: stubbed results, answers (callees of this call site), throws,
   * and the real method for spies and {@code thenCallRealMethod}.
   */
  private void mockCall(Invocation inv, AbstractObject mock) {
    String key = key(inv.sig());
    if (!Boolean.TRUE.equals(mocks.get(mock.id())) && !mock.type().endsWith("]")) {
      code.dispatch(code.classType(mock.type()), inv.sig().getSubSignature())
          .filter(m -> m.isFinal() && m.hasBody()
              && code.isApplication(m.getDeclaringClassType()))
          .ifPresent(m -> caveat("mock-final", inv.origin(), "final method " + m.getName()
              + " of mock " + mock.name() + " is modelled as mocked (Mockito 5's inline mock"
              + " maker); with the subclass mock maker (the default of Mockito 1 to 4) the real"
              + " method runs"));
    }
    if (inv.result() >= 0) {
      solver.addEdge(solver.fieldNode(mock.id(), RET + key), inv.result());
    }
    if (inv.key() != null) {
      AbstractObject invocation = heap.object("mockito-invocation:"
          + inv.key().caller().method().getSignature() + "#" + inv.key().stmtIndex() + "@"
          + mock.id(), contexts.heapContext(inv.key().caller()), AbstractObject.Kind.LIBRARY,
          "org.mockito.invocation.InvocationOnMock", "InvocationOnMock@"
              + Origins.shortPlace(inv.origin()), inv.origin(), null);
      helpers.putIfAbsent(invocation.id(), new Helper(HelperKind.INVOCATION, inv));
      solver.addObject(solver.fieldNode(invocation.id(), MOCK), mock.id());
      int all = solver.fieldNode(invocation.id(), "$args");
      for (int a : inv.args()) {
        if (a >= 0) {
          solver.addEdge(a, all);
        }
      }
      int holder = solver.fieldNode(invocation.id(), SELF);
      solver.addObject(holder, invocation.id());
      MethodSignature answer = new MethodSignature(code.classType("org.mockito.stubbing.Answer"),
          code.view().getIdentifierFactory().parseMethodSubSignature(
              "java.lang.Object answer(org.mockito.invocation.InvocationOnMock)"));
      solver.addCall(solver.fieldNode(mock.id(), ANSWER + key), new Invocation(inv.key(),
          answer, false, List.of(holder), inv.result(), inv.onTarget(), inv.origin()));
      solver.addCall(solver.fieldNode(mock.id(), THROW + key),
          marker(MarkerKind.THROWS, inv.key(), null, inv.origin(), null));
    }
    Invocation call = new Invocation(inv.key(), inv.sig(), inv.special(), inv.args(),
        inv.result(), inv.onTarget(), inv.origin(), inv.argValues());
    real.add(call);
    if (Boolean.TRUE.equals(mocks.get(mock.id()))) {
      dispatcher.dispatch(call, mock);
    } else {
      solver.addCall(solver.fieldNode(mock.id(), REAL + key),
          marker(MarkerKind.REAL_CALL, inv.key(), mock, inv.origin(), call));
    }
  }

  // ------------------------------------------------------------------ markers

  private Invocation marker(MarkerKind kind, CallKey call, AbstractObject target, Origin origin,
      Invocation data) {
    MethodSignature sig = new MethodSignature(code.classType("org.mockito.$Model"),
        code.view().getIdentifierFactory().parseMethodSubSignature("void " + kind.name()
            .toLowerCase(java.util.Locale.ROOT) + "()"));
    Invocation inv = new Invocation(call, sig, false, List.of(), -1, mi -> { },
        origin == null ? Origin.NONE : origin);
    markers.put(inv, new Marker(kind, call, target, origin, data));
    return inv;
  }

  private void marker(Marker m, Invocation inv, AbstractObject receiver) {
    if (receiver == null) {
      return;
    }
    switch (m.kind()) {
      case INIT_MOCKS -> initMocks(receiver, m.origin(), m.call() == null ? null
          : m.call().caller());
      case THROWS -> throwing.add(m.call());
      case COPY_INTO -> {
        if (receiver.id() != m.target().id()) {
          copyFields(receiver, m.target());
        }
      }
      case REAL_CALL -> dispatcher.dispatch(m.data(), m.target());
      case MOCK_OF -> {
        if (receiver.kind() != AbstractObject.Kind.CLASS || !receiver.site().endsWith(".class")) {
          caveat("mock-type", m.origin(), "mock of a class not known statically: calls on it"
              + " are not modelled");
          return;
        }
        String type = receiver.site().substring(0, receiver.site().length() - ".class".length());
        AbstractObject o = libraryObject(m.data(), type, "#mock" + receiver.id());
        mocks.putIfAbsent(o.id(), false);
        result(m.data(), o);
      }
      case STUBBED -> {
        if (Boolean.TRUE.equals(mocks.get(receiver.id()))) {
          caveats.add(new Caveat("spy-stub", m.origin(), "stubbing a method of spy "
              + receiver.name() + ": the model lets a call run the real method or the stub",
              Caveat.Effect.IMPRECISE));
        } else if (!mocks.containsKey(receiver.id())) {
          caveat("stubbing", m.origin(), "stubbing a method of " + receiver.name() + ", which"
              + " the model does not know as a mock: the stubbing is not modelled");
        }
      }
      case SPY_OF -> {
        if (mocks.containsKey(receiver.id()) || helpers.containsKey(receiver.id())) {
          caveat("spy", m.origin(), "spy of a mock or of a Mockito object is not modelled");
          return;
        }
        MethodInstance caller = m.call().caller();
        AbstractObject s = heap.object("mockito-spy:" + caller.method().getSignature() + "#"
            + m.call().stmtIndex() + "@" + receiver.id(), contexts.heapContext(caller),
            AbstractObject.Kind.LIBRARY, receiver.type(), receiver.type() + "@"
                + Origins.shortPlace(m.origin()) + "[spy]", m.origin(), null);
        heap.allocated(s, caller, calls.isInLoop(caller, m.call().stmtIndex()));
        mocks.put(s.id(), true);
        copyFields(receiver, s);
        result(m.data(), s);
      }
      default -> { }
    }
  }

  /** The spy receives the fields of the spied object (Mockito copies them). */
  private void copyFields(AbstractObject from, AbstractObject to) {
    List<String> fields = new ArrayList<>(List.of(PointsToAnalysis.CONTENT,
        PointsToAnalysis.TARGET, PointsToAnalysis.ALL_ELEMENTS));
    ClassType t = from.type().endsWith("]") ? null : code.classType(from.type());
    Set<ClassType> seen = new java.util.HashSet<>();
    while (t != null && seen.add(t)) {
      Optional<JavaSootClass> c = code.anyClass(t);
      if (c.isEmpty()) {
        break;
      }
      for (JavaSootField f : CodeBase.<JavaSootField>fieldsInOrder(c.get())) {
        if (!f.isStatic()) {
          fields.add(f.getName());
        }
      }
      t = c.get().getSuperclass().orElse(null);
    }
    for (String f : fields) {
      solver.addEdge(solver.fieldNode(from.id(), f), solver.fieldNode(to.id(), f));
    }
  }

  // ------------------------------------------------------------------ objects

  /** The stubbing key of a method: its name and parameter types (not the return type). */
  static String key(MethodSignature sig) {
    StringBuilder sb = new StringBuilder(sig.getName()).append('(');
    for (int i = 0; i < sig.getParameterCount(); i++) {
      sb.append(i == 0 ? "" : ",").append(sig.getParameterType(i));
    }
    return sb.append(')').toString();
  }

  private AbstractObject newHelper(Invocation inv, String type, HelperKind kind) {
    AbstractObject o = libraryObject(inv, type, "#" + kind.name().toLowerCase(
        java.util.Locale.ROOT));
    helpers.putIfAbsent(o.id(), new Helper(kind, null));
    return o;
  }

  private AbstractObject helper(String siteKey, String type, Origin where, AbstractObject owner,
      HelperKind kind) {
    AbstractObject o = heap.object(siteKey, owner.heap(), AbstractObject.Kind.LIBRARY, type,
        type + "@" + where.className() + "." + where.methodName(), where, null);
    helpers.putIfAbsent(o.id(), new Helper(kind, null));
    return o;
  }

  private AbstractObject mockObject(String siteKey, Type type, Origin where,
      AbstractObject owner, MethodInstance in) {
    String t = type.toString();
    AbstractObject o = heap.object(siteKey, owner.heap(), AbstractObject.Kind.LIBRARY, t,
        t + "@" + where.className().substring(where.className().lastIndexOf('.') + 1) + "."
            + where.methodName() + "[mock]", where, null);
    if (in != null) {
      heap.allocated(o, in, false);
    }
    return o;
  }

  private AbstractObject libraryObject(Invocation inv, String type, String tag) {
    MethodInstance caller = inv.key().caller();
    AbstractObject o = heap.object("lib:" + caller.method().getSignature() + "#"
        + inv.key().stmtIndex() + tag, contexts.heapContext(caller), AbstractObject.Kind.LIBRARY,
        type, type + "@" + Origins.shortPlace(inv.origin()) + (tag.startsWith("#mock") ? "[mock]"
            : tag.equals("#spy") ? "[spy]" : ""), inv.origin(), null);
    heap.allocated(o, caller, calls.isInLoop(caller, inv.key().stmtIndex()));
    return o;
  }

  private void result(Invocation inv, AbstractObject o) {
    if (inv.result() >= 0) {
      solver.addObject(inv.result(), o.id());
    }
  }

  private void caveat(String kind, Origin origin, String message) {
    caveats.add(new Caveat(kind, origin, message, Caveat.Effect.UNSOUND));
  }

  // ------------------------------------------------------------------ facts

  /** What the translation needs to know of the model, frozen after the analysis. */
  Facts facts() {
    Set<Integer> spies = new LinkedHashSet<>();
    mocks.forEach((id, calls) -> {
      if (calls) {
        spies.add(id);
      }
    });
    Set<Integer> model = new LinkedHashSet<>(mocks.keySet());
    model.addAll(helpers.keySet());
    return new Facts(Set.copyOf(model), Set.copyOf(spies), Set.copyOf(throwing));
  }

  /**
   * The model's objects (mocks, spies and helpers), the spies among them (objects whose real
   * methods may run: their library calls are translated as for any object), and the call
   * statements where a stubbed {@code thenThrow}/{@code doThrow} may throw.
   */
  public record Facts(Set<Integer> modelObjects, Set<Integer> spies, Set<CallKey> throwingCalls) {
    static final Facts NONE = new Facts(Set.of(), Set.of(), Set.of());
  }
}
