main corpus.extra.shutdownrefs.Main.main
counter java.util.concurrent.ExecutorService@Main.java:21.workers cap 1 init 1
counter java.util.concurrent.ExecutorService@Main.java:22.workers cap 1 init 1
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:21 cap 1 init 0
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:22 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:21 cap 1 init 0

proc corpus.extra.shutdownrefs.Main.lambda$main$0 {
  s0: read java.lang.System.out          // at corpus.extra.shutdownrefs.Main.lambda$main$0(Main.java:23)
}

proc corpus.extra.shutdownrefs.Main.lambda$main$1 {
  s0: read java.lang.System.out          // at corpus.extra.shutdownrefs.Main.lambda$main$1(Main.java:24)
}

proc corpus.extra.shutdownrefs.Main.main {
  s4: fork thread:java.lang.Thread@Main.java:23 java.lang.Thread@Main.java:23 // at corpus.extra.shutdownrefs.Main.main(Main.java:23)
  s6: fork thread:java.lang.Thread@Main.java:24 java.lang.Thread@Main.java:24 // at corpus.extra.shutdownrefs.Main.main(Main.java:24)
  s9_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:21 1 else s9 // at corpus.extra.shutdownrefs.Main.main(Main.java:25)
  s9: skip                               // at corpus.extra.shutdownrefs.Main.main(Main.java:25)
}

proc thread:java.lang.Thread@Main.java:23 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:21 1 else t0 // at corpus.extra.shutdownrefs.Main.main(Main.java:23)
  t0: skip                               // at corpus.extra.shutdownrefs.Main.main(Main.java:23)
  w0: down java.util.concurrent.ExecutorService@Main.java:21.workers 1 // at corpus.extra.shutdownrefs.Main.main(Main.java:23)
  c0: call corpus.extra.shutdownrefs.Main.lambda$main$0 // at corpus.extra.shutdownrefs.Main.main(Main.java:23)
  u0: up java.util.concurrent.ExecutorService@Main.java:21.workers 1 // at corpus.extra.shutdownrefs.Main.main(Main.java:23)
}

proc thread:java.lang.Thread@Main.java:24 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:22 1 else t0 // at corpus.extra.shutdownrefs.Main.main(Main.java:24)
  t0: skip                               // at corpus.extra.shutdownrefs.Main.main(Main.java:24)
  w0: down java.util.concurrent.ExecutorService@Main.java:22.workers 1 // at corpus.extra.shutdownrefs.Main.main(Main.java:24)
  c0: call corpus.extra.shutdownrefs.Main.lambda$main$1 // at corpus.extra.shutdownrefs.Main.main(Main.java:24)
  u0: up java.util.concurrent.ExecutorService@Main.java:22.workers 1 // at corpus.extra.shutdownrefs.Main.main(Main.java:24)
}
