main corpus.juc.timercancel.fixed.Main.main
counter java.util.Timer@Main.java:18.workers cap 1 init 1
counter jvm.keptAlive@java.util.Timer@Main.java:18 cap 1 init 0
counter jvm.shutDown@java.util.Timer@Main.java:18 cap 1 init 0

proc corpus.juc.timercancel.fixed.Main$1.<init>[corpus.juc.timercancel.fixed.Main$1@Main.java:20] {
  s2: write corpus.juc.timercancel.fixed.Main$1@Main.java:20.val$job // at corpus.juc.timercancel.fixed.Main$1.<init>(Main.java:20)
}

proc corpus.juc.timercancel.fixed.Main$1.run[corpus.juc.timercancel.fixed.Main.main:20#9,corpus.juc.timercancel.fixed.Main$1@Main.java:20] {
  s1: read java.lang.System.out          // at corpus.juc.timercancel.fixed.Main$1.run(Main.java:23)
  s2: read corpus.juc.timercancel.fixed.Main$1@Main.java:20.val$job // at corpus.juc.timercancel.fixed.Main$1.run(Main.java:23)
  s3: read corpus.juc.timercancel.fixed.Main@Main.java:17.done // at corpus.juc.timercancel.fixed.Main$1.run(Main.java:23)
}

proc corpus.juc.timercancel.fixed.Main.<init>[corpus.juc.timercancel.fixed.Main@Main.java:17] {
}

proc corpus.juc.timercancel.fixed.Main.main {
  s2: call corpus.juc.timercancel.fixed.Main.<init>[corpus.juc.timercancel.fixed.Main@Main.java:17] // at corpus.juc.timercancel.fixed.Main.main(Main.java:17)
  s5_1: tryup jvm.keptAlive@java.util.Timer@Main.java:18 1 else s5 // at corpus.juc.timercancel.fixed.Main.main(Main.java:18)
  s5: skip                               // at corpus.juc.timercancel.fixed.Main.main(Main.java:18)
  s8: call corpus.juc.timercancel.fixed.Main$1.<init>[corpus.juc.timercancel.fixed.Main$1@Main.java:20] // at corpus.juc.timercancel.fixed.Main.main(Main.java:20)
  s9: fork thread:java.lang.Thread@Main.java:20 java.lang.Thread@Main.java:20 // at corpus.juc.timercancel.fixed.Main.main(Main.java:20)
  s11: jump s12_1 s15                    // at corpus.juc.timercancel.fixed.Main.main(Main.java:26)
  s12_1: tryup jvm.shutDown@java.util.Timer@Main.java:18 1 else s12 // at corpus.juc.timercancel.fixed.Main.main(Main.java:31)
  s12: skip                              // at corpus.juc.timercancel.fixed.Main.main(Main.java:31)
  s12_2: goto exit                       // at corpus.juc.timercancel.fixed.Main.main(Main.java:31)
  s15: write corpus.juc.timercancel.fixed.Main@Main.java:17.done // at corpus.juc.timercancel.fixed.Main.main(Main.java:29)
  s16_1: tryup jvm.shutDown@java.util.Timer@Main.java:18 1 else s16 // at corpus.juc.timercancel.fixed.Main.main(Main.java:31)
  s16: skip                              // at corpus.juc.timercancel.fixed.Main.main(Main.java:31)
}

proc thread:java.lang.Thread@Main.java:20 {
  w0: down java.util.Timer@Main.java:18.workers 1 // at corpus.juc.timercancel.fixed.Main.main(Main.java:20)
  c0: call corpus.juc.timercancel.fixed.Main$1.run[corpus.juc.timercancel.fixed.Main.main:20#9,corpus.juc.timercancel.fixed.Main$1@Main.java:20] // at corpus.juc.timercancel.fixed.Main.main(Main.java:20)
  u0: up java.util.Timer@Main.java:18.workers 1 // at corpus.juc.timercancel.fixed.Main.main(Main.java:20)
}
