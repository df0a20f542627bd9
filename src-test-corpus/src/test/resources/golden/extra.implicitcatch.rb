main entry

proc corpus.extra.implicitcatch.Main.<clinit> {
  s2: write corpus.extra.implicitcatch.Main.lock // at corpus.extra.implicitcatch.Main.<clinit>(Main.java:19)
}

proc corpus.extra.implicitcatch.Main.lambda$main$0 {
  s0: read corpus.extra.implicitcatch.Main.lock // at corpus.extra.implicitcatch.Main.lambda$main$0(Main.java:24)
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.implicitcatch.Main.lambda$main$0(Main.java:24)
  s2: read corpus.extra.implicitcatch.Main.ratio // at corpus.extra.implicitcatch.Main.lambda$main$0(Main.java:26)
  s4: write corpus.extra.implicitcatch.Main.ratio // at corpus.extra.implicitcatch.Main.lambda$main$0(Main.java:26)
  s5: read corpus.extra.implicitcatch.Main.lock // at corpus.extra.implicitcatch.Main.lambda$main$0(Main.java:28)
  s6: release java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.implicitcatch.Main.lambda$main$0(Main.java:28)
}

proc corpus.extra.implicitcatch.Main.main {
  s6: read corpus.extra.implicitcatch.Main.lock // at corpus.extra.implicitcatch.Main.main(Main.java:32)
  s7: acquire java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.implicitcatch.Main.main(Main.java:32)
  s8: jump s9 s15                        // at corpus.extra.implicitcatch.Main.main(Main.java:34)
  s9: write corpus.extra.implicitcatch.Main.ratio // at corpus.extra.implicitcatch.Main.main(Main.java:34)
  s10: read corpus.extra.implicitcatch.Main.lock // at corpus.extra.implicitcatch.Main.main(Main.java:35)
  s11: jump s11_1 s15                    // at corpus.extra.implicitcatch.Main.main(Main.java:35)
  s11_1: release java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.implicitcatch.Main.main(Main.java:35)
  s11_2: goto s17                        // at corpus.extra.implicitcatch.Main.main(Main.java:35)
  s15: read java.lang.System.out         // at corpus.extra.implicitcatch.Main.main(Main.java:37)
  s17: fork corpus.extra.implicitcatch.Main.lambda$main$0 java.lang.Thread@Main.java:23 // at corpus.extra.implicitcatch.Main.main(Main.java:39)
  s18: join java.lang.Thread@Main.java:23 // at corpus.extra.implicitcatch.Main.main(Main.java:40)
}

proc entry {
  init0: call corpus.extra.implicitcatch.Main.<clinit> // at corpus.extra.implicitcatch.Main.main(Main.java:23)
  main: call corpus.extra.implicitcatch.Main.main // at corpus.extra.implicitcatch.Main.main(Main.java:23)
}
