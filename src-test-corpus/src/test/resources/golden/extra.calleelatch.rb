main entry
counter java.util.concurrent.CountDownLatch@Main.java:18.count cap 1 init 1

proc corpus.extra.calleelatch.Main.<clinit> {
  s2: write corpus.extra.calleelatch.Main.ready // at corpus.extra.calleelatch.Main.<clinit>(Main.java:18)
  s3: write corpus.extra.calleelatch.Main.total // at corpus.extra.calleelatch.Main.<clinit>(Main.java:19)
}

proc corpus.extra.calleelatch.Main.lambda$main$0 {
  s0: read corpus.extra.calleelatch.Main.total // at corpus.extra.calleelatch.Main.lambda$main$0(Main.java:30)
  s1: call corpus.extra.calleelatch.Main.shareOf else s8 // at corpus.extra.calleelatch.Main.lambda$main$0(Main.java:30)
  s2: write corpus.extra.calleelatch.Main.share // at corpus.extra.calleelatch.Main.lambda$main$0(Main.java:30)
  s3: read corpus.extra.calleelatch.Main.ready // at corpus.extra.calleelatch.Main.lambda$main$0(Main.java:31)
  s4: trydown java.util.concurrent.CountDownLatch@Main.java:18.count 1 else s4_1 // at corpus.extra.calleelatch.Main.lambda$main$0(Main.java:31)
  s4_1: skip                             // at corpus.extra.calleelatch.Main.lambda$main$0(Main.java:31)
  s4_2: goto exit                        // at corpus.extra.calleelatch.Main.lambda$main$0(Main.java:31)
  s8: read java.lang.System.out          // at corpus.extra.calleelatch.Main.lambda$main$0(Main.java:33)
}

proc corpus.extra.calleelatch.Main.main {
  s4: fork corpus.extra.calleelatch.Main.lambda$main$0 java.lang.Thread@Main.java:28 // at corpus.extra.calleelatch.Main.main(Main.java:35)
  s5: read corpus.extra.calleelatch.Main.ready // at corpus.extra.calleelatch.Main.main(Main.java:36)
  s6: until java.util.concurrent.CountDownLatch@Main.java:18.count <= 0 // at corpus.extra.calleelatch.Main.main(Main.java:36)
}

proc corpus.extra.calleelatch.Main.shareOf {
  s1: read corpus.extra.calleelatch.Main.workers // at corpus.extra.calleelatch.Main.shareOf(Main.java:24)
  s2: jump exit raise                    // at corpus.extra.calleelatch.Main.shareOf(Main.java:24)
  raise: raise                           // at corpus.extra.calleelatch.Main.shareOf(Main.java:24)
}

proc entry {
  init0: call corpus.extra.calleelatch.Main.<clinit> // at corpus.extra.calleelatch.Main.main(Main.java:28)
  main: call corpus.extra.calleelatch.Main.main // at corpus.extra.calleelatch.Main.main(Main.java:28)
}
