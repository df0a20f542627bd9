package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.ReferenceHeld;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbPrinter;

/**
 * JDK objects that hand back what they were given (weak references, arrays made by
 * {@code Array.newInstance}): an object read back is the object stored, so a lock reached
 * through them is a known lock and its deadlock is found (by the rb interpreter), with no
 * UNSOUND caveat left.
 */
class LibraryHoldersTest {
  @Test
  void aReferentReadBackIsTheObjectStored() {
    FrontendResult r = RbDump.translate(ReferenceHeld.class);
    Program p = r.program();
    assertThat(r.caveats()).filteredOn(c -> c.effect() == Caveat.Effect.UNSOUND)
        .as(RbPrinter.print(p)).isEmpty();
    assertThat(RbInterpreter.of(p).explore(200_000).deadlock()).as(RbPrinter.print(p))
        .isEqualTo(RbInterpreter.Answer.YES);
  }
}
