main entry

proc corpus.extra.implicitcatch.fixed.Main.<clinit> {
  s2: write corpus.extra.implicitcatch.fixed.Main.lock // at corpus.extra.implicitcatch.fixed.Main.<clinit>(Main.java:15)
}

proc corpus.extra.implicitcatch.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.implicitcatch.fixed.Main.lock // at corpus.extra.implicitcatch.fixed.Main.lambda$main$0(Main.java:20)
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:15 // at corpus.extra.implicitcatch.fixed.Main.lambda$main$0(Main.java:20)
  s2: read corpus.extra.implicitcatch.fixed.Main.ratio // at corpus.extra.implicitcatch.fixed.Main.lambda$main$0(Main.java:22)
  s4: write corpus.extra.implicitcatch.fixed.Main.ratio // at corpus.extra.implicitcatch.fixed.Main.lambda$main$0(Main.java:22)
  s5: read corpus.extra.implicitcatch.fixed.Main.lock // at corpus.extra.implicitcatch.fixed.Main.lambda$main$0(Main.java:24)
  s6: release java.util.concurrent.locks.ReentrantLock@Main.java:15 // at corpus.extra.implicitcatch.fixed.Main.lambda$main$0(Main.java:24)
}

proc corpus.extra.implicitcatch.fixed.Main.main {
  s6: read corpus.extra.implicitcatch.fixed.Main.lock // at corpus.extra.implicitcatch.fixed.Main.main(Main.java:28)
  s7: acquire java.util.concurrent.locks.ReentrantLock@Main.java:15 // at corpus.extra.implicitcatch.fixed.Main.main(Main.java:28)
  s8: jump s9 s15                        // at corpus.extra.implicitcatch.fixed.Main.main(Main.java:30)
  s9: write corpus.extra.implicitcatch.fixed.Main.ratio // at corpus.extra.implicitcatch.fixed.Main.main(Main.java:30)
  s10: read corpus.extra.implicitcatch.fixed.Main.lock // at corpus.extra.implicitcatch.fixed.Main.main(Main.java:34)
  s11: release java.util.concurrent.locks.ReentrantLock@Main.java:15 // at corpus.extra.implicitcatch.fixed.Main.main(Main.java:34)
  s11_1: goto s25                        // at corpus.extra.implicitcatch.fixed.Main.main(Main.java:34)
  s15: read java.lang.System.out         // at corpus.extra.implicitcatch.fixed.Main.main(Main.java:32)
  s17: read corpus.extra.implicitcatch.fixed.Main.lock // at corpus.extra.implicitcatch.fixed.Main.main(Main.java:34)
  s18: release java.util.concurrent.locks.ReentrantLock@Main.java:15 // at corpus.extra.implicitcatch.fixed.Main.main(Main.java:34)
  s25: fork corpus.extra.implicitcatch.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:19 // at corpus.extra.implicitcatch.fixed.Main.main(Main.java:36)
  s26: join java.lang.Thread@Main.java:19 // at corpus.extra.implicitcatch.fixed.Main.main(Main.java:37)
}

proc entry {
  init0: call corpus.extra.implicitcatch.fixed.Main.<clinit> // at corpus.extra.implicitcatch.fixed.Main.main(Main.java:19)
  main: call corpus.extra.implicitcatch.fixed.Main.main // at corpus.extra.implicitcatch.fixed.Main.main(Main.java:19)
}
