package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.signatures.MethodSignature;
import sootup.core.types.PrimitiveType;

/**
 * {@code Object.wait()/notify()/notifyAll()}: {@code wait/notify/notifyAll} of the receiver's
 * objects; a timed wait is {@code await k on k timed} (it may also wake up by itself), and
 * {@code wait(0)} an untimed one ({@link ZeroTimeouts}: an unknown timeout is either); a
 * receiver with no abstract object is the unknown lock of its type. The other methods of
 * {@code Object} do nothing in the model. Points-to: nothing.
 */
final class MonitorModel implements LibraryModel {
  private final ModelContext mc;

  MonitorModel(ModelContext mc) {
    this.mc = mc;
  }

  @Override
  public boolean matches(String cls, List<AbstractObject> receivers) {
    return cls.equals("java.lang.Object");
  }

  @Override
  public boolean checksInterruptOnEntry(MethodSignature sig, List<String> receiverTypes) {
    // Object.wait is final: whatever class javac named, it is the JDK's, and it tests the flag
    // before it releases the monitor.
    return sig.getName().equals("wait") && sig.getParameterCount() <= 2
        && sig.getParameterTypes().stream().allMatch(t -> t instanceof PrimitiveType);
  }

  @Override
  public List<Supplier<List<Command>>> commands(Call c) {
    List<Supplier<Command>> out = new ArrayList<>();
    String name = c.name();
    if (name.equals("wait") || name.equals("notify") || name.equals("notifyAll")) {
      monitorOp(c.mi(), c.index(), c.inv(), name, c.params(),
          mc.tc.libraryReceivers(c.mi(), c.index(), c.inv()), c.origin(), c.label(), out);
    }
    return ModelContext.each(out);
  }

  private void monitorOp(MethodInstance mi, int index, AbstractInvokeExpr inv, String name,
      int params,
      List<AbstractObject> receivers, Origin origin, Supplier<String> label,
      List<Supplier<Command>> out) {
    monitorOp(name, name.equals("wait") && params > 0
        ? ZeroTimeouts.of(mc.tc, mi, index, inv) : ZeroTimeouts.Kind.UNTIMED, receivers, origin,
        label, out);
  }

  /**
   * The alternatives of {@code wait} (of that timeout kind), {@code notify} or {@code
   * notifyAll} on the monitors of {@code receivers}.
   */
  void monitorOp(String name, ZeroTimeouts.Kind kind, List<AbstractObject> receivers,
      Origin origin, Supplier<String> label, List<Supplier<Command>> out) {
    List<String> locks = mc.monitorLockNames(receivers, origin);
    if (kind != ZeroTimeouts.Kind.UNTIMED) {
      for (String l : locks) {
        out.add(() -> new Command.Await(label.get(), l, l, true, origin));
      }
      if (kind == ZeroTimeouts.Kind.TIMED) {
        return;
      }
    }
    for (String l : locks) {
      out.add(switch (name) {
        case "wait" -> () -> new Command.Wait(label.get(), l, origin);
        case "notify" -> () -> new Command.Notify(label.get(), l, origin);
        default -> () -> new Command.NotifyAll(label.get(), l, origin);
      });
    }
  }
}
