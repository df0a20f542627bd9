main entry
counter java.util.concurrent.CountDownLatch@Main.java:17.count cap 1 init 1

proc corpus.extra.valueoftext.Main.<clinit> {
  s2: write corpus.extra.valueoftext.Main.ready // at corpus.extra.valueoftext.Main.<clinit>(Main.java:17)
  s3: write corpus.extra.valueoftext.Main.setting // at corpus.extra.valueoftext.Main.<clinit>(Main.java:18)
}

proc corpus.extra.valueoftext.Main.lambda$main$0 {
  s0: read corpus.extra.valueoftext.Main.setting // at corpus.extra.valueoftext.Main.lambda$main$0(Main.java:23)
  s1: jump s2 raise                      // at corpus.extra.valueoftext.Main.lambda$main$0(Main.java:23)
  s2: write corpus.extra.valueoftext.Main.limit // at corpus.extra.valueoftext.Main.lambda$main$0(Main.java:23)
  s3: read corpus.extra.valueoftext.Main.ready // at corpus.extra.valueoftext.Main.lambda$main$0(Main.java:24)
  s4: trydown java.util.concurrent.CountDownLatch@Main.java:17.count 1 else s4_1 // at corpus.extra.valueoftext.Main.lambda$main$0(Main.java:24)
  s4_1: skip                             // at corpus.extra.valueoftext.Main.lambda$main$0(Main.java:24)
  s4_2: goto exit                        // at corpus.extra.valueoftext.Main.lambda$main$0(Main.java:24)
  raise: raise                           // at corpus.extra.valueoftext.Main.lambda$main$0(Main.java:23)
}

proc corpus.extra.valueoftext.Main.main {
  s4: fork corpus.extra.valueoftext.Main.lambda$main$0 java.lang.Thread@Main.java:22 // at corpus.extra.valueoftext.Main.main(Main.java:25)
  s5: read corpus.extra.valueoftext.Main.ready // at corpus.extra.valueoftext.Main.main(Main.java:26)
  s6: until java.util.concurrent.CountDownLatch@Main.java:17.count <= 0 // at corpus.extra.valueoftext.Main.main(Main.java:26)
}

proc entry {
  init0: call corpus.extra.valueoftext.Main.<clinit> // at corpus.extra.valueoftext.Main.main(Main.java:22)
  main: call corpus.extra.valueoftext.Main.main // at corpus.extra.valueoftext.Main.main(Main.java:22)
}
