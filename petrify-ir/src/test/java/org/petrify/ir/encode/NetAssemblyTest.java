package org.petrify.ir.encode;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbParser;
import org.petrify.ir.stage.StageBudget;

class NetAssemblyTest {
  @Test
  void everyCommandKindHasAnEmitter() {
    Program p = RbParser.parse("""
        main main
        proc main {
          m0: skip
        }
        """);
    ControlGraph g = ControlGraph.of(p, EncodingOptions.defaults(), StageBudget.none());
    LockDepths depths = LockDepths.of(g, StageBudget.none());
    NetAssembly assembly = new NetAssembly(g, depths, EncodingOptions.defaults(),
        StageBudget.none());
    Set<Class<?>> kinds = new HashSet<>(assembly.emittedKinds(p));
    assertThat(kinds).hasSize(Command.class.getPermittedSubclasses().length)
        .containsAll(Arrays.asList(Command.class.getPermittedSubclasses()));
  }
}
