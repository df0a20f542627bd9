main entry

proc corpus.extra.lockmonitor.fixed.Main.<clinit> {
  s2: write corpus.extra.lockmonitor.fixed.Main.CACHE // at corpus.extra.lockmonitor.fixed.Main.<clinit>(Main.java:17)
  s5: write corpus.extra.lockmonitor.fixed.Main.INDEX // at corpus.extra.lockmonitor.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.extra.lockmonitor.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.lockmonitor.fixed.Main.CACHE // at corpus.extra.lockmonitor.fixed.Main.lambda$main$0(Main.java:23)
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:17 // at corpus.extra.lockmonitor.fixed.Main.lambda$main$0(Main.java:23)
  s2: read corpus.extra.lockmonitor.fixed.Main.INDEX // at corpus.extra.lockmonitor.fixed.Main.lambda$main$0(Main.java:25)
  s3: acquire java.lang.Object@Main.java:18 // at corpus.extra.lockmonitor.fixed.Main.lambda$main$0(Main.java:25)
  s4: read corpus.extra.lockmonitor.fixed.Main.entries // at corpus.extra.lockmonitor.fixed.Main.lambda$main$0(Main.java:26)
  s6: write corpus.extra.lockmonitor.fixed.Main.entries // at corpus.extra.lockmonitor.fixed.Main.lambda$main$0(Main.java:26)
  s7: release java.lang.Object@Main.java:18 // at corpus.extra.lockmonitor.fixed.Main.lambda$main$0(Main.java:27)
  s18: read corpus.extra.lockmonitor.fixed.Main.CACHE // at corpus.extra.lockmonitor.fixed.Main.lambda$main$0(Main.java:29)
  s19: release java.util.concurrent.locks.ReentrantLock@Main.java:17 // at corpus.extra.lockmonitor.fixed.Main.lambda$main$0(Main.java:29)
}

proc corpus.extra.lockmonitor.fixed.Main.lambda$main$1 {
  s0: read corpus.extra.lockmonitor.fixed.Main.INDEX // at corpus.extra.lockmonitor.fixed.Main.lambda$main$1(Main.java:33)
  s1: acquire java.lang.Object@Main.java:18 // at corpus.extra.lockmonitor.fixed.Main.lambda$main$1(Main.java:33)
  s2: read corpus.extra.lockmonitor.fixed.Main.CACHE // at corpus.extra.lockmonitor.fixed.Main.lambda$main$1(Main.java:34)
  s3: acquire java.util.concurrent.locks.ReentrantLock@Main.java:17#monitor // at corpus.extra.lockmonitor.fixed.Main.lambda$main$1(Main.java:34)
  s4: read corpus.extra.lockmonitor.fixed.Main.entries // at corpus.extra.lockmonitor.fixed.Main.lambda$main$1(Main.java:35)
  s6: write corpus.extra.lockmonitor.fixed.Main.entries // at corpus.extra.lockmonitor.fixed.Main.lambda$main$1(Main.java:35)
  s7: release java.util.concurrent.locks.ReentrantLock@Main.java:17#monitor // at corpus.extra.lockmonitor.fixed.Main.lambda$main$1(Main.java:36)
  s17: release java.lang.Object@Main.java:18 // at corpus.extra.lockmonitor.fixed.Main.lambda$main$1(Main.java:37)
}

proc corpus.extra.lockmonitor.fixed.Main.main {
  s9: fork corpus.extra.lockmonitor.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:22 // at corpus.extra.lockmonitor.fixed.Main.main(Main.java:39)
  s10: fork corpus.extra.lockmonitor.fixed.Main.lambda$main$1 java.lang.Thread@Main.java:32 // at corpus.extra.lockmonitor.fixed.Main.main(Main.java:40)
  s11: join java.lang.Thread@Main.java:22 // at corpus.extra.lockmonitor.fixed.Main.main(Main.java:41)
  s12: join java.lang.Thread@Main.java:32 // at corpus.extra.lockmonitor.fixed.Main.main(Main.java:42)
}

proc entry {
  init0: call corpus.extra.lockmonitor.fixed.Main.<clinit> // at corpus.extra.lockmonitor.fixed.Main.main(Main.java:22)
  main: call corpus.extra.lockmonitor.fixed.Main.main // at corpus.extra.lockmonitor.fixed.Main.main(Main.java:22)
}
