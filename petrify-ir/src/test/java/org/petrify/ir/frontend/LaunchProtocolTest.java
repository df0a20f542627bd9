package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.pointsto.CodeBase;
import sootup.java.core.JavaSootMethod;

/**
 * The entry method of a main class follows the JDK 25 launcher ({@link LaunchProtocol}); each
 * sample in {@code org.petrify.ir.frontend.launch} prints which main the real launcher runs
 * (recorded in its Javadoc and below).
 */
class LaunchProtocolTest {
  @org.junit.jupiter.api.BeforeAll
  static void java25Samples() {
    Java25Samples.assumeCompiled();
  }

  private static final String P = "org.petrify.ir.frontend.launch.";

  private static FrontendResult translate(String cls) {
    return Frontend.translate(List.of(RbDump.testClasses()), EntryPoint.mainClass(P + cls));
  }

  /** The launcher's choice as {@code Declaring.main(static|instance, params)}. */
  private static String chosen(String cls) {
    CodeBase code = ClassPathInput.open(List.of(RbDump.testClasses()),
        org.petrify.ir.stage.StageBudget.none()).codeBase();
    JavaSootMethod m = LaunchProtocol.mainMethod(code,
        code.applicationClass(code.classType(P + cls)).orElseThrow());
    return m.getDeclaringClassType().getClassName() + ".main(" + (m.isStatic() ? "static"
        : "instance") + (m.getParameterCount() == 0 ? ")" : ", String[])");
  }

  @Test
  void mainWithStringArrayComesFirstStaticOrInstance() {
    assertThat(chosen("StaticNoArgsVsInstanceArgs")).isEqualTo("StaticNoArgsVsInstanceArgs.main(instance, String[])");
    assertThat(chosen("StaticArgsVsInstanceNoArgs")).isEqualTo("StaticArgsVsInstanceNoArgs.main(static, String[])");
  }

  @Test
  void inheritedMainsCountAndOneWithStringArrayBeatsTheClasssOwnMain() {
    assertThat(chosen("InheritsArgs")).isEqualTo("BaseWithArgs.main(static, String[])");
    assertThat(chosen("DefaultMain")).isEqualTo("WithDefaultMain.main(instance)");
  }

  @Test
  void anInheritedInstanceMainRunsOnANewObjectOfTheMainClass() {
    FrontendResult r = translate("InheritsInstanceArgs");
    assertThat(chosen("InheritsInstanceArgs")).isEqualTo("InstanceArgsBase.main(instance, String[])");
    Procedure entry = r.program().procedures().stream().filter(x -> x.name().equals("entry"))
        .findFirst().orElseThrow();
    assertThat(entry.body()).anyMatch(c -> c instanceof Command.Call call
        && c.label().equals("new") && call.procedure().startsWith(P + "InheritsInstanceArgs.<init>"))
        .anyMatch(c -> c instanceof Command.Call call && c.label().equals("main")
            && call.procedure().startsWith(P + "InstanceArgsBase.main"));
    // The constructor's thread is started: it is part of the program.
    assertThat(r.threadNames()).hasSize(2);
  }

  @Test
  void privateAndNonVoidMainsAreIgnored() {
    assertThat(chosen("PrivateArgs")).isEqualTo("PrivateArgs.main(instance)");
    assertThat(chosen("WrongReturn")).isEqualTo("WrongReturn.main(instance)");
  }

  @Test
  void anInstanceMainWithoutANonPrivateNoArgumentConstructorFailsWithoutFallback() {
    assertThatThrownBy(() -> translate("PrivateConstructor"))
        .isInstanceOf(FrontendException.class)
        .hasMessageContaining("no non-private zero argument constructor");
    assertThatThrownBy(() -> translate("PrivateConstructorNoFallback"))
        .isInstanceOf(FrontendException.class)
        .hasMessageContaining("no non-private zero argument constructor");
  }
}
