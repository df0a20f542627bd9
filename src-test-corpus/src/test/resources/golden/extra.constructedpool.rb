main corpus.extra.constructedpool.Main.main
counter jvm.keptAlive@java.util.concurrent.ThreadPoolExecutor@Main.java:24 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ThreadPoolExecutor@Main.java:24 cap 1 init 0

proc corpus.extra.constructedpool.Main.lambda$main$0 {
  s0: read java.lang.System.out          // at corpus.extra.constructedpool.Main.lambda$main$0(Main.java:27)
}

proc corpus.extra.constructedpool.Main.main {
  s2: read java.util.concurrent.TimeUnit.MILLISECONDS // at corpus.extra.constructedpool.Main.main(Main.java:24)
  s10: jump s11 s15                      // at corpus.extra.constructedpool.Main.main(Main.java:26)
  s11: read java.lang.String[][]         // at corpus.extra.constructedpool.Main.main(Main.java:26)
  s15: fork thread:java.lang.Thread@Main.java:27 java.lang.Thread@Main.java:27 // at corpus.extra.constructedpool.Main.main(Main.java:27)
  s17: jump s18 s21                      // at corpus.extra.constructedpool.Main.main(Main.java:28)
  s18: read java.lang.System.out         // at corpus.extra.constructedpool.Main.main(Main.java:29)
  s18_1: goto exit                       // at corpus.extra.constructedpool.Main.main(Main.java:29)
  s21: read java.lang.System.out         // at corpus.extra.constructedpool.Main.main(Main.java:32)
  s23_1: tryup jvm.shutDown@java.util.concurrent.ThreadPoolExecutor@Main.java:24 1 else s23 // at corpus.extra.constructedpool.Main.main(Main.java:33)
  s23: skip                              // at corpus.extra.constructedpool.Main.main(Main.java:33)
}

proc thread:java.lang.Thread@Main.java:27 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ThreadPoolExecutor@Main.java:24 1 else t0 // at corpus.extra.constructedpool.Main.main(Main.java:27)
  t0: skip                               // at corpus.extra.constructedpool.Main.main(Main.java:27)
  c0: call corpus.extra.constructedpool.Main.lambda$main$0 // at corpus.extra.constructedpool.Main.main(Main.java:27)
}
