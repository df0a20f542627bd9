package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;

/**
 * The translation side of the Mockito model ({@code pointsto.MockitoModel}): calls into Mockito
 * and calls on mocks and Mockito's helper objects have no library commands (a mock's
 * {@code lock()} does not lock, its {@code join()} does not wait); what such a call does is
 * what the points-to model resolved as its callees: the stubbed answers, and the real method
 * of a spy or of {@code thenCallRealMethod}. Spies keep the library commands of their class (a
 * spied {@code ReentrantLock} locks: the spy is a copy of the object, with its own lock).
 */
final class MockitoCalls {
  private final TranslationContext tc;

  MockitoCalls(TranslationContext tc) {
    this.tc = tc;
  }

  /**
   * True if the call has no library commands: a call of a Mockito class, or a call whose
   * receivers are all mocks (not spies) or Mockito helpers.
   */
  boolean noLibraryCommands(MethodInstance mi, int index, AbstractInvokeExpr inv) {
    if (inv instanceof JDynamicInvokeExpr) {
      return false;
    }
    if (inv instanceof JStaticInvokeExpr) {
      return org.petrify.ir.pointsto.PointsToResult.isMockitoClass(
          inv.getMethodSignature().getDeclClassType().getFullyQualifiedName());
    }
    List<AbstractObject> receivers = tc.receiverObjects(mi, index, inv);
    return !receivers.isEmpty() && receivers.stream().allMatch(this::isPlainMock)
        || org.petrify.ir.pointsto.PointsToResult.isMockitoClass(
            inv.getMethodSignature().getDeclClassType().getFullyQualifiedName());
  }

  private boolean isPlainMock(AbstractObject o) {
    return tc.pts().isMockitoObject(o) && !tc.pts().isSpy(o);
  }

  /**
   * The library alternatives of a call whose receivers are partly mocks: a mock does nothing,
   * so a {@code skip} alternative is added (IMPRECISE: the real receivers may skip too).
   */
  List<Supplier<List<Command>>> withMockReceivers(MethodInstance mi, int index,
      AbstractInvokeExpr inv, List<Supplier<List<Command>>> library, Origin origin,
      Supplier<String> label) {
    if (library.isEmpty() || inv instanceof JDynamicInvokeExpr
        || tc.receiverObjects(mi, index, inv).stream().noneMatch(this::isPlainMock)) {
      return library;
    }
    tc.caveat("mock-receiver", origin, inv.getMethodSignature().getName() + " is called on an"
        + " object that may be a mock or not; the model lets the call do nothing or what the"
        + " library does, for every receiver", Caveat.Effect.IMPRECISE);
    List<Supplier<List<Command>>> out = new ArrayList<>(library);
    out.add(() -> List.of(new Command.Skip(label.get(), origin)));
    return out;
  }
}
