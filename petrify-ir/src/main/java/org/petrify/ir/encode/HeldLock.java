package org.petrify.ir.encode;

/** A lock a thread holds, with its reentrant depth (at least 1). */
public record HeldLock(String lock, int depth) {}
