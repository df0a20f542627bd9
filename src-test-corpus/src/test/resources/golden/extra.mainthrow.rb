main corpus.extra.mainthrow.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:22.count cap 1 init 1

proc corpus.extra.mainthrow.Main.lambda$main$0[corpus.extra.mainthrow.Main.main:23#8] {
  s1: until java.util.concurrent.CountDownLatch@Main.java:22.count <= 0 // at corpus.extra.mainthrow.Main.lambda$main$0(Main.java:25)
}

proc corpus.extra.mainthrow.Main.main {
  s8: fork corpus.extra.mainthrow.Main.lambda$main$0[corpus.extra.mainthrow.Main.main:23#8] java.lang.Thread@Main.java:23 // at corpus.extra.mainthrow.Main.main(Main.java:30)
  s12: write corpus.extra.mainthrow.Main.share // at corpus.extra.mainthrow.Main.main(Main.java:31)
  s17: fork thread:java.lang.Thread@Main.java:32 java.lang.Thread@Main.java:32 // at corpus.extra.mainthrow.Main.main(Main.java:32)
}

proc thread:java.lang.Thread@Main.java:32 {
  t0: trydown java.util.concurrent.CountDownLatch@Main.java:22.count 1 else t1 // at corpus.extra.mainthrow.Main.main(Main.java:32)
  t1: skip                               // at corpus.extra.mainthrow.Main.main(Main.java:32)
}
