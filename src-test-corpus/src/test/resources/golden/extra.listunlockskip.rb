main entry

proc corpus.extra.listunlockskip.Main.<clinit> {
  s3: write corpus.extra.listunlockskip.Main.A // at corpus.extra.listunlockskip.Main.<clinit>(Main.java:19)
  s7: write corpus.extra.listunlockskip.Main.B // at corpus.extra.listunlockskip.Main.<clinit>(Main.java:20)
}

proc corpus.extra.listunlockskip.Main.lambda$main$0 {
  s0: read corpus.extra.listunlockskip.Main.A // at corpus.extra.listunlockskip.Main.lambda$main$0(Main.java:37)
  s1: read corpus.extra.listunlockskip.Main.B // at corpus.extra.listunlockskip.Main.lambda$main$0(Main.java:37)
  s3: call corpus.extra.listunlockskip.Main.lockAll[corpus.extra.listunlockskip.Main.lambda$main$0:37#3] // at corpus.extra.listunlockskip.Main.lambda$main$0(Main.java:37)
}

proc corpus.extra.listunlockskip.Main.lambda$main$1 {
  s0: read corpus.extra.listunlockskip.Main.A // at corpus.extra.listunlockskip.Main.lambda$main$1(Main.java:38)
  s1: read corpus.extra.listunlockskip.Main.B // at corpus.extra.listunlockskip.Main.lambda$main$1(Main.java:38)
  s3: call corpus.extra.listunlockskip.Main.lockAll[corpus.extra.listunlockskip.Main.lambda$main$0:37#3] // at corpus.extra.listunlockskip.Main.lambda$main$1(Main.java:38)
}

proc corpus.extra.listunlockskip.Main.lockAll[corpus.extra.listunlockskip.Main.lambda$main$0:37#3] {
  s6e4: acquire java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.listunlockskip.Main.lockAll(Main.java:24)
  s6e8: acquire java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.listunlockskip.Main.lockAll(Main.java:24)
  s17e19: release java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.listunlockskip.Main.lockAll(Main.java:32)
}

proc corpus.extra.listunlockskip.Main.main {
  s9: fork corpus.extra.listunlockskip.Main.lambda$main$0 java.lang.Thread@Main.java:37 // at corpus.extra.listunlockskip.Main.main(Main.java:39)
  s10: fork corpus.extra.listunlockskip.Main.lambda$main$1 java.lang.Thread@Main.java:38 // at corpus.extra.listunlockskip.Main.main(Main.java:40)
  s11: join java.lang.Thread@Main.java:37 // at corpus.extra.listunlockskip.Main.main(Main.java:41)
  s12: join java.lang.Thread@Main.java:38 // at corpus.extra.listunlockskip.Main.main(Main.java:42)
}

proc entry {
  init0: call corpus.extra.listunlockskip.Main.<clinit> // at corpus.extra.listunlockskip.Main.main(Main.java:37)
  main: call corpus.extra.listunlockskip.Main.main // at corpus.extra.listunlockskip.Main.main(Main.java:37)
}
