package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.OwnTickets;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbPrinter;
import org.petrify.ir.rb.Variable;

/**
 * A ticket each worker leases once through shared code is an object of its own per worker
 * (heap contexts per thread, {@code pointsto.ThreadContexts}), so its field is an ordinary
 * tracked variable, one per worker, also when a write goes through a reference read from a
 * shared field (which may be either ticket). The per-thread variables of {@link
 * TrackedValues#variable} remain for summaries the split leaves.
 */
class OwnCopiesTest {
  @Test
  void eachWorkersTicketHasADoneFieldOfItsOwn() {
    Program p = RbDump.translate(OwnTickets.class).program();
    assertThat(p.variables()).as(RbPrinter.print(p))
        .filteredOn(v -> v.name().contains("$Ticket@") && v.name().endsWith(".done"))
        .hasSize(2).noneMatch(Variable::perThread);
  }

  @Test
  void aTicketCompletedThroughAReferenceReadFromAFieldIsStillTrackedPerObject() {
    Program p = RbDump.translate(OwnTickets.Handed.class).program();
    assertThat(p.variables()).as(RbPrinter.print(p))
        .filteredOn(v -> v.name().contains("$Ticket@") && v.name().endsWith(".done"))
        .hasSize(2).noneMatch(Variable::perThread);
  }
}
