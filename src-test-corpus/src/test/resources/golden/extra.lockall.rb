main entry

proc corpus.extra.lockall.Main.<clinit> {
  s3: write corpus.extra.lockall.Main.A  // at corpus.extra.lockall.Main.<clinit>(Main.java:22)
  s7: write corpus.extra.lockall.Main.B  // at corpus.extra.lockall.Main.<clinit>(Main.java:23)
  s8: read corpus.extra.lockall.Main.A   // at corpus.extra.lockall.Main.<clinit>(Main.java:24)
  s9: read corpus.extra.lockall.Main.B   // at corpus.extra.lockall.Main.<clinit>(Main.java:24)
  s11: write corpus.extra.lockall.Main.FORWARD // at corpus.extra.lockall.Main.<clinit>(Main.java:24)
  s12: read corpus.extra.lockall.Main.B  // at corpus.extra.lockall.Main.<clinit>(Main.java:25)
  s13: read corpus.extra.lockall.Main.A  // at corpus.extra.lockall.Main.<clinit>(Main.java:25)
  s15: write corpus.extra.lockall.Main.BACKWARD // at corpus.extra.lockall.Main.<clinit>(Main.java:25)
}

proc corpus.extra.lockall.Main.lambda$main$0 {
  s0: read corpus.extra.lockall.Main.FORWARD // at corpus.extra.lockall.Main.lambda$main$0(Main.java:29)
  s1: call corpus.extra.lockall.Main.update[corpus.extra.lockall.Main.lambda$main$0:29#1] // at corpus.extra.lockall.Main.lambda$main$0(Main.java:29)
}

proc corpus.extra.lockall.Main.lambda$main$1 {
  s0: read corpus.extra.lockall.Main.BACKWARD // at corpus.extra.lockall.Main.lambda$main$1(Main.java:30)
  s1: call corpus.extra.lockall.Main.update[corpus.extra.lockall.Main.lambda$main$1:30#1] // at corpus.extra.lockall.Main.lambda$main$1(Main.java:30)
}

proc corpus.extra.lockall.Main.main {
  s9: fork corpus.extra.lockall.Main.lambda$main$0 java.lang.Thread@Main.java:29 // at corpus.extra.lockall.Main.main(Main.java:31)
  s10: fork corpus.extra.lockall.Main.lambda$main$1 java.lang.Thread@Main.java:30 // at corpus.extra.lockall.Main.main(Main.java:32)
  s11: join java.lang.Thread@Main.java:29 // at corpus.extra.lockall.Main.main(Main.java:33)
  s12: join java.lang.Thread@Main.java:30 // at corpus.extra.lockall.Main.main(Main.java:34)
}

proc corpus.extra.lockall.Main.update[corpus.extra.lockall.Main.lambda$main$0:29#1] {
  s1: read corpus.extra.lockall.Main.FORWARD // at corpus.extra.lockall.Main.update(Main.java:38)
  s3: read corpus.extra.lockall.Main.FORWARD // at corpus.extra.lockall.Main.update(Main.java:39)
  s9: acquire java.util.concurrent.locks.ReentrantLock@Main.java:22 // at corpus.extra.lockall.Main.update(Main.java:40)
  s9_1: goto s53                         // at corpus.extra.lockall.Main.update(Main.java:40)
  s11: read corpus.extra.lockall.Main.total // at corpus.extra.lockall.Main.update(Main.java:42)
  s13: write corpus.extra.lockall.Main.total // at corpus.extra.lockall.Main.update(Main.java:42)
  s14: read corpus.extra.lockall.Main.FORWARD // at corpus.extra.lockall.Main.update(Main.java:43)
  s20: release java.util.concurrent.locks.ReentrantLock@Main.java:22 // at corpus.extra.lockall.Main.update(Main.java:44)
  s47: release java.util.concurrent.locks.ReentrantLock@Main.java:23 // at corpus.extra.lockall.Main.update(Main.java:44)
  s47_1: goto exit                       // at corpus.extra.lockall.Main.update(Main.java:44)
  s53: acquire java.util.concurrent.locks.ReentrantLock@Main.java:23 // at corpus.extra.lockall.Main.update(Main.java:40)
  s53_1: goto s11                        // at corpus.extra.lockall.Main.update(Main.java:40)
}

proc corpus.extra.lockall.Main.update[corpus.extra.lockall.Main.lambda$main$1:30#1] {
  s1: read corpus.extra.lockall.Main.FORWARD // at corpus.extra.lockall.Main.update(Main.java:38)
  s2: jump s3 s23                        // at corpus.extra.lockall.Main.update(Main.java:38)
  s3: read corpus.extra.lockall.Main.FORWARD // at corpus.extra.lockall.Main.update(Main.java:39)
  s9: acquire java.util.concurrent.locks.ReentrantLock@Main.java:22 // at corpus.extra.lockall.Main.update(Main.java:40)
  s9_1: goto s53                         // at corpus.extra.lockall.Main.update(Main.java:40)
  s11: read corpus.extra.lockall.Main.total // at corpus.extra.lockall.Main.update(Main.java:42)
  s13: write corpus.extra.lockall.Main.total // at corpus.extra.lockall.Main.update(Main.java:42)
  s14: read corpus.extra.lockall.Main.FORWARD // at corpus.extra.lockall.Main.update(Main.java:43)
  s20: release java.util.concurrent.locks.ReentrantLock@Main.java:22 // at corpus.extra.lockall.Main.update(Main.java:44)
  s20_1: goto s47                        // at corpus.extra.lockall.Main.update(Main.java:44)
  s23: read corpus.extra.lockall.Main.BACKWARD // at corpus.extra.lockall.Main.update(Main.java:47)
  s29: acquire java.util.concurrent.locks.ReentrantLock@Main.java:23 // at corpus.extra.lockall.Main.update(Main.java:48)
  s29_1: goto s65                        // at corpus.extra.lockall.Main.update(Main.java:48)
  s31: read corpus.extra.lockall.Main.total // at corpus.extra.lockall.Main.update(Main.java:50)
  s33: write corpus.extra.lockall.Main.total // at corpus.extra.lockall.Main.update(Main.java:50)
  s34: read corpus.extra.lockall.Main.BACKWARD // at corpus.extra.lockall.Main.update(Main.java:51)
  s40: release java.util.concurrent.locks.ReentrantLock@Main.java:23 // at corpus.extra.lockall.Main.update(Main.java:52)
  s40_1: goto s59                        // at corpus.extra.lockall.Main.update(Main.java:52)
  s47: release java.util.concurrent.locks.ReentrantLock@Main.java:23 // at corpus.extra.lockall.Main.update(Main.java:44)
  s47_1: goto exit                       // at corpus.extra.lockall.Main.update(Main.java:44)
  s53: acquire java.util.concurrent.locks.ReentrantLock@Main.java:23 // at corpus.extra.lockall.Main.update(Main.java:40)
  s53_1: goto s11                        // at corpus.extra.lockall.Main.update(Main.java:40)
  s59: release java.util.concurrent.locks.ReentrantLock@Main.java:22 // at corpus.extra.lockall.Main.update(Main.java:52)
  s59_1: goto exit                       // at corpus.extra.lockall.Main.update(Main.java:52)
  s65: acquire java.util.concurrent.locks.ReentrantLock@Main.java:22 // at corpus.extra.lockall.Main.update(Main.java:48)
  s65_1: goto s31                        // at corpus.extra.lockall.Main.update(Main.java:48)
}

proc entry {
  init0: call corpus.extra.lockall.Main.<clinit> // at corpus.extra.lockall.Main.main(Main.java:29)
  main: call corpus.extra.lockall.Main.main // at corpus.extra.lockall.Main.main(Main.java:29)
}
