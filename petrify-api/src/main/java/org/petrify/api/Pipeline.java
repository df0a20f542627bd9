package org.petrify.api;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.petrify.ir.encode.EncodedProgram;
import org.petrify.ir.encode.EncodingOptions;
import org.petrify.ir.encode.NetEncoder;
import org.petrify.ir.frontend.EntryPoint;
import org.petrify.ir.frontend.Frontend;
import org.petrify.ir.frontend.FrontendException;
import org.petrify.ir.frontend.FrontendOptions;
import org.petrify.ir.frontend.FrontendResult;
import org.petrify.ir.frontend.LoadedClassPaths;
import org.petrify.ir.frontend.Skeleton;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;
import org.petrify.ir.stage.StageBudget;

/**
 * Runs the stages before model checking: bytecode → rb (the frontend) → net (the encoder).
 * The only class of the facade that drives petrify-ir. Every stage runs under a {@link
 * StageBudget} (deadline, net size, heap), which throws {@link
 * org.petrify.ir.stage.StageBudgetExceededException} naming the stage when it runs out; an
 * {@link OutOfMemoryError} inside a stage is turned into that exception too (what the stage
 * built is unreachable once it unwinds), as a backstop for the heap check.
 */
final class Pipeline {
  private Pipeline() {}

  /**
   * The program on a class path, entered at {@code entryMethod} ({@code pkg.Cls.method}) if
   * given, else at the main class's {@code main}, translated to rb (not encoded yet); {@code
   * demand}: only what may be in the concurrency skeleton ({@link
   * FrontendOptions#demandDriven()}); the class path is opened through {@code classPaths}.
   */
  static FrontendResult frontend(List<Path> classpath, String mainClass, String entryMethod,
      AliasPrecision precision, int valueBound, int release, boolean demand,
      StageBudget budget, LoadedClassPaths classPaths) {
    for (Path p : classpath) {
      if (!Files.exists(p)) {
        throw new BadInputException(p + ": no such file or directory");
      }
      if (!Files.isReadable(p)) {
        throw new BadInputException(p + ": not readable");
      }
    }
    EntryPoint entry;
    if (entryMethod != null) {
      int dot = entryMethod.lastIndexOf('.');
      if (dot <= 0 || dot == entryMethod.length() - 1) {
        throw new BadInputException("entry point " + entryMethod
            + ": expected a qualified method name pkg.Cls.method");
      }
      entry = EntryPoint.method(entryMethod.substring(0, dot), entryMethod.substring(dot + 1));
    } else if (mainClass != null) {
      entry = EntryPoint.mainClass(mainClass);
    } else {
      throw new BadInputException("no main class given for " + classpath
          + " (name one with --main, or Analysis.mainClass)");
    }
    FrontendOptions options = FrontendOptions.defaults().withAliasPrecision(
        precision == AliasPrecision.ALLOCATION_SITE
            ? FrontendOptions.AliasPrecision.ALLOCATION_SITE
            : FrontendOptions.AliasPrecision.CONTEXT_SENSITIVE).withValueBound(valueBound)
        .withRelease(release).withDemandDriven(demand);
    try {
      return Frontend.translate(classpath, entry, options, budget, classPaths);
    } catch (FrontendException e) {
      throw new BadInputException(oneLine(e.getMessage()), e);
    } catch (OutOfMemoryError e) {
      throw budget.outOfMemory();
    }
  }

  /** A program given in rb, as if translated: no caveats, locations, thread names or locks. */
  static FrontendResult rbProgram(Program program) {
    return new FrontendResult(program, List.of(), new FrontendResult.Statistics(0, 0, 0, 0,
        program.procedures().size(), 0));
  }

  /**
   * Encodes a translated program: the whole program ({@code mode} null), or its concurrency
   * skeleton for {@code mode} ({@link Skeleton}; the cut counts as encoding time).
   */
  static Translation encode(FrontendResult fr, Skeleton.Mode mode, int reentrancyBound,
      int recursionBound, StageBudget budget) {
    long start = System.nanoTime();
    Program program = fr.program();
    int skeleton = program.procedures().size();
    int dropped = 0;
    List<SourceLocation> droppedSites = List.of();
    if (mode != null) {
      Skeleton.Result cut = Skeleton.of(program, fr.threadLocalLocks(), mode);
      program = cut.program();
      skeleton = cut.skeletonProcedures();
      dropped = cut.droppedLocks().size();
      droppedSites = ApiTypes.locations(List.copyOf(cut.droppedLockSites()));
      budget.skeletonProcedures(skeleton);
    }
    EncodedProgram enc;
    try {
      // the skeleton's properties see only threads' control: dead values may be reset
      enc = NetEncoder.encode(program, EncodingOptions.defaults()
          .withReentrancyBound(reentrancyBound).withRecursionBound(recursionBound)
          .withResetDeadValues(mode != null), budget);
    } catch (OutOfMemoryError e) {
      throw budget.outOfMemory();
    }
    long encodeMillis = (System.nanoTime() - start) / 1_000_000L;
    List<Caveat> all = new ArrayList<>(fr.caveats());
    all.addAll(enc.caveats());
    FrontendResult.Statistics st = fr.statistics();
    return new Translation(program, enc, all, st.loadMillis(), st.translateMillis(),
        encodeMillis, fr.locations(), new ThreadLabels(fr.threadNames()),
        new LockLabels(fr.lockFields()),
        new Translation.Sizes(st.classes(), st.classesReached(), st.methods(),
            fr.program().procedures().size(), skeleton, dropped, st.translatedMethods()),
        fr.daemonThreads(), droppedSites);
  }

  private static String oneLine(String message) {
    if (message == null) {
      return "cannot read the program";
    }
    int nl = message.indexOf('\n');
    return nl >= 0 ? message.substring(0, nl) : message;
  }
}
