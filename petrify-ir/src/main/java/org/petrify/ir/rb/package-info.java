/**
 * The rb intermediate language: the model ({@link org.petrify.ir.rb.Program}, {@link
 * org.petrify.ir.rb.Procedure}, the sealed {@link org.petrify.ir.rb.Command} records, each with
 * its Java {@link org.petrify.ir.rb.Origin}), approximation reports ({@link
 * org.petrify.ir.rb.Caveat}), the stable text form ({@link org.petrify.ir.rb.RbPrinter}, {@link
 * org.petrify.ir.rb.RbParser}) and the caveat kinds ({@link org.petrify.ir.rb.CaveatKind}). The
 * explicit-state reference semantics for small programs ({@code RbInterpreter}) and the random
 * programs for property tests ({@code RandomPrograms}) are test sources of this package,
 * published in petrify-ir's test jar.
 */
package org.petrify.ir.rb;
