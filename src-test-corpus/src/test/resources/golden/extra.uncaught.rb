main corpus.extra.uncaught.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:22.count cap 1 init 1

proc corpus.extra.uncaught.Main.lambda$main$0[corpus.extra.uncaught.Main.main:23#8] {
  s1: jump s2 raise                      // at corpus.extra.uncaught.Main.lambda$main$0(Main.java:24)
  s2: write corpus.extra.uncaught.Main.port // at corpus.extra.uncaught.Main.lambda$main$0(Main.java:24)
  s3: trydown java.util.concurrent.CountDownLatch@Main.java:22.count 1 else s3_1 // at corpus.extra.uncaught.Main.lambda$main$0(Main.java:25)
  s3_1: skip                             // at corpus.extra.uncaught.Main.lambda$main$0(Main.java:25)
  s3_2: goto exit                        // at corpus.extra.uncaught.Main.lambda$main$0(Main.java:25)
  raise: raise                           // at corpus.extra.uncaught.Main.lambda$main$0(Main.java:24)
}

proc corpus.extra.uncaught.Main.main {
  s8: fork corpus.extra.uncaught.Main.lambda$main$0[corpus.extra.uncaught.Main.main:23#8] java.lang.Thread@Main.java:23 // at corpus.extra.uncaught.Main.main(Main.java:27)
  s9: until java.util.concurrent.CountDownLatch@Main.java:22.count <= 0 // at corpus.extra.uncaught.Main.main(Main.java:28)
  s10: read java.lang.System.out         // at corpus.extra.uncaught.Main.main(Main.java:29)
  s11: read corpus.extra.uncaught.Main.port // at corpus.extra.uncaught.Main.main(Main.java:29)
}
