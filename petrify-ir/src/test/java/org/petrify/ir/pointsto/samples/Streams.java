package org.petrify.ir.pointsto.samples;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.function.IntFunction;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/** Stream pipelines for {@code ConstantStreams}: which are rewritten and which stay. */
public class Streams {
  static List<Thread> rangeToList() {
    return IntStream.range(0, 3).mapToObj(i -> new Thread(() -> work(i))).toList();
  }

  static List<Thread> ofConstructorReference(Runnable a, Runnable b) {
    return Stream.of(a, b).map(Thread::new).toList();
  }

  static void arrayCollected() {
    Runnable[] rs = {Streams::idle, Streams::idle};
    List<Thread> ts = Arrays.stream(rs).map(Thread::new).collect(Collectors.toList());
    for (Thread t : ts) {
      t.start();
    }
  }

  static List<Future<?>> submitted(ExecutorService pool, Runnable a, Runnable b) {
    return Stream.of(a, b).map(pool::submit).collect(Collectors.toUnmodifiableList());
  }

  static void eachStarted(Thread a, Thread b) {
    Stream.of(a, b).forEach(Thread::start);
    IntStream.rangeClosed(1, 2).forEach(Streams::work);
  }

  static List<Thread> filtered() {
    return IntStream.range(0, 3).filter(i -> i > 0).mapToObj(i -> new Thread()).toList();
  }

  static List<Thread> parallel() {
    return IntStream.range(0, 3).parallel().mapToObj(i -> new Thread()).toList();
  }

  static List<Thread> tooMany() {
    return IntStream.range(0, 17).mapToObj(i -> new Thread()).toList();
  }

  static List<Thread> moreThanListOfTakes() {
    return IntStream.range(0, 12).mapToObj(i -> new Thread()).toList();
  }

  static List<Thread> unknownBound(int n) {
    return IntStream.range(0, n).mapToObj(i -> new Thread()).toList();
  }

  static List<Thread> functionNotALambda(IntFunction<Thread> f) {
    return IntStream.range(0, 2).mapToObj(f).toList();
  }

  static void work(int i) {}

  static void idle() {}
}
