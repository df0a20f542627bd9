package org.petrify.api;

import java.nio.file.Path;
import java.util.List;
import org.petrify.ir.encode.EncodingOptions;
import org.petrify.ir.rb.Program;

/**
 * The options of an {@link Analysis} that shape the net: what is read (a class path, or an rb
 * program given directly), where the program starts, how locks and threads are told apart, and
 * the bounds of the encoding. Copies of an analysis that differ only in {@link CheckSettings}
 * share one translation; a change here needs a new one. Immutable; each {@code with} copy
 * changes one field (validation is the analysis's).
 *
 * @param classpath the class path, empty for an rb program
 * @param rbProgram the rb program, or null for a class path
 * @param mainClass the class whose {@code main} starts the program, or null
 * @param entryPoint {@code "pkg.Cls.method"} starting the program instead, or null
 * @param aliasPrecision how locks and threads are told apart
 * @param reentrancyBound the reentrant depth modelled exactly
 * @param valueBound the most values an int field is tracked with exactly
 * @param skeleton whether deadlock, termination and livelock are checked on the concurrency
 *     skeleton ({@link org.petrify.ir.frontend.Skeleton}: thread-local and leaf locks dropped,
 *     procedures that cannot matter sliced away) instead of the whole program
 * @param release the Java release multi-release jars are read at, 0 for the running JDK's
 * @param recursionBound the pending recursive calls per shared subnet whose returns are exact
 */
record ProgramShape(List<Path> classpath, Program rbProgram, String mainClass,
    String entryPoint, AliasPrecision aliasPrecision, int reentrancyBound, int valueBound,
    boolean skeleton, int release, int recursionBound) {

  ProgramShape(List<Path> classpath, Program rbProgram, String mainClass, String entryPoint,
      AliasPrecision aliasPrecision, int reentrancyBound, int valueBound, boolean skeleton) {
    this(classpath, rbProgram, mainClass, entryPoint, aliasPrecision, reentrancyBound,
        valueBound, skeleton, 0, EncodingOptions.DEFAULT_RECURSION_BOUND);
  }

  ProgramShape withRelease(int javaRelease) {
    return new ProgramShape(classpath, rbProgram, mainClass, entryPoint, aliasPrecision,
        reentrancyBound, valueBound, skeleton, javaRelease, recursionBound);
  }

  ProgramShape withSkeleton(boolean on) {
    return new ProgramShape(classpath, rbProgram, mainClass, entryPoint, aliasPrecision,
        reentrancyBound, valueBound, on, release, recursionBound);
  }

  ProgramShape withClasspath(List<Path> paths) {
    return new ProgramShape(List.copyOf(paths), rbProgram, mainClass, entryPoint, aliasPrecision,
        reentrancyBound, valueBound, skeleton, release, recursionBound);
  }

  ProgramShape withMainClass(String className) {
    return new ProgramShape(classpath, rbProgram, className, entryPoint, aliasPrecision,
        reentrancyBound, valueBound, skeleton, release, recursionBound);
  }

  ProgramShape withEntryPoint(String qualifiedMethod) {
    return new ProgramShape(classpath, rbProgram, mainClass, qualifiedMethod, aliasPrecision,
        reentrancyBound, valueBound, skeleton, release, recursionBound);
  }

  ProgramShape withAliasPrecision(AliasPrecision precision) {
    return new ProgramShape(classpath, rbProgram, mainClass, entryPoint, precision,
        reentrancyBound, valueBound, skeleton, release, recursionBound);
  }

  ProgramShape withReentrancyBound(int depth) {
    return new ProgramShape(classpath, rbProgram, mainClass, entryPoint, aliasPrecision, depth,
        valueBound, skeleton, release, recursionBound);
  }

  ProgramShape withValueBound(int bound) {
    return new ProgramShape(classpath, rbProgram, mainClass, entryPoint, aliasPrecision,
        reentrancyBound, bound, skeleton, release, recursionBound);
  }

  ProgramShape withRecursionBound(int bound) {
    return new ProgramShape(classpath, rbProgram, mainClass, entryPoint, aliasPrecision,
        reentrancyBound, valueBound, skeleton, release, bound);
  }
}
