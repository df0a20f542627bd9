package org.petrify.api;

/**
 * How precisely locks and threads are told apart. {@link #ALLOCATION_SITE} (the default) names
 * every lock and thread object by the {@code new} that created it; {@link #CONTEXT} also
 * distinguishes objects created by the same {@code new} under different call sites (one level);
 * {@link #TYPE} lumps together all objects of one class, the paper's cheap and coarse choice.
 * The frontend may not support every level; the analysis says so in a caveat.
 */
public enum AliasPrecision { TYPE, ALLOCATION_SITE, CONTEXT }
