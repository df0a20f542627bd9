package org.petrify.api.pending;

import java.util.Optional;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.IntExpr;

/** TEMPORARY stand-in: one property of an MCC XML file, a formula or a place bound. */
public record MccProperty(String id, Formula formula, Optional<IntExpr> bound) {}
