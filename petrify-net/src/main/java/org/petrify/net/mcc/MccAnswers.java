package org.petrify.net.mcc;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.petrify.net.io.NetFormatException;

/**
 * The answers of an MCC oracle file ({@code answers/<Instance>.out}): one line per formula,
 * {@code FORMULA <id> <answer> TECHNIQUES ...}, where the answer is {@code TRUE}, {@code FALSE}
 * or a non-negative integer (UpperBounds). Lines not starting with {@code FORMULA} are ignored.
 *
 * @param answers formula id to the answer text exactly as written ({@code TRUE}, {@code FALSE},
 *     or decimal digits), in file order
 */
public record MccAnswers(Map<String, String> answers) {
  public MccAnswers {
    answers = Collections.unmodifiableMap(new LinkedHashMap<>(answers));
  }

  /** Reads an oracle file. */
  public static MccAnswers read(Path file) throws IOException {
    try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      return read(reader, file.toString());
    }
  }

  /** Parses oracle text; {@code source} names it in error messages. */
  public static MccAnswers parse(String text, String source) {
    try {
      return read(new StringReader(text), source);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  private static MccAnswers read(Reader reader, String source) throws IOException {
    Map<String, String> answers = new LinkedHashMap<>();
    BufferedReader lines = new BufferedReader(reader);
    String line;
    int number = 0;
    while ((line = lines.readLine()) != null) {
      number++;
      String[] fields = line.strip().split("\\s+");
      if (fields.length < 3 || !fields[0].equals("FORMULA")) {
        continue;
      }
      String answer = fields[2];
      if (!answer.equals("TRUE") && !answer.equals("FALSE") && !answer.matches("\\d+")) {
        throw new NetFormatException(source, number, line.indexOf(answer) + 1,
            "answer must be TRUE, FALSE or a number, not '" + answer + "'");
      }
      answers.put(fields[1], answer);
    }
    return new MccAnswers(answers);
  }

  /** The answer text for a formula id, or null. */
  public String answer(String formulaId) {
    return answers.get(formulaId);
  }

  /** The Boolean answer; throws if the formula is absent or its answer is a number. */
  public boolean booleanAnswer(String formulaId) {
    String answer = require(formulaId);
    if (answer.equals("TRUE")) {
      return true;
    }
    if (answer.equals("FALSE")) {
      return false;
    }
    throw new IllegalArgumentException("answer of " + formulaId + " is not Boolean: " + answer);
  }

  /** The numeric answer (UpperBounds); throws if absent or Boolean. */
  public long boundAnswer(String formulaId) {
    String answer = require(formulaId);
    if (!answer.matches("\\d+")) {
      throw new IllegalArgumentException("answer of " + formulaId + " is not a number: " + answer);
    }
    return Long.parseLong(answer);
  }

  private String require(String formulaId) {
    String answer = answers.get(formulaId);
    if (answer == null) {
      throw new IllegalArgumentException("no answer for " + formulaId);
    }
    return answer;
  }
}
