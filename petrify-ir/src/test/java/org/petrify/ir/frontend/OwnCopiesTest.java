package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.OwnTickets;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbPrinter;
import org.petrify.ir.rb.Variable;

/**
 * The field of an escaping summary each thread allocates once is a per-thread variable when
 * every write goes through the writer's own reference ({@link TrackedValues#variable}), and
 * untracked when some write goes through a reference read from a shared field.
 */
class OwnCopiesTest {
  @Test
  void aTicketWrittenOnlyByItsOwnerHasAPerThreadDoneField() {
    Program p = RbDump.translate(OwnTickets.class).program();
    assertThat(p.variables()).as(RbPrinter.print(p))
        .filteredOn(v -> v.name().contains("$Ticket@") && v.name().endsWith(".done"))
        .singleElement().matches(Variable::perThread);
  }

  @Test
  void aTicketCompletedThroughAReferenceReadFromAFieldIsNotTracked() {
    Program p = RbDump.translate(OwnTickets.Handed.class).program();
    assertThat(p.variables()).as(RbPrinter.print(p))
        .noneMatch(v -> v.name().contains("$Ticket@") && v.name().endsWith(".done"));
  }
}
