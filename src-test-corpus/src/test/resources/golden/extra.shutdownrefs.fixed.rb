main corpus.extra.shutdownrefs.fixed.Main.main
counter java.util.concurrent.ExecutorService@Main.java:20.workers cap 1 init 1
counter java.util.concurrent.ExecutorService@Main.java:21.workers cap 1 init 1
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:20 cap 1 init 0
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:21 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:20 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:21 cap 1 init 0

proc corpus.extra.shutdownrefs.fixed.Main.lambda$main$0 {
  s0: read java.lang.System.out          // at corpus.extra.shutdownrefs.fixed.Main.lambda$main$0(Main.java:22)
}

proc corpus.extra.shutdownrefs.fixed.Main.lambda$main$1 {
  s0: read java.lang.System.out          // at corpus.extra.shutdownrefs.fixed.Main.lambda$main$1(Main.java:23)
}

proc corpus.extra.shutdownrefs.fixed.Main.main {
  s4: fork thread:java.lang.Thread@Main.java:22 java.lang.Thread@Main.java:22 // at corpus.extra.shutdownrefs.fixed.Main.main(Main.java:22)
  s6: fork thread:java.lang.Thread@Main.java:23 java.lang.Thread@Main.java:23 // at corpus.extra.shutdownrefs.fixed.Main.main(Main.java:23)
  s9_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:20 1 else s9 // at corpus.extra.shutdownrefs.fixed.Main.main(Main.java:24)
  s9: skip                               // at corpus.extra.shutdownrefs.fixed.Main.main(Main.java:24)
  s9_3: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:21 1 else s9_2 // at corpus.extra.shutdownrefs.fixed.Main.main(Main.java:24)
  s9_2: skip                             // at corpus.extra.shutdownrefs.fixed.Main.main(Main.java:24)
}

proc thread:java.lang.Thread@Main.java:22 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:20 1 else t0 // at corpus.extra.shutdownrefs.fixed.Main.main(Main.java:22)
  t0: skip                               // at corpus.extra.shutdownrefs.fixed.Main.main(Main.java:22)
  w0: down java.util.concurrent.ExecutorService@Main.java:20.workers 1 // at corpus.extra.shutdownrefs.fixed.Main.main(Main.java:22)
  c0: call corpus.extra.shutdownrefs.fixed.Main.lambda$main$0 // at corpus.extra.shutdownrefs.fixed.Main.main(Main.java:22)
  u0: up java.util.concurrent.ExecutorService@Main.java:20.workers 1 // at corpus.extra.shutdownrefs.fixed.Main.main(Main.java:22)
}

proc thread:java.lang.Thread@Main.java:23 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:21 1 else t0 // at corpus.extra.shutdownrefs.fixed.Main.main(Main.java:23)
  t0: skip                               // at corpus.extra.shutdownrefs.fixed.Main.main(Main.java:23)
  w0: down java.util.concurrent.ExecutorService@Main.java:21.workers 1 // at corpus.extra.shutdownrefs.fixed.Main.main(Main.java:23)
  c0: call corpus.extra.shutdownrefs.fixed.Main.lambda$main$1 // at corpus.extra.shutdownrefs.fixed.Main.main(Main.java:23)
  u0: up java.util.concurrent.ExecutorService@Main.java:21.workers 1 // at corpus.extra.shutdownrefs.fixed.Main.main(Main.java:23)
}
