package org.petrify.api.pending;

/** TEMPORARY stand-in for {@code org.petrify.checker.Verdict}. */
public enum Verdict { TRUE, FALSE, UNKNOWN }
