main entry
counter java.util.concurrent.CountDownLatch@Main.java:23.count cap 1 init 1

proc corpus.extra.assertside.Main.<clinit> {
  s6: write corpus.extra.assertside.Main.$assertionsDisabled // at corpus.extra.assertside.Main.<clinit>(Main.java:13)
}

proc corpus.extra.assertside.Main.lambda$main$0[corpus.extra.assertside.Main.main:24#8] {
  s1: until java.util.concurrent.CountDownLatch@Main.java:23.count <= 0 // at corpus.extra.assertside.Main.lambda$main$0(Main.java:26)
}

proc corpus.extra.assertside.Main.main {
  s0: goto s8e1                          // at corpus.extra.assertside.Main.main(Main.java:23)
  s18: join java.lang.Thread@Main.java:24 // at corpus.extra.assertside.Main.main(Main.java:33)
  s18_1: goto exit                       // at corpus.extra.assertside.Main.main(Main.java:33)
  s8e1: fork corpus.extra.assertside.Main.lambda$main$0[corpus.extra.assertside.Main.main:24#8] java.lang.Thread@Main.java:24 // at corpus.extra.assertside.Main.main(Main.java:31)
  s9e1: read corpus.extra.assertside.Main.$assertionsDisabled // at corpus.extra.assertside.Main.main(Main.java:32)
  s9e1_1: goto s18                       // at corpus.extra.assertside.Main.main(Main.java:32)
}

proc corpus.extra.assertside.Main.release[corpus.extra.assertside.Main.main:32#11] {
  s1: trydown java.util.concurrent.CountDownLatch@Main.java:23.count 1 else s1_1 // at corpus.extra.assertside.Main.release(Main.java:18)
  s1_1: skip                             // at corpus.extra.assertside.Main.release(Main.java:18)
}

proc entry {
  init0: call corpus.extra.assertside.Main.<clinit> // at corpus.extra.assertside.Main.main(Main.java:23)
  main: call corpus.extra.assertside.Main.main // at corpus.extra.assertside.Main.main(Main.java:23)
}
