package org.petrify.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.File;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.project.MavenProject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.petrify.ir.stage.InjectedFault;
import org.petrify.maven.fixtures.Transfer;

/**
 * {@link CheckMojo} in-process on this module's test classes: a violation fails the build as a
 * violation, an internal error (injected in a named stage) fails it with the one-line internal
 * error naming the stage, never as a verdict.
 */
class CheckMojoTest {
  @TempDir Path out;

  @AfterEach
  void clear() {
    System.clearProperty(InjectedFault.PROPERTY);
  }

  private CheckMojo mojo() throws URISyntaxException {
    String classes = Path.of(Transfer.class.getProtectionDomain().getCodeSource().getLocation()
        .toURI()).toString();
    CheckMojo m = new CheckMojo();
    m.project = new MavenProject() {
      @Override
      public List<String> getRuntimeClasspathElements() {
        return List.of(classes);
      }

      @Override
      public List<String> getCompileSourceRoots() {
        return List.of();
      }
    };
    m.mainClasses = new ArrayList<>(List.of(Transfer.class.getName()));
    m.maxStates = 1_000_000;
    m.timeoutSeconds = 60;
    m.fairness = "none";
    m.failOnViolation = true;
    m.failOnInconclusive = true;
    m.outputDirectory = new File(out.toFile(), "petrify");
    return m;
  }

  @Test
  void aDeadlockFailsTheBuildAsAViolation() throws Exception {
    CheckMojo m = mojo();
    assertThatThrownBy(m::execute).isInstanceOf(MojoFailureException.class)
        .hasMessageStartingWith("Petrify found violations: " + Transfer.class.getName());
  }

  @Test
  void anInternalErrorFailsTheBuildWithItsOneLineNamingTheStage() throws Exception {
    CheckMojo m = mojo();
    System.setProperty(InjectedFault.PROPERTY, "encode:linkage");
    assertThatThrownBy(m::execute).isInstanceOf(MojoExecutionException.class)
        .hasMessage("Petrify: internal error in stage encode: java.lang.LinkageError: injected"
            + " fault in stage encode");
    System.setProperty(InjectedFault.PROPERTY, "check");
    assertThatThrownBy(mojo()::execute).isInstanceOf(MojoExecutionException.class)
        .hasMessageStartingWith("Petrify: internal error in stage check: ");
    assertThat(out.resolve("petrify/petrify.sarif")).doesNotExist();
  }
}
