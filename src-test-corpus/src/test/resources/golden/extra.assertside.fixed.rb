main entry
counter java.util.concurrent.CountDownLatch@Main.java:20.count cap 1 init 1

proc corpus.extra.assertside.fixed.Main.<clinit> {
  s6: write corpus.extra.assertside.fixed.Main.$assertionsDisabled // at corpus.extra.assertside.fixed.Main.<clinit>(Main.java:13)
}

proc corpus.extra.assertside.fixed.Main.lambda$main$0[corpus.extra.assertside.fixed.Main.main:21#8] {
  s1: until java.util.concurrent.CountDownLatch@Main.java:20.count <= 0 // at corpus.extra.assertside.fixed.Main.lambda$main$0(Main.java:23)
}

proc corpus.extra.assertside.fixed.Main.main {
  s8: fork corpus.extra.assertside.fixed.Main.lambda$main$0[corpus.extra.assertside.fixed.Main.main:21#8] java.lang.Thread@Main.java:21 // at corpus.extra.assertside.fixed.Main.main(Main.java:28)
  s9: read corpus.extra.assertside.fixed.Main.$assertionsDisabled // at corpus.extra.assertside.fixed.Main.main(Main.java:29)
  s18: trydown java.util.concurrent.CountDownLatch@Main.java:20.count 1 else s18_1 // at corpus.extra.assertside.fixed.Main.main(Main.java:30)
  s18_1: skip                            // at corpus.extra.assertside.fixed.Main.main(Main.java:30)
  s19: join java.lang.Thread@Main.java:21 // at corpus.extra.assertside.fixed.Main.main(Main.java:31)
}

proc entry {
  init0: call corpus.extra.assertside.fixed.Main.<clinit> // at corpus.extra.assertside.fixed.Main.main(Main.java:20)
  main: call corpus.extra.assertside.fixed.Main.main // at corpus.extra.assertside.fixed.Main.main(Main.java:20)
}
