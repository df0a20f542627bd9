main corpus.extra.lambdaprefix.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:22.count cap 1 init 1

proc corpus.extra.lambdaprefix.Main.lambda$main$0[corpus.extra.lambdaprefix.Main.main:30#5] {
  s4: fork corpus.extra.lambdaprefix.Main.lambda$main$1[corpus.extra.lambdaprefix.Main.lambda$main$0:23#4,corpus.extra.lambdaprefix.Main.main:30#5] java.lang.Thread@Main.java:23[corpus.extra.lambdaprefix.Main.main:30#5] // at corpus.extra.lambdaprefix.Main.lambda$main$0(Main.java:29)
}

proc corpus.extra.lambdaprefix.Main.lambda$main$1[corpus.extra.lambdaprefix.Main.lambda$main$0:23#4,corpus.extra.lambdaprefix.Main.main:30#5] {
  s1: until java.util.concurrent.CountDownLatch@Main.java:22.count <= 0 // at corpus.extra.lambdaprefix.Main.lambda$main$1(Main.java:25)
}

proc corpus.extra.lambdaprefix.Main.main {
  s5: call corpus.extra.lambdaprefix.Main.lambda$main$0[corpus.extra.lambdaprefix.Main.main:30#5] // at corpus.extra.lambdaprefix.Main.main(Main.java:30)
  s9: write corpus.extra.lambdaprefix.Main.share // at corpus.extra.lambdaprefix.Main.main(Main.java:31)
  s10: trydown java.util.concurrent.CountDownLatch@Main.java:22.count 1 else s10_1 // at corpus.extra.lambdaprefix.Main.main(Main.java:32)
  s10_1: skip                            // at corpus.extra.lambdaprefix.Main.main(Main.java:32)
}
