/**
 * The rb intermediate language: the model ({@link org.petrify.ir.rb.Program}, {@link
 * org.petrify.ir.rb.Procedure}, the sealed {@link org.petrify.ir.rb.Command} records, each with
 * its Java {@link org.petrify.ir.rb.Origin}), approximation reports ({@link
 * org.petrify.ir.rb.Caveat}), the stable text form ({@link org.petrify.ir.rb.RbPrinter}, {@link
 * org.petrify.ir.rb.RbParser}), an explicit-state reference semantics for small programs ({@link
 * org.petrify.ir.rb.RbInterpreter}) and random programs for property tests ({@link
 * org.petrify.ir.rb.RandomPrograms}).
 */
package org.petrify.ir.rb;
