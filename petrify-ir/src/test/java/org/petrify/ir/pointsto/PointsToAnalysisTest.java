package org.petrify.ir.pointsto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.pointsto.PointsToAnalysis.Sensitivity;
import org.petrify.ir.pointsto.samples.ConstructorReferences;
import org.petrify.ir.pointsto.samples.Contexts;
import org.petrify.ir.pointsto.samples.Loops;
import org.petrify.ir.pointsto.samples.OwnObjects;
import org.petrify.ir.pointsto.samples.ThreadRequests;
import org.petrify.ir.pointsto.samples.ManyContexts;
import org.petrify.ir.pointsto.samples.SynchronizedViews;
import org.petrify.ir.rb.Caveat;

/** The whole analysis on small programs: contexts, caps, summaries, an immutable result. */
class PointsToAnalysisTest {
  private static final String C = Contexts.class.getName();

  private static List<String> names(PointsToResult r, String staticField) {
    return r.pointsToStatic(staticField).stream().map(AbstractObject::name).toList();
  }

  @Test
  void objectAndCallSiteContextsKeepFactoriesHelpersAndReceiversApart() {
    PointsToResult r = TestCode.analyse(Contexts.class, Sensitivity.OBJECT_AND_CALL_SITE);
    for (String pair : List.of("made", "id", "deep3", "held")) {
      List<String> a = names(r, C + "." + pair + "A");
      List<String> b = names(r, C + "." + pair + "B");
      assertThat(a).as(pair + "A").hasSize(1);
      assertThat(b).as(pair + "B").hasSize(1);
      assertThat(a).as(pair).doesNotContainAnyElementsOf(b);
    }
  }

  @Test
  void aStaticChainDeeperThanTheContextDepthMergesItsArguments() {
    PointsToResult r = TestCode.analyse(Contexts.class, Sensitivity.OBJECT_AND_CALL_SITE);
    assertThat(PointsToAnalysis.CONTEXT_DEPTH).isEqualTo(3);
    assertThat(names(r, C + ".deep4A")).hasSize(2).isEqualTo(names(r, C + ".deep4B"));
  }

  /**
   * Two synchronized views made by one factory at two lines of {@code main}: the helper is
   * analysed with its {@code null} mutex known ({@link ParameterBranches}), and that element
   * must not push the line of {@code main} out of the receiver identity of the view's
   * constructor (it did: each view's mutex was both views, a wrong deadlock on Guava's
   * synchronized multimaps).
   */
  @Test
  void eachSynchronizedViewKeepsItsOwnMutexThroughAFactoryWithAKnownNullArgument() {
    PointsToResult r = TestCode.analyse(SynchronizedViews.class, Sensitivity.OBJECT_AND_CALL_SITE);
    String v = SynchronizedViews.class.getName();
    List<String> a = names(r, v + ".mutexA");
    List<String> b = names(r, v + ".mutexB");
    assertThat(a).singleElement().asString().contains("SyncMap");
    assertThat(b).singleElement().asString().contains("SyncMap");
    assertThat(a).doesNotContainAnyElementsOf(b);
    assertThat(names(r, v + ".listMutexB")).isEqualTo(b);
  }

  @Test
  void withoutContextsEveryPairMerges() {
    PointsToResult r = TestCode.analyse(Contexts.class, Sensitivity.INSENSITIVE);
    assertThat(names(r, C + ".madeA")).hasSize(1).isEqualTo(names(r, C + ".madeB"));
    assertThat(names(r, C + ".idA")).hasSize(2).isEqualTo(names(r, C + ".idB"));
    assertThat(names(r, C + ".heldA")).hasSize(2);
    assertThat(r.reachable()).allMatch(mi -> mi.context().isEmpty());
  }

  @Test
  void aMethodWithMoreContextsThanTheCapIsReportedAndItsLaterContextsAreCut() {
    PointsToResult r = TestCode.analyse(ManyContexts.class, Sensitivity.OBJECT_AND_CALL_SITE);
    List<MethodInstance> leaf = r.reachable().stream()
        .filter(mi -> mi.method().getName().equals("leaf")).toList();
    assertThat(leaf).hasSize(PointsToAnalysis.MAX_CONTEXTS + 1);
    assertThat(leaf.stream().filter(mi -> mi.context().elements().size() == 1)).hasSize(1);
    assertThat(r.caveats()).filteredOn(c -> c.kind().equals("context-cap")).singleElement()
        .satisfies(c -> {
          assertThat(c.effect()).isEqualTo(Caveat.Effect.IMPRECISE);
          assertThat(c.message()).contains("leaf");
        });
  }

  @Test
  void objectsOfUnrolledIterationsAreNotSummariesButThoseOfRemainingLoopsAre() {
    PointsToResult r = TestCode.analyse(Loops.class, Sensitivity.OBJECT_AND_CALL_SITE);
    List<AbstractObject> counted = r.objects().stream()
        .filter(o -> o.origin().methodName().equals("countedUp")).toList();
    assertThat(counted).hasSize(5).noneMatch(r::isSummary);
    assertThat(r.objects().stream().filter(o -> o.origin().methodName().equals("unknownBound")))
        .singleElement().matches(r::isSummary);
  }

  @Test
  void anObjectAConstructorReferenceMakesIsASummaryWhenItsFunctionMayRunMoreThanOnce() {
    PointsToResult r = TestCode.analyse(ConstructorReferences.class,
        Sensitivity.OBJECT_AND_CALL_SITE);
    assertThat(ofType(r, "$Once")).singleElement().matches(o -> !r.isSummary(o));
    for (String many : List.of("$Looped", "$Twice", "$Streamed")) {
      assertThat(ofType(r, many)).as(many).isNotEmpty().allMatch(r::isSummary);
    }
  }

  @Test
  void anObjectEachThreadAllocatesOnceIsASummaryButOncePerThread() {
    PointsToResult r = TestCode.analyseOnce(OwnObjects.class);
    java.util.Map<String, AbstractObject> byType = new java.util.TreeMap<>();
    r.objects().forEach(o -> byType.putIfAbsent(o.type().substring(o.type().indexOf('$') + 1), o));
    assertThat(byType.get("Once")).matches(r::isSummary).matches(r::isOncePerThread);
    assertThat(byType.get("Looped")).matches(r::isSummary).matches(o -> !r.isOncePerThread(o));
    assertThat(r.objects().stream().filter(o -> o.type().endsWith("$Twice")))
        .isNotEmpty().allMatch(o -> !r.isOncePerThread(o));
    assertThat(r.objects()).noneMatch(o -> !r.isSummary(o) && r.isOncePerThread(o));
  }

  @Test
  void aMonitorEachThreadAllocatesOnceGetsOneObjectPerThreadAndALoopedThreadsStaysASummary() {
    PointsToResult r = TestCode.analyse(ThreadRequests.class, Sensitivity.OBJECT_AND_CALL_SITE);
    List<AbstractObject> reqs = ofType(r, "$Req");
    assertThat(reqs).hasSize(3);
    assertThat(reqs.stream().map(o -> o.heap().thread()).toList()).doesNotHaveDuplicates();
    assertThat(reqs).filteredOn(o -> o.heap().thread() == null).singleElement()
        .matches(o -> !r.isSummary(o), "main's request is one object");
    assertThat(reqs).filteredOn(o -> o.heap().thread() != null).hasSize(2)
        .filteredOn(r::isSummary).singleElement()
        .matches(o -> r.startedThreads().stream().anyMatch(t -> r.isSummary(t)
            && t.site().equals(o.heap().thread())), "the looped threads' request");
    assertThat(ofType(r, "$Note")).as("plain data is not split").singleElement()
        .matches(r::isSummary);
    assertThat(ofType(TestCode.analyseOnce(ThreadRequests.class), "$Req")).singleElement();
  }

  @Test
  void plainObjectsEachThreadAllocatesOnceStayOneSummary() {
    PointsToResult r = TestCode.analyse(OwnObjects.class, Sensitivity.OBJECT_AND_CALL_SITE);
    assertThat(ofType(r, "$Once")).singleElement().matches(r::isOncePerThread);
    assertThat(r.reachable()).allMatch(mi -> mi.context().thread() == null);
  }

  private static List<AbstractObject> ofType(PointsToResult r, String suffix) {
    return r.objects().stream().filter(o -> o.type().endsWith(suffix)).toList();
  }

  @Test
  void theResultIsImmutableAndAnAnalysisRunsOnce() {
    PointsToAnalysis pta = new PointsToAnalysis(TestCode.codeBase(),
        Sensitivity.OBJECT_AND_CALL_SITE);
    PointsToResult r = pta.run(TestCode.method(Contexts.class, "main"));
    int nodes = r.nodeCount();
    assertThat(r.pointsToStatic("no.Such.field")).isEmpty();
    assertThat(r.nodeCount()).as("asking creates no node").isEqualTo(nodes);
    assertThatThrownBy(() -> r.reachable().clear()).isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> r.objects().clear()).isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> r.caveats().clear()).isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> r.callees(r.entry(), 0).clear())
        .isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> pta.run(TestCode.method(Contexts.class, "main")))
        .isInstanceOf(IllegalStateException.class);
  }
  /**
   * Copies keep positions ({@code clone}, shifted {@code arraycopy}, {@code copyOfRange}); an
   * unknown offset puts the copied elements at the unknown index (every index); a later store
   * and an overlapping copy into the same array add to what an index may hold, never replace
   * it.
   */
  @Test
  void arrayCopiesKeepElementPositionsWhereTheShiftIsKnown() {
    PointsToResult r = TestCode.analyse(org.petrify.ir.pointsto.samples.ArrayCopies.class,
        Sensitivity.OBJECT_AND_CALL_SITE);
    String a = org.petrify.ir.pointsto.samples.ArrayCopies.class.getName();
    java.util.function.Function<String, List<String>> types = f -> r.pointsToStatic(a + "." + f)
        .stream().map(o -> o.type().substring(o.type().indexOf('$') + 1)).sorted().toList();
    assertThat(types.apply("cloned0")).containsExactly("First");
    assertThat(types.apply("cloned1")).containsExactly("Second");
    assertThat(types.apply("shifted1")).containsExactly("First");
    assertThat(types.apply("shifted2")).containsExactly("Second");
    assertThat(types.apply("range0")).containsExactly("Second");
    assertThat(types.apply("unknownOffset1")).containsExactly("First", "Second");
    assertThat(types.apply("written0")).containsExactly("First", "Third");
    // flow-insensitively a copy into its own array applies again to what it copied: [2] -> [1]
    // -> [0] (over-approximate, never less than the JVM's First, Second)
    assertThat(types.apply("self0")).containsExactly("First", "Second", "Third");
  }
  /**
   * {@code Map.entry} components and {@code getFirst}/{@code getLast} of lists with known
   * positions (also an {@code ArrayList} copy of a {@code List.of}) read one object; a local
   * with two origins, or a list changed by a {@code remove} or whose iterator may remove, keeps
   * every element.
   */
  @Test
  void entryComponentsAndListEndsAreExactOnlyWhereTheOriginIsKnown() {
    java.util.function.Function<String, List<String>> types =
        staticFieldTypes(org.petrify.ir.pointsto.samples.Components.class);
    assertThat(types.apply("key")).containsExactly("First");
    assertThat(types.apply("value")).containsExactly("Second");
    assertThat(types.apply("chosenKey")).containsExactly("First", "Second");
    assertThat(types.apply("head")).containsExactly("First");
    assertThat(types.apply("tail")).containsExactly("Second");
    assertThat(types.apply("tailAfterRemove")).containsExactly("First", "Second");
    // an iterator that may remove moves the positions: the whole contents
    assertThat(types.apply("headAfterIteratorRemove")).containsExactly("First", "Second");
    // a copy of List.of keeps its order, and an add continues after it
    assertThat(types.apply("copiedSecond")).containsExactly("First");
  }

  /**
   * Positional reads of {@code List.of} lists through a parameter, a field and a constant
   * {@code subList} read one element ({@link PositionalLists}); a {@code subList} with an
   * unknown start, a list made from its stream, and a list a library call ({@code
   * Optional.get}) returns, which the model cannot tell from a view, read every element.
   */
  @Test
  void listOfPositionsAreKnownThroughParametersFieldsAndViews() {
    java.util.function.Function<String, List<String>> types =
        staticFieldTypes(org.petrify.ir.pointsto.samples.ListParameters.class);
    assertThat(types.apply("param0")).containsExactly("First");
    assertThat(types.apply("param1")).containsExactly("Second");
    assertThat(types.apply("field2")).containsExactly("Third");
    assertThat(types.apply("sub0")).containsExactly("Second");
    assertThat(types.apply("subUnknown0")).containsExactly("First", "Second", "Third");
    assertThat(types.apply("streamed0")).containsExactly("First", "Second", "Third");
    assertThat(types.apply("throughOptional0")).containsExactly("First", "Second");
  }

  /**
   * Copies of {@code List.of} lists ({@code ArrayList}, {@code LinkedList}, {@code List.copyOf},
   * a copy of a copy) read through parameters keep their positions while never written
   * ({@link PositionalLists}, {@link ListWrites}); a copy swapped by {@code Collections.swap}, set
   * through its iterator or handed to a map, and a copy of a list of unknown positions, read
   * every element.
   */
  @Test
  void neverWrittenCopiesKeepTheirPositionsThroughParameters() {
    java.util.function.Function<String, List<String>> types =
        staticFieldTypes(org.petrify.ir.pointsto.samples.ListCopies.class);
    assertThat(types.apply("copy0")).containsExactly("First");
    assertThat(types.apply("copy1")).containsExactly("Second");
    assertThat(types.apply("linked1")).containsExactly("Second");
    assertThat(types.apply("copyOf1")).containsExactly("Second");
    assertThat(types.apply("copyOfCopy1")).containsExactly("Second");
    assertThat(types.apply("swapped0")).containsExactly("First", "Second");
    assertThat(types.apply("iteratorSet0")).containsExactly("First", "Second");
    assertThat(types.apply("kept0")).containsExactly("First", "Second");
    assertThat(types.apply("grown0")).containsExactly("First", "Second");
  }

  /**
   * The analysis of sample {@code c}: the simple names of the nested classes of the objects
   * each static field of {@code c} may hold, distinct and sorted.
   */
  private static java.util.function.Function<String, List<String>> staticFieldTypes(
      Class<?> c) {
    PointsToResult r = TestCode.analyse(c, Sensitivity.OBJECT_AND_CALL_SITE);
    return f -> r.pointsToStatic(c.getName() + "." + f).stream()
        .map(o -> o.type().substring(o.type().indexOf('$') + 1)).distinct().sorted().toList();
  }
}
