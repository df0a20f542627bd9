package org.petrify.ir.pointsto;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.pointsto.PointsToAnalysis.Sensitivity;
import org.petrify.ir.rb.Origin;
import sootup.core.signatures.MethodSignature;
import sootup.java.core.JavaIdentifierFactory;

/** The context rules, on signatures and objects made by hand. */
class ContextPolicyTest {
  private final List<MethodSignature> capped = new ArrayList<>();
  private final ContextPolicy policy =
      new ContextPolicy(Sensitivity.OBJECT_AND_CALL_SITE, 3, 4, capped::add);

  private static MethodSignature sig(String m) {
    return JavaIdentifierFactory.getInstance().parseMethodSignature("<app.C: void " + m + "()>");
  }

  private static AbstractObject object(String site, Context heap) {
    return new AbstractObject(0, AbstractObject.Kind.ALLOCATION, "app.T", site, heap, site,
        Origin.NONE, null);
  }

  private static Context ctx(String... elements) {
    return new Context(List.of(elements));
  }

  @Test
  void aReceiverIsItsSiteFollowedByItsHeapContextCutAtTheDepth() {
    AbstractObject inner = object("T@A.java:3", ctx("U@B.java:1", "V@C.java:2", "W@D.java:9"));
    assertThat(policy.receiverContext(inner))
        .isEqualTo(ctx("T@A.java:3", "U@B.java:1", "V@C.java:2"));
  }

  @Test
  void anArgumentsElementDoesNotCountAgainstTheDepth() {
    AbstractObject view = object("T@A.java:3", ctx("args(p1=null)", "s1", "s2"));
    assertThat(policy.receiverContext(view))
        .isEqualTo(ctx("T@A.java:3", "args(p1=null)", "s1", "s2"));
    AbstractObject deeper = object("T@A.java:3", ctx("args(p1=null)", "s1", "s2", "s3"));
    assertThat(policy.receiverContext(deeper))
        .isEqualTo(ctx("T@A.java:3", "args(p1=null)", "s1", "s2"));
    assertThat(policy.staticContext(sig("id"), true, "s0", ctx("s1", "args(p0=1)", "s2", "s3"),
        null)).isEqualTo(ctx("s0", "s1", "args(p0=1)", "s2"));
  }

  @Test
  void anAllocatingInstanceMethodAlsoGetsTheCallSiteButConstructorsDoNot() {
    AbstractObject r = object("T@A.java:3", Context.EMPTY);
    assertThat(policy.instanceContext(sig("make"), false, true, false, "app.M.main:5#2",
        Context.EMPTY, r, null))
        .isEqualTo(ctx("app.M.main:5#2", "T@A.java:3"));
    assertThat(policy.instanceContext(sig("<init>"), true, true, false, "app.M.main:5#2",
        Context.EMPTY, r, null))
        .isEqualTo(ctx("T@A.java:3"));
    assertThat(policy.instanceContext(sig("get"), false, false, false, "app.M.main:5#2",
        Context.EMPTY, r, null))
        .isEqualTo(ctx("T@A.java:3"));
    assertThat(policy.instanceContext(sig("run"), false, true, false, null,
        Context.EMPTY, r, null))
        .isEqualTo(ctx("T@A.java:3"));
  }

  @Test
  void aMethodWhoseParameterReachesABlockingOperationGetsTheCallStringThenTheReceiver() {
    AbstractObject r = object("T@A.java:3", ctx("U@B.java:1"));
    Context caller = ctx("s2", "s3", "s4");
    assertThat(policy.instanceContext(sig("await"), false, false, true, "s1", caller, r, null))
        .isEqualTo(ctx("s1", "s2", "s3", "T@A.java:3", "U@B.java:1"));
    assertThat(policy.instanceContext(sig("await"), false, true, true, "s1", caller, r, null))
        .as("instead of the call site alone").isEqualTo(
            ctx("s1", "s2", "s3", "T@A.java:3", "U@B.java:1"));
    assertThat(policy.instanceContext(sig("<init>"), true, false, true, "s1", caller, r, null))
        .isEqualTo(ctx("T@A.java:3", "U@B.java:1"));
    assertThat(policy.instanceContext(sig("run"), false, false, true, null, caller, r, null))
        .isEqualTo(ctx("T@A.java:3", "U@B.java:1"));
  }

  @Test
  void staticMethodsGetCallStringsOnlyWhenTheyTakeReferencesOrAllocate() {
    Context caller = ctx("s2", "s3", "s4");
    assertThat(policy.staticContext(sig("id"), true, "s1", caller, null))
        .isEqualTo(ctx("s1", "s2", "s3"));
    assertThat(policy.staticContext(sig("add"), false, "s1", caller, null))
        .isEqualTo(Context.EMPTY);
    assertThat(policy.staticContext(sig("id"), true, null, caller, null))
        .isEqualTo(Context.EMPTY);
  }

  @Test
  void insensitiveAnalysisHasOnlyEmptyContexts() {
    ContextPolicy none = new ContextPolicy(Sensitivity.INSENSITIVE, 3, 4, capped::add);
    AbstractObject r = object("T@A.java:3", ctx("x"));
    assertThat(none.receiverContext(r)).isEqualTo(Context.EMPTY);
    assertThat(none.instanceContext(sig("make"), false, true, false, "s", Context.EMPTY, r,
        null))
        .isEqualTo(Context.EMPTY);
    assertThat(none.staticContext(sig("id"), true, "s", ctx("y"), null))
        .isEqualTo(Context.EMPTY);
    assertThat(none.heapContext(new MethodInstance(null, ctx("y")))).isEqualTo(Context.EMPTY);
    assertThat(policy.heapContext(new MethodInstance(null, ctx("y")))).isEqualTo(ctx("y"));
  }

  @Test
  void beyondTheCapContextsAreCutToTheirFirstElementAndTheCapIsReportedOnce() {
    MethodSignature m = sig("leaf");
    for (int i = 0; i < 4; i++) {
      assertThat(policy.staticContext(m, true, "s" + i, ctx("caller"), null)).isEqualTo(
          ctx("s" + i, "caller"));
    }
    assertThat(capped).isEmpty();
    assertThat(policy.staticContext(m, true, "s9", ctx("caller"), null)).isEqualTo(ctx("s9"));
    assertThat(policy.staticContext(m, true, "s8", ctx("caller"), null)).isEqualTo(ctx("s8"));
    assertThat(capped).containsExactly(m);
    assertThat(policy.staticContext(m, true, "s2", ctx("caller"), null))
        .as("a context kept before the cap stays whole").isEqualTo(ctx("s2", "caller"));
    assertThat(policy.contextCount(m)).isEqualTo(4);
    assertThat(policy.staticContext(sig("other"), true, "s9", ctx("caller"), null))
        .as("the cap is per method").isEqualTo(ctx("s9", "caller"));
  }

  @Test
  void beyondTheCapALibraryMethodsContextsMergeIntoOneKeepingTheThreadTag() {
    ContextPolicy jar = new ContextPolicy(Sensitivity.OBJECT_AND_CALL_SITE, 3, 4, capped::add,
        m -> m.getName().startsWith("lib"));
    MethodSignature m = sig("libLeaf");
    Context merged = ctx(ContextPolicy.MERGED);
    for (int i = 0; i < 4; i++) {
      assertThat(jar.instanceContext(m, false, false, false, "s", Context.EMPTY,
          object("T" + i + "@A.java:3", Context.EMPTY), null)).isEqualTo(ctx("T" + i + "@A.java:3"));
    }
    for (int i = 4; i < 40; i++) {
      assertThat(jar.instanceContext(m, false, false, false, "s", Context.EMPTY,
          object("T" + i + "@A.java:3", Context.EMPTY), null))
          .as("every receiver site past the cap is one context, not one each")
          .isEqualTo(merged);
    }
    assertThat(jar.instanceContext(m, false, false, false, "s", Context.EMPTY,
        object("U@A.java:3", new Context(List.of(), "thread@M.java:1")), null))
        .isEqualTo(new Context(List.of(ContextPolicy.MERGED), "thread@M.java:1"));
    assertThat(capped).containsExactly(m);
    assertThat(jar.staticContext(sig("leaf"), true, "s9", ctx("caller"), null))
        .as("an application method keeps its contexts").isEqualTo(ctx("s9", "caller"));
    for (int i = 0; i < 5; i++) {
      jar.staticContext(sig("leaf"), true, "t" + i, ctx("caller"), null);
    }
    assertThat(jar.staticContext(sig("leaf"), true, "t9", ctx("caller"), null))
        .as("and is cut to the first element past the cap").isEqualTo(ctx("t9"));
  }
}
