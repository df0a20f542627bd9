main entry
counter java.util.concurrent.CountDownLatch@Main.java:15.count cap 1 init 1

proc corpus.extra.calleelatch.fixed.Main.<clinit> {
  s2: write corpus.extra.calleelatch.fixed.Main.ready // at corpus.extra.calleelatch.fixed.Main.<clinit>(Main.java:15)
  s3: write corpus.extra.calleelatch.fixed.Main.total // at corpus.extra.calleelatch.fixed.Main.<clinit>(Main.java:16)
}

proc corpus.extra.calleelatch.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.calleelatch.fixed.Main.total // at corpus.extra.calleelatch.fixed.Main.lambda$main$0(Main.java:27)
  s1: call corpus.extra.calleelatch.fixed.Main.shareOf else s6 // at corpus.extra.calleelatch.fixed.Main.lambda$main$0(Main.java:27)
  s2: write corpus.extra.calleelatch.fixed.Main.share // at corpus.extra.calleelatch.fixed.Main.lambda$main$0(Main.java:27)
  s2_1: goto s8                          // at corpus.extra.calleelatch.fixed.Main.lambda$main$0(Main.java:27)
  s6: read java.lang.System.out          // at corpus.extra.calleelatch.fixed.Main.lambda$main$0(Main.java:29)
  s8: read corpus.extra.calleelatch.fixed.Main.ready // at corpus.extra.calleelatch.fixed.Main.lambda$main$0(Main.java:31)
  s9: trydown java.util.concurrent.CountDownLatch@Main.java:15.count 1 else s9_1 // at corpus.extra.calleelatch.fixed.Main.lambda$main$0(Main.java:31)
  s9_1: skip                             // at corpus.extra.calleelatch.fixed.Main.lambda$main$0(Main.java:31)
}

proc corpus.extra.calleelatch.fixed.Main.main {
  s4: fork corpus.extra.calleelatch.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:25 // at corpus.extra.calleelatch.fixed.Main.main(Main.java:32)
  s5: read corpus.extra.calleelatch.fixed.Main.ready // at corpus.extra.calleelatch.fixed.Main.main(Main.java:33)
  s6: until java.util.concurrent.CountDownLatch@Main.java:15.count <= 0 // at corpus.extra.calleelatch.fixed.Main.main(Main.java:33)
}

proc corpus.extra.calleelatch.fixed.Main.shareOf {
  s1: read corpus.extra.calleelatch.fixed.Main.workers // at corpus.extra.calleelatch.fixed.Main.shareOf(Main.java:21)
  s2: jump exit raise                    // at corpus.extra.calleelatch.fixed.Main.shareOf(Main.java:21)
  raise: raise                           // at corpus.extra.calleelatch.fixed.Main.shareOf(Main.java:21)
}

proc entry {
  init0: call corpus.extra.calleelatch.fixed.Main.<clinit> // at corpus.extra.calleelatch.fixed.Main.main(Main.java:25)
  main: call corpus.extra.calleelatch.fixed.Main.main // at corpus.extra.calleelatch.fixed.Main.main(Main.java:25)
}
