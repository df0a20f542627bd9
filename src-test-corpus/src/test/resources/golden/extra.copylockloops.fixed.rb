main entry

proc corpus.extra.copylockloops.fixed.Main.<clinit> {
  s3: write corpus.extra.copylockloops.fixed.Main.A // at corpus.extra.copylockloops.fixed.Main.<clinit>(Main.java:23)
  s7: write corpus.extra.copylockloops.fixed.Main.B // at corpus.extra.copylockloops.fixed.Main.<clinit>(Main.java:24)
}

proc corpus.extra.copylockloops.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.copylockloops.fixed.Main.A // at corpus.extra.copylockloops.fixed.Main.lambda$main$0(Main.java:37)
  s1: read corpus.extra.copylockloops.fixed.Main.B // at corpus.extra.copylockloops.fixed.Main.lambda$main$0(Main.java:37)
  s4: call corpus.extra.copylockloops.fixed.Main.lockAll[corpus.extra.copylockloops.fixed.Main.lambda$main$0:37#4] // at corpus.extra.copylockloops.fixed.Main.lambda$main$0(Main.java:37)
}

proc corpus.extra.copylockloops.fixed.Main.lambda$main$1 {
  s0: read corpus.extra.copylockloops.fixed.Main.A // at corpus.extra.copylockloops.fixed.Main.lambda$main$1(Main.java:38)
  s1: read corpus.extra.copylockloops.fixed.Main.B // at corpus.extra.copylockloops.fixed.Main.lambda$main$1(Main.java:38)
  s4: call corpus.extra.copylockloops.fixed.Main.lockAll[corpus.extra.copylockloops.fixed.Main.lambda$main$0:37#4] // at corpus.extra.copylockloops.fixed.Main.lambda$main$1(Main.java:38)
}

proc corpus.extra.copylockloops.fixed.Main.lockAll[corpus.extra.copylockloops.fixed.Main.lambda$main$0:37#4] {
  s7e4: acquire java.util.concurrent.locks.ReentrantLock@Main.java:23 // at corpus.extra.copylockloops.fixed.Main.lockAll(Main.java:29)
  s7e8: acquire java.util.concurrent.locks.ReentrantLock@Main.java:24 // at corpus.extra.copylockloops.fixed.Main.lockAll(Main.java:29)
  s14e12: release java.util.concurrent.locks.ReentrantLock@Main.java:23 // at corpus.extra.copylockloops.fixed.Main.lockAll(Main.java:32)
  s14e16: release java.util.concurrent.locks.ReentrantLock@Main.java:24 // at corpus.extra.copylockloops.fixed.Main.lockAll(Main.java:32)
}

proc corpus.extra.copylockloops.fixed.Main.main {
  s9: fork corpus.extra.copylockloops.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:37 // at corpus.extra.copylockloops.fixed.Main.main(Main.java:39)
  s10: fork corpus.extra.copylockloops.fixed.Main.lambda$main$1 java.lang.Thread@Main.java:38 // at corpus.extra.copylockloops.fixed.Main.main(Main.java:40)
  s11: join java.lang.Thread@Main.java:37 // at corpus.extra.copylockloops.fixed.Main.main(Main.java:41)
  s12: join java.lang.Thread@Main.java:38 // at corpus.extra.copylockloops.fixed.Main.main(Main.java:42)
}

proc entry {
  init0: call corpus.extra.copylockloops.fixed.Main.<clinit> // at corpus.extra.copylockloops.fixed.Main.main(Main.java:37)
  main: call corpus.extra.copylockloops.fixed.Main.main // at corpus.extra.copylockloops.fixed.Main.main(Main.java:37)
}
