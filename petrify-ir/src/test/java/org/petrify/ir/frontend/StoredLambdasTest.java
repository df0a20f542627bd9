package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.StoredLambdas;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.RbPrinter;

/**
 * A lambda a JDK container stores as an element is not a call-back ({@code
 * LibraryCommands.isStoredElement}); a lambda passed for a functional parameter still is.
 */
class StoredLambdasTest {
  @Test
  void storedLambdasAreNoCallBacksButAComparatorIs() {
    FrontendResult r = RbDump.translate(StoredLambdas.class);
    List<Caveat> callbacks = r.caveats().stream()
        .filter(c -> c.kind().equals("library-callback")).toList();
    // only the TreeSet constructor's comparator (line 25), not add/put/push (lines 20-24)
    assertThat(callbacks).as(RbPrinter.print(r.program())).hasSize(1);
    assertThat(callbacks.get(0).where().line()).isEqualTo(25);
  }
}
