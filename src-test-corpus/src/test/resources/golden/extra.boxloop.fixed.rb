main entry
counter java.util.concurrent.CountDownLatch@Main.java:18.count cap 1 init 1

proc corpus.extra.boxloop.fixed.Main.<clinit> {
  s2: write corpus.extra.boxloop.fixed.Main.GO // at corpus.extra.boxloop.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.extra.boxloop.fixed.Main.lambda$main$0 {
  s1: acquire java.lang.Integer.valueOf.5 // at corpus.extra.boxloop.fixed.Main.lambda$main$0(Main.java:23)
  s2: read corpus.extra.boxloop.fixed.Main.GO // at corpus.extra.boxloop.fixed.Main.lambda$main$0(Main.java:25)
  s3: until java.util.concurrent.CountDownLatch@Main.java:18.count <= 0 // at corpus.extra.boxloop.fixed.Main.lambda$main$0(Main.java:25)
  s13: release java.lang.Integer.valueOf.5 // at corpus.extra.boxloop.fixed.Main.lambda$main$0(Main.java:29)
}

proc corpus.extra.boxloop.fixed.Main.main {
  s5: fork corpus.extra.boxloop.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:22 // at corpus.extra.boxloop.fixed.Main.main(Main.java:31)
  s5_1: goto s10e1                       // at corpus.extra.boxloop.fixed.Main.main(Main.java:31)
  s20: read corpus.extra.boxloop.fixed.Main.GO // at corpus.extra.boxloop.fixed.Main.main(Main.java:38)
  s21: trydown java.util.concurrent.CountDownLatch@Main.java:18.count 1 else s21_1 // at corpus.extra.boxloop.fixed.Main.main(Main.java:38)
  s21_1: skip                            // at corpus.extra.boxloop.fixed.Main.main(Main.java:38)
  s22: join java.lang.Thread@Main.java:22 // at corpus.extra.boxloop.fixed.Main.main(Main.java:39)
  s22_1: goto exit                       // at corpus.extra.boxloop.fixed.Main.main(Main.java:39)
  s10e1: acquire java.lang.Integer.valueOf.0 // at corpus.extra.boxloop.fixed.Main.main(Main.java:34)
  s11e1: read corpus.extra.boxloop.fixed.Main.visits // at corpus.extra.boxloop.fixed.Main.main(Main.java:35)
  s13e1: write corpus.extra.boxloop.fixed.Main.visits // at corpus.extra.boxloop.fixed.Main.main(Main.java:35)
  s14e1: release java.lang.Integer.valueOf.0 // at corpus.extra.boxloop.fixed.Main.main(Main.java:36)
  s28e2: acquire java.lang.Integer.valueOf.1 // at corpus.extra.boxloop.fixed.Main.main(Main.java:34)
  s29e2: read corpus.extra.boxloop.fixed.Main.visits // at corpus.extra.boxloop.fixed.Main.main(Main.java:35)
  s31e2: write corpus.extra.boxloop.fixed.Main.visits // at corpus.extra.boxloop.fixed.Main.main(Main.java:35)
  s32e2: release java.lang.Integer.valueOf.1 // at corpus.extra.boxloop.fixed.Main.main(Main.java:36)
  s38e3: acquire java.lang.Integer.valueOf.2 // at corpus.extra.boxloop.fixed.Main.main(Main.java:34)
  s39e3: read corpus.extra.boxloop.fixed.Main.visits // at corpus.extra.boxloop.fixed.Main.main(Main.java:35)
  s41e3: write corpus.extra.boxloop.fixed.Main.visits // at corpus.extra.boxloop.fixed.Main.main(Main.java:35)
  s42e3: release java.lang.Integer.valueOf.2 // at corpus.extra.boxloop.fixed.Main.main(Main.java:36)
  s42e3_1: goto s20                      // at corpus.extra.boxloop.fixed.Main.main(Main.java:36)
}

proc entry {
  init0: call corpus.extra.boxloop.fixed.Main.<clinit> // at corpus.extra.boxloop.fixed.Main.main(Main.java:22)
  main: call corpus.extra.boxloop.fixed.Main.main // at corpus.extra.boxloop.fixed.Main.main(Main.java:22)
}
