main entry
counter java.util.concurrent.CountDownLatch@Main.java:24.count cap 2 init 2

proc corpus.extra.polledlatch.Main.<clinit> {
  s2: write corpus.extra.polledlatch.Main.LOCK // at corpus.extra.polledlatch.Main.<clinit>(Main.java:20)
}

proc corpus.extra.polledlatch.Main.lambda$main$0[corpus.extra.polledlatch.Main.main:27#14] {
  s1: read corpus.extra.polledlatch.Main.LOCK // at corpus.extra.polledlatch.Main.lambda$main$0(Main.java:28)
  s2: acquire java.lang.Object@Main.java:20 // at corpus.extra.polledlatch.Main.lambda$main$0(Main.java:28)
  s3: trydown java.util.concurrent.CountDownLatch@Main.java:24.count 1 else s3_1 // at corpus.extra.polledlatch.Main.lambda$main$0(Main.java:29)
  s3_1: skip                             // at corpus.extra.polledlatch.Main.lambda$main$0(Main.java:29)
  s4: release java.lang.Object@Main.java:20 // at corpus.extra.polledlatch.Main.lambda$main$0(Main.java:30)
}

proc corpus.extra.polledlatch.Main.main {
  s8: fork thread:java.lang.Thread@Main.java:25 java.lang.Thread@Main.java:25 // at corpus.extra.polledlatch.Main.main(Main.java:25)
  s9: read corpus.extra.polledlatch.Main.LOCK // at corpus.extra.polledlatch.Main.main(Main.java:26)
  s10: acquire java.lang.Object@Main.java:20 // at corpus.extra.polledlatch.Main.main(Main.java:26)
  s14: fork corpus.extra.polledlatch.Main.lambda$main$0[corpus.extra.polledlatch.Main.main:27#14] java.lang.Thread@Main.java:27 // at corpus.extra.polledlatch.Main.main(Main.java:31)
  s15: read java.util.concurrent.TimeUnit.MILLISECONDS // at corpus.extra.polledlatch.Main.main(Main.java:32)
  s16: until java.util.concurrent.CountDownLatch@Main.java:24.count <= 0 timed else s18 // at corpus.extra.polledlatch.Main.main(Main.java:32)
  s16_1: goto s26                        // at corpus.extra.polledlatch.Main.main(Main.java:32)
  s18: read corpus.extra.polledlatch.Main.polls // at corpus.extra.polledlatch.Main.main(Main.java:33)
  s20: write corpus.extra.polledlatch.Main.polls // at corpus.extra.polledlatch.Main.main(Main.java:33)
  s20_1: goto s15                        // at corpus.extra.polledlatch.Main.main(Main.java:33)
  s26: release java.lang.Object@Main.java:20 // at corpus.extra.polledlatch.Main.main(Main.java:35)
  s28: read java.lang.System.out         // at corpus.extra.polledlatch.Main.main(Main.java:36)
  s29: read corpus.extra.polledlatch.Main.polls // at corpus.extra.polledlatch.Main.main(Main.java:36)
}

proc entry {
  init0: call corpus.extra.polledlatch.Main.<clinit> // at corpus.extra.polledlatch.Main.main(Main.java:24)
  main: call corpus.extra.polledlatch.Main.main // at corpus.extra.polledlatch.Main.main(Main.java:24)
}

proc thread:java.lang.Thread@Main.java:25 {
  t0: trydown java.util.concurrent.CountDownLatch@Main.java:24.count 1 else t1 // at corpus.extra.polledlatch.Main.main(Main.java:25)
  t1: skip                               // at corpus.extra.polledlatch.Main.main(Main.java:25)
}
