main entry

proc corpus.extra.parsecatch.fixed.Main.<clinit> {
  s2: write corpus.extra.parsecatch.fixed.Main.lock // at corpus.extra.parsecatch.fixed.Main.<clinit>(Main.java:15)
  s3: write corpus.extra.parsecatch.fixed.Main.setting // at corpus.extra.parsecatch.fixed.Main.<clinit>(Main.java:16)
}

proc corpus.extra.parsecatch.fixed.Main.lambda$main$0[corpus.extra.parsecatch.fixed.Main.main:20#5] {
  s0: read corpus.extra.parsecatch.fixed.Main.lock // at corpus.extra.parsecatch.fixed.Main.lambda$main$0(Main.java:21)
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:15 // at corpus.extra.parsecatch.fixed.Main.lambda$main$0(Main.java:21)
  s2: read corpus.extra.parsecatch.fixed.Main.setting // at corpus.extra.parsecatch.fixed.Main.lambda$main$0(Main.java:23)
  s3: jump s4 s10                        // at corpus.extra.parsecatch.fixed.Main.lambda$main$0(Main.java:23)
  s4: write corpus.extra.parsecatch.fixed.Main.limit // at corpus.extra.parsecatch.fixed.Main.lambda$main$0(Main.java:23)
  s5: read corpus.extra.parsecatch.fixed.Main.lock // at corpus.extra.parsecatch.fixed.Main.lambda$main$0(Main.java:24)
  s6: release java.util.concurrent.locks.ReentrantLock@Main.java:15 // at corpus.extra.parsecatch.fixed.Main.lambda$main$0(Main.java:24)
  s6_1: goto exit                        // at corpus.extra.parsecatch.fixed.Main.lambda$main$0(Main.java:24)
  s10: read java.lang.System.out         // at corpus.extra.parsecatch.fixed.Main.lambda$main$0(Main.java:26)
  s11: read corpus.extra.parsecatch.fixed.Main.setting // at corpus.extra.parsecatch.fixed.Main.lambda$main$0(Main.java:26)
  s14: read corpus.extra.parsecatch.fixed.Main.lock // at corpus.extra.parsecatch.fixed.Main.lambda$main$0(Main.java:27)
  s15: release java.util.concurrent.locks.ReentrantLock@Main.java:15 // at corpus.extra.parsecatch.fixed.Main.lambda$main$0(Main.java:27)
}

proc corpus.extra.parsecatch.fixed.Main.main {
  s5: fork corpus.extra.parsecatch.fixed.Main.lambda$main$0[corpus.extra.parsecatch.fixed.Main.main:20#5] java.lang.Thread@Main.java:20 // at corpus.extra.parsecatch.fixed.Main.main(Main.java:30)
  s6: join java.lang.Thread@Main.java:20 // at corpus.extra.parsecatch.fixed.Main.main(Main.java:31)
  s7: read corpus.extra.parsecatch.fixed.Main.lock // at corpus.extra.parsecatch.fixed.Main.main(Main.java:32)
  s8: acquire java.util.concurrent.locks.ReentrantLock@Main.java:15 // at corpus.extra.parsecatch.fixed.Main.main(Main.java:32)
  s9: read java.lang.System.out          // at corpus.extra.parsecatch.fixed.Main.main(Main.java:33)
  s10: read corpus.extra.parsecatch.fixed.Main.limit // at corpus.extra.parsecatch.fixed.Main.main(Main.java:33)
  s12: read corpus.extra.parsecatch.fixed.Main.lock // at corpus.extra.parsecatch.fixed.Main.main(Main.java:34)
  s13: release java.util.concurrent.locks.ReentrantLock@Main.java:15 // at corpus.extra.parsecatch.fixed.Main.main(Main.java:34)
}

proc entry {
  init0: call corpus.extra.parsecatch.fixed.Main.<clinit> // at corpus.extra.parsecatch.fixed.Main.main(Main.java:20)
  main: call corpus.extra.parsecatch.fixed.Main.main // at corpus.extra.parsecatch.fixed.Main.main(Main.java:20)
}
