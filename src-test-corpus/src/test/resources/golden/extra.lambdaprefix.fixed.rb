main corpus.extra.lambdaprefix.fixed.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:21.count cap 1 init 1

proc corpus.extra.lambdaprefix.fixed.Main.lambda$main$0[corpus.extra.lambdaprefix.fixed.Main.main:30#12] {
  s1: until java.util.concurrent.CountDownLatch@Main.java:21.count <= 0 // at corpus.extra.lambdaprefix.fixed.Main.lambda$main$0(Main.java:24)
}

proc corpus.extra.lambdaprefix.fixed.Main.main {
  s8: write corpus.extra.lambdaprefix.fixed.Main.share // at corpus.extra.lambdaprefix.fixed.Main.main(Main.java:29)
  s12: fork corpus.extra.lambdaprefix.fixed.Main.lambda$main$0[corpus.extra.lambdaprefix.fixed.Main.main:30#12] java.lang.Thread@Main.java:30 // at corpus.extra.lambdaprefix.fixed.Main.main(Main.java:31)
  s13: trydown java.util.concurrent.CountDownLatch@Main.java:21.count 1 else s13_1 // at corpus.extra.lambdaprefix.fixed.Main.main(Main.java:32)
  s13_1: skip                            // at corpus.extra.lambdaprefix.fixed.Main.main(Main.java:32)
  s14: join java.lang.Thread@Main.java:30 // at corpus.extra.lambdaprefix.fixed.Main.main(Main.java:33)
}
