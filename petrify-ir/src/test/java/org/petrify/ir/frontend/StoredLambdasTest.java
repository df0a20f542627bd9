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
    // the TreeSet keeps its comparator (line 25) and runs it at add (line 30), in the caller;
    // the lambdas stored by add/put/push (lines 20-24) are never called
    String text = RbPrinter.print(r.program());
    assertThat(callbacks).as(text).isEmpty();
    assertThat(text).contains("lambda$main$3");
    assertThat(text).doesNotContain("lambda$main$0").doesNotContain("lambda$main$1")
        .doesNotContain("lambda$main$2");
  }
}
