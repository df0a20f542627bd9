package org.petrify.api.pending;

/** TEMPORARY stand-in for {@code org.petrify.checker.SearchOrder}. */
public enum SearchOrder { DFS, BFS }
