package org.petrify.ir.frontend;

import org.junit.jupiter.api.Test;

class DebugDumpTest {
  @Test
  void dump() throws Exception {
    String name = System.getProperty("dump.class", "org.petrify.ir.frontend.samples.PackedPool");
    FrontendResult r = RbDump.translate(Class.forName(name));
    StringBuilder sb = new StringBuilder();
    r.caveats().forEach(c -> sb.append(c).append('\n'));
    sb.append(RbDump.dump(r.program()));
    java.nio.file.Files.writeString(java.nio.file.Path.of("/work/notes/wt-jetty4/dump.txt"), sb);
  }
}
