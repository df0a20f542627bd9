package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.pointsto.StringCalls;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.constant.LongConstant;
import sootup.core.jimple.common.constant.StringConstant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;

/**
 * Literal poison pills: queue items told apart by value, not identity. A consumer that stops on
 * {@code s.equals("STOP")}, {@code "STOP".equals(s)}, {@code Objects.equals(s, "STOP")}, a
 * {@code switch} on the string, or on an {@code Integer} sentinel ({@code q.put(-1)} ... {@code
 * int v = q.take(); if (v == -1)}, {@code v < 0}, {@code Integer.equals}) is decided when the
 * producer puts that literal.
 *
 * <p><b>Literal kinds.</b> A queue object with modelled item kinds ({@link QueuePills}) has
 * literal kinds {@code L1 .. Ln} (1 to {@link #MAX_KINDS}) when it has no named singleton and
 * <ul>
 *   <li>some {@code take} or {@code poll} on it stores the item in a local whose value (through
 *       copies and casts) a value test reads: {@code equals}, {@code Objects.equals}, an
 *       unboxing call ({@code intValue()} ...), {@code String.hashCode()} (a string
 *       {@code switch}), a content test of {@code String} ({@link #isContentTest}:
 *       {@code isEmpty()}, {@code length()}, {@code startsWith("STOP")} ...); and</li>
 *   <li>{@code Li} is a literal some insertion into the queue puts: a string constant that some
 *       reachable value test compares with, or on which a reachable content test with literal
 *       arguments is true ({@code ""} for {@code isEmpty()}; {@link LocalValue.Text}), or a box of a constant
 *       ({@code Integer.valueOf(-1)}, javac's boxing; {@link LocalValue.Boxed}).</li>
 * </ul>
 * A literal kind {@code L} stands for every object of {@code L}'s class ({@code String} or the
 * box class) whose content is {@code L}'s; the kind {@code other} for every other object
 * ({@link LocalValue.NotLiteral}). So every item is of exactly one kind, which is what the
 * kind counters of {@link QueuePills} need: they stay the multiset of the items' kinds.
 *
 * <p><b>Insertions.</b> An element is counted as kind {@code L} only when it is surely of
 * {@code L}'s class with {@code L}'s content: a string constant is a {@code String} with that
 * content (JLS 3.10.5), {@code Integer.valueOf(c)} an {@code Integer} holding {@code c} (its
 * specification), whatever object either is; a value the translator knows (a constant, a box
 * of a known int, an item taken as a kind and put back) likewise. It is counted as {@code
 * other} only when it surely is none of the kinds: a literal of other content or class, a
 * value known to be none of them, a local whose declared type no kind's class can have (the
 * verifier guarantees the type), or a concatenation ({@code "job" + i}) whose constant prefix
 * and suffix no kind's string has. Any other element is a choice among the kinds it may be.
 *
 * <p><b>Tests.</b> A taken item of kind {@code L} has {@code L}'s value, so its tests are
 * exact: {@code String.equals} and the boxes' {@code equals} are true exactly for an object of
 * the same class and content ({@code Integer.valueOf(1).equals(1L)} is false); an unboxing
 * gives the content, a string's {@code hashCode} its hash. An item of kind {@code other} is
 * none of the literals, so {@code L.equals(item)} is false; {@code item.equals(L)} is false
 * only where the item's class is known to be {@code String} or a box (the method called is
 * theirs, or the local is declared with their type: both final classes), since another class
 * may define {@code equals} as it likes; its unboxed value is none of the same-class literals'
 * contents ({@link LocalValue.IntExcept}). A content test of {@code String} is a function of
 * the content and its literal arguments, so it is exact on a literal kind; on {@code other}
 * it is decided only where the exclusion decides it: a string that is not {@code ""} is not
 * empty ({@code isEmpty()} false, {@code length()} not 0). Everything else stays unknown (a nondeterministic
 * branch), as before. Identity ({@code ==}) of strings and boxes is never decided from these
 * values: equal contents need not be the same object.
 */
final class PillLiterals {
  /** At most this many literal kinds per queue; a queue with more gets none. */
  static final int MAX_KINDS = 4;
  private static final int MAX_COPIES = 8;
  /** The box classes and their primitive types. */
  private static final Map<String, String> BOXES = Map.of("java.lang.Integer", "int",
      "java.lang.Long", "long", "java.lang.Short", "short", "java.lang.Byte", "byte",
      "java.lang.Character", "char");
  private static final String STRING = "java.lang.String";
  /** The content tests of {@code String} with one text argument ({@link #isContentTest}). */
  private static final Set<String> CONTENT_TESTS = Set.of("startsWith", "endsWith",
      "contains", "equalsIgnoreCase", "contentEquals");
  /** The JDK types a local holding a {@code String} may be declared with. */
  private static final Set<String> STRING_SUPERTYPES = Set.of(STRING, "java.lang.Object",
      "java.io.Serializable", "java.lang.Comparable", "java.lang.CharSequence",
      "java.lang.constant.Constable", "java.lang.constant.ConstantDesc");
  /** The JDK types a local holding a box may be declared with (besides the box class). */
  private static final Set<String> BOX_SUPERTYPES = Set.of("java.lang.Object",
      "java.io.Serializable", "java.lang.Comparable", "java.lang.Number",
      "java.lang.constant.Constable", "java.lang.constant.ConstantDesc");

  /** Per queue object id, its literal kinds, sorted by {@link #name}; absent: none. */
  private final Map<Integer, List<LocalValue>> kinds = new HashMap<>();
  private final PointsToResult pts;
  /** The static fields read only after initialisation, or null (no code). */
  private final StaticSingletons statics;
  /** Per static final field ({@code Class.name}), its literal, or null: {@link #field}. */
  private final Map<String, LocalValue> fieldLiterals = new HashMap<>();
  /** Per method instance, the locals it puts into queues with literal kinds ({@link #isElement}). */
  private final Map<MethodInstance, Set<String>> elements = new HashMap<>();

  PillLiterals(PointsToResult pts, StaticSingletons statics, Set<Integer> excluded) {
    this.pts = pts;
    this.statics = statics;
    if (pts.code() == null) {
      return;
    }
    Map<Integer, Set<LocalValue>> put = new HashMap<>();
    Set<Integer> tested = new HashSet<>();
    Set<String> compared = new HashSet<>();
    List<AbstractInvokeExpr> contentTests = new ArrayList<>();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      if (code == null) {
        continue;
      }
      for (int i = 0; i < code.size(); i++) {
        Stmt s = code.stmt(i);
        AbstractInvokeExpr inv = MethodCode.invokeOf(s);
        if (inv == null) {
          continue;
        }
        String name = inv.getMethodSignature().getName();
        if (isEquality(inv)) {
          List<Value> operands = new ArrayList<>(inv.getArgs());
          if (inv instanceof AbstractInstanceInvokeExpr ii) {
            operands.add(ii.getBase());
          }
          for (Value v : operands) {
            if (literalAt(mi, code, i, v, x -> null) instanceof LocalValue.Text t) {
              compared.add(t.value());
            }
          }
        }
        if (isContentTest(inv)) {
          contentTests.add(inv);
        }
        if (!(inv instanceof AbstractInstanceInvokeExpr ii)) {
          continue;
        }
        if (QueuePills.INSERTIONS.contains(name) && inv.getArgCount() > 0) {
          LocalValue lit = literalAt(mi, code, i, inv.getArg(0), x -> null);
          for (AbstractObject q : queues(pts, mi, i, ii)) {
            if (lit instanceof LocalValue.Text || lit instanceof LocalValue.Boxed) {
              put.computeIfAbsent(q.id(), k -> new LinkedHashSet<>()).add(lit);
            }
          }
        } else if ((QueuePills.TAKES.contains(name) || name.startsWith("poll"))
            && s instanceof JAssignStmt a && a.getLeftOp() instanceof Local l
            && valueTested(code, l)) {
          queues(pts, mi, i, ii).forEach(q -> tested.add(q.id()));
        }
      }
    }
    for (int q : tested) {
      if (excluded.contains(q)) {
        continue;
      }
      List<LocalValue> ks = put.getOrDefault(q, Set.of()).stream()
          .filter(v -> v instanceof LocalValue.Boxed
              || v instanceof LocalValue.Text t && (compared.contains(t.value())
                  || contentTests.stream().anyMatch(c -> isTrueOn(c, t))))
          .sorted(Comparator.comparing(PillLiterals::name)).toList();
      if (!ks.isEmpty() && ks.size() <= MAX_KINDS) {
        kinds.put(q, ks);
      }
    }
  }

  /** The literal kinds of a queue object (see the class comment), or empty. */
  List<LocalValue> of(AbstractObject queue) {
    return kinds.getOrDefault(queue.id(), List.of());
  }

  /**
   * The kind name of a literal: a string in double quotes (with Java escapes of quotes and
   * backslashes), an {@code Integer} in decimal, another box's value with the box's suffix.
   */
  static String name(LocalValue literal) {
    if (literal instanceof LocalValue.Text t) {
      return '"' + t.value().replace("\\", "\\\\").replace("\"", "\\\"") + '"';
    }
    LocalValue.Boxed b = (LocalValue.Boxed) literal;
    String type = b.type().substring("java.lang.".length());
    return type.equals("Integer") ? Long.toString(b.value()) : b.value() + "(" + type + ")";
  }

  /**
   * The kinds (literal kinds of {@code literals} plus {@code other}, in that order as indices
   * {@code 0 .. n}) an element may be, given its value as the translator or the code shows it
   * ({@code known}, may be null) and its operand (for its declared type).
   */
  static List<Integer> possible(List<LocalValue> literals, LocalValue known, Value element,
      MethodCode code, int at) {
    int other = literals.size();
    String[] shape = code == null ? null : concatenation(code, at, element);
    if (known instanceof LocalValue.Text || known instanceof LocalValue.Boxed) {
      int k = literals.indexOf(known);
      return List.of(k >= 0 ? k : other);
    }
    List<Integer> out = new ArrayList<>();
    for (int k = 0; k < literals.size(); k++) {
      LocalValue lit = literals.get(k);
      boolean excluded = known instanceof LocalValue.NotLiteral n && n.literals().contains(lit)
          || !mayHoldClassOf(element, lit)
          || shape != null && !(lit instanceof LocalValue.Text t && fits(t.value(), shape));
      if (!excluded) {
        out.add(k);
      }
    }
    out.add(other);
    return out;
  }

  /**
   * The constant prefix and suffix of the string an operand holds when its single reaching
   * definition (through copies and casts) is a string concatenation ({@code invokedynamic
   * makeConcatWithConstants}, javac's {@code "job" + i}): the recipe's characters before its
   * first and after its last argument tag; null otherwise. The result is a {@code String} that
   * starts with the prefix and ends with the suffix, without overlap.
   */
  static String[] concatenation(MethodCode code, int at, Value v) {
    for (int depth = 0; depth <= MAX_COPIES && v instanceof Local l; depth++) {
      Integer def = code.reachingDef(at, l);
      if (def == null || !(code.stmt(def) instanceof JAssignStmt a)) {
        return null;
      }
      Value rhs = a.getRightOp() instanceof JCastExpr c ? c.getOp() : a.getRightOp();
      if (rhs instanceof JDynamicInvokeExpr dyn
          && dyn.getBootstrapMethodSignature().getName().equals("makeConcatWithConstants")
          && !dyn.getBootstrapArgs().isEmpty()
          && dyn.getBootstrapArgs().get(0) instanceof StringConstant recipe) {
        String r = recipe.getValue();
        int first = firstTag(r);
        int last = Math.max(r.lastIndexOf('\u0001'), r.lastIndexOf('\u0002'));
        return first < 0 ? new String[] {r, ""}
            : new String[] {r.substring(0, first), r.substring(last + 1)};
      }
      v = rhs;
      at = def;
    }
    return null;
  }

  private static int firstTag(String recipe) {
    int a = recipe.indexOf('\u0001');
    int b = recipe.indexOf('\u0002');
    return a < 0 ? b : b < 0 ? a : Math.min(a, b);
  }

  /** True if a string may be one of the shape's concatenations (prefix, suffix). */
  private static boolean fits(String s, String[] shape) {
    return s.length() >= shape[0].length() + shape[1].length() && s.startsWith(shape[0])
        && s.endsWith(shape[1]);
  }

  /**
   * True if the operand's declared type may hold an object of the literal's class: always, unless
   * the type is a class or array type that is neither that class nor one of its supertypes.
   */
  private static boolean mayHoldClassOf(Value operand, LocalValue literal) {
    if (!(operand.getType() instanceof sootup.core.types.ClassType
        || operand.getType() instanceof sootup.core.types.ArrayType)) {
      return true; // an unknown or null type says nothing
    }
    String type = operand.getType().toString();
    String cls = classOf(literal);
    return type.equals(cls) || (cls.equals(STRING) ? STRING_SUPERTYPES : BOX_SUPERTYPES)
        .contains(type);
  }

  private static String classOf(LocalValue literal) {
    return literal instanceof LocalValue.Boxed b ? b.type() : STRING;
  }

  /**
   * The literal value of an operand at statement {@code at}: a string constant, a value
   * {@code known} gives ({@link LocalValue.Text}, {@link LocalValue.Boxed} or {@link
   * LocalValue.NotLiteral}: the translator's environment), or a local whose single reaching
   * definition is, through copies and casts, a string constant or the boxing of a constant
   * (or of a local {@code known} gives an int, not assigned in between), or a read of a
 * {@code static final} field that holds one literal ({@link #field}); else null.
   */
  LocalValue literalAt(MethodInstance mi, MethodCode code, int at, Value v,
      Function<Value, LocalValue> known) {
    return literalAt(code, at, v, known, f -> field(mi, f), 0);
  }

  /**
   * The literal a {@code static final} field of the program holds wherever {@code mi} reads it
   * ({@link StaticSingletons}: written only by its class's initialiser, on every path, and read
   * after that initialisation), when every write stores the same literal; else null.
   */
  private LocalValue field(MethodInstance mi, JStaticFieldRef f) {
    String key = statics == null ? null : statics.key(f);
    if (key == null || !statics.readAfterInit(mi, key)) {
      return null;
    }
    if (fieldLiterals.containsKey(key)) {
      return fieldLiterals.get(key);
    }
    LocalValue found = null;
    for (Map.Entry<MethodInstance, Integer> w : statics.writes().get(key)) {
      MethodCode init = pts.body(w.getKey());
      LocalValue lit = init != null && init.stmt(w.getValue()) instanceof JAssignStmt a
          ? literalAt(init, w.getValue(), a.getRightOp(), x -> null, g -> null, 0) : null;
      if (!(lit instanceof LocalValue.Text || lit instanceof LocalValue.Boxed)
          || found != null && !found.equals(lit)) {
        found = null;
        break;
      }
      found = lit;
    }
    fieldLiterals.put(key, found);
    return found;
  }

  private static LocalValue literalAt(MethodCode code, int at, Value v,
      Function<Value, LocalValue> known, Function<JStaticFieldRef, LocalValue> fields,
      int depth) {
    if (v instanceof StringConstant c) {
      return new LocalValue.Text(c.getValue());
    }
    LocalValue k = known.apply(v);
    if (k instanceof LocalValue.Text || k instanceof LocalValue.Boxed
        || k instanceof LocalValue.NotLiteral) {
      return k;
    }
    if (v instanceof JStaticFieldRef f) {
      return fields.apply(f);
    }
    if (!(v instanceof Local l) || depth > MAX_COPIES) {
      return null;
    }
    Integer def = code.reachingDef(at, l);
    if (def == null || !(code.stmt(def) instanceof JAssignStmt a)) {
      return null;
    }
    Value rhs = a.getRightOp();
    if (rhs instanceof JCastExpr c) {
      rhs = c.getOp();
    }
    if (rhs instanceof StringConstant || rhs instanceof Local
        || rhs instanceof JStaticFieldRef) {
      return literalAt(code, def, rhs, x -> null, fields, depth + 1);
    }
    if (rhs instanceof JStaticInvokeExpr call && isBoxing(call)) {
      Long n = constant(call.getArg(0));
      if (n == null && call.getArg(0) instanceof Local x
          && java.util.Objects.equals(code.reachingDef(def, x), code.reachingDef(at, x))
          && code.reachingDef(at, x) != null
          && known.apply(x) instanceof LocalValue.Int i) {
        n = i.value();
      }
      return n == null ? null : new LocalValue.Boxed(boxOf(call), n);
    }
    return null;
  }

  private static Long constant(Value v) {
    return v instanceof IntConstant i ? Long.valueOf(i.getValue())
        : v instanceof LongConstant l ? Long.valueOf(l.getValue()) : null;
  }

  /** True for {@code Box.valueOf(p)} of a box class and its own primitive (javac's boxing). */
  static boolean isBoxing(AbstractInvokeExpr inv) {
    String prim = BOXES.get(boxOf(inv));
    return inv instanceof JStaticInvokeExpr && prim != null
        && inv.getMethodSignature().getName().equals("valueOf") && inv.getArgCount() == 1
        && inv.getMethodSignature().getParameterTypes().get(0).toString().equals(prim);
  }

  private static String boxOf(AbstractInvokeExpr inv) {
    return inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
  }

  /** The box of {@code Box.valueOf(x)} when {@code x} is an int value {@code arg}, or null. */
  static LocalValue boxing(AbstractInvokeExpr inv, LocalValue arg) {
    return isBoxing(inv) && arg instanceof LocalValue.Int i
        ? new LocalValue.Boxed(boxOf(inv), i.value()) : null;
  }

  /** True for {@code x.equals(Object)} and {@code Objects.equals(Object, Object)}. */
  static boolean isEquality(AbstractInvokeExpr inv) {
    String name = inv.getMethodSignature().getName();
    List<String> params = inv.getMethodSignature().getParameterTypes().stream()
        .map(Object::toString).toList();
    if (inv instanceof AbstractInstanceInvokeExpr) {
      return name.equals("equals") && params.equals(List.of("java.lang.Object"));
    }
    return inv instanceof JStaticInvokeExpr && name.equals("equals")
        && boxOf(inv).equals("java.util.Objects")
        && params.equals(List.of("java.lang.Object", "java.lang.Object"));
  }

  /** True for {@code b.intValue()} on {@code Integer} and the like (javac's unboxing). */
  static boolean isUnboxing(AbstractInvokeExpr inv) {
    String prim = BOXES.get(boxOf(inv));
    return inv instanceof AbstractInstanceInvokeExpr && prim != null
        && inv.getArgCount() == 0 && inv.getMethodSignature().getName().equals(prim + "Value");
  }

  /** True for the calls whose result {@link #test} may know: the value tests of a pill. */
  static boolean isValueTest(AbstractInvokeExpr inv) {
    return isEquality(inv) || isUnboxing(inv) || StringCalls.isHash(inv) || isContentTest(inv);
  }

  /**
   * True for the content tests of {@code String} whose arguments are string constants: {@code
   * isEmpty()}, {@code isBlank()}, {@code length()}, {@code startsWith}, {@code endsWith},
   * {@code contains}, {@code equalsIgnoreCase}, {@code contentEquals}. Each is a function of the
   * receiver's content and the arguments only (their specifications in {@code String}).
   */
  static boolean isContentTest(AbstractInvokeExpr inv) {
    if (!(inv instanceof AbstractInstanceInvokeExpr) || !boxOf(inv).equals(STRING)) {
      return false;
    }
    List<String> params = inv.getMethodSignature().getParameterTypes().stream()
        .map(Object::toString).toList();
    String name = inv.getMethodSignature().getName();
    if (params.isEmpty()) {
      return name.equals("isEmpty") || name.equals("isBlank") || name.equals("length");
    }
    boolean oneText = params.size() == 1 && (params.get(0).equals(STRING)
        || params.get(0).equals("java.lang.CharSequence"));
    return oneText && CONTENT_TESTS.contains(name)
        && inv.getArg(0) instanceof StringConstant;
  }

  /** The content test's result on a string: {@code length()}'s, or 1/0 for the boolean tests. */
  private static long contentTest(AbstractInvokeExpr inv, String s) {
    String arg = inv.getArgCount() == 0 ? null : ((StringConstant) inv.getArg(0)).getValue();
    return switch (inv.getMethodSignature().getName()) {
      case "length" -> s.length();
      case "isEmpty" -> s.isEmpty() ? 1 : 0;
      case "isBlank" -> s.isBlank() ? 1 : 0;
      case "startsWith" -> s.startsWith(arg) ? 1 : 0;
      case "endsWith" -> s.endsWith(arg) ? 1 : 0;
      case "contains" -> s.contains(arg) ? 1 : 0;
      case "equalsIgnoreCase" -> s.equalsIgnoreCase(arg) ? 1 : 0;
      case "contentEquals" -> s.contentEquals(arg) ? 1 : 0;
      default -> throw new IllegalArgumentException(inv.toString());
    };
  }

  /**
   * True if a literal is one a content test singles out: the test is true on it, or it is the
   * empty string for {@code length()}.
   */
  private static boolean isTrueOn(AbstractInvokeExpr inv, LocalValue.Text t) {
    return inv.getMethodSignature().getName().equals("length") ? t.value().isEmpty()
        : contentTest(inv, t.value()) != 0;
  }

  /**
   * The result of a value test ({@link #isValueTest}) or a boxing on the operands' values
   * ({@code operand}: null when unknown), or null when they do not decide it (see the class
   * comment).
   */
  static LocalValue test(AbstractInvokeExpr inv, Function<Value, LocalValue> operand) {
    if (isBoxing(inv)) {
      return boxing(inv, operand.apply(inv.getArg(0)));
    }
    if (!isValueTest(inv)) {
      return null;
    }
    if (isEquality(inv) && inv instanceof AbstractInstanceInvokeExpr ii) {
      Boolean r = equal(operand.apply(ii.getBase()), operand.apply(inv.getArg(0)),
          isValueClass(boxOf(inv)) || isValueClass(ii.getBase().getType().toString()));
      return r == null ? null : new LocalValue.Int(r ? 1 : 0);
    }
    if (isEquality(inv)) {
      LocalValue a = operand.apply(inv.getArg(0));
      LocalValue b = operand.apply(inv.getArg(1));
      Boolean r = a instanceof LocalValue.Null
          ? b instanceof LocalValue.Null ? Boolean.TRUE
              : LocalValue.isObject(b) ? Boolean.FALSE : null
          : equal(a, b, isValueClass(inv.getArg(0).getType().toString()));
      return r == null ? null : new LocalValue.Int(r ? 1 : 0);
    }
    LocalValue base = operand.apply(((AbstractInstanceInvokeExpr) inv).getBase());
    if (isContentTest(inv)) {
      return contentTestOn(inv, base);
    }
    if (StringCalls.isHash(inv)) {
      return base instanceof LocalValue.Text t ? new LocalValue.Int(t.value().hashCode()) : null;
    }
    String box = boxOf(inv);
    if (base instanceof LocalValue.Boxed b) {
      return b.type().equals(box) ? new LocalValue.Int(b.value()) : null;
    }
    if (base instanceof LocalValue.NotLiteral n) {
      List<Long> not = n.literals().stream().filter(l -> l instanceof LocalValue.Boxed b
          && b.type().equals(box)).map(l -> ((LocalValue.Boxed) l).value()).toList();
      return not.isEmpty() ? null : new LocalValue.IntExcept(not);
    }
    return null;
  }

  /**
   * A content test on the receiver's value: exact on a {@link LocalValue.Text}; on a {@link
   * LocalValue.NotLiteral} that is not {@code ""} (a {@code String}, since the method is
   * {@code String}'s), {@code isEmpty()} is false and {@code length()} is not 0; else null.
   */
  private static LocalValue contentTestOn(AbstractInvokeExpr inv, LocalValue base) {
    if (base instanceof LocalValue.Text t) {
      return new LocalValue.Int(contentTest(inv, t.value()));
    }
    if (base instanceof LocalValue.NotLiteral n && n.literals().contains(new LocalValue.Text(""))) {
      return switch (inv.getMethodSignature().getName()) {
        case "isEmpty" -> new LocalValue.Int(0);
        case "length" -> new LocalValue.IntExcept(List.of(0L));
        default -> null;
      };
    }
    return null;
  }

  /**
   * {@code a.equals(b)}: TRUE, FALSE or null (unknown). {@code a}'s class is its literal's, or,
   * for a {@link LocalValue.NotLiteral}, {@code String} or a box when {@code knownClass}; the
   * {@code equals} of those classes is true exactly for an object of the same class and
   * content (false for null).
   */
  static Boolean equal(LocalValue a, LocalValue b, boolean knownClass) {
    boolean literalA = a instanceof LocalValue.Text || a instanceof LocalValue.Boxed;
    boolean literalB = b instanceof LocalValue.Text || b instanceof LocalValue.Boxed;
    if (!literalA && !(knownClass && a instanceof LocalValue.NotLiteral)) {
      return null;
    }
    if (b instanceof LocalValue.Null || b instanceof LocalValue.EnumConstant) {
      return Boolean.FALSE;
    }
    if (literalA && literalB) {
      return a.equals(b);
    }
    if (literalA && b instanceof LocalValue.NotLiteral n) {
      return n.literals().contains(a) ? Boolean.FALSE : null;
    }
    if (literalB && a instanceof LocalValue.NotLiteral n) {
      return n.literals().contains(b) ? Boolean.FALSE : null;
    }
    return null;
  }

  private static boolean isValueClass(String type) {
    return type.equals(STRING) || BOXES.containsKey(type);
  }

  /**
   * True if the local is put, in the body of {@code mi}, into a queue with literal kinds (the
   * first argument of an insertion call whose receiver may be one): its boxing of a known int
   * is pinned ({@link ValueSteps#assigned}), so that the insertion counts the literal it puts.
   */
  boolean isElement(MethodInstance mi, MethodCode code, Local l) {
    if (kinds.isEmpty()) {
      return false;
    }
    return elements.computeIfAbsent(mi, m -> {
      Set<String> out = new TreeSet<>();
      for (int i = 0; i < code.size(); i++) {
        AbstractInvokeExpr inv = MethodCode.invokeOf(code.stmt(i));
        if (inv instanceof AbstractInstanceInvokeExpr ii && inv.getArgCount() > 0
            && QueuePills.INSERTIONS.contains(inv.getMethodSignature().getName())
            && inv.getArg(0) instanceof Local e
            && queues(pts, m, i, ii).stream().anyMatch(q -> kinds.containsKey(q.id()))) {
          out.add(e.getName());
        }
      }
      return out;
    }).contains(l.getName());
  }

  /** The non-summary counted queue objects the receiver of a call may be. */
  private static List<AbstractObject> queues(PointsToResult pts, MethodInstance mi, int i,
      AbstractInstanceInvokeExpr ii) {
    return pts.pointsTo(mi, i, ii.getBase()).stream()
        .filter(q -> QueueModel.countsItems(q) && !pts.isSummary(q)).toList();
  }

  /**
   * True if a value test ({@link #isValueTest}) reads the local or a copy or cast of it,
   * anywhere in the body (flow-insensitively: this only decides where kinds are worth having).
   */
  private static boolean valueTested(MethodCode code, Local taken) {
    Set<String> copies = new HashSet<>(Set.of(taken.getName()));
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Stmt s : code.stmts()) {
        if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local l) {
          Value rhs = a.getRightOp() instanceof JCastExpr c ? c.getOp() : a.getRightOp();
          if (rhs instanceof Local r && copies.contains(r.getName()) && copies.add(l.getName())) {
            changed = true;
          }
        }
      }
    }
    for (Stmt s : code.stmts()) {
      AbstractInvokeExpr inv = MethodCode.invokeOf(s);
      if (inv == null || !isValueTest(inv)) {
        continue;
      }
      List<Value> uses = new ArrayList<>(inv.getArgs());
      if (inv instanceof AbstractInstanceInvokeExpr ii) {
        uses.add(ii.getBase());
      }
      if (uses.stream().anyMatch(u -> u instanceof Local l && copies.contains(l.getName()))) {
        return true;
      }
    }
    return false;
  }
}
