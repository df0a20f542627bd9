package org.petrify.ir.pointsto;

import java.util.List;
import java.util.Set;
import java.util.function.BiPredicate;
import java.util.function.Predicate;

/**
 * What the analyses trust about the JDK (and Kotlin standard library) methods they do not
 * translate, one entry per API family, each stating which of the four {@link Property
 * properties} hold for which methods of the family. Every question the analyses ask about an
 * untranslated library method is {@link #holds}; the rb models of the concurrency families
 * ({@code frontend.LibraryModels}) come first, so a fact here is read only for calls no model
 * takes.
 *
 * <p>The four properties say different things and are read by different analyses:
 * <ul>
 *   <li>{@link Property#NEVER_THROWS}: read by the uncaught-exception caveats;</li>
 *   <li>{@link Property#CALLS_NO_APPLICATION_CODE}: read by the library call-back check
 *       ({@code library-callback} caveat);</li>
 *   <li>{@link Property#ARGUMENTS_STAY_LOCAL}: read by {@link ThreadEscape};</li>
 *   <li>{@link Property#NO_CONCURRENCY_EFFECT}: the allow-list at the library boundary
 *       ({@code unmodelled-library} caveat, and the trusted functions of a caller-runs
 *       task).</li>
 * </ul>
 * A fact is a claim about the JDK's specification, not something checked: a wrong fact is
 * an unsound model, so facts are added per family with the reason in a comment.
 *
 * <p>Where the properties of one family disagree (a method trusted for one property and not for
 * another for no reason of the property itself), the disagreement is kept as found and
 * noted at the family: {@code PrintWriter} is never-throwing and harmless but not marked as
 * calling no application code, though its {@code println(Object)} is {@code PrintStream}'s;
 * every {@code Class} method keeps its arguments local, also the reflective ones that have no
 * concurrency claim; {@code Object}'s {@code notify}/{@code wait} are covered by the
 * {@code Object} family's claims but are always taken by the monitor model first; the
 * never-throwing {@code Thread.setDaemon} throws {@code IllegalThreadStateException} on a
 * started thread.
 */
public final class LibraryFacts {
  /** The properties a fact may state of a library method. */
  public enum Property {
    /**
     * The method never throws an unchecked exception for the arguments a program passes it
     * (its failures on misuse of its own contract, null arguments among them, are not
     * claimed); a call of it is no throw point.
     */
    NEVER_THROWS,
    /**
     * The method calls no code of the program it is given (a lambda, an application object):
     * where it calls {@code toString}, {@code equals} or {@code hashCode} of an argument, the
     * caller asks {@code frontend.ArgumentCallbacks} whether that method matters.
     */
    CALLS_NO_APPLICATION_CODE,
    /**
     * The method neither stores its reference arguments nor hands them to another thread (it
     * reads them, or only their values): its arguments do not escape through the call.
     */
    ARGUMENTS_STAY_LOCAL,
    /**
     * The method does nothing concurrency-relevant: it does not block, wake or start a thread,
     * take the monitor of an object another thread may hold, or call code of the program other
     * than through the arguments the call-back check judges.
     */
    NO_CONCURRENCY_EFFECT
  }

  /** The final JDK classes whose instances are plain values: strings and boxes. */
  private static final Set<String> FINAL_VALUE_CLASSES = Set.of("java.lang.String",
      "java.lang.Integer", "java.lang.Long", "java.lang.Short", "java.lang.Byte",
      "java.lang.Character", "java.lang.Boolean", "java.lang.Double", "java.lang.Float");

  /**
   * True for {@code String} and the boxes: final JDK classes whose instances hold a value and no
   * object of the program (no subclass, no reference to application code).
   */
  public static boolean isFinalValueClass(String name) {
    return FINAL_VALUE_CLASSES.contains(name);
  }

  /** One fact: the property holds for a (declaring class, method name) the test accepts. */
  private record Fact(Property property, BiPredicate<String, String> applies) {}

  /** One API family and its facts. */
  private record Family(String name, List<Fact> facts) {}

  private static final Predicate<String> ALL = name -> true;

  /** {@code String} methods that throw on a bad index, format or argument. */
  private static final Set<String> STRING_THROWING = Set.of("charAt", "codePointAt",
      "codePointBefore", "substring", "subSequence", "format", "formatted", "repeat",
      "getBytes", "getChars", "offsetByCodePoints", "matches", "replaceAll", "replaceFirst",
      "split", "<init>", "chars", "compareTo");

  /** {@code Math} methods besides the {@code *Exact} ones that throw on some arguments. */
  private static final Set<String> MATH_THROWING = Set.of("floorDiv", "floorMod", "ceilDiv",
      "ceilMod", "clamp");

  /**
   * Collection methods that fail only on misuse of a collection's own contract. Since the
   * seventeenth session also the whole-collection copies, searches and bulk updates
   * ({@code toArray}, {@code indexOf}, {@code lastIndexOf}, {@code containsAll},
   * {@code removeAll}, {@code retainAll}, {@code putAll}), the copy-on-write list's and set's
   * {@code addIfAbsent}/{@code addAllAbsent}, and the end insertions {@code offer},
   * {@code offerFirst}, {@code offerLast}, {@code addFirst}, {@code addLast}: none reads an
   * index or needs an element present, so each throws only for a null or wrongly typed
   * argument, an unmodifiable or concurrently modified receiver, or a full bounded deque
   * (as {@code add} already: a capacity is the caller's contract). Not listed, because they
   * fail on data a correct program may meet: indexed {@code get}/{@code set}/{@code remove}/
   * {@code subList} (a bad index) and {@code remove()}, {@code removeFirst},
   * {@code getFirst}, {@code element} (an empty collection). The removals by equality
   * ({@code remove(Object)}) are judged per call, by receiver and argument objects ({@code
   * frontend.EqualityRemovals}).
   */
  private static final Set<String> COLLECTION_METHODS = Set.of("<init>", "add", "put", "get",
      "size", "isEmpty", "contains", "containsKey", "containsValue", "iterator", "hasNext",
      "next", "getOrDefault", "putIfAbsent", "keySet", "values", "entrySet", "getKey",
      "getValue", "stream", "toString", "hashCode", "equals", "forEach", "addAll", "clear",
      "poll", "peek", "pollFirst", "pollLast", "peekFirst", "peekLast", "toArray", "indexOf",
      "lastIndexOf", "containsAll", "removeAll", "retainAll", "putAll", "addIfAbsent",
      "addAllAbsent", "offer", "offerFirst", "offerLast", "addFirst", "addLast");

  /** {@code java.util} classes that wait for input, load application classes or run tasks. */
  private static final Set<String> UTIL_EXCLUDED = Set.of("java.util.Scanner",
      "java.util.ServiceLoader", "java.util.Timer", "java.util.TimerTask");

  /** Non-blocking {@code java.util.concurrent} classes. */
  private static final Set<String> CONCURRENT_NON_BLOCKING = Set.of(
      "java.util.concurrent.ConcurrentHashMap", "java.util.concurrent.ConcurrentMap",
      "java.util.concurrent.ConcurrentNavigableMap", "java.util.concurrent.ConcurrentSkipListMap",
      "java.util.concurrent.ConcurrentSkipListSet", "java.util.concurrent.ConcurrentLinkedQueue",
      "java.util.concurrent.ConcurrentLinkedDeque", "java.util.concurrent.CopyOnWriteArrayList",
      "java.util.concurrent.CopyOnWriteArraySet", "java.util.concurrent.ThreadLocalRandom",
      "java.util.concurrent.Executors", "java.util.concurrent.ConcurrentHashMap$KeySetView",
      "java.util.concurrent.ExecutionException", "java.util.concurrent.TimeoutException",
      "java.util.concurrent.CompletionException", "java.util.concurrent.CancellationException",
      "java.util.concurrent.BrokenBarrierException");

  /** Constructors that do more than initialise the object: they read or connect. */
  private static final Set<String> BLOCKING_CONSTRUCTORS = Set.of(
      "java.io.ObjectInputStream", "java.net.Socket");

  /**
   * The JDK's atomic reference holders and field updaters, which read and write a field of the
   * object they are given without calling it (the VarHandle API is under java.lang.invoke).
   */
  private static final Set<String> REFERENCE_HOLDERS = Set.of(
      "java.util.concurrent.atomic.AtomicReference",
      "java.util.concurrent.atomic.AtomicReferenceArray",
      "java.util.concurrent.atomic.AtomicReferenceFieldUpdater",
      "java.util.concurrent.atomic.AtomicIntegerFieldUpdater",
      "java.util.concurrent.atomic.AtomicLongFieldUpdater",
      "java.util.concurrent.atomic.AtomicMarkableReference",
      "java.util.concurrent.atomic.AtomicStampedReference");

  /** The methods of {@link #REFERENCE_HOLDERS} that call a function argument. */
  private static final Set<String> FUNCTIONAL_UPDATES = Set.of("updateAndGet", "getAndUpdate",
      "accumulateAndGet", "getAndAccumulate");

  /** {@code java.lang.Enum}'s final methods that take or read an enum constant. */
  private static final Set<String> ENUM_FINAL_METHODS = Set.of("compareTo", "equals",
      "hashCode", "ordinal", "name", "getDeclaringClass");

  private static final String LOOKUP = "java.lang.invoke.MethodHandles$Lookup";

  /**
   * The {@code java.lang.invoke} classes whose methods may run code a handle names (or a
   * static initializer), so that nothing of them is on the allow-list by the class test alone:
   * {@code MethodHandle} and {@code Lookup} are claimed method by method ({@link
   * #runsHandledCode}), the others not at all.
   */
  private static final Set<String> HANDLE_RUNNERS = Set.of("java.lang.invoke.MethodHandle",
      LOOKUP, "java.lang.invoke.MethodHandleProxies", "java.lang.invoke.ConstantBootstraps");

  private static final List<Family> FAMILIES = List.of(
      // String computes on its arguments; a builder's append(Object) renders the argument,
      // which the call-back check judges.
      family("strings",
          fact(Property.NO_CONCURRENCY_EFFECT, cls -> cls.startsWith("java.lang.String")
              || cls.startsWith("java.lang.Abstract") && cls.endsWith("StringBuilder"), ALL),
          fact(Property.CALLS_NO_APPLICATION_CODE, cls -> cls.startsWith("java.lang.String"),
              ALL),
          fact(Property.ARGUMENTS_STAY_LOCAL, is("java.lang.String", "java.lang.StringBuilder",
              "java.lang.StringBuffer"), ALL),
          fact(Property.NEVER_THROWS, is("java.lang.String"),
              name -> !STRING_THROWING.contains(name)),
          fact(Property.NEVER_THROWS, is("java.lang.StringBuilder", "java.lang.StringBuffer"),
              is("append", "<init>", "toString", "length"))),
      // Boxing and arithmetic compute on values.
      family("boxing and arithmetic",
          fact(Property.NO_CONCURRENCY_EFFECT, is("java.lang.Integer", "java.lang.Long",
              "java.lang.Short", "java.lang.Byte", "java.lang.Character", "java.lang.Boolean",
              "java.lang.Double", "java.lang.Float", "java.lang.Number", "java.lang.Math",
              "java.lang.StrictMath", "java.lang.Void", "java.lang.Character$UnicodeBlock",
              "java.lang.Integer$IntegerCache"), ALL),
          fact(Property.ARGUMENTS_STAY_LOCAL, is("java.lang.Math", "java.lang.StrictMath",
              "java.lang.Integer", "java.lang.Long", "java.lang.Short", "java.lang.Byte",
              "java.lang.Character", "java.lang.Boolean", "java.lang.Double",
              "java.lang.Float", "java.lang.Number"), ALL),
          methods(Property.NEVER_THROWS, "java.lang.Integer", "valueOf", "intValue",
              "toString", "sum", "compare", "hashCode"),
          methods(Property.NEVER_THROWS, "java.lang.Long", "valueOf", "longValue", "toString",
              "sum", "hashCode"),
          methods(Property.NEVER_THROWS, "java.lang.Short", "valueOf", "shortValue"),
          methods(Property.NEVER_THROWS, "java.lang.Byte", "valueOf", "byteValue"),
          methods(Property.NEVER_THROWS, "java.lang.Character", "valueOf", "charValue"),
          methods(Property.NEVER_THROWS, "java.lang.Boolean", "valueOf", "booleanValue",
              "parseBoolean"),
          methods(Property.NEVER_THROWS, "java.lang.Double", "valueOf", "doubleValue"),
          methods(Property.NEVER_THROWS, "java.lang.Float", "valueOf", "floatValue"),
          methods(Property.NEVER_THROWS, "java.lang.Math", "max", "min", "abs", "sqrt",
              "random"),
          // Floating-point rounding and functions return NaN or an infinity where an integer
          // operation would fail; only the exact, floor/ceil division and clamp operations
          // throw (overflow, a zero divisor, min > max).
          fact(Property.NEVER_THROWS, is("java.lang.Math", "java.lang.StrictMath"),
              name -> !name.endsWith("Exact") && !MATH_THROWING.contains(name))),
      // Language plumbing: records, interfaces of values, stack traces, versions, and a
      // thread's own ThreadLocal values (which store what they are given: not local).
      family("language plumbing",
          fact(Property.NO_CONCURRENCY_EFFECT, is("java.lang.Record", "java.lang.CharSequence",
              "java.lang.Comparable", "java.lang.Iterable", "java.lang.Objects",
              "java.lang.StackTraceElement", "java.lang.Runtime$Version",
              "java.lang.ThreadLocal"), ALL)),
      // Enum's final methods read the ordinal, name and class of their argument; an enum
      // constant's own methods are never called (toString, which a constant may override, is
      // not claimed).
      family("enums",
          fact(Property.NO_CONCURRENCY_EFFECT, is("java.lang.Enum"), ALL),
          fact(Property.CALLS_NO_APPLICATION_CODE, is("java.lang.Enum"),
              ENUM_FINAL_METHODS::contains),
          fact(Property.ARGUMENTS_STAY_LOCAL, is("java.lang.Enum"), ALL)),
      // Object's own methods (wait/notify are the monitor model's and never reach this list).
      family("Object",
          fact(Property.NO_CONCURRENCY_EFFECT, is("java.lang.Object"), ALL),
          fact(Property.CALLS_NO_APPLICATION_CODE, is("java.lang.Object"), ALL),
          fact(Property.ARGUMENTS_STAY_LOCAL, is("java.lang.Object"), ALL),
          methods(Property.NEVER_THROWS, "java.lang.Object", "getClass", "hashCode", "notify",
              "notifyAll")),
      // Objects.equals/hash/toString call equals/hashCode/toString of an argument: the
      // call-back check judges those; requireNonNull fails only on null (not covered).
      family("java.util.Objects",
          fact(Property.NO_CONCURRENCY_EFFECT, is("java.util.Objects"), ALL),
          fact(Property.CALLS_NO_APPLICATION_CODE, is("java.util.Objects"), ALL),
          fact(Property.ARGUMENTS_STAY_LOCAL, is("java.util.Objects"), ALL),
          methods(Property.NEVER_THROWS, "java.util.Objects", "requireNonNull")),
      // A service loader's iterator and stream are lazy: they read nothing when made.
      family("ServiceLoader",
          methods(Property.NEVER_THROWS, "java.util.ServiceLoader", "iterator", "stream")),
      // Class without class loading by name or instantiation (which run or load application
      // code). The method look-ups return Method objects and run nothing, like the field
      // look-ups; what a Method's invoke runs is ConstantReflection's or a caveat.
      family("Class",
          fact(Property.NO_CONCURRENCY_EFFECT, is("java.lang.Class"), name ->
              !name.equals("forName") && !name.startsWith("newInstance")
              && !name.startsWith("getConstructor")
              && !name.startsWith("getDeclaredConstructor")),
          fact(Property.ARGUMENTS_STAY_LOCAL, is("java.lang.Class"), ALL)),
      // Weak, soft and phantom references store and return their referent and never call it;
      // enqueue() may wake a thread in ReferenceQueue.remove (not claimed).
      family("references",
          fact(Property.NO_CONCURRENCY_EFFECT, LibraryFacts::isReference,
              name -> !name.equals("enqueue")),
          fact(Property.CALLS_NO_APPLICATION_CODE, LibraryFacts::isReference, ALL),
          // get, clear, refersTo, enqueue and the constructors read or write the referent
          // field (a queue argument may be null): none throws.
          fact(Property.NEVER_THROWS, LibraryFacts::isReference, ALL)),
      // Scoped values bind, read and run an operation in the caller (ScopedValues): nothing
      // blocks, wakes or starts a thread; run/call's operation is a call-back of the site.
      family("scoped values",
          fact(Property.NO_CONCURRENCY_EFFECT, ScopedValues::isScopedValueClass, ALL),
          fact(Property.CALLS_NO_APPLICATION_CODE, ScopedValues::isScopedValueClass,
              name -> !name.equals("run") && !name.equals("call"))),
      // Arrays made by reflection (no class is initialised, no code runs) and their length.
      family("reflective arrays",
          fact(Property.NO_CONCURRENCY_EFFECT, is("java.lang.reflect.Array"),
              is("newInstance", "getLength")),
          fact(Property.ARGUMENTS_STAY_LOCAL, is("java.lang.reflect.Array"),
              is("newInstance", "getLength"))),
      // A reflected member's access flag and its descriptive queries: they read or set fields
      // of the member object and run nothing. Left out: invoke, newInstance, the Field reads
      // and writes (ReflectiveWrites), annotations (which may load application classes).
      family("reflected members",
          fact(Property.NO_CONCURRENCY_EFFECT, is("java.lang.reflect.Method",
              "java.lang.reflect.Field", "java.lang.reflect.Constructor",
              "java.lang.reflect.AccessibleObject", "java.lang.reflect.Executable"),
              is("setAccessible", "trySetAccessible", "canAccess", "isAccessible", "getName",
                  "getModifiers", "getParameterCount", "getDeclaringClass")),
          fact(Property.CALLS_NO_APPLICATION_CODE, is("java.lang.reflect.Method",
              "java.lang.reflect.Field", "java.lang.reflect.Constructor",
              "java.lang.reflect.AccessibleObject", "java.lang.reflect.Executable"),
              is("setAccessible", "trySetAccessible", "canAccess", "isAccessible", "getName",
                  "getModifiers", "getParameterCount", "getDeclaringClass"))),
      // Thread queries and setters (start, join, sleep, ... are the thread model's); builders
      // configure a thread without starting it.
      family("threads",
          fact(Property.NO_CONCURRENCY_EFFECT, cls -> cls.startsWith("java.lang.Thread$Builder"),
              name -> !name.equals("start") && !name.equals("unstarted")),
          methods(Property.NEVER_THROWS, "java.lang.Thread", "currentThread", "getName",
              "getId", "threadId", "isAlive", "isInterrupted", "interrupted", "onSpinWait",
              "yield", "interrupt", "setDaemon", "setName"),
          fact(Property.NEVER_THROWS, cls -> cls.startsWith("java.lang.Thread$Builder"), ALL)),
      // Throwables record and print; printing a stack trace holds the stream's monitor, which
      // the frontend adds where a synchronized of the program may take it (StackTracePrinting).
      family("throwables",
          fact(Property.NO_CONCURRENCY_EFFECT, is("java.lang.Throwable", "java.lang.Exception",
              "java.lang.RuntimeException", "java.lang.Error"), ALL),
          methods(Property.NEVER_THROWS, "java.lang.Throwable", "getMessage",
              "printStackTrace", "toString")),
      // Clocks, properties and memory figures; identityHashCode reads the object header and
      // never calls hashCode.
      family("System and Runtime",
          fact(Property.NO_CONCURRENCY_EFFECT, is("java.lang.System"), is("nanoTime",
              "currentTimeMillis", "getProperty", "getProperties", "getenv",
              "identityHashCode", "arraycopy", "lineSeparator", "setProperty", "clearProperty",
              "setOut", "setErr", "getLogger")),
          fact(Property.NO_CONCURRENCY_EFFECT, is("java.lang.Runtime"), is("getRuntime",
              "availableProcessors", "freeMemory", "totalMemory", "maxMemory", "gc",
              "version")),
          fact(Property.CALLS_NO_APPLICATION_CODE, is("java.lang.System"),
              is("identityHashCode")),
          methods(Property.NEVER_THROWS, "java.lang.System", "nanoTime", "currentTimeMillis",
              "identityHashCode", "lineSeparator")),
      // Printing writes to a stream: a PrintStream's methods lock it, which the synchronized
      // collections' model gives them (SynchronizedCollectionModel, before this list is read);
      // println(Object) renders the argument, which the call-back check judges.
      family("printing and in-memory streams",
          fact(Property.NO_CONCURRENCY_EFFECT, is("java.io.PrintStream", "java.io.PrintWriter",
              "java.io.StringWriter", "java.io.StringReader", "java.io.ByteArrayOutputStream",
              "java.io.ByteArrayInputStream", "java.io.Writer", "java.io.File"), ALL),
          fact(Property.CALLS_NO_APPLICATION_CODE, is("java.io.PrintStream"), ALL),
          fact(Property.ARGUMENTS_STAY_LOCAL, is("java.io.PrintStream"), ALL),
          fact(Property.NEVER_THROWS, is("java.io.PrintStream", "java.io.PrintWriter"), ALL)),
      // java.util collections and helpers work on the caller's data (a synchronized receiver
      // is a model of its own; call-backs are checked separately). Their own contract
      // failures (UnsupportedOperationException on an immutable collection, concurrent
      // modification, next() past the end) are not claimed; List.get and the rest throw.
      family("java.util collections and helpers",
          fact(Property.NO_CONCURRENCY_EFFECT, cls -> isPackage(cls, "java.util")
              && !UTIL_EXCLUDED.contains(cls), ALL),
          methods(Property.NEVER_THROWS, "java.util.List", "of"),
          // An iterator's remove() fails only on such misuse too (no next() before it, an
          // unmodifiable or concurrently modified collection).
          methods(Property.NEVER_THROWS, "java.util.Iterator", "remove"),
          methods(Property.NEVER_THROWS, "java.util.ListIterator", "remove"),
          fact(Property.NEVER_THROWS, LibraryFacts::isCollection,
              name -> COLLECTION_METHODS.contains(name) && !name.equals("get")),
          fact(Property.NEVER_THROWS, cls -> isCollection(cls) && cls.contains("Map")
              && !cls.contains("List"), is("get")),
          // Arrays' sorting, searching, comparing and printing read or permute the elements of
          // the arrays they are given, in the calling thread, and keep no reference: not
          // fill (stores its value argument into the array), asList, stream, spliterator
          // (views that keep the array), copyOf (a new array of the same elements) nor the
          // parallel ones (common-pool workers touch the array).
          fact(Property.ARGUMENTS_STAY_LOCAL, is("java.util.Arrays"), is("sort",
              "binarySearch", "equals", "deepEquals", "hashCode", "deepHashCode", "toString",
              "deepToString", "mismatch", "compare"))),
      // Non-blocking concurrent collections, and the exceptions of the package, never wait.
      family("non-blocking java.util.concurrent",
          fact(Property.NO_CONCURRENCY_EFFECT, CONCURRENT_NON_BLOCKING::contains, ALL),
          fact(Property.NO_CONCURRENCY_EFFECT, is("java.util.concurrent.TimeUnit"),
              name -> !name.equals("timedWait") && !name.equals("timedJoin"))),
      // Atomics never wait. The reference holders compare their values by identity (==) and
      // never call a method of one; only the functional updates call their function
      // argument, and toString renders the value.
      family("atomics",
          fact(Property.NO_CONCURRENCY_EFFECT,
              cls -> cls.startsWith("java.util.concurrent.atomic."), ALL),
          fact(Property.CALLS_NO_APPLICATION_CODE, REFERENCE_HOLDERS::contains,
              name -> !FUNCTIONAL_UPDATES.contains(name) && !name.equals("toString")),
          fact(Property.NEVER_THROWS, cls -> cls.startsWith("java.util.concurrent.atomic."),
              ALL)),
      // The lambda and string-concatenation plumbing, whose targets the frontend resolves,
      // and the making and combining of method and var handles, which runs nothing. Left out
      // (runsHandledCode): the calls that run what a handle names.
      family("java.lang.invoke",
          fact(Property.NO_CONCURRENCY_EFFECT, LibraryFacts::isInertInvoke, ALL),
          fact(Property.CALLS_NO_APPLICATION_CODE, LibraryFacts::isInertInvoke, ALL),
          fact(Property.NEVER_THROWS, LibraryFacts::isInertInvoke, ALL),
          fact(Property.NO_CONCURRENCY_EFFECT, is("java.lang.invoke.MethodHandle"),
              name -> !runsHandledCode("java.lang.invoke.MethodHandle", name)),
          fact(Property.CALLS_NO_APPLICATION_CODE, is("java.lang.invoke.MethodHandle"),
              name -> !runsHandledCode("java.lang.invoke.MethodHandle", name)),
          fact(Property.NEVER_THROWS, is("java.lang.invoke.MethodHandle"),
              name -> !runsHandledCode("java.lang.invoke.MethodHandle", name)),
          fact(Property.NO_CONCURRENCY_EFFECT, is(LOOKUP),
              name -> !runsHandledCode(LOOKUP, name)),
          fact(Property.CALLS_NO_APPLICATION_CODE, is(LOOKUP),
              name -> !runsHandledCode(LOOKUP, name)),
          fact(Property.NEVER_THROWS, is(LOOKUP), name -> !runsHandledCode(LOOKUP, name))),
      // Charsets and their coders compute on bytes and chars. Left out: the look-ups by name
      // (forName, isSupported, availableCharsets), which may load the CharsetProvider classes
      // a class path declares (application code). defaultCharset is UTF-8 unless the command
      // line names another charset in file.encoding (JEP 400), looked up like forName once at
      // start-up; it is claimed.
      family("charsets",
          fact(Property.NO_CONCURRENCY_EFFECT, is("java.nio.charset.Charset"), name ->
              !name.equals("forName") && !name.equals("isSupported")
              && !name.equals("availableCharsets")),
          fact(Property.NO_CONCURRENCY_EFFECT, is("java.nio.charset.StandardCharsets",
              "java.nio.charset.CharsetEncoder", "java.nio.charset.CharsetDecoder",
              "java.nio.charset.CoderResult", "java.nio.charset.CodingErrorAction"), ALL),
          fact(Property.CALLS_NO_APPLICATION_CODE, is("java.nio.charset.Charset"), name ->
              !name.equals("forName") && !name.equals("isSupported")
              && !name.equals("availableCharsets")),
          methods(Property.NEVER_THROWS, "java.nio.charset.Charset", "defaultCharset", "name",
              "displayName", "newEncoder", "newDecoder", "aliases", "canEncode")),
      // A bean property event's getters read its fields (LibraryEffects.propertyListeners
      // gives their objects); its toString renders the values, so it is not claimed.
      family("property change events",
          methods(Property.NO_CONCURRENCY_EFFECT, "java.beans.PropertyChangeEvent",
              "getPropertyName", "getOldValue", "getNewValue", "getPropagationId",
              "getSource"),
          methods(Property.NO_CONCURRENCY_EFFECT, "java.util.EventObject", "getSource"),
          // adding or removing a listener ignores a null one and stores it under the listener
          // map's own monitor (JDK 17, 21, 25): it throws nothing
          methods(Property.NEVER_THROWS, "java.beans.PropertyChangeSupport",
              "addPropertyChangeListener", "removePropertyChangeListener", "hasListeners",
              "getPropertyChangeListeners")),
      // Packages that compute, and paths (which name files without touching them).
      family("computing packages",
          fact(Property.NO_CONCURRENCY_EFFECT, cls -> startsWithAny(cls, "java.time.",
              "java.util.regex.", "java.text.", "java.math.", "java.util.function.",
              "java.util.stream."), ALL),
          fact(Property.NO_CONCURRENCY_EFFECT, is("java.nio.file.Path", "java.nio.file.Paths"),
              ALL)),
      // The Kotlin standard library's collections, text, ranges and printing; its null checks
      // (Intrinsics.checkNotNull*, check*IsNotNull, ...) compare with null and throw, and
      // Intrinsics.areEqual, which calls equals, is not claimed.
      family("Kotlin standard library",
          fact(Property.NO_CONCURRENCY_EFFECT, cls -> startsWithAny(cls,
              "kotlin.jvm.internal.", "kotlin.collections.", "kotlin.text.", "kotlin.ranges.",
              "kotlin.comparisons.", "kotlin.sequences.", "kotlin.math.", "kotlin.io.ConsoleKt",
              "kotlin.random.") || cls.equals("kotlin.Pair") || cls.equals("kotlin.Triple")
              || cls.equals("kotlin.TuplesKt"), ALL),
          fact(Property.CALLS_NO_APPLICATION_CODE, is("kotlin.jvm.internal.Intrinsics"),
              name -> name.startsWith("check")),
          fact(Property.NEVER_THROWS, is("kotlin.jvm.internal.Intrinsics"),
              name -> name.startsWith("check"))),
      // Constructors only initialise the new object, except the two that read or connect
      // (which no other family claims). The constructors of java.lang's own classes are
      // super-constructor calls and boxing that never throw.
      family("constructors",
          fact(Property.NO_CONCURRENCY_EFFECT, cls -> !BLOCKING_CONSTRUCTORS.contains(cls),
              is("<init>")),
          fact(Property.NEVER_THROWS, cls -> cls.startsWith("java.lang.")
              && cls.indexOf('.', "java.lang.".length()) < 0, is("<init>"))));

  private LibraryFacts() {}

  /**
   * True if a call of {@code cls.method} may run code named by a method handle, or a class's
   * static initializer: {@code MethodHandle.invoke}, {@code invokeExact} and {@code
   * invokeWithArguments} run the handle's method or constructor (any application code);
   * {@code MethodHandleProxies} makes objects whose every interface call runs a handle;
   * {@code ConstantBootstraps.invoke} runs a handle; {@code Lookup.ensureInitialized} runs a
   * static initializer. These are off the allow-list (an UNSOUND {@code unmodelled-library}
   * caveat names each call, unless a model resolves it); everything else of {@code
   * java.lang.invoke} only makes, looks up, adapts or combines handles, or is the plumbing of
   * lambdas and string concatenation, and runs nothing. The {@code VarHandle} access modes
   * read and write a field or array element without calling anything; their writes are
   * judged by the frontend as field writes ({@code FieldUpdaters}, {@code ReflectiveWrites}).
   */
  public static boolean runsHandledCode(String cls, String method) {
    return switch (cls) {
      case "java.lang.invoke.MethodHandle" -> method.equals("invoke")
          || method.equals("invokeExact") || method.equals("invokeWithArguments");
      case LOOKUP -> method.equals("ensureInitialized");
      case "java.lang.invoke.MethodHandleProxies", "java.lang.invoke.ConstantBootstraps" ->
          true;
      default -> false;
    };
  }

  /** A {@code java.lang.invoke} class none of whose methods runs handled code. */
  private static boolean isInertInvoke(String cls) {
    return cls.startsWith("java.lang.invoke.") && !HANDLE_RUNNERS.contains(cls);
  }

  /**
   * A JDK method whose unchecked exceptions are exactly known: {@code thrown} (and their
   * subclasses) is every unchecked exception it may throw for any arguments, besides a {@code
   * NullPointerException} when its receiver is null (an implicit exception of the call
   * itself). A row with {@code receivers} applies to an instance call only when every object the
   * receiver may be is of one of those classes: the declared class of a {@code List.get} may be
   * implemented by a view over application code, which may throw anything.
   */
  public record Failures(Set<String> classes, String method, List<String> parameters,
      List<String> thrown, Set<String> receivers) {}

  private static final String NFE = "java.lang.NumberFormatException";
  private static final String NPE = "java.lang.NullPointerException";
  private static final String IOOBE = "java.lang.IndexOutOfBoundsException";

  /**
   * The JDK lists whose indexed {@code get}, {@code set} and {@code remove} read or write
   * their own storage and throw only {@code IndexOutOfBoundsException} (an {@code
   * ArrayIndexOutOfBoundsException} for {@code Vector} and the copy-on-write list, a
   * subclass): no element's method is called.
   */
  private static final Set<String> PLAIN_LISTS = Set.of("java.util.ArrayList",
      "java.util.LinkedList", "java.util.Vector", "java.util.Stack",
      "java.util.concurrent.CopyOnWriteArrayList");
  /** The classes and interfaces an indexed list call may be declared in. */
  private static final Set<String> LIST_DECLARERS = Set.of("java.util.List",
      "java.util.AbstractList", "java.util.AbstractSequentialList", "java.util.ArrayList",
      "java.util.LinkedList", "java.util.Vector", "java.util.Stack",
      "java.util.concurrent.CopyOnWriteArrayList");

  /**
   * The JDK methods whose unchecked exceptions are exactly known (their specifications; every
   * other untranslated JDK call that may throw throws "any {@code RuntimeException}"):
   * the number parsers throw {@code NumberFormatException} for every text they refuse,
   * {@code null} included (the floating-point ones a {@code NullPointerException} for null);
   * {@code String.charAt}/{@code substring} an {@code IndexOutOfBoundsException} for a bad
   * index (a {@code StringIndexOutOfBoundsException}, listed by its superclass so that a
   * handler of the subclass only may catch it; {@code String} is final, so no other class
   * answers the call); the plain lists'
   * indexed {@code get}/{@code set}/{@code remove(int)} an {@code IndexOutOfBoundsException}.
   */
  private static final List<Failures> FAILURES = failures();

  private static List<Failures> failures() {
    List<Failures> out = new java.util.ArrayList<>();
    String str = "java.lang.String";
    for (String[] p : new String[][] {{"java.lang.Integer", "parseInt", "valueOf",
        "parseUnsignedInt"}, {"java.lang.Long", "parseLong", "valueOf", "parseUnsignedLong"},
        {"java.lang.Short", "parseShort", "valueOf"}, {"java.lang.Byte", "parseByte", "valueOf"}}) {
      for (int k = 1; k < p.length; k++) {
        out.add(new Failures(Set.of(p[0]), p[k], List.of(str), List.of(NFE), Set.of()));
        out.add(new Failures(Set.of(p[0]), p[k], List.of(str, "int"), List.of(NFE), Set.of()));
      }
    }
    for (String[] p : new String[][] {{"java.lang.Double", "parseDouble", "valueOf"},
        {"java.lang.Float", "parseFloat", "valueOf"}}) {
      for (int k = 1; k < p.length; k++) {
        out.add(new Failures(Set.of(p[0]), p[k], List.of(str), List.of(NFE, NPE), Set.of()));
      }
    }
    out.add(new Failures(Set.of(str), "charAt", List.of("int"), List.of(IOOBE),
        Set.of()));
    out.add(new Failures(Set.of(str), "substring", List.of("int"), List.of(IOOBE),
        Set.of()));
    out.add(new Failures(Set.of(str), "substring", List.of("int", "int"),
        List.of(IOOBE), Set.of()));
    out.add(new Failures(LIST_DECLARERS, "get", List.of("int"), List.of(IOOBE), PLAIN_LISTS));
    out.add(new Failures(LIST_DECLARERS, "remove", List.of("int"), List.of(IOOBE),
        PLAIN_LISTS));
    out.add(new Failures(LIST_DECLARERS, "set", List.of("int", "java.lang.Object"),
        List.of(IOOBE), PLAIN_LISTS));
    return List.copyOf(out);
  }

  /**
   * The row of {@link #FAILURES} for a call of {@code cls.method} with the given parameter
   * types (as written in the descriptor, {@code int}, {@code java.lang.String}), or null: the
   * method's unchecked exceptions are not known exactly.
   */
  public static Failures failures(String cls, String method, List<String> parameters) {
    for (Failures f : FAILURES) {
      if (f.classes().contains(cls) && f.method().equals(method)
          && f.parameters().equals(parameters)) {
        return f;
      }
    }
    return null;
  }

  /**
   * True if a fact states {@code property} of method {@code method} of class {@code cls} (the
   * declaring class after resolution); false for what no fact states.
   */
  public static boolean holds(Property property, String cls, String method) {
    for (Family family : FAMILIES) {
      for (Fact fact : family.facts()) {
        if (fact.property() == property && fact.applies().test(cls, method)) {
          return true;
        }
      }
    }
    return false;
  }

  /** The names of the families whose facts state {@code property} of {@code cls.method}. */
  static List<String> families(Property property, String cls, String method) {
    return FAMILIES.stream().filter(f -> f.facts().stream().anyMatch(fact ->
        fact.property() == property && fact.applies().test(cls, method)))
        .map(Family::name).toList();
  }

  private static Family family(String name, Fact... facts) {
    return new Family(name, List.of(facts));
  }

  private static Fact fact(Property property, Predicate<String> classes,
      Predicate<String> methods) {
    return new Fact(property, (cls, name) -> classes.test(cls) && methods.test(name));
  }

  /** The property holds for the listed methods of one class. */
  private static Fact methods(Property property, String cls, String... names) {
    return fact(property, is(cls), is(names));
  }

  private static boolean isReference(String cls) {
    return cls.equals("java.lang.ref.Reference") || cls.equals("java.lang.ref.WeakReference")
        || cls.equals("java.lang.ref.SoftReference") || cls.equals("java.lang.ref.PhantomReference");
  }

  private static Predicate<String> is(String... names) {
    return Set.of(names)::contains;
  }

  private static boolean startsWithAny(String cls, String... prefixes) {
    for (String p : prefixes) {
      if (cls.startsWith(p)) {
        return true;
      }
    }
    return false;
  }

  /** {@code java.util} and its subpackages, except the locks (models of their own). */
  private static boolean isCollection(String cls) {
    return cls.startsWith("java.util.") && !cls.startsWith("java.util.concurrent.locks");
  }

  /** True if {@code cls} is a class (or a nested class of one) of package {@code pkg}. */
  private static boolean isPackage(String cls, String pkg) {
    int dot = cls.lastIndexOf('.');
    return dot == pkg.length() && cls.startsWith(pkg);
  }
}
