package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.Program;

/**
 * One test per naming rule of {@link ThreadNames}, on the samples in
 * {@code org.petrify.ir.frontend.names} (compiled with release 25). The expected names are what
 * JDK 25 prints for them (each sample thread prints {@code Thread.getName()}).
 */
class ThreadNamesTest {
  @org.junit.jupiter.api.BeforeAll
  static void java25Samples() {
    Java25Samples.assumeCompiled();
  }

  private static final String P = "org.petrify.ir.frontend.names.";

  /** Label (name, with {@code ?} when not exact) by creation line. */
  private static Map<Integer, String> byLine(String main) {
    FrontendResult r = Frontend.translate(java.util.List.of(RbDump.testClasses()),
        EntryPoint.mainClass(P + main));
    Map<Integer, String> out = new TreeMap<>();
    r.threadNames().forEach((id, n) -> {
      if (!id.equals(Program.MAIN_THREAD)) {
        assertThat(out.put(n.createdAt().line(), n.label())).as(id).isNull();
      }
    });
    assertThat(r.threadNames().get(Program.MAIN_THREAD).label()).isEqualTo("main");
    return out;
  }

  @Test
  void constructorNamesSubclassSuperNamesSetNameAndNumbering() {
    Map<Integer, String> names = byLine("Names");
    assertThat(names).containsEntry(43, "worker")   // new Thread(r, "worker")
        .containsEntry(44, "Thread-0")               // new Thread(r)
        .containsEntry(45, "sub")                    // super(name) in a subclass
        .containsEntry(46, "Thread-1")               // an unnamed subclass
        .containsEntry(47, "renamed")                // setName with a constant
        .containsEntry(49, "self")                   // setName in the subclass constructor
        .containsEntry(50, "built")                  // Thread.ofPlatform().name("built")
        .containsEntry(51, "Thread-4")               // an unnamed builder takes a number
        .containsEntry(52, "Thread-5");              // numbers used by renamed threads count
  }

  @Test
  void computedNamesBranchesAndLoopsAreMarkedNotExact() {
    Map<Integer, String> names = byLine("Uncertain");
    assertThat(names).containsEntry(6, "Thread-0")
        .containsEntry(8, "Thread@Uncertain.java:8?")  // a name computed at run time
        .containsEntry(11, "Thread-1?")                // created in a branch
        .containsEntry(13, "Thread-2?")                // numbered after a branch
        .containsEntry(16, "looped?");                 // named, but one object for a loop
  }

  @Test
  void poolWorkersAreNamedWhereDeterminable() {
    FrontendResult r = Frontend.translate(java.util.List.of(RbDump.testClasses()),
        EntryPoint.mainClass(P + "Pools"));
    Map<Integer, String> names = new TreeMap<>();
    r.threadNames().forEach((id, n) -> names.put(n.createdAt().line(), n.label()));
    assertThat(names).containsEntry(11, "pool-1-thread-1")
        .containsEntry(12, "pool-1-thread-2")
        .containsEntry(13, "pool-1-thread-1..2?")
        .containsEntry(14, "pool-2-thread-1");
  }
}
