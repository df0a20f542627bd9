main entry

proc corpus.extra.lockmonitor.Main.<clinit> {
  s2: write corpus.extra.lockmonitor.Main.CACHE // at corpus.extra.lockmonitor.Main.<clinit>(Main.java:18)
  s5: write corpus.extra.lockmonitor.Main.INDEX // at corpus.extra.lockmonitor.Main.<clinit>(Main.java:19)
}

proc corpus.extra.lockmonitor.Main.lambda$main$0 {
  s0: read corpus.extra.lockmonitor.Main.CACHE // at corpus.extra.lockmonitor.Main.lambda$main$0(Main.java:24)
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.extra.lockmonitor.Main.lambda$main$0(Main.java:24)
  s2: read corpus.extra.lockmonitor.Main.INDEX // at corpus.extra.lockmonitor.Main.lambda$main$0(Main.java:26)
  s3: acquire java.lang.Object@Main.java:19 // at corpus.extra.lockmonitor.Main.lambda$main$0(Main.java:26)
  s4: read corpus.extra.lockmonitor.Main.entries // at corpus.extra.lockmonitor.Main.lambda$main$0(Main.java:27)
  s6: write corpus.extra.lockmonitor.Main.entries // at corpus.extra.lockmonitor.Main.lambda$main$0(Main.java:27)
  s7: release java.lang.Object@Main.java:19 // at corpus.extra.lockmonitor.Main.lambda$main$0(Main.java:28)
  s18: read corpus.extra.lockmonitor.Main.CACHE // at corpus.extra.lockmonitor.Main.lambda$main$0(Main.java:30)
  s19: release java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.extra.lockmonitor.Main.lambda$main$0(Main.java:30)
}

proc corpus.extra.lockmonitor.Main.lambda$main$1 {
  s0: read corpus.extra.lockmonitor.Main.INDEX // at corpus.extra.lockmonitor.Main.lambda$main$1(Main.java:34)
  s1: acquire java.lang.Object@Main.java:19 // at corpus.extra.lockmonitor.Main.lambda$main$1(Main.java:34)
  s2: read corpus.extra.lockmonitor.Main.CACHE // at corpus.extra.lockmonitor.Main.lambda$main$1(Main.java:35)
  s3: acquire java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.extra.lockmonitor.Main.lambda$main$1(Main.java:35)
  s4: read corpus.extra.lockmonitor.Main.entries // at corpus.extra.lockmonitor.Main.lambda$main$1(Main.java:37)
  s6: write corpus.extra.lockmonitor.Main.entries // at corpus.extra.lockmonitor.Main.lambda$main$1(Main.java:37)
  s7: read corpus.extra.lockmonitor.Main.CACHE // at corpus.extra.lockmonitor.Main.lambda$main$1(Main.java:39)
  s8: release java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.extra.lockmonitor.Main.lambda$main$1(Main.java:39)
  s19: release java.lang.Object@Main.java:19 // at corpus.extra.lockmonitor.Main.lambda$main$1(Main.java:41)
}

proc corpus.extra.lockmonitor.Main.main {
  s9: fork corpus.extra.lockmonitor.Main.lambda$main$0 java.lang.Thread@Main.java:23 // at corpus.extra.lockmonitor.Main.main(Main.java:43)
  s10: fork corpus.extra.lockmonitor.Main.lambda$main$1 java.lang.Thread@Main.java:33 // at corpus.extra.lockmonitor.Main.main(Main.java:44)
  s11: join java.lang.Thread@Main.java:23 // at corpus.extra.lockmonitor.Main.main(Main.java:45)
  s12: join java.lang.Thread@Main.java:33 // at corpus.extra.lockmonitor.Main.main(Main.java:46)
}

proc entry {
  init0: call corpus.extra.lockmonitor.Main.<clinit> // at corpus.extra.lockmonitor.Main.main(Main.java:23)
  main: call corpus.extra.lockmonitor.Main.main // at corpus.extra.lockmonitor.Main.main(Main.java:23)
}
