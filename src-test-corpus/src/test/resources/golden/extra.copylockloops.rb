main entry

proc corpus.extra.copylockloops.Main.<clinit> {
  s3: write corpus.extra.copylockloops.Main.A // at corpus.extra.copylockloops.Main.<clinit>(Main.java:25)
  s7: write corpus.extra.copylockloops.Main.B // at corpus.extra.copylockloops.Main.<clinit>(Main.java:26)
}

proc corpus.extra.copylockloops.Main.lambda$main$0 {
  s0: read corpus.extra.copylockloops.Main.A // at corpus.extra.copylockloops.Main.lambda$main$0(Main.java:44)
  s1: read corpus.extra.copylockloops.Main.B // at corpus.extra.copylockloops.Main.lambda$main$0(Main.java:44)
  s4: call corpus.extra.copylockloops.Main.lockAll[corpus.extra.copylockloops.Main.lambda$main$0:44#4] // at corpus.extra.copylockloops.Main.lambda$main$0(Main.java:44)
}

proc corpus.extra.copylockloops.Main.lambda$main$1 {
  s0: read corpus.extra.copylockloops.Main.A // at corpus.extra.copylockloops.Main.lambda$main$1(Main.java:45)
  s1: read corpus.extra.copylockloops.Main.B // at corpus.extra.copylockloops.Main.lambda$main$1(Main.java:45)
  s4: call corpus.extra.copylockloops.Main.lockAll[corpus.extra.copylockloops.Main.lambda$main$0:44#4] // at corpus.extra.copylockloops.Main.lambda$main$1(Main.java:45)
}

proc corpus.extra.copylockloops.Main.lockAll[corpus.extra.copylockloops.Main.lambda$main$0:44#4] {
  s7e4: acquire java.util.concurrent.locks.ReentrantLock@Main.java:25 // at corpus.extra.copylockloops.Main.lockAll(Main.java:31)
  s7e8: acquire java.util.concurrent.locks.ReentrantLock@Main.java:26 // at corpus.extra.copylockloops.Main.lockAll(Main.java:31)
  s18e19: release java.util.concurrent.locks.ReentrantLock@Main.java:26 // at corpus.extra.copylockloops.Main.lockAll(Main.java:39)
}

proc corpus.extra.copylockloops.Main.main {
  s9: fork corpus.extra.copylockloops.Main.lambda$main$0 java.lang.Thread@Main.java:44 // at corpus.extra.copylockloops.Main.main(Main.java:46)
  s10: fork corpus.extra.copylockloops.Main.lambda$main$1 java.lang.Thread@Main.java:45 // at corpus.extra.copylockloops.Main.main(Main.java:47)
  s11: join java.lang.Thread@Main.java:44 // at corpus.extra.copylockloops.Main.main(Main.java:48)
  s12: join java.lang.Thread@Main.java:45 // at corpus.extra.copylockloops.Main.main(Main.java:49)
}

proc entry {
  init0: call corpus.extra.copylockloops.Main.<clinit> // at corpus.extra.copylockloops.Main.main(Main.java:44)
  main: call corpus.extra.copylockloops.Main.main // at corpus.extra.copylockloops.Main.main(Main.java:44)
}
