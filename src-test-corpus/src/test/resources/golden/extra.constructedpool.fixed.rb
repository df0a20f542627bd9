main corpus.extra.constructedpool.fixed.Main.main
counter jvm.keptAlive@java.util.concurrent.ThreadPoolExecutor@Main.java:21 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ThreadPoolExecutor@Main.java:21 cap 1 init 0

proc corpus.extra.constructedpool.fixed.Main.lambda$main$0 {
  s0: read java.lang.System.out          // at corpus.extra.constructedpool.fixed.Main.lambda$main$0(Main.java:25)
}

proc corpus.extra.constructedpool.fixed.Main.main {
  s2: read java.util.concurrent.TimeUnit.MILLISECONDS // at corpus.extra.constructedpool.fixed.Main.main(Main.java:21)
  s10: jump s11 s15                      // at corpus.extra.constructedpool.fixed.Main.main(Main.java:23)
  s11: read java.lang.String[][]         // at corpus.extra.constructedpool.fixed.Main.main(Main.java:23)
  s15: fork thread:java.lang.Thread@Main.java:25 java.lang.Thread@Main.java:25 // at corpus.extra.constructedpool.fixed.Main.main(Main.java:25)
  s17: jump s18 s26                      // at corpus.extra.constructedpool.fixed.Main.main(Main.java:26)
  s18: read java.lang.System.out         // at corpus.extra.constructedpool.fixed.Main.main(Main.java:27)
  s20_1: tryup jvm.shutDown@java.util.concurrent.ThreadPoolExecutor@Main.java:21 1 else s20 // at corpus.extra.constructedpool.fixed.Main.main(Main.java:32)
  s20: skip                              // at corpus.extra.constructedpool.fixed.Main.main(Main.java:32)
  s20_2: goto exit                       // at corpus.extra.constructedpool.fixed.Main.main(Main.java:32)
  s26: read java.lang.System.out         // at corpus.extra.constructedpool.fixed.Main.main(Main.java:30)
  s28_1: tryup jvm.shutDown@java.util.concurrent.ThreadPoolExecutor@Main.java:21 1 else s28 // at corpus.extra.constructedpool.fixed.Main.main(Main.java:32)
  s28: skip                              // at corpus.extra.constructedpool.fixed.Main.main(Main.java:32)
}

proc thread:java.lang.Thread@Main.java:25 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ThreadPoolExecutor@Main.java:21 1 else t0 // at corpus.extra.constructedpool.fixed.Main.main(Main.java:25)
  t0: skip                               // at corpus.extra.constructedpool.fixed.Main.main(Main.java:25)
  c0: call corpus.extra.constructedpool.fixed.Main.lambda$main$0 // at corpus.extra.constructedpool.fixed.Main.main(Main.java:25)
}
