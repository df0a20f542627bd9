package org.petrify.ir.pointsto;

/** A call statement (by index into the caller's {@link MethodCode}) in a method instance. */
record CallKey(MethodInstance caller, int stmtIndex) {}
