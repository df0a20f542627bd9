package org.petrify.net.io;

import java.util.Set;

/**
 * Tokens of LoLA's net language. A name is a maximal run of characters other than white space
 * and {@code , ; : ( ) { } "}, as in LoLA; a run of digits only is a number (a number is also
 * accepted where a name is expected). As an extension a name may be written in double quotes
 * with {@code \"} and {@code \\} escapes, so any non-empty string can be a name. Unquoted runs
 * that spell a keyword are keywords. {@code { ... }} is a comment.
 */
final class LolaLexer {
  static final Set<String> KEYWORDS = Set.of("PLACE", "MARKING", "TRANSITION", "CONSUME",
      "PRODUCE", "SAFE", "STRONG", "WEAK", "FAIR");

  enum Kind { NAME, NUMBER, KEYWORD, SYMBOL, END }

  record Token(Kind kind, String text, int line, int column) {
    boolean is(String keywordOrSymbol) {
      return (kind == Kind.KEYWORD || kind == Kind.SYMBOL) && text.equals(keywordOrSymbol);
    }

    boolean isName() {
      return kind == Kind.NAME || kind == Kind.NUMBER;
    }
  }

  private final String text;
  private final String source;
  private int at;
  private int line = 1;
  private int lineStart;

  LolaLexer(String text, String source) {
    this.text = text;
    this.source = source;
  }

  static boolean isNameChar(char c) {
    return !Character.isWhitespace(c) && ",;:(){}\"".indexOf(c) < 0;
  }

  /** True if the lexer reads {@code name} back unquoted as a name or number. */
  static boolean isPlainName(String name) {
    if (name.isEmpty() || KEYWORDS.contains(name)) {
      return false;
    }
    for (int i = 0; i < name.length(); i++) {
      if (!isNameChar(name.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  static String quote(String name) {
    if (isPlainName(name)) {
      return name;
    }
    return '"' + name.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
  }

  Token next() {
    skipSpaceAndComments();
    int column = at - lineStart + 1;
    if (at >= text.length()) {
      return new Token(Kind.END, "end of file", line, column);
    }
    char c = text.charAt(at);
    if (c == ',' || c == ';' || c == ':') {
      at++;
      return new Token(Kind.SYMBOL, String.valueOf(c), line, column);
    }
    if (c == '"') {
      return quoted(line, column);
    }
    if (!isNameChar(c)) {
      throw new NetFormatException(source, line, column, "unexpected character '" + c + "'");
    }
    int start = at;
    boolean digits = true;
    while (at < text.length() && isNameChar(text.charAt(at))) {
      char d = text.charAt(at++);
      digits &= d >= '0' && d <= '9';
    }
    String word = text.substring(start, at);
    Kind kind = digits ? Kind.NUMBER : KEYWORDS.contains(word) ? Kind.KEYWORD : Kind.NAME;
    return new Token(kind, word, line, column);
  }

  private Token quoted(int startLine, int startColumn) {
    StringBuilder name = new StringBuilder();
    at++;
    while (true) {
      if (at >= text.length()) {
        throw new NetFormatException(source, startLine, startColumn, "unterminated quoted name");
      }
      char c = text.charAt(at++);
      if (c == '"') {
        break;
      }
      if (c == '\\' && at < text.length()) {
        c = text.charAt(at++);
      }
      if (c == '\n') {
        line++;
        lineStart = at;
      }
      name.append(c);
    }
    if (name.length() == 0) {
      throw new NetFormatException(source, startLine, startColumn, "empty quoted name");
    }
    return new Token(Kind.NAME, name.toString(), startLine, startColumn);
  }

  private void skipSpaceAndComments() {
    while (at < text.length()) {
      char c = text.charAt(at);
      if (c == '\n') {
        at++;
        line++;
        lineStart = at;
      } else if (Character.isWhitespace(c)) {
        at++;
      } else if (c == '{') {
        int startLine = line;
        int startColumn = at - lineStart + 1;
        at++;
        while (at < text.length() && text.charAt(at) != '}') {
          if (text.charAt(at) == '\n') {
            line++;
            lineStart = at + 1;
          }
          at++;
        }
        if (at >= text.length()) {
          throw new NetFormatException(source, startLine, startColumn, "unterminated comment");
        }
        at++;
      } else {
        return;
      }
    }
  }
}
