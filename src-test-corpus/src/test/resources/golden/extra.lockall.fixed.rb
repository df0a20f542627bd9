main entry

proc corpus.extra.lockall.fixed.Main.<clinit> {
  s3: write corpus.extra.lockall.fixed.Main.A // at corpus.extra.lockall.fixed.Main.<clinit>(Main.java:21)
  s7: write corpus.extra.lockall.fixed.Main.B // at corpus.extra.lockall.fixed.Main.<clinit>(Main.java:22)
  s8: read corpus.extra.lockall.fixed.Main.A // at corpus.extra.lockall.fixed.Main.<clinit>(Main.java:23)
  s9: read corpus.extra.lockall.fixed.Main.B // at corpus.extra.lockall.fixed.Main.<clinit>(Main.java:23)
  s11: write corpus.extra.lockall.fixed.Main.LOCKS // at corpus.extra.lockall.fixed.Main.<clinit>(Main.java:23)
}

proc corpus.extra.lockall.fixed.Main.main {
  s9: fork corpus.extra.lockall.fixed.Main.update java.lang.Thread@Main.java:27 // at corpus.extra.lockall.fixed.Main.main(Main.java:29)
  s10: fork corpus.extra.lockall.fixed.Main.update java.lang.Thread@Main.java:28 // at corpus.extra.lockall.fixed.Main.main(Main.java:30)
  s11: join java.lang.Thread@Main.java:27 // at corpus.extra.lockall.fixed.Main.main(Main.java:31)
  s12: join java.lang.Thread@Main.java:28 // at corpus.extra.lockall.fixed.Main.main(Main.java:32)
}

proc corpus.extra.lockall.fixed.Main.update {
  s0: read corpus.extra.lockall.fixed.Main.LOCKS // at corpus.extra.lockall.fixed.Main.update(Main.java:36)
  s6: acquire java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.extra.lockall.fixed.Main.update(Main.java:37)
  s6_1: goto s30                         // at corpus.extra.lockall.fixed.Main.update(Main.java:37)
  s8: read corpus.extra.lockall.fixed.Main.total // at corpus.extra.lockall.fixed.Main.update(Main.java:39)
  s10: write corpus.extra.lockall.fixed.Main.total // at corpus.extra.lockall.fixed.Main.update(Main.java:39)
  s11: read corpus.extra.lockall.fixed.Main.LOCKS // at corpus.extra.lockall.fixed.Main.update(Main.java:40)
  s17: release java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.extra.lockall.fixed.Main.update(Main.java:41)
  s24: release java.util.concurrent.locks.ReentrantLock@Main.java:22 // at corpus.extra.lockall.fixed.Main.update(Main.java:41)
  s24_1: goto exit                       // at corpus.extra.lockall.fixed.Main.update(Main.java:41)
  s30: acquire java.util.concurrent.locks.ReentrantLock@Main.java:22 // at corpus.extra.lockall.fixed.Main.update(Main.java:37)
  s30_1: goto s8                         // at corpus.extra.lockall.fixed.Main.update(Main.java:37)
}

proc entry {
  init0: call corpus.extra.lockall.fixed.Main.<clinit> // at corpus.extra.lockall.fixed.Main.main(Main.java:27)
  main: call corpus.extra.lockall.fixed.Main.main // at corpus.extra.lockall.fixed.Main.main(Main.java:27)
}
