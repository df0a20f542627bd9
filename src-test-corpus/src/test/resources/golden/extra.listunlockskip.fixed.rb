main entry

proc corpus.extra.listunlockskip.fixed.Main.<clinit> {
  s3: write corpus.extra.listunlockskip.fixed.Main.A // at corpus.extra.listunlockskip.fixed.Main.<clinit>(Main.java:17)
  s7: write corpus.extra.listunlockskip.fixed.Main.B // at corpus.extra.listunlockskip.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.extra.listunlockskip.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.listunlockskip.fixed.Main.A // at corpus.extra.listunlockskip.fixed.Main.lambda$main$0(Main.java:34)
  s1: read corpus.extra.listunlockskip.fixed.Main.B // at corpus.extra.listunlockskip.fixed.Main.lambda$main$0(Main.java:34)
  s3: call corpus.extra.listunlockskip.fixed.Main.lockAll[corpus.extra.listunlockskip.fixed.Main.lambda$main$0:34#3] // at corpus.extra.listunlockskip.fixed.Main.lambda$main$0(Main.java:34)
}

proc corpus.extra.listunlockskip.fixed.Main.lambda$main$1 {
  s0: read corpus.extra.listunlockskip.fixed.Main.A // at corpus.extra.listunlockskip.fixed.Main.lambda$main$1(Main.java:35)
  s1: read corpus.extra.listunlockskip.fixed.Main.B // at corpus.extra.listunlockskip.fixed.Main.lambda$main$1(Main.java:35)
  s3: call corpus.extra.listunlockskip.fixed.Main.lockAll[corpus.extra.listunlockskip.fixed.Main.lambda$main$0:34#3] // at corpus.extra.listunlockskip.fixed.Main.lambda$main$1(Main.java:35)
}

proc corpus.extra.listunlockskip.fixed.Main.lockAll[corpus.extra.listunlockskip.fixed.Main.lambda$main$0:34#3] {
  s6e4: acquire java.util.concurrent.locks.ReentrantLock@Main.java:17 // at corpus.extra.listunlockskip.fixed.Main.lockAll(Main.java:22)
  s6e8: acquire java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.extra.listunlockskip.fixed.Main.lockAll(Main.java:22)
  s16e15: release java.util.concurrent.locks.ReentrantLock@Main.java:17 // at corpus.extra.listunlockskip.fixed.Main.lockAll(Main.java:29)
  s16e20: release java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.extra.listunlockskip.fixed.Main.lockAll(Main.java:29)
}

proc corpus.extra.listunlockskip.fixed.Main.main {
  s9: fork corpus.extra.listunlockskip.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:34 // at corpus.extra.listunlockskip.fixed.Main.main(Main.java:36)
  s10: fork corpus.extra.listunlockskip.fixed.Main.lambda$main$1 java.lang.Thread@Main.java:35 // at corpus.extra.listunlockskip.fixed.Main.main(Main.java:37)
  s11: join java.lang.Thread@Main.java:34 // at corpus.extra.listunlockskip.fixed.Main.main(Main.java:38)
  s12: join java.lang.Thread@Main.java:35 // at corpus.extra.listunlockskip.fixed.Main.main(Main.java:39)
}

proc entry {
  init0: call corpus.extra.listunlockskip.fixed.Main.<clinit> // at corpus.extra.listunlockskip.fixed.Main.main(Main.java:34)
  main: call corpus.extra.listunlockskip.fixed.Main.main // at corpus.extra.listunlockskip.fixed.Main.main(Main.java:34)
}
