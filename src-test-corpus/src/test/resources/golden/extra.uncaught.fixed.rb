main corpus.extra.uncaught.fixed.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:15.count cap 1 init 1

proc corpus.extra.uncaught.fixed.Main.lambda$main$0[corpus.extra.uncaught.fixed.Main.main:16#8] {
  s2: write corpus.extra.uncaught.fixed.Main.port // at corpus.extra.uncaught.fixed.Main.lambda$main$0(Main.java:18)
  s3: trydown java.util.concurrent.CountDownLatch@Main.java:15.count 1 else s3_1 // at corpus.extra.uncaught.fixed.Main.lambda$main$0(Main.java:20)
  s3_1: skip                             // at corpus.extra.uncaught.fixed.Main.lambda$main$0(Main.java:20)
}

proc corpus.extra.uncaught.fixed.Main.main {
  s8: fork corpus.extra.uncaught.fixed.Main.lambda$main$0[corpus.extra.uncaught.fixed.Main.main:16#8] java.lang.Thread@Main.java:16 // at corpus.extra.uncaught.fixed.Main.main(Main.java:23)
  s9: until java.util.concurrent.CountDownLatch@Main.java:15.count <= 0 // at corpus.extra.uncaught.fixed.Main.main(Main.java:24)
  s10: read java.lang.System.out         // at corpus.extra.uncaught.fixed.Main.main(Main.java:25)
  s11: read corpus.extra.uncaught.fixed.Main.port // at corpus.extra.uncaught.fixed.Main.main(Main.java:25)
}
