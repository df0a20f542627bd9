main entry

proc corpus.extra.listlockorder.Main.<clinit> {
  s3: write corpus.extra.listlockorder.Main.A // at corpus.extra.listlockorder.Main.<clinit>(Main.java:19)
  s7: write corpus.extra.listlockorder.Main.B // at corpus.extra.listlockorder.Main.<clinit>(Main.java:20)
}

proc corpus.extra.listlockorder.Main.lambda$main$0 {
  s0: read corpus.extra.listlockorder.Main.A // at corpus.extra.listlockorder.Main.lambda$main$0(Main.java:32)
  s1: read corpus.extra.listlockorder.Main.B // at corpus.extra.listlockorder.Main.lambda$main$0(Main.java:32)
  s3: call corpus.extra.listlockorder.Main.lockAll[corpus.extra.listlockorder.Main.lambda$main$0:32#3] // at corpus.extra.listlockorder.Main.lambda$main$0(Main.java:32)
}

proc corpus.extra.listlockorder.Main.lambda$main$1 {
  s0: read corpus.extra.listlockorder.Main.B // at corpus.extra.listlockorder.Main.lambda$main$1(Main.java:33)
  s1: read corpus.extra.listlockorder.Main.A // at corpus.extra.listlockorder.Main.lambda$main$1(Main.java:33)
  s3: call corpus.extra.listlockorder.Main.lockAll[corpus.extra.listlockorder.Main.lambda$main$1:33#3] // at corpus.extra.listlockorder.Main.lambda$main$1(Main.java:33)
}

proc corpus.extra.listlockorder.Main.lockAll[corpus.extra.listlockorder.Main.lambda$main$0:32#3] {
  s6e4: acquire java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.listlockorder.Main.lockAll(Main.java:24)
  s6e8: acquire java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.listlockorder.Main.lockAll(Main.java:24)
  s13e12: release java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.listlockorder.Main.lockAll(Main.java:27)
  s13e16: release java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.listlockorder.Main.lockAll(Main.java:27)
}

proc corpus.extra.listlockorder.Main.lockAll[corpus.extra.listlockorder.Main.lambda$main$1:33#3] {
  s6e4: acquire java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.listlockorder.Main.lockAll(Main.java:24)
  s6e8: acquire java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.listlockorder.Main.lockAll(Main.java:24)
  s13e12: release java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.listlockorder.Main.lockAll(Main.java:27)
  s13e16: release java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.listlockorder.Main.lockAll(Main.java:27)
}

proc corpus.extra.listlockorder.Main.main {
  s9: fork corpus.extra.listlockorder.Main.lambda$main$0 java.lang.Thread@Main.java:32 // at corpus.extra.listlockorder.Main.main(Main.java:34)
  s10: fork corpus.extra.listlockorder.Main.lambda$main$1 java.lang.Thread@Main.java:33 // at corpus.extra.listlockorder.Main.main(Main.java:35)
  s11: join java.lang.Thread@Main.java:32 // at corpus.extra.listlockorder.Main.main(Main.java:36)
  s12: join java.lang.Thread@Main.java:33 // at corpus.extra.listlockorder.Main.main(Main.java:37)
}

proc entry {
  init0: call corpus.extra.listlockorder.Main.<clinit> // at corpus.extra.listlockorder.Main.main(Main.java:32)
  main: call corpus.extra.listlockorder.Main.main // at corpus.extra.listlockorder.Main.main(Main.java:32)
}
