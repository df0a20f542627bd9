main entry
counter java.util.concurrent.CountDownLatch@Main.java:15.count cap 1 init 1

proc corpus.extra.valueoftext.fixed.Main.<clinit> {
  s2: write corpus.extra.valueoftext.fixed.Main.ready // at corpus.extra.valueoftext.fixed.Main.<clinit>(Main.java:15)
  s3: write corpus.extra.valueoftext.fixed.Main.setting // at corpus.extra.valueoftext.fixed.Main.<clinit>(Main.java:16)
}

proc corpus.extra.valueoftext.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.valueoftext.fixed.Main.setting // at corpus.extra.valueoftext.fixed.Main.lambda$main$0(Main.java:22)
  s1: jump s2 s7                         // at corpus.extra.valueoftext.fixed.Main.lambda$main$0(Main.java:22)
  s2: write corpus.extra.valueoftext.fixed.Main.limit // at corpus.extra.valueoftext.fixed.Main.lambda$main$0(Main.java:22)
  s2_1: goto s8                          // at corpus.extra.valueoftext.fixed.Main.lambda$main$0(Main.java:22)
  s7: write corpus.extra.valueoftext.fixed.Main.limit // at corpus.extra.valueoftext.fixed.Main.lambda$main$0(Main.java:24)
  s8: read corpus.extra.valueoftext.fixed.Main.ready // at corpus.extra.valueoftext.fixed.Main.lambda$main$0(Main.java:26)
  s9: trydown java.util.concurrent.CountDownLatch@Main.java:15.count 1 else s9_1 // at corpus.extra.valueoftext.fixed.Main.lambda$main$0(Main.java:26)
  s9_1: skip                             // at corpus.extra.valueoftext.fixed.Main.lambda$main$0(Main.java:26)
}

proc corpus.extra.valueoftext.fixed.Main.main {
  s4: fork corpus.extra.valueoftext.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:20 // at corpus.extra.valueoftext.fixed.Main.main(Main.java:27)
  s5: read corpus.extra.valueoftext.fixed.Main.ready // at corpus.extra.valueoftext.fixed.Main.main(Main.java:28)
  s6: until java.util.concurrent.CountDownLatch@Main.java:15.count <= 0 // at corpus.extra.valueoftext.fixed.Main.main(Main.java:28)
}

proc entry {
  init0: call corpus.extra.valueoftext.fixed.Main.<clinit> // at corpus.extra.valueoftext.fixed.Main.main(Main.java:20)
  main: call corpus.extra.valueoftext.fixed.Main.main // at corpus.extra.valueoftext.fixed.Main.main(Main.java:20)
}
