main corpus.juc.timercancel.Main.main
counter java.util.Timer@Main.java:23.workers cap 1 init 1
counter jvm.keptAlive@java.util.Timer@Main.java:23 cap 1 init 0
counter jvm.shutDown@java.util.Timer@Main.java:23 cap 1 init 0

proc corpus.juc.timercancel.Main$1.<init>[corpus.juc.timercancel.Main$1@Main.java:24] {
  s2: write corpus.juc.timercancel.Main$1@Main.java:24.val$job // at corpus.juc.timercancel.Main$1.<init>(Main.java:24)
}

proc corpus.juc.timercancel.Main$1.run[corpus.juc.timercancel.Main.main:24#9,corpus.juc.timercancel.Main$1@Main.java:24] {
  s1: read java.lang.System.out          // at corpus.juc.timercancel.Main$1.run(Main.java:27)
  s2: read corpus.juc.timercancel.Main$1@Main.java:24.val$job // at corpus.juc.timercancel.Main$1.run(Main.java:27)
  s3: read corpus.juc.timercancel.Main@Main.java:22.done // at corpus.juc.timercancel.Main$1.run(Main.java:27)
}

proc corpus.juc.timercancel.Main.<init>[corpus.juc.timercancel.Main@Main.java:22] {
}

proc corpus.juc.timercancel.Main.main {
  s2: call corpus.juc.timercancel.Main.<init>[corpus.juc.timercancel.Main@Main.java:22] // at corpus.juc.timercancel.Main.main(Main.java:22)
  s5_1: tryup jvm.keptAlive@java.util.Timer@Main.java:23 1 else s5 // at corpus.juc.timercancel.Main.main(Main.java:23)
  s5: skip                               // at corpus.juc.timercancel.Main.main(Main.java:23)
  s8: call corpus.juc.timercancel.Main$1.<init>[corpus.juc.timercancel.Main$1@Main.java:24] // at corpus.juc.timercancel.Main.main(Main.java:24)
  s9: fork thread:java.lang.Thread@Main.java:24 java.lang.Thread@Main.java:24 // at corpus.juc.timercancel.Main.main(Main.java:24)
  s11: jump exit s14                     // at corpus.juc.timercancel.Main.main(Main.java:30)
  s14: write corpus.juc.timercancel.Main@Main.java:22.done // at corpus.juc.timercancel.Main.main(Main.java:33)
  s15_1: tryup jvm.shutDown@java.util.Timer@Main.java:23 1 else s15 // at corpus.juc.timercancel.Main.main(Main.java:34)
  s15: skip                              // at corpus.juc.timercancel.Main.main(Main.java:34)
}

proc thread:java.lang.Thread@Main.java:24 {
  w0: down java.util.Timer@Main.java:23.workers 1 // at corpus.juc.timercancel.Main.main(Main.java:24)
  c0: call corpus.juc.timercancel.Main$1.run[corpus.juc.timercancel.Main.main:24#9,corpus.juc.timercancel.Main$1@Main.java:24] // at corpus.juc.timercancel.Main.main(Main.java:24)
  u0: up java.util.Timer@Main.java:23.workers 1 // at corpus.juc.timercancel.Main.main(Main.java:24)
}
