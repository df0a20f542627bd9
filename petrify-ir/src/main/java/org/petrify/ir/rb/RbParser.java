package org.petrify.ir.rb;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads the text form written by {@link RbPrinter} (and hand-written rb in the same syntax).
 * Blank lines and {@code //} comments are ignored, except a trailing {@code // at frame
 * [bci n]} comment after a command, which is the command's {@link Origin}. Every error is an
 * {@link RbSyntaxException} naming the line and column.
 */
public final class RbParser {
  private final String source;
  private final List<Token> tokens = new ArrayList<>();
  private int pos;

  private record Token(String text, boolean quoted, int line, int column, String comment) {}

  private RbParser(String source) {
    this.source = source;
  }

  /** Parses a whole program. */
  public static Program parse(String text) {
    RbParser p = new RbParser(text);
    p.tokenize();
    return p.program();
  }

  // ---------------------------------------------------------------- tokens

  private void tokenize() {
    String[] lines = source.split("\n", -1);
    for (int ln = 0; ln < lines.length; ln++) {
      String line = lines[ln];
      int i = 0;
      while (i < line.length()) {
        char c = line.charAt(i);
        if (Character.isWhitespace(c)) {
          i++;
        } else if (line.startsWith("//", i)) {
          String comment = line.substring(i + 2).trim();
          if (!tokens.isEmpty() && tokens.get(tokens.size() - 1).line() == ln + 1) {
            Token last = tokens.remove(tokens.size() - 1);
            tokens.add(new Token(last.text(), last.quoted(), last.line(), last.column(),
                comment));
          }
          break;
        } else if (c == '"') {
          StringBuilder b = new StringBuilder();
          int start = i++;
          boolean closed = false;
          while (i < line.length()) {
            char d = line.charAt(i++);
            if (d == '\\' && i < line.length()) {
              char e = line.charAt(i++);
              b.append(e == 'n' ? '\n' : e);
            } else if (d == '"') {
              closed = true;
              break;
            } else {
              b.append(d);
            }
          }
          if (!closed) {
            throw new RbSyntaxException(ln + 1, start + 1, "unterminated quoted name");
          }
          tokens.add(new Token(b.toString(), true, ln + 1, start + 1, null));
        } else {
          int start = i;
          while (i < line.length() && !Character.isWhitespace(line.charAt(i))
              && !line.startsWith("//", i)) {
            i++;
          }
          tokens.add(new Token(line.substring(start, i), false, ln + 1, start + 1, null));
        }
      }
    }
  }

  private Token peek() {
    return pos < tokens.size() ? tokens.get(pos) : null;
  }

  private Token next(String what) {
    Token t = peek();
    if (t == null) {
      int line = tokens.isEmpty() ? 1 : tokens.get(tokens.size() - 1).line();
      throw new RbSyntaxException(line, 1, "unexpected end of input, expected " + what);
    }
    pos++;
    return t;
  }

  private void expect(String keyword) {
    Token t = next("'" + keyword + "'");
    if (t.quoted() || !t.text().equals(keyword)) {
      throw error(t, "expected '" + keyword + "' but found '" + t.text() + "'");
    }
  }

  private static RbSyntaxException error(Token t, String message) {
    return new RbSyntaxException(t.line(), t.column(), message);
  }

  // ---------------------------------------------------------------- grammar

  private Program program() {
    expect("main");
    Token main = next("the main procedure's name");
    List<Variable> variables = new ArrayList<>();
    List<Procedure> procedures = new ArrayList<>();
    List<Counter> counters = new ArrayList<>();
    while (peek() != null) {
      if (!peek().quoted() && peek().text().equals("counter")) {
        counters.add(counter());
      } else if (!peek().quoted() && peek().text().equals("var")) {
        variables.add(variable());
      } else {
        procedures.add(procedure());
      }
    }
    try {
      return new Program(procedures, main.text(), variables, counters);
    } catch (IllegalArgumentException e) {
      throw error(main, e.getMessage());
    }
  }

  /** {@code counter NAME cap|limit N init M [per-thread]}. */
  private Counter counter() {
    Token start = next("'counter'");
    Token name = next("a counter name");
    Token mode = next("'cap' or 'limit'");
    if (mode.quoted() || !(mode.text().equals("cap") || mode.text().equals("limit"))) {
      throw error(mode, "expected 'cap' or 'limit' but found '" + mode.text() + "'");
    }
    int capacity = amount(next("the capacity"));
    expect("init");
    int initial = amount(next("the initial value"));
    boolean perThread = peek() != null && !peek().quoted() && peek().text().equals("per-thread");
    if (perThread) {
      next("'per-thread'");
    }
    try {
      return new Counter(name.text(), capacity, initial, mode.text().equals("limit"),
          perThread);
    } catch (IllegalArgumentException e) {
      throw error(start, e.getMessage());
    }
  }

  /** {@code var NAME { V1 V2 ... } = INIT [per-thread]} on one line. */
  private Variable variable() {
    Token start = next("'var'");
    Token name = next("a variable name");
    expect("{");
    List<String> values = new ArrayList<>();
    while (true) {
      Token t = next("a value or '}'");
      if (!t.quoted() && t.text().equals("}")) {
        break;
      }
      values.add(t.text());
    }
    expect("=");
    Token initial = next("the initial value");
    if (initial.line() != start.line()) {
      throw error(initial, "variable " + name.text() + " must be declared on one line");
    }
    boolean perThread = peek() != null && !peek().quoted() && peek().text().equals("per-thread")
        && peek().line() == start.line();
    if (perThread) {
      next("'per-thread'");
    }
    try {
      return new Variable(name.text(), values, initial.text(), perThread);
    } catch (IllegalArgumentException e) {
      throw error(start, e.getMessage());
    }
  }

  private static int amount(Token t) {
    try {
      int n = Integer.parseInt(t.text());
      if (n >= 0 && !t.quoted()) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw error(t, "expected a non-negative number but found '" + t.text() + "'");
  }

  private Procedure procedure() {
    Token start = peek();
    expect("proc");
    Token name = next("a procedure name");
    expect("{");
    List<Command> body = new ArrayList<>();
    while (true) {
      Token t = next("a command or '}'");
      if (!t.quoted() && t.text().equals("}")) {
        break;
      }
      body.add(command(t));
    }
    try {
      return new Procedure(name.text(), body);
    } catch (IllegalArgumentException e) {
      throw error(start, e.getMessage());
    }
  }

  private Command command(Token labelToken) {
    String label = labelToken.text();
    if (labelToken.quoted()) {
      Token colon = next("':' after the label");
      if (!colon.text().equals(":") || colon.quoted()) {
        throw error(colon, "expected ':' after label \"" + label + "\"");
      }
    } else if (label.endsWith(":") && label.length() > 1) {
      label = label.substring(0, label.length() - 1);
    } else {
      throw error(labelToken, "expected 'label:' but found '" + label + "'");
    }
    Token op = next("a command after label " + label);
    if (op.line() != labelToken.line()) {
      throw error(op, "command of label " + label + " must be on the label's line");
    }
    List<Token> args = new ArrayList<>();
    while (peek() != null && peek().line() == op.line()) {
      args.add(next("an argument"));
    }
    Token lastOnLine = args.isEmpty() ? op : args.get(args.size() - 1);
    Origin origin = origin(lastOnLine);
    List<String> a = args.stream().map(Token::text).toList();
    return switch (op.text()) {
      case "skip" -> { arity(op, a, 0); yield new Command.Skip(label, origin); }
      case "read" -> { arity(op, a, 1); yield new Command.Read(label, a.get(0), origin); }
      case "write" -> { arity(op, a, 1); yield new Command.Write(label, a.get(0), origin); }
      case "goto" -> { arity(op, a, 1); yield new Command.Goto(label, a.get(0), origin); }
      case "jump" -> {
        if (a.isEmpty()) {
          throw error(op, "jump needs at least one target");
        }
        yield new Command.Jump(label, a, origin);
      }
      case "call" -> {
        if (a.size() == 1) {
          yield new Command.Call(label, a.get(0), origin);
        }
        if (a.size() != 3 || !a.get(1).equals("else")) {
          throw error(op, "call takes 'PROCEDURE [else LABEL]', found " + a.size()
              + " argument" + (a.size() == 1 ? "" : "s"));
        }
        yield new Command.Call(label, a.get(0), a.get(2), origin);
      }
      case "raise" -> { arity(op, a, 0); yield new Command.Raise(label, origin); }
      case "fork" -> {
        arity(op, a, 2);
        yield new Command.Fork(label, a.get(0), a.get(1), origin);
      }
      case "join" -> {
        if (a.size() > 1) {
          yield new Command.Join(label, a.get(0), true, timeoutLabel(op, a, 1, "join THREAD"),
              origin);
        }
        arity(op, a, 1);
        yield new Command.Join(label, a.get(0), origin);
      }
      case "acquire" -> { arity(op, a, 1); yield new Command.Acquire(label, a.get(0), origin); }
      case "trylock" -> {
        if (a.size() != 3 || !a.get(1).equals("else")) {
          throw error(op, "trylock takes 'LOCK else LABEL', found " + a.size() + " argument"
              + (a.size() == 1 ? "" : "s"));
        }
        yield new Command.TryAcquire(label, a.get(0), a.get(2), origin);
      }
      case "release" -> { arity(op, a, 1); yield new Command.Release(label, a.get(0), origin); }
      case "wait" -> { arity(op, a, 1); yield new Command.Wait(label, a.get(0), origin); }
      case "notify" -> { arity(op, a, 1); yield new Command.Notify(label, a.get(0), origin); }
      case "notifyAll" -> {
        arity(op, a, 1);
        yield new Command.NotifyAll(label, a.get(0), origin);
      }
      case "park" -> {
        if (!(a.isEmpty() || a.size() == 1 && a.get(0).equals("timed"))) {
          throw error(op, "park takes no argument or 'timed'");
        }
        yield new Command.Park(label, !a.isEmpty(), origin);
      }
      case "unpark" -> { arity(op, a, 1); yield new Command.Unpark(label, a.get(0), origin); }
      case "interrupt" -> {
        arity(op, a, 1);
        yield new Command.Interrupt(label, a.get(0), origin);
      }
      case "interruptible" -> {
        boolean checked = a.size() == 2 && a.get(1).equals("checked");
        if (!checked) {
          arity(op, a, 1);
        }
        yield new Command.Interruptible(label, a.get(0), checked, origin);
      }
      case "clearinterrupt" -> {
        arity(op, a, 0);
        yield new Command.ClearInterrupt(label, origin);
      }
      case "await" -> {
        if (!(a.size() == 3 || a.size() == 4 && a.get(3).equals("timed")) || !a.get(1).equals("on")) {
          throw error(op, "await takes 'CONDITION on LOCK [timed]'");
        }
        yield new Command.Await(label, a.get(0), a.get(2), a.size() == 4, origin);
      }
      case "signal", "signalAll" -> {
        if (a.size() != 3 || !a.get(1).equals("on")) {
          throw error(op, op.text() + " takes 'CONDITION on LOCK'");
        }
        yield new Command.Signal(label, a.get(0), a.get(2), op.text().equals("signalAll"), origin);
      }
      case "down", "up" -> {
        arity(op, a, 2);
        int n = positive(op, args.get(1));
        yield op.text().equals("down") ? new Command.Down(label, a.get(0), n, origin)
            : new Command.Up(label, a.get(0), n, origin);
      }
      case "trydown", "tryup" -> {
        if (a.size() != 4 || !a.get(2).equals("else")) {
          throw error(op, op.text() + " takes 'COUNTER AMOUNT else LABEL', found " + a.size()
              + " argument" + (a.size() == 1 ? "" : "s"));
        }
        int n = positive(op, args.get(1));
        yield op.text().equals("trydown")
            ? new Command.TryDown(label, a.get(0), n, a.get(3), origin)
            : new Command.TryUp(label, a.get(0), n, a.get(3), origin);
      }
      case "until" -> {
        if (a.size() < 3 || !(a.get(1).equals(">=") || a.get(1).equals("<="))) {
          throw error(op, "until takes 'COUNTER >= N' or 'COUNTER <= N' [timed [else LABEL]]");
        }
        boolean timed = a.size() > 3;
        String timeout = timed ? timeoutLabel(op, a, 3, "until COUNTER >= N") : null;
        yield new Command.Until(label, a.get(0), a.get(1).equals(">="), amount(args.get(2)),
            timed, timeout, origin);
      }
      case "assign" -> {
        arity(op, a, 2);
        yield new Command.Assign(label, a.get(0), a.get(1), origin);
      }
      case "switch" -> {
        if (a.size() < 3 || a.size() % 2 == 0) {
          throw error(op, "switch takes 'VARIABLE VALUE LABEL ...', found " + a.size()
              + " argument" + (a.size() == 1 ? "" : "s"));
        }
        List<String> values = new ArrayList<>();
        List<String> targets = new ArrayList<>();
        for (int i = 1; i < a.size(); i += 2) {
          values.add(a.get(i));
          targets.add(a.get(i + 1));
        }
        try {
          yield new Command.Switch(label, a.get(0), values, targets, origin);
        } catch (IllegalArgumentException e) {
          throw error(op, e.getMessage());
        }
      }
      case "holds" -> {
        if (a.size() < 5 || a.size() % 2 == 0 || !a.get(a.size() - 2).equals("else")) {
          throw error(op, "holds takes 'LOCK DEPTH LABEL ... else LABEL', found " + a.size()
              + " argument" + (a.size() == 1 ? "" : "s"));
        }
        List<Integer> depths = new ArrayList<>();
        List<String> cases = new ArrayList<>();
        for (int i = 1; i < a.size() - 2; i += 2) {
          depths.add(amount(args.get(i)));
          cases.add(a.get(i + 1));
        }
        try {
          yield new Command.HoldDepth(label, a.get(0), depths, cases, a.get(a.size() - 1),
              origin);
        } catch (IllegalArgumentException e) {
          throw error(op, e.getMessage());
        }
      }
      default -> throw error(op, "unknown command '" + op.text() + "'");
    };
  }

  private static int positive(Token op, Token t) {
    int n = amount(t);
    if (n < 1) {
      throw error(t, op.text() + " needs an amount of at least 1, found " + n);
    }
    return n;
  }

  /**
   * The words from {@code at} on of a timed wait: {@code timed} (null: the timeout falls
   * through) or {@code timed else LABEL} (the timeout label).
   */
  private static String timeoutLabel(Token op, List<String> a, int at, String form) {
    if (a.size() == at + 1 && a.get(at).equals("timed")) {
      return null;
    }
    if (a.size() == at + 3 && a.get(at).equals("timed") && a.get(at + 1).equals("else")) {
      return a.get(at + 2);
    }
    throw error(op, op.text() + " takes '" + form.substring(form.indexOf(' ') + 1)
        + " [timed [else LABEL]]'");
  }

  private static void arity(Token op, List<String> args, int n) {
    if (args.size() != n) {
      throw error(op, op.text() + " takes " + n + " argument" + (n == 1 ? "" : "s") + ", found "
          + args.size());
    }
  }

  /** The origin in a trailing {@code at frame [bci n]} comment, {@link Origin#NONE} if none. */
  private static Origin origin(Token last) {
    String c = last.comment();
    if (c == null || !c.startsWith("at ")) {
      return Origin.NONE;
    }
    String s = c.substring(3).trim();
    int bci = -1;
    int close = s.lastIndexOf(')');
    int open = s.lastIndexOf('(');
    if (open < 0 || close < open) {
      throw error(last, "malformed origin '" + c + "': expected 'at pkg.Cls.m(File.java:42)'");
    }
    String rest = s.substring(close + 1).trim();
    if (!rest.isEmpty()) {
      String[] parts = rest.split("\\s+");
      if (parts.length != 2 || !parts[0].equals("bci")) {
        throw error(last, "malformed origin '" + c + "': expected 'bci n' after the frame");
      }
      bci = number(last, parts[1], c);
    }
    String method = s.substring(0, open);
    int dot = method.lastIndexOf('.');
    if (dot <= 0) {
      throw error(last, "malformed origin '" + c + "': no class name before the method");
    }
    String inside = s.substring(open + 1, close);
    String file = inside;
    int line = -1;
    int colon = inside.lastIndexOf(':');
    if (colon >= 0 && colon + 1 < inside.length()
        && inside.substring(colon + 1).chars().allMatch(Character::isDigit)) {
      file = inside.substring(0, colon);
      line = number(last, inside.substring(colon + 1), c);
    }
    return new Origin(method.substring(0, dot), method.substring(dot + 1),
        file.equals("Unknown Source") ? null : file, line, bci);
  }

  private static int number(Token t, String s, String comment) {
    try {
      return Integer.parseInt(s);
    } catch (NumberFormatException e) {
      throw error(t, "malformed number '" + s + "' in origin '" + comment + "'");
    }
  }
}
