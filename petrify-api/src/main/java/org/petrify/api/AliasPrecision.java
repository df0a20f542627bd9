package org.petrify.api;

/**
 * How precisely the points-to analysis tells locks, threads and heap locations apart.
 * {@link #CONTEXT_SENSITIVE} (the default) qualifies allocation sites by one level of object
 * (instance methods) or call-site (static methods) context, with one rb procedure per method
 * and context; {@link #ALLOCATION_SITE} uses one abstract object per {@code new} and one
 * procedure per method: smaller nets, more spurious sharing.
 */
public enum AliasPrecision { ALLOCATION_SITE, CONTEXT_SENSITIVE }
