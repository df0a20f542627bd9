main corpus.extra.mainthrow.fixed.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:21.count cap 1 init 1

proc corpus.extra.mainthrow.fixed.Main.lambda$main$0[corpus.extra.mainthrow.fixed.Main.main:23#12] {
  s1: until java.util.concurrent.CountDownLatch@Main.java:21.count <= 0 // at corpus.extra.mainthrow.fixed.Main.lambda$main$0(Main.java:25)
}

proc corpus.extra.mainthrow.fixed.Main.main {
  s7: write corpus.extra.mainthrow.fixed.Main.share // at corpus.extra.mainthrow.fixed.Main.main(Main.java:22)
  s12: fork corpus.extra.mainthrow.fixed.Main.lambda$main$0[corpus.extra.mainthrow.fixed.Main.main:23#12] java.lang.Thread@Main.java:23 // at corpus.extra.mainthrow.fixed.Main.main(Main.java:30)
  s17: fork thread:java.lang.Thread@Main.java:31 java.lang.Thread@Main.java:31 // at corpus.extra.mainthrow.fixed.Main.main(Main.java:31)
}

proc thread:java.lang.Thread@Main.java:31 {
  t0: trydown java.util.concurrent.CountDownLatch@Main.java:21.count 1 else t1 // at corpus.extra.mainthrow.fixed.Main.main(Main.java:31)
  t1: skip                               // at corpus.extra.mainthrow.fixed.Main.main(Main.java:31)
}
