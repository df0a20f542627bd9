main entry
counter java.util.concurrent.CountDownLatch@Main.java:23.count cap 2 init 2

proc corpus.extra.polledlatch.fixed.Main.<clinit> {
  s2: write corpus.extra.polledlatch.fixed.Main.LOCK // at corpus.extra.polledlatch.fixed.Main.<clinit>(Main.java:19)
}

proc corpus.extra.polledlatch.fixed.Main.lambda$main$0[corpus.extra.polledlatch.fixed.Main.main:25#12] {
  s1: read corpus.extra.polledlatch.fixed.Main.LOCK // at corpus.extra.polledlatch.fixed.Main.lambda$main$0(Main.java:26)
  s2: acquire java.lang.Object@Main.java:19 // at corpus.extra.polledlatch.fixed.Main.lambda$main$0(Main.java:26)
  s3: trydown java.util.concurrent.CountDownLatch@Main.java:23.count 1 else s3_1 // at corpus.extra.polledlatch.fixed.Main.lambda$main$0(Main.java:27)
  s3_1: skip                             // at corpus.extra.polledlatch.fixed.Main.lambda$main$0(Main.java:27)
  s4: release java.lang.Object@Main.java:19 // at corpus.extra.polledlatch.fixed.Main.lambda$main$0(Main.java:28)
}

proc corpus.extra.polledlatch.fixed.Main.main {
  s8: fork thread:java.lang.Thread@Main.java:24 java.lang.Thread@Main.java:24 // at corpus.extra.polledlatch.fixed.Main.main(Main.java:24)
  s12: fork corpus.extra.polledlatch.fixed.Main.lambda$main$0[corpus.extra.polledlatch.fixed.Main.main:25#12] java.lang.Thread@Main.java:25 // at corpus.extra.polledlatch.fixed.Main.main(Main.java:29)
  s13: read java.util.concurrent.TimeUnit.MILLISECONDS // at corpus.extra.polledlatch.fixed.Main.main(Main.java:30)
  s14: until java.util.concurrent.CountDownLatch@Main.java:23.count <= 0 timed else s16 // at corpus.extra.polledlatch.fixed.Main.main(Main.java:30)
  s14_1: goto s20                        // at corpus.extra.polledlatch.fixed.Main.main(Main.java:30)
  s16: read corpus.extra.polledlatch.fixed.Main.polls // at corpus.extra.polledlatch.fixed.Main.main(Main.java:31)
  s18: write corpus.extra.polledlatch.fixed.Main.polls // at corpus.extra.polledlatch.fixed.Main.main(Main.java:31)
  s18_1: goto s13                        // at corpus.extra.polledlatch.fixed.Main.main(Main.java:31)
  s20: read corpus.extra.polledlatch.fixed.Main.LOCK // at corpus.extra.polledlatch.fixed.Main.main(Main.java:33)
  s21: acquire java.lang.Object@Main.java:19 // at corpus.extra.polledlatch.fixed.Main.main(Main.java:33)
  s22: read java.lang.System.out         // at corpus.extra.polledlatch.fixed.Main.main(Main.java:34)
  s23: read corpus.extra.polledlatch.fixed.Main.polls // at corpus.extra.polledlatch.fixed.Main.main(Main.java:34)
  s25: release java.lang.Object@Main.java:19 // at corpus.extra.polledlatch.fixed.Main.main(Main.java:35)
}

proc entry {
  init0: call corpus.extra.polledlatch.fixed.Main.<clinit> // at corpus.extra.polledlatch.fixed.Main.main(Main.java:23)
  main: call corpus.extra.polledlatch.fixed.Main.main // at corpus.extra.polledlatch.fixed.Main.main(Main.java:23)
}

proc thread:java.lang.Thread@Main.java:24 {
  t0: trydown java.util.concurrent.CountDownLatch@Main.java:23.count 1 else t1 // at corpus.extra.polledlatch.fixed.Main.main(Main.java:24)
  t1: skip                               // at corpus.extra.polledlatch.fixed.Main.main(Main.java:24)
}
