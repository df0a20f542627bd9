package org.petrify.ir.pointsto;

import java.util.List;
import sootup.core.jimple.common.Value;

/**
 * A call statement that invokes a method instance with its written arguments as the callee's
 * parameters one to one: statement {@code stmtIndex} of {@code caller}, arguments {@code args}
 * (Jimple immediates of the caller's body).
 *
 * <p>A call of a lambda's functional method that runs the lambda's implementation method
 * passes the captured values first: {@code captured} is then the {@code invokedynamic} that
 * created the lambda (its statement in its creator, the captured values as written there), and
 * the callee's parameter {@code p} receives {@code captured.args().get(p)} for {@code p} below
 * their number, else the call's own argument {@code args().get(p - captured.args().size())}.
 * {@code captured} is null for an ordinary call.
 */
public record ArgumentSite(MethodInstance caller, int stmtIndex, List<? extends Value> args,
    ArgumentSite captured) {

  /** An ordinary call: the written arguments are the parameters one to one. */
  public ArgumentSite(MethodInstance caller, int stmtIndex, List<? extends Value> args) {
    this(caller, stmtIndex, args, null);
  }

  /** The number of parameters the site gives values to. */
  public int size() {
    return (captured == null ? 0 : captured.args.size()) + args.size();
  }

  /** The site (this one or the capture site) where parameter {@code p}'s value is written. */
  public ArgumentSite siteOf(int p) {
    return captured != null && p < captured.args.size() ? captured : this;
  }

  /** The immediate written for parameter {@code p} (in {@link #siteOf}'s body), or null. */
  public Value argument(int p) {
    if (p < 0 || p >= size()) {
      return null;
    }
    int k = captured == null ? 0 : captured.args.size();
    return p < k ? captured.args.get(p) : args.get(p - k);
  }
}
