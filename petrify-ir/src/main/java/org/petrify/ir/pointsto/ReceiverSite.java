package org.petrify.ir.pointsto;

/**
 * A call statement that gives an instance method instance its receiver: the statement's
 * written base ({@code argument} -1), or its written argument {@code argument} (a method
 * reference {@code C::m} invoked through a functional interface, whose receiver is the
 * functional call's first argument).
 */
record ReceiverSite(CallKey key, int argument) {}
