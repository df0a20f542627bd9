/**
 * rb → Petri net encoding with monitor places.
 *
 * <p>Entry point: {@link org.petrify.ir.encode.NetEncoder#encode(org.petrify.ir.rb.Program,
 * org.petrify.ir.encode.EncodingOptions)} returns an {@link org.petrify.ir.encode.EncodedProgram}:
 * the net, the side table {@link org.petrify.ir.encode.NetOrigins} (the rb meaning of every node,
 * and queries from markings and firing sequences back to threads, locks and Java frames), the
 * property formulas of {@link org.petrify.ir.encode.ProgramProperties} and the caveats of every
 * approximation made. The layout of the net is described on {@link
 * org.petrify.ir.encode.NetEncoder}; the reference semantics it is tested against is
 * {@code org.petrify.ir.rb.RbInterpreter} (test sources, published in petrify-ir's test jar).
 */
package org.petrify.ir.encode;
