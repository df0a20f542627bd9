package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;

/**
 * {@code java.beans.PropertyChangeSupport}: the listeners a program adds are run by the thread
 * that fires an event. The points-to analysis keeps the listeners added to each support object
 * ({@code LibraryEffects.propertyListeners}) and registers their {@code propertyChange} (and
 * the old value's {@code equals}, which {@code fire*} runs to skip an unchanged value) as
 * call-backs of each {@code fire*} call. Model: adding or removing a listener does nothing
 * (the points-to set is the superset of every listener ever added); a {@code fire*} call runs
 * the registered call-backs in the caller, zero or more times in any order, with a strongly
 * fair exit ({@link CallbackChoice}: the JDK calls each listener once per event); every other
 * method ({@code hasListeners}, {@code getPropertyChangeListeners}) does nothing.
 *
 * <p>Soundness: {@code PropertyChangeSupport} (JDK 17, 21, 25) copies the listener array under
 * its listener map's monitor, an object the program never sees, and calls the listeners after
 * releasing it, so no JDK lock is held around them; the calls happen in the firing thread,
 * before {@code fire*} returns. Removal is not tracked, so a removed listener may still run in
 * the model (a superset). A listener object whose code the call-backs may not cover (a lambda
 * whose implementation is unknown, a JDK object) keeps the UNSOUND {@code library-callback}
 * caveat at the firing call.
 */
final class PropertyListeners {
  static final String SUPPORT = "java.beans.PropertyChangeSupport";

  private final TranslationContext tc;

  PropertyListeners(TranslationContext tc) {
    this.tc = tc;
  }

  /** True if the call is on {@code PropertyChangeSupport} objects only. */
  static boolean isSupport(String cls, List<AbstractObject> receivers) {
    return cls.equals(SUPPORT) && !receivers.isEmpty()
        && receivers.stream().allMatch(r -> r.type().equals(SUPPORT));
  }

  /** The alternatives of a call on support objects (see the class comment). */
  List<Supplier<List<Command>>> commands(LibraryModel.Call call, List<AbstractObject> receivers) {
    List<Supplier<List<Command>>> out = new ArrayList<>();
    if (!call.sig().getName().startsWith("fire")) {
      return out;
    }
    for (AbstractObject r : receivers) {
      for (AbstractObject l : tc.pts().fieldPointsTo(r,
          org.petrify.ir.pointsto.ElementCalls.LISTENERS)) {
        if (!covered(l)) {
          tc.caveat("library-callback", call.origin(), "PropertyChangeSupport."
              + call.sig().getName() + " runs a listener (" + l.name() + ") whose code is not"
              + " known; it is not modelled", Caveat.Effect.UNSOUND);
          return out;
        }
      }
    }
    List<String> procedures = tc.callbackProcedures(call.mi(), call.index());
    if (!procedures.isEmpty()) {
      out.add(() -> CallbackChoice.commands(procedures, call.origin(), call.label(), true,
          call.index()));
    }
    return out;
  }

  /**
   * True if the listener's {@code propertyChange} is among what the points-to analysis
   * dispatches: an application object, or a lambda whose implementation is known.
   */
  private boolean covered(AbstractObject listener) {
    return switch (listener.kind()) {
      case LAMBDA -> ArgumentCallbacks.implementation(listener).isPresent();
      case ALLOCATION -> tc.code().isApplication(tc.code().classType(listener.type()));
      default -> false;
    };
  }
}
