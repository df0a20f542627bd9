package org.petrify.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The documentation names only commands and options the command line has: every
 * {@code petrify <command>} in README.md and docs/*.md is a subcommand of {@link Main}, every
 * {@code --option} on the same line as such a command is an option of that command, and every
 * option quoted alone ({@code `--option`}) in README.md and the command line's pages is an
 * option of some command. Options of other programs (Maven, JMH, the bench figure programs)
 * appear only on lines that do not run {@code petrify}, and on pages listed in
 * {@link #OTHER_TOOLS}.
 */
class DocsCommandsTest {
  static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  /** Pages about other programs' options (bench's figure programs, JMH, Maven). */
  static final Set<String> OTHER_TOOLS = Set.of("benchmarks.md", "corpus.md", "modules.md");

  /** {@code petrify <command>} (also {@code ./petrify}), not inside a word or a path. */
  static final Pattern COMMAND = Pattern.compile("(?<![\\w/.-])(?:\\./)?petrify +([a-z][a-z-]*)");
  static final Pattern OPTION = Pattern.compile("(?<![\\w-])(--[a-z][a-z0-9-]*)");
  static final Pattern QUOTED_OPTION = Pattern.compile("`(--[a-z][a-z0-9-]*)[^`]*`");

  static List<Path> pages() throws IOException {
    List<Path> pages = new ArrayList<>();
    pages.add(ROOT.resolve("README.md"));
    try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
    }
    return pages;
  }

  static Map<String, Set<String>> optionsByCommand() {
    CommandLine cl = new CommandLine(Main.class);
    Map<String, Set<String>> options = new TreeMap<>();
    options.put("", names(cl.getCommandSpec()));
    for (Map.Entry<String, CommandLine> sub : cl.getSubcommands().entrySet()) {
      options.put(sub.getKey(), names(sub.getValue().getCommandSpec()));
    }
    return options;
  }

  static Set<String> names(CommandSpec spec) {
    Set<String> names = new TreeSet<>();
    for (OptionSpec o : spec.options()) {
      names.addAll(List.of(o.names()));
    }
    return names;
  }

  @Test
  void everyDocumentedCommandAndOptionExists() throws IOException {
    Map<String, Set<String>> options = optionsByCommand();
    Set<String> all = new TreeSet<>();
    options.values().forEach(all::addAll);
    List<String> unknown = new ArrayList<>();
    int commands = 0;
    int checkedOptions = 0;
    for (Path page : pages()) {
      String name = page.getFileName().toString();
      List<String> lines = Files.readAllLines(page);
      for (int i = 0; i < lines.size(); i++) {
        String line = lines.get(i);
        String where = name + ":" + (i + 1) + ": ";
        Matcher c = COMMAND.matcher(line);
        String command = null;
        while (c.find()) {
          String word = c.group(1);
          if (options.containsKey(word)) {
            command = command == null ? word : command;
            commands++;
          } else if (isCommandPosition(line, c)) {
            unknown.add(where + "no command petrify " + word);
          }
        }
        if (command != null) {
          Matcher o = OPTION.matcher(line.replaceAll("--\\s.*$", "").replaceAll("#.*$", ""));
          while (o.find()) {
            String opt = o.group(1);
            checkedOptions++;
            if (!options.get(command).contains(opt) && !options.get("").contains(opt)) {
              unknown.add(where + "petrify " + command + " has no option " + opt);
            }
          }
        } else if (!OTHER_TOOLS.contains(name)) {
          Matcher q = QUOTED_OPTION.matcher(line);
          while (q.find()) {
            checkedOptions++;
            if (!all.contains(q.group(1)) && !line.contains("java ") && !line.contains("mvn ")) {
              unknown.add(where + "no command has option " + q.group(1));
            }
          }
        }
      }
    }
    assertThat(unknown).isEmpty();
    assertThat(commands).as("commands found in the docs").isGreaterThan(20);
    assertThat(checkedOptions).as("options found in the docs").isGreaterThan(50);
  }

  /**
   * A word after {@code petrify} is meant as a command when the text reads like a command line:
   * {@code ./petrify x}, or {@code petrify x} at the start of a code span or an indented line.
   */
  static boolean isCommandPosition(String line, Matcher m) {
    String before = line.substring(0, m.start());
    return line.startsWith("./petrify", m.start()) || before.endsWith("`")
        || before.isBlank() && line.startsWith("    ");
  }

  @Test
  void theCheckRecognisesAnUnknownCommandAndOption() {
    Map<String, Set<String>> options = optionsByCommand();
    assertThat(options).containsKeys("check", "net-check", "record", "race", "trace", "rb", "net");
    assertThat(options.get("check")).contains("--property", "--accept-unsound")
        .doesNotContain("--frobnicate");
    Matcher m = COMMAND.matcher("    ./petrify frobnicate x");
    assertThat(m.find()).isTrue();
    assertThat(options).doesNotContainKey(m.group(1));
    assertThat(isCommandPosition("    ./petrify frobnicate x", m)).isTrue();
  }
}
