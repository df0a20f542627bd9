package org.petrify.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.petrify.api.BadInputException;
import org.petrify.api.InternalErrorException;
import org.petrify.ir.stage.InjectedFault;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.SearchOrder;
import org.petrify.checker.Statistics;
import org.petrify.checker.Verdict;
import org.petrify.checker.Witness;
import org.petrify.checker.session.Session;
import org.petrify.checker.ctl.UpperBound;
import org.petrify.net.io.NetFiles;
import org.petrify.api.report.Json;
import org.petrify.api.report.ReportJson;
import org.petrify.checker.reduce.ReductionSummary;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.FormulaException;
import org.petrify.net.formula.FormulaParser;
import org.petrify.net.mcc.MccProperty;
import org.petrify.net.mcc.MccPropertyReader;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code petrify net-check}: the engine on a LoLA or PNML net. Prints one MCC-style line per
 * formula on stdout, {@code FORMULA <id> TRUE|FALSE|<n>|CANNOT_COMPUTE TECHNIQUES ...}, and the
 * statistics and witness of each on stderr; or, with {@code --format json}, one JSON document
 * on stdout. Exit 0 if every formula was decided, 3 if some was not (a budget or the heap ran
 * out), 2 for bad input, 70 for an internal error (after the other formulas were answered).
 */
@Command(name = "net-check", mixinStandardHelpOptions = true, sortOptions = false,
    description = "Model check a Petri net (LoLA .net, PNML .pnml or .pnml.gz).",
    footer = {"", "Exit status: 0 every formula decided, 3 some formula undecided, 2 bad usage or input,"
        + " 70 internal error."})
final class NetCheckCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FILE", description = "The net: .net (LoLA), .pnml or .pnml.gz.")
  Path file;

  @ArgGroup(exclusive = true, multiplicity = "1")
  Queries queries;

  static final class Queries {
    @Option(names = "--formula", paramLabel = "F",
        description = "A CTL formula in LoLA syntax, e.g. 'EF DEADLOCK' (repeatable).")
    List<String> formulas;

    @Option(names = "--mcc-xml", paramLabel = "FILE",
        description = "An MCC property XML file (ReachabilityDeadlock, ...Cardinality, ...Fireability, CTL..., UpperBounds).")
    Path mccXml;
  }

  @Option(names = "--search", paramLabel = "ORDER", defaultValue = "dfs",
      description = "dfs (default: fastest for whole state spaces), interleaved (breadth- and"
          + " depth-first in turns: finds shallow violations early; the default of check), or"
          + " bfs (shortest witnesses).")
  SearchOrder search;

  @Option(names = "--workers", paramLabel = "N",
      description = "Threads of a dfs reachability or deadlock search (default: 1; on 2 cores"
          + " the shared state store does not yet pay for itself); other searches use one.")
  int workers = 1;

  @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
      description = "text (default, MCC style) or json.")
  OutputFormat format;

  enum OutputFormat { TEXT, JSON }

  @Mixin EngineOptions engine = new EngineOptions();

  /** A query of the run: an id, its text (if known), and a formula or a bound expression. */
  private record Query(String id, String text, Formula formula, List<Integer> bound) {}

  @Override
  public Integer call() {
    engine.validate(spec.commandLine());
    if (workers <= 0) {
      throw new picocli.CommandLine.ParameterException(spec.commandLine(),
          "--workers must be positive, got " + workers);
    }
    return execute(spec.commandLine().getOut(), spec.commandLine().getErr());
  }

  /**
   * The command on validated options (picocli's {@link #call}, or {@link NetCheckFastPath}
   * without picocli): prints the answers and returns the exit status; bad input and internal
   * errors are thrown for {@link Main} to report.
   */
  int execute(PrintWriter out, PrintWriter err) {
    PetriNet net;
    List<Query> toCheck;
    try {
      InjectedFault.at("parse");
      net = readNet(file, new ParseBudget(engine.timeout(null)));
      toCheck = readQueries(net);
    } catch (ParseBudget.Exceeded e) {
      err.println("petrify: " + file + ": " + e.getMessage() + "; inconclusive");
      err.flush();
      return ExitCode.INCONCLUSIVE;
    } catch (OutOfMemoryError e) {
      throw e; // inconclusive, reported by Main
    } catch (BadInputException e) {
      throw e;
    } catch (RuntimeException | Error e) {
      throw InternalErrorException.of("parse", e);
    }
    List<Map<String, Object>> jsonResults = new ArrayList<>();
    boolean allDecided = true;
    Checks checks = new Checks(net, new ProgressLine(err, engine.showProgress(), ""), err);
    for (Query q : toCheck) {
      Answer a = checks.answer(q);
      allDecided &= a.decided();
      if (format == OutputFormat.JSON) {
        jsonResults.add(a.json(net, q));
      } else {
        out.println("FORMULA " + q.id() + " " + a.text() + " TECHNIQUES " + a.techniques());
        out.flush();
        err.println("petrify: " + q.id() + ": " + a.summary(net));
        err.flush();
      }
    }
    if (format == OutputFormat.JSON) {
      Map<String, Object> doc = new LinkedHashMap<>();
      Map<String, Object> netInfo = new LinkedHashMap<>();
      netInfo.put("file", file.toString());
      netInfo.put("name", net.name());
      netInfo.put("places", net.placeCount());
      netInfo.put("transitions", net.transitionCount());
      netInfo.put("arcs", net.arcCount());
      doc.put("net", netInfo);
      doc.put("formulas", jsonResults);
      out.println(Json.write(doc));
      out.flush();
    }
    if (checks.internalError != null) {
      err.println("petrify: " + checks.internalError.getMessage()
          + (engine.debug ? "" : " (run with --debug for the stack trace)"));
      err.flush();
      return ExitCode.INTERNAL_ERROR;
    }
    return allDecided ? ExitCode.OK : ExitCode.INCONCLUSIVE;
  }

  static PetriNet readNet(Path file) {
    return readNet(file, () -> { });
  }

  /** Reads the net under {@code poll} (see {@link NetFiles#read(Path, Runnable)}). */
  static PetriNet readNet(Path file, Runnable poll) {
    if (!Files.exists(file)) {
      throw new BadInputException(file + ": no such file");
    }
    if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
      throw new BadInputException(file + ": not a readable file");
    }
    try {
      return NetFiles.read(file, poll);
    } catch (IOException e) {
      throw new BadInputException(InputErrors.message(file, e), e);
    } catch (ParseBudget.Exceeded e) {
      throw e;
    } catch (RuntimeException e) {
      throw InputErrors.asBadInput(file.toString(), e);
    }
  }

  private List<Query> readQueries(PetriNet net) {
    List<Query> result = new ArrayList<>();
    if (queries.formulas != null) {
      int i = 1;
      for (String text : queries.formulas) {
        Formula f;
        try {
          f = FormulaParser.parse(text, net);
        } catch (FormulaException e) {
          throw InputErrors.formula(e);
        }
        result.add(new Query("formula-" + i++, text, f, null));
      }
      return result;
    }
    Path xml = queries.mccXml;
    if (!Files.isRegularFile(xml)) {
      throw new BadInputException(xml + ": no such file");
    }
    try {
      for (MccProperty p : MccPropertyReader.read(xml, net)) {
        result.add(new Query(p.id(), null, p.formula(), p.boundPlaces()));
      }
    } catch (IOException e) {
      throw new BadInputException(InputErrors.message(xml, e), e);
    } catch (RuntimeException e) {
      throw InputErrors.asBadInput(xml.toString(), e);
    }
    return result;
  }

  /**
   * The checks of one run on one net, sharing one engine {@link Session} (which routes each
   * formula and keeps states between them). Internal errors are reported per query.
   */
  private final class Checks {
    private final ProgressLine progress;
    private final PrintWriter err;
    private final Session session;

    Checks(PetriNet net, ProgressLine progress, PrintWriter err) {
      this.progress = progress;
      this.err = err;
      this.session = Session.of(net, CheckOptions.defaults()
          .withPartialOrderReduction(!engine.noPartialOrderReduction)
          .withStructuralReduction(!engine.noStructuralReduction)
          .withSearch(search)
          .withWorkers(workers)
          .withMaxStates(engine.maxStates(50_000_000L))
          .withTimeout(engine.timeout(null))
          .withListener(progress));
    }

    /** The first internal error of a query, which makes the run exit with 70. */
    InternalErrorException internalError;

    /**
     * The answer to {@code q}. Running out of memory leaves it undecided (CANNOT_COMPUTE, the
     * next query starts afresh); an internal error too, and the run then ends with status 70
     * after the remaining queries.
     */
    Answer answer(Query q) {
      progress.label(q.id());
      try {
        InjectedFault.at("check");
        return decide(q);
      } catch (OutOfMemoryError e) {
        return Answer.failed("out of memory (maximum heap "
            + (Runtime.getRuntime().maxMemory() >> 20) + " MB) in stage check");
      } catch (RuntimeException | Error e) {
        if (engine.debug) {
          e.printStackTrace(err);
        }
        InternalErrorException ie = new InternalErrorException("check", e);
        if (internalError == null) {
          internalError = ie;
        }
        return Answer.failed(ie.getMessage());
      } finally {
        progress.finish();
      }
    }

    private Answer decide(Query q) {
      if (q.bound() != null) {
        UpperBound b = session.upperBound(q.bound());
        return new Answer(b.isDecided() ? Long.toString(b.value()) : null,
            Optional.ofNullable(b.reason()), Optional.empty(), b.statistics());
      }
      CheckResult r = session.check(q.formula());
      String value = r.verdict() == Verdict.UNKNOWN ? null : r.verdict().name();
      if (r.witness().isPresent()) {
        r.witness().get().replay(session.net()); // never report a witness that does not replay
      }
      return new Answer(value, r.reason(), r.witness(), r.statistics(),
          r.structuralReduction().orElse(null));
    }
  }

  /** The outcome of one query: {@code value} is TRUE, FALSE or a number; null if undecided. */
  private record Answer(String answer, Optional<String> reason, Optional<Witness> witness,
      Statistics statistics, ReductionSummary structuralReduction) {

    Answer(String answer, Optional<String> reason, Optional<Witness> witness,
        Statistics statistics) {
      this(answer, reason, witness, statistics, null);
    }

    static Answer failed(String reason) {
      return new Answer(null, Optional.of(reason), Optional.empty(), null);
    }

    boolean decided() {
      return answer != null;
    }

    /** The MCC answer word: TRUE, FALSE, a number or CANNOT_COMPUTE. */
    String text() {
      return answer != null ? answer : "CANNOT_COMPUTE";
    }

    String techniques() {
      Optional<String> proof = statistics == null ? Optional.empty()
          : statistics.reduction().decidedBy();
      if (proof.isPresent()) {
        return (structuralReduction != null ? "STRUCTURAL_REDUCTION " : "")
            + (proof.get().equals("siphon-trap") ? "TOPOLOGICAL" : "STATE_EQUATION");
      }
      String t = "EXPLICIT";
      if (structuralReduction != null) {
        t += " STRUCTURAL_REDUCTION";
      }
      if (statistics != null && statistics.reduction().usesStubbornSets()) {
        t += " STUBBORN_SETS";
      }
      return t;
    }

    String summary(PetriNet net) {
      StringBuilder s = new StringBuilder(text());
      reason.ifPresent(r -> s.append(" (").append(r).append(')'));
      if (statistics != null) {
        statistics.reduction().decidedBy().ifPresent(t -> s.append(", decided by: ").append(t));
      }
      if (statistics != null) {
        s.append(String.format(Locale.ROOT, ", %d states, %d edges, %d ms", statistics.states(),
            statistics.edges(), statistics.millis()));
        if (statistics.states() > 0) {
          s.append(String.format(Locale.ROOT, ", %.1f bytes/state, engine peak %d MB",
              statistics.bytesPerState(), statistics.peakMemoryBytes() >> 20));
        }
        s.append(", reduction ").append(statistics.reduction());
      }
      if (structuralReduction != null) {
        s.append(", structural reduction ").append(structuralReduction);
      }
      witness.ifPresent(w -> s.append(", witness: ").append(witnessText(net, w, 20)));
      return s.toString();
    }

    Map<String, Object> json(PetriNet net, Query q) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("id", q.id());
      if (q.text() != null) {
        m.put("formula", q.text());
      }
      m.put("verdict", text());
      m.put("reason", reason.orElse(null));
      m.put("states", statistics != null ? statistics.states() : null);
      m.put("edges", statistics != null ? statistics.edges() : null);
      m.put("millis", statistics != null ? statistics.millis() : null);
      m.put("reduction", statistics != null ? statistics.reduction().toString() : null);
      m.put("decidedBy", statistics != null
          ? statistics.reduction().decidedBy().orElse(null) : null);
      m.put("structuralReduction", ReportJson.structuralReduction(structuralReduction == null
          ? null : new org.petrify.api.StructuralReduction(structuralReduction.placesBefore(),
              structuralReduction.placesAfter(), structuralReduction.transitionsBefore(),
              structuralReduction.transitionsAfter(), structuralReduction.rules().stream()
                  .map(c -> new org.petrify.api.StructuralReduction.RuleCount(c.rule(),
                      c.applications())).toList(), structuralReduction.millis())));
      if (witness.isPresent()) {
        List<String> names = new ArrayList<>();
        for (int t : witness.get().transitions()) {
          names.add(net.transitionName(t));
        }
        m.put("witness", names);
        m.put("loopStart", witness.get().loopStart());
      } else {
        m.put("witness", null);
      }
      return m;
    }
  }

  static String witnessText(PetriNet net, Witness w, int limit) {
    int[] ts = w.transitions();
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < ts.length && i < limit; i++) {
      if (i == w.loopStart()) {
        s.append("[loop] ");
      }
      s.append(net.transitionName(ts[i])).append(' ');
    }
    if (ts.length > limit) {
      s.append("... (").append(ts.length).append(" transitions)");
    } else if (ts.length == 0) {
      s.append("(the initial marking)");
    }
    return s.toString().trim();
  }
}
