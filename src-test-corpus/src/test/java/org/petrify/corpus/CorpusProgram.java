package org.petrify.corpus;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.petrify.api.Analysis;
import org.petrify.api.ClassPathCache;

/**
 * One corpus program as the suites see it: its short name (the package below {@code corpus.},
 * e.g. {@code jada.classicdeadlock.fixed}), its main class, its declared {@link Expect} (null
 * for a program that declares only races) and its declared {@link ExpectRaces} (null for a
 * program that declares only verdicts). Every program declares at least one of the two.
 *
 * <p>Programs are discovered from the compiled class folder of this module's main sources: every
 * {@code corpus/**&#47;Main.class} is one program. The folder and the Kotlin standard library jar
 * together form the classpath handed to the analysis.
 */
record CorpusProgram(String name, String mainClass, Expect expect, ExpectRaces races) {

    /** The compiled corpus, {@code target/classes}. */
    static Path classFolder() {
        return codeSource(Expect.class);
    }

    /** The kotlin-stdlib jar the Kotlin programs link against. */
    static Path kotlinStdlib() {
        return codeSource(kotlin.Unit.class);
    }

    /** The classpath for running any corpus program. */
    static List<Path> runClasspath() {
        return List.of(classFolder(), kotlinStdlib());
    }

    /**
     * The classpath for analysing this program: the class folder, plus the Kotlin standard
     * library for a Kotlin program (a Java program does not need the 2,000 classes of that jar).
     */
    List<Path> classpath() {
        return isKotlin() ? runClasspath() : List.of(classFolder());
    }

    /**
     * The corpus's class paths (the class folder; with the Kotlin library), read and parsed
     * once for all the suites' analyses in this JVM.
     */
    private static final ClassPathCache CLASS_PATHS = ClassPathCache.keeping(2);

    /** An analysis of this program's class path ({@code Petrify.analyze(classpath())}). */
    Analysis analysis() {
        return CLASS_PATHS.analyze(classpath());
    }

    private static List<CorpusProgram> cache;

    /** All programs, sorted by name; discovered once per JVM. */
    static synchronized List<CorpusProgram> all() {
        if (cache == null) {
            cache = discover();
        }
        return cache;
    }

    private static List<CorpusProgram> discover() {
        Path root = classFolder();
        try (Stream<Path> files = Files.walk(root.resolve("corpus"))) {
            return files.filter(p -> p.getFileName().toString().equals("Main.class"))
                    .map(p -> root.relativize(p).toString().replace('\\', '/'))
                    .map(rel -> rel.substring(0, rel.length() - ".class".length()).replace('/', '.'))
                    .sorted()
                    .map(CorpusProgram::load)
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static CorpusProgram load(String mainClass) {
        Class<?> type = type(mainClass);
        Expect expect = type.getAnnotation(Expect.class);
        ExpectRaces races = type.getAnnotation(ExpectRaces.class);
        if (expect == null && races == null) {
            throw new IllegalStateException(mainClass + " declares neither @Expect nor @ExpectRaces");
        }
        String name = mainClass.substring("corpus.".length(), mainClass.length() - ".Main".length());
        return new CorpusProgram(name, mainClass, expect, races);
    }

    Class<?> type() {
        return type(mainClass);
    }

    /**
     * Whether the real program (not its abstraction) terminates on every run: no deadlock, no
     * livelock even under fairness, and no declared abstraction gap.
     */
    boolean reallyTerminates() {
        if (expect == null) {
            return true; // race programs are written to terminate on every schedule
        }
        return expect.deadlock().inTheModel() == Expected.HOLDS
                && expect.livelockFair().inTheModel() == Expected.HOLDS
                && !keepsJvmAlive()
                && !expect.note().contains("ABSTRACTION GAP");
    }

    /**
     * True if the program declares {@link Expect#keepsJvmAlive} or accepts the caveat {@code
     * pool-kept-alive}: the idle workers of a pool that some run never shuts down keep the JVM
     * from exiting, so it does not terminate although no thread is blocked or loops.
     */
    boolean keepsJvmAlive() {
        return expect != null && (expect.keepsJvmAlive()
                || java.util.Arrays.asList(expect.acceptUnsound()).contains("pool-kept-alive"));
    }

    /** True if the program declares deadlock, termination and livelock verdicts. */
    boolean hasVerdicts() {
        return expect != null;
    }

    /** True if the program declares its data races (possibly none). */
    boolean hasRaces() {
        return races != null;
    }

    /** The programs that declare verdicts ({@link Expect}), sorted by name. */
    static List<CorpusProgram> withVerdicts() {
        return all().stream().filter(CorpusProgram::hasVerdicts).toList();
    }

    /** The programs that declare their races ({@link ExpectRaces}), sorted by name. */
    static List<CorpusProgram> withRaces() {
        return all().stream().filter(CorpusProgram::hasRaces).toList();
    }

    boolean isKotlin() {
        return name.startsWith("kotlin.");
    }

    /** A twin is the corrected version of the program in the enclosing package. */
    boolean isTwin() {
        return name.endsWith(".fixed");
    }

    /** A launchable entry point: {@code static main(String[])}, or Java 25's instance/no-argument main. */
    boolean hasMain() {
        for (Method m : type().getDeclaredMethods()) {
            if (m.getName().equals("main") && m.getReturnType() == void.class
                    && (m.getParameterCount() == 0
                        || (m.getParameterCount() == 1 && m.getParameterTypes()[0] == String[].class))
                    && !Modifier.isPrivate(m.getModifiers())) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String toString() {
        return name;
    }

    private static Class<?> type(String name) {
        try {
            return Class.forName(name, false, CorpusProgram.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("corpus class not found: " + name, e);
        }
    }

    private static Path codeSource(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
