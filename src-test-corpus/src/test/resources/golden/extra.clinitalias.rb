main entry
counter java.util.concurrent.CountDownLatch@Main.java:20.count cap 1 init 1

proc corpus.extra.clinitalias.Main$Timeout.<clinit> {
  s0: read corpus.extra.clinitalias.Main$Timeout.ZERO // at corpus.extra.clinitalias.Main$Timeout.<clinit>(Main.java:34)
  s1: write corpus.extra.clinitalias.Main$Timeout.DISABLED // at corpus.extra.clinitalias.Main$Timeout.<clinit>(Main.java:34)
  s2: call corpus.extra.clinitalias.Main$Timeout.of[corpus.extra.clinitalias.Main$Timeout.<clinit>:35#2] // at corpus.extra.clinitalias.Main$Timeout.<clinit>(Main.java:35)
  s3: write corpus.extra.clinitalias.Main$Timeout.ZERO // at corpus.extra.clinitalias.Main$Timeout.<clinit>(Main.java:35)
}

proc corpus.extra.clinitalias.Main$Timeout.<init>[corpus.extra.clinitalias.Main$Timeout@Main.java:31,corpus.extra.clinitalias.Main$Timeout.<clinit>:35#2] {
  s3: write corpus.extra.clinitalias.Main$Timeout@Main.java:31[corpus.extra.clinitalias.Main$Timeout.<clinit>:35#2].millis // at corpus.extra.clinitalias.Main$Timeout.<init>(Main.java:27)
}

proc corpus.extra.clinitalias.Main$Timeout.of[corpus.extra.clinitalias.Main$Timeout.<clinit>:35#2] {
  s2: call corpus.extra.clinitalias.Main$Timeout.<init>[corpus.extra.clinitalias.Main$Timeout@Main.java:31,corpus.extra.clinitalias.Main$Timeout.<clinit>:35#2] // at corpus.extra.clinitalias.Main$Timeout.of(Main.java:31)
}

proc corpus.extra.clinitalias.Main.<clinit> {
  s2: write corpus.extra.clinitalias.Main.LEASED // at corpus.extra.clinitalias.Main.<clinit>(Main.java:20)
}

proc corpus.extra.clinitalias.Main.lambda$main$0 {
  s0: read corpus.extra.clinitalias.Main$Timeout.DISABLED // at corpus.extra.clinitalias.Main.lambda$main$0(Main.java:48)
  s1: call corpus.extra.clinitalias.Main.lease[corpus.extra.clinitalias.Main.lambda$main$0:48#1] // at corpus.extra.clinitalias.Main.lambda$main$0(Main.java:48)
}

proc corpus.extra.clinitalias.Main.lease[corpus.extra.clinitalias.Main.lambda$main$0:48#1] {
  s1: read corpus.extra.clinitalias.Main.waited // at corpus.extra.clinitalias.Main.lease(Main.java:40)
  s2: jump s2_1 exit                     // at corpus.extra.clinitalias.Main.lease(Main.java:40)
  s2_1: read corpus.extra.clinitalias.Main$Timeout@Main.java:31[corpus.extra.clinitalias.Main$Timeout.<clinit>:35#2].millis // at corpus.extra.clinitalias.Main.lease(Main.java:40)
  s4: write corpus.extra.clinitalias.Main.waited // at corpus.extra.clinitalias.Main.lease(Main.java:40)
  s9: read corpus.extra.clinitalias.Main.LEASED // at corpus.extra.clinitalias.Main.lease(Main.java:44)
  s10: trydown java.util.concurrent.CountDownLatch@Main.java:20.count 1 else s10_1 // at corpus.extra.clinitalias.Main.lease(Main.java:44)
  s10_1: skip                            // at corpus.extra.clinitalias.Main.lease(Main.java:44)
}

proc corpus.extra.clinitalias.Main.main {
  s5: fork corpus.extra.clinitalias.Main.lambda$main$0 java.lang.Thread@Main.java:48 // at corpus.extra.clinitalias.Main.main(Main.java:49)
  s6: read corpus.extra.clinitalias.Main.LEASED // at corpus.extra.clinitalias.Main.main(Main.java:50)
  s7: until java.util.concurrent.CountDownLatch@Main.java:20.count <= 0 // at corpus.extra.clinitalias.Main.main(Main.java:50)
  s8: join java.lang.Thread@Main.java:48 // at corpus.extra.clinitalias.Main.main(Main.java:51)
}

proc entry {
  init0: call corpus.extra.clinitalias.Main.<clinit> // at corpus.extra.clinitalias.Main.main(Main.java:48)
  init1: call corpus.extra.clinitalias.Main$Timeout.<clinit> // at corpus.extra.clinitalias.Main.main(Main.java:48)
  main: call corpus.extra.clinitalias.Main.main // at corpus.extra.clinitalias.Main.main(Main.java:48)
}
