package org.petrify.checker;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.petrify.checker.ctl.CtlSession;
import org.petrify.checker.session.ModelChecker;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.mcc.MccProperty;
import org.petrify.net.mcc.MccPropertyReader;
import org.petrify.net.testing.MccCollection;

/**
 * Diagnostic for engine refactorings: prints one line per (instance of the bundled MCC subset,
 * formula, mode) with the verdict, states, edges and witness length, and no times, so that the
 * output before and after a change can be compared with {@code diff}. Modes: POR on/off x
 * DFS/BFS with structural reduction off (the core search itself), plus the defaults; the CTL
 * examinations through one CTL session per instance. Argument: an instance regex (default all).
 */
public final class SearchFingerprint {
  public static void main(String[] args) throws Exception {
    MccCollection subset = MccCollection.resource("/mcc");
    String only = args.length > 0 ? args[0] : ".*";
    List<CheckOptions> modes = new ArrayList<>();
    for (boolean por : new boolean[] {true, false}) {
      for (SearchOrder order : SearchOrder.values()) {
        modes.add(CheckOptions.defaults().withPartialOrderReduction(por).withSearch(order)
            .withStructuralReduction(false).withTimeout(Duration.ofSeconds(60)));
      }
    }
    modes.add(CheckOptions.defaults().withTimeout(Duration.ofSeconds(60)));
    for (String instance : subset.instances()) {
      if (!instance.matches(only)) {
        continue;
      }
      PetriNet net = subset.net(instance);
      List<String[]> formulas = new ArrayList<>();
      formulas.add(new String[] {"deadlock"});
      List<Formula> fs = new ArrayList<>();
      fs.add(new Formula.EF(new Formula.Deadlock()));
      for (String exam : List.of("ReachabilityCardinality", "ReachabilityFireability",
          "CTLCardinality", "CTLFireability")) {
        try {
          for (MccProperty p : MccPropertyReader.read(subset.queryFile(instance, exam), net)) {
            if (!p.isPlaceBound()) {
              formulas.add(new String[] {p.id()});
              fs.add(p.formula());
            }
          }
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
      CheckResult full = ModelChecker.of(net).explore();
      System.out.println(instance + " explore " + line(full));
      for (int m = 0; m < modes.size(); m++) {
        CheckOptions o = modes.get(m);
        ModelChecker checker = ModelChecker.of(net).options(o);
        for (int i = 0; i < fs.size(); i++) {
          CheckResult r = checker.check(fs.get(i));
          System.out.println(instance + " " + formulas.get(i)[0] + " m" + m + " " + line(r));
        }
      }
      for (boolean por : new boolean[] {true, false}) {
        CtlSession session = CtlSession.of(net, CheckOptions.defaults()
            .withPartialOrderReduction(por).withTimeout(Duration.ofSeconds(60)));
        for (int i = 0; i < fs.size(); i++) {
          System.out.println(instance + " " + formulas.get(i)[0] + " ctl-por=" + por + " "
              + line(session.check(fs.get(i))));
        }
      }
    }
  }

  static String line(CheckResult r) {
    return r.verdict() + " states=" + r.statistics().states() + " edges=" + r.statistics().edges()
        + " witness=" + r.witness().map(w -> w.length() + "/" + w.loopStart())
        .orElse("-");
  }
}
