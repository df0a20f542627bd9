package org.petrify.ir.rb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every caveat kind the frontend names with a literal ({@code tc.caveat("kind", ...)}) is listed
 * in {@link CaveatKind}: an unlisted one is an internal error at translation time (exit 70),
 * which three kinds of the cancellation models reached on real Guava code before they were
 * listed. A literal ending in {@code -} is the prefix of a kind made by concatenation ({@code
 * "mock-" + method}); those are checked where they are made.
 */
class CaveatKindsListedTest {

  @Test
  void everyLiteralCaveatKindIsListed() throws IOException {
    Pattern literal = Pattern.compile("caveat\\(\\s*\"([a-z][a-zA-Z-]*)\"");
    Set<String> unlisted = new TreeSet<>();
    try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
      for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
        Matcher m = literal.matcher(Files.readString(f));
        while (m.find()) {
          if (!m.group(1).endsWith("-") && CaveatKind.of(m.group(1)).isEmpty()) {
            unlisted.add(m.group(1) + " (" + f.getFileName() + ")");
          }
        }
      }
    }
    assertThat(unlisted).isEmpty();
  }
}
