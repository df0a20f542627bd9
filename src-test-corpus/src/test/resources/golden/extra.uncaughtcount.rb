main entry
counter java.util.concurrent.CountDownLatch@Main.java:16.count cap 1 init 1
counter java.util.concurrent.CountDownLatch@Main.java:17.count cap 1 init 1

proc corpus.extra.uncaughtcount.Main.<clinit> {
  s2: write corpus.extra.uncaughtcount.Main.done // at corpus.extra.uncaughtcount.Main.<clinit>(Main.java:16)
  s5: write corpus.extra.uncaughtcount.Main.reported // at corpus.extra.uncaughtcount.Main.<clinit>(Main.java:17)
  s6: write corpus.extra.uncaughtcount.Main.setting // at corpus.extra.uncaughtcount.Main.<clinit>(Main.java:18)
}

proc corpus.extra.uncaughtcount.Main.lambda$main$0[corpus.extra.uncaughtcount.Main.main:22#7] {
  s2: read corpus.extra.uncaughtcount.Main.reported // at corpus.extra.uncaughtcount.Main.lambda$main$0(Main.java:21)
  s3: trydown java.util.concurrent.CountDownLatch@Main.java:17.count 1 else s3_1 // at corpus.extra.uncaughtcount.Main.lambda$main$0(Main.java:21)
  s3_1: skip                             // at corpus.extra.uncaughtcount.Main.lambda$main$0(Main.java:21)
}

proc corpus.extra.uncaughtcount.Main.lambda$main$1 {
  s0: read corpus.extra.uncaughtcount.Main.setting // at corpus.extra.uncaughtcount.Main.lambda$main$1(Main.java:23)
  s1: jump s2 raise                      // at corpus.extra.uncaughtcount.Main.lambda$main$1(Main.java:23)
  s2: read corpus.extra.uncaughtcount.Main.done // at corpus.extra.uncaughtcount.Main.lambda$main$1(Main.java:24)
  s3: trydown java.util.concurrent.CountDownLatch@Main.java:16.count 1 else s3_1 // at corpus.extra.uncaughtcount.Main.lambda$main$1(Main.java:24)
  s3_1: skip                             // at corpus.extra.uncaughtcount.Main.lambda$main$1(Main.java:24)
  s3_2: goto exit                        // at corpus.extra.uncaughtcount.Main.lambda$main$1(Main.java:24)
  raise: raise                           // at corpus.extra.uncaughtcount.Main.lambda$main$1(Main.java:23)
}

proc corpus.extra.uncaughtcount.Main.main {
  s7: fork thread:java.lang.Thread@Main.java:22 java.lang.Thread@Main.java:22 // at corpus.extra.uncaughtcount.Main.main(Main.java:26)
  s8: read corpus.extra.uncaughtcount.Main.done // at corpus.extra.uncaughtcount.Main.main(Main.java:27)
  s9: until java.util.concurrent.CountDownLatch@Main.java:16.count <= 0 // at corpus.extra.uncaughtcount.Main.main(Main.java:27)
}

proc entry {
  init0: call corpus.extra.uncaughtcount.Main.<clinit> // at corpus.extra.uncaughtcount.Main.main(Main.java:21)
  main: call corpus.extra.uncaughtcount.Main.main // at corpus.extra.uncaughtcount.Main.main(Main.java:21)
}

proc thread:java.lang.Thread@Main.java:22 {
  c0: call corpus.extra.uncaughtcount.Main.lambda$main$1 else h0 // at corpus.extra.uncaughtcount.Main.main(Main.java:22)
  g0: goto exit                          // at corpus.extra.uncaughtcount.Main.main(Main.java:22)
  h0: jump t0                            // at corpus.extra.uncaughtcount.Main.main(Main.java:22)
  t0: call corpus.extra.uncaughtcount.Main.lambda$main$0[corpus.extra.uncaughtcount.Main.main:22#7] else exit // at corpus.extra.uncaughtcount.Main.main(Main.java:22)
  t1: goto exit                          // at corpus.extra.uncaughtcount.Main.main(Main.java:22)
}
