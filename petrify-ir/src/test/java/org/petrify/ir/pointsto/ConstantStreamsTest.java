package org.petrify.ir.pointsto;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.pointsto.samples.Streams;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JNewExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;

/** Which stream pipelines {@link ConstantStreams} rewrites, and into what. */
class ConstantStreamsTest {

  private static MethodCode code(String method) {
    return TestCode.codeBase().methodCode(TestCode.method(Streams.class, method));
  }

  /** The calls of the method, as {@code Class.name}, in statement order. */
  private static List<String> calls(MethodCode code) {
    return code.stmts().stream().map(MethodCode::invokeOf)
        .filter(i -> i != null && !(i instanceof sootup.core.jimple.common.expr.JDynamicInvokeExpr))
        .map(ConstantStreamsTest::name).toList();
  }

  private static String name(AbstractInvokeExpr i) {
    String cls = i.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    return cls.substring(cls.lastIndexOf('.') + 1) + "." + i.getMethodSignature().getName();
  }

  private static List<String> allocations(MethodCode code) {
    return code.stmts().stream()
        .filter(s -> s instanceof JAssignStmt a && a.getRightOp() instanceof JNewExpr)
        .map(s -> ((JNewExpr) ((JAssignStmt) s).getRightOp()).getType().getClassName()).toList();
  }

  @Test
  void aConstantRangeBecomesOneCallPerElementThenAListOfThem() {
    MethodCode c = code("rangeToList");
    // javac numbers the lambdas of a method differently from one release to the next
    List<String> calls = calls(c).stream()
        .map(n -> n.replaceFirst("lambda\\$rangeToList\\$[0-9]+$", "lambda\\$rangeToList"))
        .toList();
    assertThat(calls).containsExactly("Streams.lambda$rangeToList",
        "Streams.lambda$rangeToList", "Streams.lambda$rangeToList", "List.of");
    List<Integer> args = c.stmts().stream().map(MethodCode::invokeOf)
        .filter(i -> i != null && i.getMethodSignature().getName().startsWith("lambda$"))
        .map(i -> c.intValue(0, i.getArg(0))).toList();
    assertThat(args).as("the elements, in order").containsExactly(0, 1, 2);
  }

  @Test
  void aConstructorReferenceBecomesOneAllocationPerElement() {
    MethodCode c = code("ofConstructorReference");
    assertThat(allocations(c)).containsExactly("Thread", "Thread");
    assertThat(calls(c)).containsExactly("Thread.<init>", "Thread.<init>", "List.of");
  }

  @Test
  void collectingToAListAddsEachElementToANewArrayList() {
    MethodCode c = code("arrayCollected");
    assertThat(allocations(c)).containsExactly("ArrayList", "Thread", "Thread");
    assertThat(calls(c)).as("the for-each over the list is unrolled: two starts").containsExactly(
        "ArrayList.<init>", "Thread.<init>", "List.add", "Thread.<init>", "List.add",
        "List.iterator", "Iterator.hasNext", "Iterator.next", "Thread.start", "Iterator.hasNext",
        "Iterator.next", "Thread.start");
    assertThat(c.loopStmts()).isEmpty();
  }

  @Test
  void aBoundMethodReferenceKeepsItsInterfaceCall() {
    assertThat(calls(code("submitted"))).containsExactly("Objects.requireNonNull",
        "Function.apply", "Function.apply", "List.of");
  }

  @Test
  void forEachCallsTheConsumerOncePerElement() {
    assertThat(calls(code("eachStarted"))).containsExactly("Consumer.accept", "Consumer.accept",
        "Streams.work", "Streams.work");
  }

  @Test
  void otherPipelinesStayAsTheyAre() {
    assertThat(calls(code("filtered"))).contains("IntStream.filter", "Stream.toList");
    assertThat(calls(code("parallel"))).contains("IntStream.parallel", "Stream.toList");
    assertThat(calls(code("tooMany"))).contains("IntStream.range", "Stream.toList");
    assertThat(calls(code("moreThanListOfTakes"))).contains("IntStream.range", "Stream.toList");
    assertThat(calls(code("unknownBound"))).contains("IntStream.range", "Stream.toList");
    assertThat(calls(code("functionNotALambda"))).contains("IntStream.mapToObj",
        "Stream.toList");
  }
}
