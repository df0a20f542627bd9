main entry
counter java.util.concurrent.CountDownLatch@Main.java:19.count cap 1 init 1

proc corpus.extra.boxloop.Main.<clinit> {
  s2: write corpus.extra.boxloop.Main.GO // at corpus.extra.boxloop.Main.<clinit>(Main.java:19)
}

proc corpus.extra.boxloop.Main.lambda$main$0 {
  s1: acquire java.lang.Integer.valueOf.1 // at corpus.extra.boxloop.Main.lambda$main$0(Main.java:24)
  s2: read corpus.extra.boxloop.Main.GO  // at corpus.extra.boxloop.Main.lambda$main$0(Main.java:26)
  s3: until java.util.concurrent.CountDownLatch@Main.java:19.count <= 0 // at corpus.extra.boxloop.Main.lambda$main$0(Main.java:26)
  s13: release java.lang.Integer.valueOf.1 // at corpus.extra.boxloop.Main.lambda$main$0(Main.java:30)
}

proc corpus.extra.boxloop.Main.main {
  s5: fork corpus.extra.boxloop.Main.lambda$main$0 java.lang.Thread@Main.java:23 // at corpus.extra.boxloop.Main.main(Main.java:32)
  s5_1: goto s10e1                       // at corpus.extra.boxloop.Main.main(Main.java:32)
  s20: read corpus.extra.boxloop.Main.GO // at corpus.extra.boxloop.Main.main(Main.java:39)
  s21: trydown java.util.concurrent.CountDownLatch@Main.java:19.count 1 else s21_1 // at corpus.extra.boxloop.Main.main(Main.java:39)
  s21_1: skip                            // at corpus.extra.boxloop.Main.main(Main.java:39)
  s22: join java.lang.Thread@Main.java:23 // at corpus.extra.boxloop.Main.main(Main.java:40)
  s22_1: goto exit                       // at corpus.extra.boxloop.Main.main(Main.java:40)
  s10e1: acquire java.lang.Integer.valueOf.0 // at corpus.extra.boxloop.Main.main(Main.java:35)
  s11e1: read corpus.extra.boxloop.Main.visits // at corpus.extra.boxloop.Main.main(Main.java:36)
  s13e1: write corpus.extra.boxloop.Main.visits // at corpus.extra.boxloop.Main.main(Main.java:36)
  s14e1: release java.lang.Integer.valueOf.0 // at corpus.extra.boxloop.Main.main(Main.java:37)
  s28e2: acquire java.lang.Integer.valueOf.1 // at corpus.extra.boxloop.Main.main(Main.java:35)
  s29e2: read corpus.extra.boxloop.Main.visits // at corpus.extra.boxloop.Main.main(Main.java:36)
  s31e2: write corpus.extra.boxloop.Main.visits // at corpus.extra.boxloop.Main.main(Main.java:36)
  s32e2: release java.lang.Integer.valueOf.1 // at corpus.extra.boxloop.Main.main(Main.java:37)
  s38e3: acquire java.lang.Integer.valueOf.2 // at corpus.extra.boxloop.Main.main(Main.java:35)
  s39e3: read corpus.extra.boxloop.Main.visits // at corpus.extra.boxloop.Main.main(Main.java:36)
  s41e3: write corpus.extra.boxloop.Main.visits // at corpus.extra.boxloop.Main.main(Main.java:36)
  s42e3: release java.lang.Integer.valueOf.2 // at corpus.extra.boxloop.Main.main(Main.java:37)
  s42e3_1: goto s20                      // at corpus.extra.boxloop.Main.main(Main.java:37)
}

proc entry {
  init0: call corpus.extra.boxloop.Main.<clinit> // at corpus.extra.boxloop.Main.main(Main.java:23)
  main: call corpus.extra.boxloop.Main.main // at corpus.extra.boxloop.Main.main(Main.java:23)
}
