main corpus.extra.mainthrow.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:23.count cap 1 init 1

proc corpus.extra.mainthrow.Main.lambda$main$0[corpus.extra.mainthrow.Main.main:24#8] {
  s1: until java.util.concurrent.CountDownLatch@Main.java:23.count <= 0 // at corpus.extra.mainthrow.Main.lambda$main$0(Main.java:26)
}

proc corpus.extra.mainthrow.Main.main {
  s8: fork corpus.extra.mainthrow.Main.lambda$main$0[corpus.extra.mainthrow.Main.main:24#8] java.lang.Thread@Main.java:24 // at corpus.extra.mainthrow.Main.main(Main.java:31)
  s12: write corpus.extra.mainthrow.Main.share // at corpus.extra.mainthrow.Main.main(Main.java:32)
  s17: fork thread:java.lang.Thread@Main.java:33 java.lang.Thread@Main.java:33 // at corpus.extra.mainthrow.Main.main(Main.java:33)
}

proc thread:java.lang.Thread@Main.java:33 {
  t0: trydown java.util.concurrent.CountDownLatch@Main.java:23.count 1 else t1 // at corpus.extra.mainthrow.Main.main(Main.java:33)
  t1: skip                               // at corpus.extra.mainthrow.Main.main(Main.java:33)
}
