package org.petrify.ir.pointsto;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import sootup.core.model.Body;
import sootup.core.signatures.MethodSignature;
import sootup.core.signatures.MethodSubSignature;
import sootup.core.types.ArrayType;
import sootup.core.types.ClassType;
import sootup.core.types.Type;
import sootup.java.core.JavaSootClass;
import sootup.java.core.JavaSootMethod;
import sootup.java.core.views.JavaView;

/**
 * The classes under analysis: an application view (the user's classpath, bodies are built from
 * it) and a JDK view that is only asked for single classes on demand, for their supertypes and
 * method declarations. Keeping the JDK out of the application view keeps SootUp from building a
 * type hierarchy over the whole runtime when the first body is built.
 *
 * <p>Bodies and their {@link MethodCode} are built once and cached.
 */
public final class CodeBase {
  private final JavaView application;
  private final JavaView jdk;
  private final Map<String, String> sourceFiles;
  private final Map<ClassType, Optional<JavaSootClass>> classes = new HashMap<>();
  private final Map<ClassType, Optional<JavaSootClass>> applicationClasses =
      new java.util.concurrent.ConcurrentHashMap<>();
  private final Map<ClassType, String> names = new java.util.concurrent.ConcurrentHashMap<>();
  private final Map<ClassType, java.util.Set<ClassType>> supertypes =
      new java.util.concurrent.ConcurrentHashMap<>();
  private final Map<String, ClassType> classTypes =
      new java.util.concurrent.ConcurrentHashMap<>();
  private final Map<ClassType, List<MethodSignature>> overrides = new HashMap<>();
  private final Map<List<Object>, List<MethodSignature>> selfCalls = new HashMap<>();
  private final Map<MethodSignature, Body> bodies = new HashMap<>();
  /** {@link #dispatch} per runtime type and sub-signature (the classes never change). */
  private final Map<List<Object>, Optional<JavaSootMethod>> dispatched = new HashMap<>();
  private final DeadHandlerRepair repair;
  /** The class file of a binary name (application, else JDK), or null. */
  private final java.util.function.Function<String, byte[]> classBytes;
  /** {@link SwitchLabels#read} per binary class name. */
  private final Map<String, List<List<SwitchLabel>>> switchLabels = new HashMap<>();
  private final Map<MethodSignature, MethodCode> codes = new HashMap<>();
  private final StaticCollections statics = new StaticCollections(this);
  private final EnumTables enums = new EnumTables(this);
  private final java.util.function.Predicate<String> jarClasses;
  /** {@link #jdkTypesExtendedByApplication}, once computed. */
  private Set<ClassType> jdkTypesExtended;
  /** The services with a provider file on the class path; null when that is not known. */
  private volatile java.util.Set<String> serviceFiles;

  /**
   * @param application the view over the user's classpath
   * @param jdk a view over the JDK runtime, queried one class at a time
   * @param sourceFiles binary class name to the SourceFile attribute of its class file
   */
  public CodeBase(JavaView application, JavaView jdk, Map<String, String> sourceFiles) {
    this(application, jdk, sourceFiles, name -> null);
  }

  /**
   * As above; {@code applicationBytes} gives the class file of an application class (or null),
   * read again only where SootUp cannot build a body ({@link DeadHandlerRepair}).
   */
  public CodeBase(JavaView application, JavaView jdk, Map<String, String> sourceFiles,
      java.util.function.Function<String, byte[]> applicationBytes) {
    this(application, jdk, sourceFiles, applicationBytes, name -> false);
  }

  /**
   * As above; {@code jarClasses} tells the application classes read from a jar (a library the
   * program uses, not the program's own folders): {@link InertMethods} analyses some of their
   * methods in one context.
   */
  public CodeBase(JavaView application, JavaView jdk, Map<String, String> sourceFiles,
      java.util.function.Function<String, byte[]> applicationBytes,
      java.util.function.Predicate<String> jarClasses) {
    this.jarClasses = jarClasses;
    this.application = application;
    this.jdk = jdk;
    this.sourceFiles = Map.copyOf(sourceFiles);
    this.classBytes = name -> {
      byte[] b = applicationBytes.apply(name);
      return b != null ? b : DeadHandlerRepair.jdkClass(name);
    };
    this.repair = new DeadHandlerRepair(classBytes);
  }

  /**
   * The labels of a {@code typeSwitch} of class {@code className} whose bootstrap arguments
   * SootUp gives as {@code known} (a class name per class constant, null per other argument),
   * read from the class file ({@link SwitchLabels}); null when the class file cannot be read or
   * its {@code typeSwitch}es that agree with {@code known} have different labels.
   */
  public synchronized List<SwitchLabel> typeSwitchLabels(String className, List<String> known) {
    List<List<SwitchLabel>> lists = switchLabels.computeIfAbsent(className, n -> {
      try {
        return SwitchLabels.read(classBytes.apply(n));
      } catch (RuntimeException unreadable) {
        return List.of();
      }
    });
    return SwitchLabels.matching(lists, known);
  }

  public JavaView view() {
    return application;
  }

  /**
   * The class type of that binary name. Memoized: SootUp's identifier factory parses the name
   * and looks it up in a cache of its own on every call, and the points-to analysis asks once
   * per library call and receiver object (a quarter of its time on a large class path).
   */
  public ClassType classType(String name) {
    return classTypes.computeIfAbsent(name,
        n -> application.getIdentifierFactory().getClassType(n));
  }

  /**
   * The name ({@code pkg.Cls.name}) of the static field a {@code getstatic}/{@code putstatic}
   * names, resolved as the JVM resolves it (JVMS 5.4.3.2): the named class if it declares the
   * field, else the first of its superinterfaces (recursively), else of its superclasses, that
   * does. javac names the class the source named: an enum constant's body reading a sibling
   * constant ({@code A { S next() { return B; } }}) names {@code S$1.B}, declared by {@code S}.
   * The name as written when no application class on the way declares it.
   */
  public String staticFieldName(ClassType named, String field) {
    ClassType declaring = declaringClass(named, field, new java.util.HashSet<>());
    return (declaring != null ? declaring : named).getFullyQualifiedName() + "." + field;
  }

  private ClassType declaringClass(ClassType t, String field, Set<ClassType> seen) {
    Optional<JavaSootClass> c = seen.add(t) ? applicationClass(t) : Optional.empty();
    if (c.isEmpty()) {
      return null;
    }
    if (c.get().getField(field).isPresent()) {
      return t;
    }
    for (ClassType i : c.get().getInterfaces()) {
      ClassType d = declaringClass(i, field, seen);
      if (d != null) {
        return d;
      }
    }
    return c.get().getSuperclass().map(s -> declaringClass(s, field, seen)).orElse(null);
  }

  /**
   * The class from the application classpath, if it is there. The Kotlin standard library and
   * Mockito (with the libraries it brings, {@link MockitoModel#isMachinery}) are never
   * application code, even when they are on the classpath: their calls are modelled.
   */
  public Optional<JavaSootClass> applicationClass(ClassType type) {
    Optional<JavaSootClass> known = applicationClasses.get(type);
    if (known != null) {
      return known;
    }
    String name = name(type);
    Optional<JavaSootClass> found = name.startsWith("kotlin.") || name.startsWith("kotlinx.")
        || MockitoModel.isMachinery(name) ? Optional.empty()
        : anyClass(type).filter(JavaSootClass::isApplicationClass);
    applicationClasses.put(type, found);
    return found;
  }

  /**
   * {@code type.getFullyQualifiedName()}, memoized: SootUp builds the string anew on every
   * call, and the points-to analysis asks per call and receiver object.
   */
  public String name(ClassType type) {
    String known = names.get(type);
    if (known == null) {
      known = type.getFullyQualifiedName();
      names.put(type, known);
    }
    return known;
  }

  /** The binary names of every class on the application class path. */
  public java.util.Set<String> classNames() {
    return java.util.Collections.unmodifiableSet(sourceFiles.keySet());
  }

  /** True if the application class of that binary name was read from a jar. */
  public boolean fromJar(String className) {
    return jarClasses.test(className);
  }

  /** True if the type is a class of the user's classpath (not the JDK, not missing). */
  /**
   * Sets the binary names {@code S} of the files {@code META-INF/services/S} found in the class
   * path entries, which are the whole class path the program runs on (no jar adds others through
   * a manifest {@code Class-Path}).
   */
  public void serviceFiles(java.util.Set<String> services) {
    this.serviceFiles = java.util.Set.copyOf(services);
  }

  /**
   * False if the class path is known and has no provider file {@code META-INF/services/S} for
   * service {@code S} (binary name).
   */
  public boolean mayHaveProviderFile(String service) {
    java.util.Set<String> known = serviceFiles;
    return known == null || known.contains(service);
  }

  public boolean isApplication(Type type) {
    return type instanceof ClassType ct && applicationClass(ct).isPresent();
  }

  /** The class from the application classpath or, failing that, the JDK. */
  public Optional<JavaSootClass> anyClass(ClassType type) {
    Optional<JavaSootClass> known = classes.get(type);
    if (known != null) {
      return known;
    }
    Optional<JavaSootClass> found = application.getClass(type);
    if (found.isEmpty()) {
      try {
        found = jdk.getClass(type);
      } catch (RuntimeException e) {
        found = Optional.empty();
      }
    }
    classes.put(type, found);
    return found;
  }

  /** The SourceFile attribute of an application class, or null. */
  public String sourceFile(String className) {
    String f = sourceFiles.get(className);
    return f == null || f.isEmpty() ? null : f;
  }

  /** True if {@code sub} is {@code sup} or one of its subtypes (unknown classes end the walk). */
  /** True if {@code t} is {@code java.lang.Throwable} or a class that extends it. */
  public boolean isThrowable(Type t) {
    return isSubtype(t, classType("java.lang.Throwable"));
  }

  public boolean isSubtype(Type sub, Type sup) {
    if (sub.equals(sup)) {
      return true;
    }
    if (sup instanceof ClassType s && s.getFullyQualifiedName().equals("java.lang.Object")) {
      return sub instanceof ClassType || sub instanceof ArrayType;
    }
    if (!(sub instanceof ClassType c) || !(sup instanceof ClassType s)) {
      return false;
    }
    return supertypes(c).contains(s);
  }

  /**
   * True if no instance of {@code sub} can be an instance of {@code sup}: every class on the
   * way up from {@code sub} is known and none of them is {@code sup}. An unknown class on the
   * way gives false, since it might extend or implement {@code sup}.
   */
  public boolean surelyNotSubtype(ClassType sub, ClassType sup) {
    return notSubtypes.computeIfAbsent(sub, k -> new java.util.concurrent.ConcurrentHashMap<>())
        .computeIfAbsent(sup, k -> !isSubtype(sub, sup) && allKnown(supertypes(sub)));
  }

  /**
   * The answers of {@link #surelyNotSubtype} per (sub, sup): a function of the class path
   * alone, asked by the library models per receiver object and library call (a twentieth of
   * the points-to analysis's samples on guice, walking the supertypes each time).
   */
  private final Map<ClassType, Map<ClassType, Boolean>> notSubtypes =
      new java.util.concurrent.ConcurrentHashMap<>();

  /** True if every one of the classes is known (application or JDK). */
  private boolean allKnown(java.util.Set<ClassType> types) {
    for (ClassType t : types) {
      if (anyClass(t).isEmpty()) {
        return false;
      }
    }
    return true;
  }

  /**
   * The class and its supertypes, transitively, as far as they are known (an unknown class
   * ends the walk there). Cached per class: the points-to analysis asks {@link #isSubtype}
   * per receiver object and library call.
   */
  /** The class and its known supertypes, transitively ({@link #supertypes}). */
  java.util.Set<ClassType> supertypesOf(ClassType c) {
    return java.util.Collections.unmodifiableSet(supertypes(c));
  }

  private java.util.Set<ClassType> supertypes(ClassType c) {
    java.util.Set<ClassType> known = supertypes.get(c);
    if (known != null) {
      return known;
    }
    List<ClassType> work = new ArrayList<>(List.of(c));
    java.util.Set<ClassType> seen = new java.util.HashSet<>();
    while (!work.isEmpty()) {
      ClassType t = work.remove(work.size() - 1);
      if (!seen.add(t)) {
        continue;
      }
      anyClass(t).ifPresent(k -> {
        k.getSuperclass().ifPresent(work::add);
        work.addAll(k.getInterfaces());
      });
    }
    supertypes.put(c, seen);
    return seen;
  }

  /**
   * The methods of a class in the order of their sub-signatures' text. SootUp keeps a class's
   * methods in a hash set whose order changes between JVM runs (a signature's hash mixes in the
   * identity hash of primitive and void types), so every walk over them whose order can matter
   * (which node, context or name comes first) goes through here.
   */
  public static <M extends sootup.core.model.SootMethod> List<M> methodsInOrder(
      sootup.core.model.SootClass c) {
    @SuppressWarnings("unchecked")
    List<M> out = new ArrayList<>((Set<M>) c.getMethods());
    out.sort(java.util.Comparator.comparing(m -> m.getSignature().getSubSignature().toString()));
    return out;
  }

  /** The fields of a class by name, for the same reason as {@link #methodsInOrder}. */
  public static <F extends sootup.core.model.SootField> List<F> fieldsInOrder(
      sootup.core.model.SootClass c) {
    @SuppressWarnings("unchecked")
    List<F> out = new ArrayList<>((Set<F>) c.getFields());
    out.sort(java.util.Comparator.comparing(f -> f.getName()));
    return out;
  }

  /**
   * The instance methods that JDK code inherited by application class {@code type} may call on
   * {@code this} and that land in application code: every method declared in a JDK supertype
   * (class or interface, {@code Object} included) whose dispatch from {@code type} reaches an
   * application method with a body, as the signature of that method. Empty for a JDK class.
   * Cached per class.
   */
  public List<MethodSignature> libraryOverrides(ClassType type) {
    List<MethodSignature> known = overrides.get(type);
    if (known != null) {
      return known;
    }
    List<MethodSignature> out = new ArrayList<>();
    if (isApplication(type)) {
      Set<MethodSubSignature> declared = new java.util.LinkedHashSet<>();
      List<ClassType> work = new ArrayList<>(List.of(type));
      Set<ClassType> seen = new java.util.HashSet<>();
      while (!work.isEmpty()) {
        ClassType t = work.remove(0);
        if (!seen.add(t)) {
          continue;
        }
        Optional<JavaSootClass> k = anyClass(t);
        if (k.isEmpty()) {
          continue;
        }
        if (!isApplication(t)) {
          for (JavaSootMethod m : CodeBase.<JavaSootMethod>methodsInOrder(k.get())) {
            if (!m.isStatic() && !m.isPrivate() && !m.getName().startsWith("<")) {
              declared.add(m.getSignature().getSubSignature());
            }
          }
        }
        k.get().getSuperclass().ifPresent(work::add);
        work.addAll(k.get().getInterfaces());
      }
      for (MethodSubSignature sub : declared) {
        dispatch(type, sub).filter(m -> isApplication(m.getDeclaringClassType()) && m.hasBody())
            .ifPresent(m -> out.add(m.getSignature()));
      }
    }
    List<MethodSignature> frozen = List.copyOf(out);
    overrides.put(type, frozen);
    return frozen;
  }

  /**
   * True if the statement hands {@code self} on: as an argument (a constructor's too, and a
   * lambda's capture), as the value assigned (a copy, a store into a field or array) or cast,
   * or returned. Reading or writing its fields, calling its methods, comparing it and locking
   * it hand nothing on.
   */
  private static boolean leaksSelf(sootup.core.jimple.common.stmt.Stmt st,
      sootup.core.jimple.common.Local self) {
    sootup.core.jimple.common.expr.AbstractInvokeExpr call = MethodCode.invokeOf(st);
    if (call != null && call.getArgs().contains(self)) {
      return true;
    }
    if (st instanceof sootup.core.jimple.common.stmt.JAssignStmt a) {
      sootup.core.jimple.common.Value rhs = a.getRightOp();
      return rhs.equals(self) || rhs instanceof sootup.core.jimple.common.expr.JCastExpr c
          && c.getOp().equals(self);
    }
    return st instanceof sootup.core.jimple.common.stmt.JReturnStmt r && r.getOp().equals(self);
  }

  /** The most JDK methods {@link #overridesCalledBy} reads for one call before it assumes all. */
  private static final int SELF_CALL_SCAN_LIMIT = 200;

  /**
   * The application overrides ({@link #libraryOverrides}) that JDK method {@code jdk}, run on a
   * receiver of application class {@code type}, may call on that receiver. JDK code is read for
   * its calls on {@code this}: a call whose target, dispatched from {@code type}, is application
   * code is such an override; a JDK target is read in turn. Where {@code this} goes anywhere else
   * (an argument, a stored or returned value, a copy, an inner object's constructor), anything
   * may be called on it later: all overrides. All of them too where a body cannot be read or
   * the scan passes {@link #SELF_CALL_SCAN_LIMIT} methods. Cached per class and method.
   */
  public List<MethodSignature> overridesCalledBy(ClassType type, MethodSignature jdk) {
    List<MethodSignature> all = libraryOverrides(type);
    if (all.isEmpty()) {
      return all;
    }
    return selfCalls.computeIfAbsent(List.of(type, jdk), k -> scanSelfCalls(type, jdk, all));
  }

  private List<MethodSignature> scanSelfCalls(ClassType type, MethodSignature jdk,
      List<MethodSignature> all) {
    Set<MethodSignature> found = new java.util.LinkedHashSet<>();
    List<JavaSootMethod> work = new ArrayList<>();
    Set<MethodSignature> read = new java.util.HashSet<>();
    resolve(jdk).ifPresent(work::add);
    while (!work.isEmpty()) {
      JavaSootMethod m = work.remove(work.size() - 1);
      if (!read.add(m.getSignature()) || m.isStatic() || m.isNative() || m.isAbstract()) {
        continue;
      }
      if (read.size() > SELF_CALL_SCAN_LIMIT || !m.hasBody()) {
        return all;
      }
      Body body;
      try {
        body = selfCallBody(m);
      } catch (RuntimeException e) {
        return all;
      }
      sootup.core.jimple.common.Local self = body.getThisLocal();
      for (sootup.core.jimple.common.stmt.Stmt st : body.getStmts()) {
        if (leaksSelf(st, self)) {
          return all;
        }
        sootup.core.jimple.common.expr.AbstractInvokeExpr call = MethodCode.invokeOf(st);
        if (call instanceof sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr inst
            && inst.getBase().equals(self)) {
          Optional<JavaSootMethod> target = call
              instanceof sootup.core.jimple.common.expr.JSpecialInvokeExpr
              ? resolve(call.getMethodSignature())
              : dispatch(type, call.getMethodSignature().getSubSignature());
          if (target.isEmpty()) {
            return all;
          }
          if (isApplication(target.get().getDeclaringClassType())) {
            found.add(target.get().getSignature());
          } else {
            work.add(target.get());
          }
        }
      }
    }
    return List.copyOf(found);
  }

  private static JavaView untypedJdk;
  private final Map<MethodSignature, Body> untypedBodies = new HashMap<>();

  /**
   * The body of a JDK method for {@link #scanSelfCalls}, built by a JDK view of its own whose
   * bodies skip SootUp's last step, the TypeAssigner: that step builds the type hierarchy of
   * the whole view, and for the JDK it read every runtime class (tens of seconds and hundreds
   * of megabytes on the first call, which a large class path always makes). The scan reads
   * statements, {@code this} and call signatures, none of which the TypeAssigner changes (it
   * runs after every other step and only sets the types of locals). Built once per method.
   */
  private Body selfCallBody(JavaSootMethod m) {
    Body known = untypedBodies.get(m.getSignature());
    if (known != null) {
      return known;
    }
    Body b;
    try {
      b = untypedJdk().getMethod(m.getSignature()).filter(JavaSootMethod::hasBody)
          .map(JavaSootMethod::getBody).orElse(null);
    } catch (RuntimeException e) {
      b = null;
    }
    if (b == null) {
      b = body(m); // as before: the typed body, whatever it costs
    }
    untypedBodies.put(m.getSignature(), b);
    return b;
  }

  private static synchronized JavaView untypedJdk() {
    if (untypedJdk == null) {
      List<sootup.core.interceptor.BodyInterceptor> steps = StableTemporaries.defaultSteps(false);
      untypedJdk = new JavaView(List.of(
          new sootup.java.bytecode.frontend.inputlocation.JrtFileSystemAnalysisInputLocation(
              sootup.core.model.SourceType.Library, steps)));
    }
    return untypedJdk;
  }

  /**
   * Virtual dispatch: the first concrete method with that sub-signature found from
   * {@code runtimeType} up the superclass chain, then (for default methods) in its interfaces.
   * Memoized: the points-to analysis asks once per receiver object and call.
   */
  public Optional<JavaSootMethod> dispatch(ClassType runtimeType, MethodSubSignature sub) {
    List<Object> key = List.of(runtimeType, sub);
    Optional<JavaSootMethod> known = dispatched.get(key);
    if (known == null) {
      known = lookUp(runtimeType, sub);
      dispatched.put(key, known);
    }
    return known;
  }

  private Optional<JavaSootMethod> lookUp(ClassType runtimeType, MethodSubSignature sub) {
    ClassType t = runtimeType;
    Set<ClassType> seen = new java.util.HashSet<>();
    List<ClassType> interfaces = new ArrayList<>();
    while (t != null && seen.add(t)) {
      Optional<JavaSootClass> k = anyClass(t);
      if (k.isEmpty()) {
        return Optional.empty();
      }
      Optional<JavaSootMethod> m = k.get().getMethod(sub);
      if (m.isPresent() && !m.get().isAbstract()) {
        return m;
      }
      interfaces.addAll(k.get().getInterfaces());
      t = k.get().getSuperclass().orElse(null);
    }
    while (!interfaces.isEmpty()) {
      ClassType i = interfaces.remove(0);
      if (!seen.add(i)) {
        continue;
      }
      Optional<JavaSootClass> k = anyClass(i);
      if (k.isEmpty()) {
        continue;
      }
      Optional<JavaSootMethod> m = k.get().getMethod(sub);
      if (m.isPresent() && !m.get().isAbstract()) {
        return m;
      }
      interfaces.addAll(k.get().getInterfaces());
    }
    return Optional.empty();
  }

  /**
   * Static resolution for static and special invokes: the method with that signature in the
   * declared class or its nearest superclass declaring it.
   */
  public Optional<JavaSootMethod> resolve(MethodSignature sig) {
    ClassType t = sig.getDeclClassType();
    Set<ClassType> seen = new java.util.HashSet<>();
    while (t != null && seen.add(t)) {
      Optional<JavaSootClass> k = anyClass(t);
      if (k.isEmpty()) {
        return Optional.empty();
      }
      Optional<JavaSootMethod> m = k.get().getMethod(sig.getSubSignature());
      if (m.isPresent()) {
        return m;
      }
      t = k.get().getSuperclass().orElse(null);
    }
    return dispatch(sig.getDeclClassType(), sig.getSubSignature());
  }

  /**
   * The body of an application method, built once; where SootUp fails on the class file as it
   * is, built again from a copy without unreachable code ({@link DeadHandlerRepair}), else the
   * failure is thrown.
   */
  public Body body(JavaSootMethod method) {
    return bodies.computeIfAbsent(method.getSignature(), s -> {
      try {
        return method.getBody();
      } catch (RuntimeException e) {
        return repair.rebuild(method).orElseThrow(() -> e);
      }
    });
  }

  /**
   * The JDK types (not {@code Object}, which every class extends) that some class-path class
   * extends or implements, directly or through other classes; computed once, since it
   * depends on the class path alone. The class-path classes are those the code base was given
   * the names of, or (a code base made without them, in tests) every class of the view.
   */
  synchronized Set<ClassType> jdkTypesExtendedByApplication() {
    if (jdkTypesExtended == null) {
      List<ClassType> classes = classNames().isEmpty()
          ? application.getClasses().map(c -> c.getType()).toList()
          : classNames().stream().sorted().map(this::classType).toList();
      Set<ClassType> all = new java.util.HashSet<>();
      for (ClassType c : classes) {
        for (ClassType s : supertypesOf(c)) {
          if (!isApplication(s)) {
            all.add(s);
          }
        }
      }
      all.remove(classType("java.lang.Object"));
      jdkTypesExtended = Set.copyOf(all);
    }
    return jdkTypesExtended;
  }

  /** The ordinals of application enums and javac's switch maps, decoded once. */
  public EnumTables enums() {
    return enums;
  }

  /**
   * The analysable code of an application method: its body with counted loops unrolled,
   * built once.
   */
  public MethodCode methodCode(JavaSootMethod method) {
    return codes.computeIfAbsent(method.getSignature(), s -> {
      MethodCode plain = MethodCode.of(body(method));
      plain.statics = statics;
      return LoopUnroller.unroll(plain);
    });
  }

  /**
   * The application types the JVM initialises before a class's own initialiser runs (JLS
   * 12.4.2 step 7): its direct superclass, then its superinterfaces, direct or indirect, that
   * declare a default method (a non-abstract, non-static instance method), enumerated over
   * each directly implemented interface in the order of the {@code implements} clause, an
   * interface's superinterfaces before the interface. An interface's initialisation
   * initialises no supertype: empty for an interface, and for a type that is not an
   * application type.
   */
  public List<ClassType> initialisedFirst(ClassType c) {
    Optional<JavaSootClass> cls = applicationClass(c);
    if (cls.isEmpty() || cls.get().isInterface()) {
      return List.of();
    }
    List<ClassType> out = new ArrayList<>();
    cls.get().getSuperclass().ifPresent(out::add);
    for (ClassType i : cls.get().getInterfaces()) {
      addDefaultInterfaces(i, out, new HashSet<>());
    }
    return out;
  }

  private void addDefaultInterfaces(ClassType i, List<ClassType> out, Set<ClassType> seen) {
    Optional<JavaSootClass> cls = applicationClass(i);
    if (!seen.add(i) || cls.isEmpty()) {
      return;
    }
    for (ClassType sup : cls.get().getInterfaces()) {
      addDefaultInterfaces(sup, out, seen);
    }
    boolean declaresDefault = cls.get().getMethods().stream()
        .anyMatch(m -> !m.isAbstract() && !m.isStatic() && !m.getName().startsWith("<"));
    if (declaresDefault && !out.contains(i)) {
      out.add(i);
    }
  }
}
