package org.petrify.net.formula;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Splits formula text into tokens. Names are maximal runs of name characters (anything but
 * white space and {@code , ; : ( ) { } " \ + * < > = ! & |}) not starting with {@code -}; a run
 * of digits only is a number; a name in double quotes may contain any character, with
 * {@code \"} and {@code \\} as escapes. Unquoted names that spell a keyword are keywords.
 * Comments {@code { ... }} are skipped, as in LoLA.
 */
final class FormulaLexer {
  /** The reserved words; a place or transition with such a name must be quoted. */
  static final Set<String> KEYWORDS = Set.of("TRUE", "FALSE", "DEADLOCK", "INITIAL", "FIREABLE",
      "AND", "OR", "NOT", "IMPLIES", "EF", "AG", "EG", "AF", "EX", "AX", "E", "A", "F", "G", "X",
      "U", "ALLPATH", "EXPATH", "ALWAYS", "EVENTUALLY", "NEXTSTATE", "UNTIL", "FORMULA");

  enum Kind { NAME, NUMBER, KEYWORD, SYMBOL, END }

  record Token(Kind kind, String text, int offset) {
    boolean is(String keywordOrSymbol) {
      return (kind == Kind.KEYWORD || kind == Kind.SYMBOL) && text.equals(keywordOrSymbol);
    }
  }

  private final String text;
  private int at;

  private FormulaLexer(String text) {
    this.text = text;
  }

  static List<Token> tokens(String text) {
    return new FormulaLexer(text).all();
  }

  static boolean isNameChar(char c) {
    return !Character.isWhitespace(c) && ",;:(){}\"\\+*<>=!&|".indexOf(c) < 0;
  }

  /** True if {@code name} reads back as the same name without quotes. */
  static boolean isPlainName(String name) {
    if (name.isEmpty() || name.charAt(0) == '-' || KEYWORDS.contains(name)) {
      return false;
    }
    boolean digitsOnly = true;
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (!isNameChar(c)) {
        return false;
      }
      digitsOnly &= c >= '0' && c <= '9';
    }
    return !digitsOnly;
  }

  /** The name as the lexer reads it: plain if possible, else quoted with escapes. */
  static String quote(String name) {
    if (isPlainName(name)) {
      return name;
    }
    return '"' + name.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
  }

  private List<Token> all() {
    List<Token> tokens = new ArrayList<>();
    while (true) {
      skipSpaceAndComments();
      if (at >= text.length()) {
        tokens.add(new Token(Kind.END, "end of formula", at));
        return tokens;
      }
      tokens.add(next());
    }
  }

  private void skipSpaceAndComments() {
    while (at < text.length()) {
      char c = text.charAt(at);
      if (Character.isWhitespace(c)) {
        at++;
      } else if (c == '{') {
        int end = text.indexOf('}', at);
        if (end < 0) {
          throw FormulaParser.error(text, at, "unterminated comment");
        }
        at = end + 1;
      } else {
        return;
      }
    }
  }

  private Token next() {
    int start = at;
    char c = text.charAt(at);
    if (c == '"') {
      return quoted(start);
    }
    for (String symbol : new String[] {"<->", "->", "<=", ">=", "!=", "<>", "==", "&&", "||"}) {
      if (text.startsWith(symbol, at)) {
        at += symbol.length();
        return new Token(Kind.SYMBOL, symbol, start);
      }
    }
    if ("(),;+-*<>=!:".indexOf(c) >= 0) {
      at++;
      return new Token(Kind.SYMBOL, String.valueOf(c), start);
    }
    if (!isNameChar(c)) {
      throw FormulaParser.error(text, at, "unexpected character '" + c + "'");
    }
    while (at < text.length() && isNameChar(text.charAt(at))) {
      at++;
    }
    String word = text.substring(start, at);
    if (word.chars().allMatch(d -> d >= '0' && d <= '9')) {
      return new Token(Kind.NUMBER, word, start);
    }
    return new Token(KEYWORDS.contains(word) ? Kind.KEYWORD : Kind.NAME, word, start);
  }

  private Token quoted(int start) {
    StringBuilder name = new StringBuilder();
    at++;
    while (true) {
      if (at >= text.length()) {
        throw FormulaParser.error(text, start, "unterminated quoted name");
      }
      char c = text.charAt(at++);
      if (c == '"') {
        break;
      }
      if (c == '\\') {
        if (at >= text.length()) {
          throw FormulaParser.error(text, start, "unterminated quoted name");
        }
        c = text.charAt(at++);
      }
      name.append(c);
    }
    if (name.length() == 0) {
      throw FormulaParser.error(text, start, "empty quoted name");
    }
    return new Token(Kind.NAME, name.toString(), start);
  }
}
