main entry
counter java.util.concurrent.CountDownLatch@Main.java:18.count cap 1 init 1

proc corpus.extra.clinitalias.fixed.Main$Timeout.<clinit> {
  s0: call corpus.extra.clinitalias.fixed.Main$Timeout.of[corpus.extra.clinitalias.fixed.Main$Timeout.<clinit>:32#0] // at corpus.extra.clinitalias.fixed.Main$Timeout.<clinit>(Main.java:32)
  s1: write corpus.extra.clinitalias.fixed.Main$Timeout.ZERO // at corpus.extra.clinitalias.fixed.Main$Timeout.<clinit>(Main.java:32)
  s2: read corpus.extra.clinitalias.fixed.Main$Timeout.ZERO // at corpus.extra.clinitalias.fixed.Main$Timeout.<clinit>(Main.java:33)
  s3: write corpus.extra.clinitalias.fixed.Main$Timeout.DISABLED // at corpus.extra.clinitalias.fixed.Main$Timeout.<clinit>(Main.java:33)
}

proc corpus.extra.clinitalias.fixed.Main$Timeout.<init>[corpus.extra.clinitalias.fixed.Main$Timeout@Main.java:29,corpus.extra.clinitalias.fixed.Main$Timeout.<clinit>:32#0] {
  s3: write corpus.extra.clinitalias.fixed.Main$Timeout@Main.java:29[corpus.extra.clinitalias.fixed.Main$Timeout.<clinit>:32#0].millis // at corpus.extra.clinitalias.fixed.Main$Timeout.<init>(Main.java:25)
}

proc corpus.extra.clinitalias.fixed.Main$Timeout.of[corpus.extra.clinitalias.fixed.Main$Timeout.<clinit>:32#0] {
  s2: call corpus.extra.clinitalias.fixed.Main$Timeout.<init>[corpus.extra.clinitalias.fixed.Main$Timeout@Main.java:29,corpus.extra.clinitalias.fixed.Main$Timeout.<clinit>:32#0] // at corpus.extra.clinitalias.fixed.Main$Timeout.of(Main.java:29)
}

proc corpus.extra.clinitalias.fixed.Main.<clinit> {
  s2: write corpus.extra.clinitalias.fixed.Main.LEASED // at corpus.extra.clinitalias.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.extra.clinitalias.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.clinitalias.fixed.Main$Timeout.DISABLED // at corpus.extra.clinitalias.fixed.Main.lambda$main$0(Main.java:46)
  s1: call corpus.extra.clinitalias.fixed.Main.lease[corpus.extra.clinitalias.fixed.Main.lambda$main$0:46#1] // at corpus.extra.clinitalias.fixed.Main.lambda$main$0(Main.java:46)
}

proc corpus.extra.clinitalias.fixed.Main.lease[corpus.extra.clinitalias.fixed.Main.lambda$main$0:46#1] {
  s1: read corpus.extra.clinitalias.fixed.Main.waited // at corpus.extra.clinitalias.fixed.Main.lease(Main.java:38)
  s2: read corpus.extra.clinitalias.fixed.Main$Timeout@Main.java:29[corpus.extra.clinitalias.fixed.Main$Timeout.<clinit>:32#0].millis // at corpus.extra.clinitalias.fixed.Main.lease(Main.java:38)
  s4: write corpus.extra.clinitalias.fixed.Main.waited // at corpus.extra.clinitalias.fixed.Main.lease(Main.java:38)
  s9: read corpus.extra.clinitalias.fixed.Main.LEASED // at corpus.extra.clinitalias.fixed.Main.lease(Main.java:42)
  s10: trydown java.util.concurrent.CountDownLatch@Main.java:18.count 1 else s10_1 // at corpus.extra.clinitalias.fixed.Main.lease(Main.java:42)
  s10_1: skip                            // at corpus.extra.clinitalias.fixed.Main.lease(Main.java:42)
}

proc corpus.extra.clinitalias.fixed.Main.main {
  s5: fork corpus.extra.clinitalias.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:46 // at corpus.extra.clinitalias.fixed.Main.main(Main.java:47)
  s6: read corpus.extra.clinitalias.fixed.Main.LEASED // at corpus.extra.clinitalias.fixed.Main.main(Main.java:48)
  s7: until java.util.concurrent.CountDownLatch@Main.java:18.count <= 0 // at corpus.extra.clinitalias.fixed.Main.main(Main.java:48)
  s8: join java.lang.Thread@Main.java:46 // at corpus.extra.clinitalias.fixed.Main.main(Main.java:49)
}

proc entry {
  init0: call corpus.extra.clinitalias.fixed.Main.<clinit> // at corpus.extra.clinitalias.fixed.Main.main(Main.java:46)
  init1: call corpus.extra.clinitalias.fixed.Main$Timeout.<clinit> // at corpus.extra.clinitalias.fixed.Main.main(Main.java:46)
  main: call corpus.extra.clinitalias.fixed.Main.main // at corpus.extra.clinitalias.fixed.Main.main(Main.java:46)
}
