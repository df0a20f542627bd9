package org.petrify.ir.pointsto;

import java.util.function.BiFunction;
import java.util.function.ToIntBiFunction;
import sootup.core.signatures.MethodSignature;

/**
 * The points-to effects of {@code java.lang.ScopedValue} (final in JDK 25). A scoped value is
 * a library object made at its {@code newInstance()} site; {@code ScopedValue.where(key, v)}
 * and {@code Carrier.where(key, v)} make a carrier and add {@code v} to the key's contents;
 * {@code Carrier.run(op)} and {@code Carrier.call(op)} run {@code op} in the calling thread
 * during the call (the call-backs of the site, {@link CallerRunsFunctions.Kind#IMMEDIATE}), and
 * {@code call} returns what {@code op} returns; {@code key.get()}, {@code orElseThrow()},
 * {@code Carrier.get(key)} return the key's contents, {@code orElse(x)} also {@code x}.
 *
 * <p>Sound for points-to: a binding is visible only inside the {@code run}/{@code call} of its
 * carrier, so what {@code get()} returns there is one of the values some {@code where} bound
 * to that key; the contents are all of them, flow- and thread-insensitively. No binding is
 * inherited by another thread here: only {@code StructuredTaskScope} (a preview API) passes
 * bindings to its forks, and its calls are not modelled (the library boundary reports them).
 */
final class ScopedValues {
  private final ConstraintSolver solver;
  private final BiFunction<Invocation, String, AbstractObject> made;
  /** Registers a call's functional arguments as its call-backs; returns their results' node. */
  private final ToIntBiFunction<Invocation, MethodSignature> runFunctions;

  ScopedValues(ConstraintSolver solver, BiFunction<Invocation, String, AbstractObject> made,
      ToIntBiFunction<Invocation, MethodSignature> runFunctions) {
    this.solver = solver;
    this.made = made;
    this.runFunctions = runFunctions;
  }

  /** True for the classes whose methods {@link #apply} models. */
  static boolean isScopedValueClass(String cls) {
    return cls.equals("java.lang.ScopedValue") || cls.equals("java.lang.ScopedValue$Carrier");
  }

  void apply(Invocation inv, MethodSignature sig, AbstractObject receiver) {
    String name = sig.getName();
    int result = inv.result();
    java.util.List<Integer> args = inv.args();
    switch (name) {
      case "newInstance" -> {
        if (result >= 0) {
          solver.addObject(result, made.apply(inv, "java.lang.ScopedValue").id());
        }
      }
      case "where" -> {
        if (args.size() == 2 && args.get(0) >= 0 && args.get(1) >= 0) {
          solver.addStore(args.get(0), PointsToAnalysis.CONTENT, args.get(1));
        }
        if (result >= 0) {
          solver.addObject(result, made.apply(inv, "java.lang.ScopedValue$Carrier").id());
        }
      }
      case "run", "call" -> {
        if (inv.key() != null) {
          int returned = runFunctions.applyAsInt(inv, sig);
          if (result >= 0) {
            solver.addEdge(returned, result);
          }
        }
      }
      case "get", "orElseThrow", "orElse" -> {
        if (result < 0) {
          return;
        }
        boolean carrier = sig.getDeclClassType().getFullyQualifiedName().endsWith("$Carrier");
        if (carrier && !args.isEmpty() && args.get(0) >= 0) {
          solver.addLoad(args.get(0), PointsToAnalysis.CONTENT, result); // Carrier.get(key)
        } else if (!carrier && receiver != null) {
          solver.addEdge(solver.fieldNode(receiver.id(), PointsToAnalysis.CONTENT), result);
        }
        if (name.equals("orElse") && !args.isEmpty() && args.get(0) >= 0) {
          solver.addEdge(args.get(0), result);
        }
      }
      default -> { }
    }
  }
}
