package org.petrify.ir.pointsto;

import java.util.List;
import sootup.core.jimple.common.Value;

/**
 * A call statement that invokes a method instance with its written arguments as the callee's
 * parameters one to one: statement {@code stmtIndex} of {@code caller}, arguments {@code args}
 * (Jimple immediates of the caller's body).
 */
public record ArgumentSite(MethodInstance caller, int stmtIndex, List<? extends Value> args) {}
