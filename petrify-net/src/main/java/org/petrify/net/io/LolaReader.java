package org.petrify.net.io;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.petrify.net.InvalidNetException;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;
import org.petrify.net.io.LolaLexer.Kind;
import org.petrify.net.io.LolaLexer.Token;

/**
 * Reads LoLA's low-level net format:
 * <pre>
 *   PLACE [SAFE [k] :] a, b; [SAFE [k] :] c;
 *   MARKING a: 1, b;                        (an entry without weight means 1 token)
 *   TRANSITION t [STRONG FAIR | WEAK FAIR]
 *     CONSUME a: 1, b;                      (an entry without weight means weight 1)
 *     PRODUCE c: 2;
 * </pre>
 * Place groups may be separated by {@code ;} or {@code ,}; capacities ({@code SAFE}) and
 * fairness annotations are accepted and ignored (the net model has neither). Repeated marking
 * or arc entries for the same place add up. Names follow {@link LolaLexer}, including the
 * quoted-name extension. Places and transitions get ids in the order they are declared. Every
 * problem is a {@link NetFormatException} naming source, line and column.
 */
public final class LolaReader {
  private final LolaLexer lexer;
  private final String source;
  private final PetriNetBuilder builder;
  private Token token;
  private Runnable poll = () -> { };
  private int steps;

  private LolaReader(String text, String source, String netName) {
    this.lexer = new LolaLexer(text, source);
    this.source = source;
    this.builder = new PetriNetBuilder(netName);
    this.token = lexer.next();
  }

  /** Reads a file; the net is named after the file without its {@code .net}/{@code .lola} suffix. */
  public static PetriNet read(Path file) throws IOException {
    return read(file, () -> { });
  }

  /**
   * Reads a file, calling {@code poll} every few thousand tokens; an unchecked exception it
   * throws (a deadline, a memory limit) abandons the reading and passes through unchanged.
   */
  public static PetriNet read(Path file, Runnable poll) throws IOException {
    poll.run();
    String text = Files.readString(file, StandardCharsets.UTF_8);
    String name = file.getFileName().toString().replaceFirst("\\.(net|lola)$", "");
    LolaReader reader = new LolaReader(text, file.toString(), name);
    reader.poll = poll;
    return reader.net();
  }

  /**
   * Parses net text.
   *
   * @param source names the text in error messages
   * @param netName the name of the resulting net (the format has none)
   */
  public static PetriNet parse(String text, String source, String netName) {
    return new LolaReader(text, source, netName).net();
  }

  private PetriNet net() {
    expect("PLACE");
    places();
    expect("MARKING");
    marking();
    while (token.is("TRANSITION")) {
      advance();
      transition();
    }
    if (token.kind() != Kind.END) {
      throw error("expected TRANSITION or the end of the file but found " + describe());
    }
    try {
      return builder.build();
    } catch (InvalidNetException e) {
      throw new NetFormatException(source, token.line(), token.column(), e.getMessage(), e);
    }
  }

  private void places() {
    while (!token.is("MARKING")) {
      if (token.is(";")) {
        advance();
        continue;
      }
      if (token.is("SAFE")) {
        advance();
        if (token.kind() == Kind.NUMBER) {
          advance();
        }
        expect(":");
      }
      while (true) {
        Token name = name("a place name");
        try {
          builder.addPlace(name.text(), 0);
        } catch (InvalidNetException e) {
          throw new NetFormatException(source, name.line(), name.column(), e.getMessage());
        }
        if (token.is(",")) {
          advance();
        } else {
          break;
        }
      }
      if (token.is(";")) {
        advance();
      } else if (!token.is("MARKING")) {
        throw error("expected ',', ';' or MARKING but found " + describe());
      }
    }
  }

  private void marking() {
    if (token.is(";")) {
      advance();
      return;
    }
    while (true) {
      Token name = name("a place name");
      int place = place(name);
      int tokens = weight();
      long total = (long) builder.initialTokens(place) + tokens;
      if (total > Integer.MAX_VALUE) {
        throw new NetFormatException(source, name.line(), name.column(),
            "marking of place '" + name.text() + "' exceeds " + Integer.MAX_VALUE);
      }
      builder.setInitialTokens(place, (int) total);
      if (token.is(",")) {
        advance();
      } else {
        expect(";");
        return;
      }
    }
  }

  private void transition() {
    Token name = name("a transition name");
    int t;
    try {
      t = builder.addTransition(name.text());
    } catch (InvalidNetException e) {
      throw new NetFormatException(source, name.line(), name.column(), e.getMessage());
    }
    if (token.is("STRONG") || token.is("WEAK")) {
      advance();
      expect("FAIR");
    }
    expect("CONSUME");
    arcs(t, true);
    expect("PRODUCE");
    arcs(t, false);
  }

  private void arcs(int transition, boolean consume) {
    if (token.is(";")) {
      advance();
      return;
    }
    while (true) {
      Token name = name("a place name");
      int place = place(name);
      int weight = weight();
      try {
        if (consume) {
          builder.consume(transition, place, weight);
        } else {
          builder.produce(transition, place, weight);
        }
      } catch (InvalidNetException e) {
        throw new NetFormatException(source, name.line(), name.column(), e.getMessage());
      }
      if (token.is(",")) {
        advance();
      } else {
        expect(";");
        return;
      }
    }
  }

  /** An optional {@code : n}; 1 when absent. */
  private int weight() {
    if (!token.is(":")) {
      return 1;
    }
    advance();
    if (token.kind() != Kind.NUMBER) {
      throw error("expected a number but found " + describe());
    }
    Token number = token;
    advance();
    try {
      return Integer.parseInt(number.text());
    } catch (NumberFormatException e) {
      throw new NetFormatException(source, number.line(), number.column(),
          "number out of range: " + number.text());
    }
  }

  private int place(Token name) {
    if (!builder.hasPlace(name.text())) {
      throw new NetFormatException(source, name.line(), name.column(),
          "unknown place '" + name.text() + "'");
    }
    return builder.placeIdOf(name.text());
  }

  private Token name(String what) {
    if (!token.isName()) {
      throw error("expected " + what + " but found " + describe());
    }
    Token name = token;
    advance();
    return name;
  }

  private void expect(String keywordOrSymbol) {
    if (!token.is(keywordOrSymbol)) {
      throw error("expected " + keywordOrSymbol + " but found " + describe());
    }
    advance();
  }

  private void advance() {
    token = lexer.next();
    if ((++steps & 4095) == 0) {
      poll.run();
    }
  }

  private String describe() {
    return switch (token.kind()) {
      case END -> "the end of the file";
      case NAME -> "name '" + token.text() + "'";
      case NUMBER -> "number " + token.text();
      default -> "'" + token.text() + "'";
    };
  }

  private NetFormatException error(String problem) {
    return new NetFormatException(source, token.line(), token.column(), problem);
  }
}
