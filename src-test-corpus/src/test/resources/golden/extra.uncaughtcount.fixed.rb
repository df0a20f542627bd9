main entry
counter java.util.concurrent.CountDownLatch@Main.java:15.count cap 1 init 1

proc corpus.extra.uncaughtcount.fixed.Main.<clinit> {
  s2: write corpus.extra.uncaughtcount.fixed.Main.done // at corpus.extra.uncaughtcount.fixed.Main.<clinit>(Main.java:15)
  s3: write corpus.extra.uncaughtcount.fixed.Main.setting // at corpus.extra.uncaughtcount.fixed.Main.<clinit>(Main.java:16)
}

proc corpus.extra.uncaughtcount.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.uncaughtcount.fixed.Main.setting // at corpus.extra.uncaughtcount.fixed.Main.lambda$main$0(Main.java:20)
  s1: jump s2 raise                      // at corpus.extra.uncaughtcount.fixed.Main.lambda$main$0(Main.java:20)
  s2: read corpus.extra.uncaughtcount.fixed.Main.done // at corpus.extra.uncaughtcount.fixed.Main.lambda$main$0(Main.java:21)
  s3: trydown java.util.concurrent.CountDownLatch@Main.java:15.count 1 else s3_1 // at corpus.extra.uncaughtcount.fixed.Main.lambda$main$0(Main.java:21)
  s3_1: skip                             // at corpus.extra.uncaughtcount.fixed.Main.lambda$main$0(Main.java:21)
  s3_2: goto exit                        // at corpus.extra.uncaughtcount.fixed.Main.lambda$main$0(Main.java:21)
  raise: raise                           // at corpus.extra.uncaughtcount.fixed.Main.lambda$main$0(Main.java:20)
}

proc corpus.extra.uncaughtcount.fixed.Main.lambda$main$1[corpus.extra.uncaughtcount.fixed.Main.main:19#7] {
  s2: read corpus.extra.uncaughtcount.fixed.Main.done // at corpus.extra.uncaughtcount.fixed.Main.lambda$main$1(Main.java:23)
  s3: trydown java.util.concurrent.CountDownLatch@Main.java:15.count 1 else s3_1 // at corpus.extra.uncaughtcount.fixed.Main.lambda$main$1(Main.java:23)
  s3_1: skip                             // at corpus.extra.uncaughtcount.fixed.Main.lambda$main$1(Main.java:23)
}

proc corpus.extra.uncaughtcount.fixed.Main.main {
  s7: fork thread:java.lang.Thread@Main.java:19 java.lang.Thread@Main.java:19 // at corpus.extra.uncaughtcount.fixed.Main.main(Main.java:24)
  s8: read corpus.extra.uncaughtcount.fixed.Main.done // at corpus.extra.uncaughtcount.fixed.Main.main(Main.java:25)
  s9: until java.util.concurrent.CountDownLatch@Main.java:15.count <= 0 // at corpus.extra.uncaughtcount.fixed.Main.main(Main.java:25)
}

proc entry {
  init0: call corpus.extra.uncaughtcount.fixed.Main.<clinit> // at corpus.extra.uncaughtcount.fixed.Main.main(Main.java:19)
  main: call corpus.extra.uncaughtcount.fixed.Main.main // at corpus.extra.uncaughtcount.fixed.Main.main(Main.java:19)
}

proc thread:java.lang.Thread@Main.java:19 {
  c0: call corpus.extra.uncaughtcount.fixed.Main.lambda$main$0 else h0 // at corpus.extra.uncaughtcount.fixed.Main.main(Main.java:19)
  g0: goto exit                          // at corpus.extra.uncaughtcount.fixed.Main.main(Main.java:19)
  h0: jump t0                            // at corpus.extra.uncaughtcount.fixed.Main.main(Main.java:19)
  t0: call corpus.extra.uncaughtcount.fixed.Main.lambda$main$1[corpus.extra.uncaughtcount.fixed.Main.main:19#7] else exit // at corpus.extra.uncaughtcount.fixed.Main.main(Main.java:19)
  t1: goto exit                          // at corpus.extra.uncaughtcount.fixed.Main.main(Main.java:19)
}
