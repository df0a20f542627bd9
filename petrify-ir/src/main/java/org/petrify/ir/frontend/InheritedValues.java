package org.petrify.ir.frontend;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import sootup.core.types.ClassType;

/**
 * {@code childValue(parentValue)} overrides of application {@code InheritableThreadLocal}
 * subclasses. The JDK calls it in the <em>creating</em> thread, for every inheritable variable
 * that thread holds a value of, whenever it constructs a thread (a {@code new Thread}, a
 * builder's or a pool's thread factory's, possibly deep in library code), and it may take
 * locks or do anything else. The model does not run it (the points-to analysis does not reach
 * it either: thread-locals are owned by its own rule). Sound treatment: the override can run
 * only in a thread that holds a value of the variable, which it first gets by a {@code set}
 * or by a {@code get} (that computes the initial value), or by inheriting it from a parent
 * that did so before. So each {@code set}/{@code get} call on such an object gets an UNSOUND
 * {@code library-callback} caveat and forks a {@link UnknownStarts#droppedCallback} thread:
 * a witness that passes no such call cannot have run the override, any other is refused (no
 * VIOLATED rests on the dropped code); a HOLDS is INCONCLUSIVE by the caveat.
 */
final class InheritedValues {
  private static final String INHERITABLE = "java.lang.InheritableThreadLocal";
  private static final String CHILD_VALUE = "java.lang.Object childValue(java.lang.Object)";

  private final TranslationContext tc;
  private final Set<Integer> overriding = new HashSet<>();
  private final Set<Integer> plain = new HashSet<>();

  InheritedValues(TranslationContext tc) {
    this.tc = tc;
  }

  /**
   * The fork of a dropped-code thread for a {@code set}/{@code get} call on receivers one of
   * which is an object of an application {@code InheritableThreadLocal} subclass overriding
   * {@code childValue} (reporting the caveat), or null for any other call.
   */
  Supplier<List<Command>> at(LibraryModel.Call call, List<AbstractObject> receivers) {
    if (!call.name().equals("set") && !call.name().equals("get")) {
      return null;
    }
    AbstractObject overrides = receivers.stream().filter(this::overridesChildValue).findFirst()
        .orElse(null);
    if (overrides == null) {
      return null;
    }
    tc.caveat("library-callback", call.origin(), overrides.type() + ".childValue overrides"
        + " InheritableThreadLocal's: the JDK calls it in every thread that holds a value of"
        + " the variable whenever that thread creates a thread; the model does not run it",
        Caveat.Effect.UNSOUND);
    return () -> tc.unknownStarts().droppedCallback(call.origin(), call.label());
  }

  private boolean overridesChildValue(AbstractObject o) {
    if (overriding.contains(o.id())) {
      return true;
    }
    if (plain.contains(o.id())) {
      return false;
    }
    boolean found = false;
    if (o.kind() == AbstractObject.Kind.ALLOCATION && !o.type().endsWith("]")) {
      ClassType type = tc.code().classType(o.type());
      found = tc.code().isApplication(type)
          && tc.code().isSubtype(type, tc.code().classType(INHERITABLE))
          && tc.code().dispatch(type, tc.code().view().getIdentifierFactory()
              .parseMethodSubSignature(CHILD_VALUE))
              .filter(m -> tc.code().isApplication(m.getDeclaringClassType())).isPresent();
    }
    (found ? overriding : plain).add(o.id());
    return found;
  }
}
