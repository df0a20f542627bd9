main entry

proc corpus.extra.parsecatch.Main.<clinit> {
  s2: write corpus.extra.parsecatch.Main.lock // at corpus.extra.parsecatch.Main.<clinit>(Main.java:17)
  s3: write corpus.extra.parsecatch.Main.setting // at corpus.extra.parsecatch.Main.<clinit>(Main.java:18)
}

proc corpus.extra.parsecatch.Main.lambda$main$0[corpus.extra.parsecatch.Main.main:22#5] {
  s0: read corpus.extra.parsecatch.Main.lock // at corpus.extra.parsecatch.Main.lambda$main$0(Main.java:23)
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:17 // at corpus.extra.parsecatch.Main.lambda$main$0(Main.java:23)
  s2: read corpus.extra.parsecatch.Main.setting // at corpus.extra.parsecatch.Main.lambda$main$0(Main.java:25)
  s3: jump s4 s10                        // at corpus.extra.parsecatch.Main.lambda$main$0(Main.java:25)
  s4: write corpus.extra.parsecatch.Main.limit // at corpus.extra.parsecatch.Main.lambda$main$0(Main.java:25)
  s5: read corpus.extra.parsecatch.Main.lock // at corpus.extra.parsecatch.Main.lambda$main$0(Main.java:26)
  s6: release java.util.concurrent.locks.ReentrantLock@Main.java:17 // at corpus.extra.parsecatch.Main.lambda$main$0(Main.java:26)
  s6_1: goto exit                        // at corpus.extra.parsecatch.Main.lambda$main$0(Main.java:26)
  s10: read java.lang.System.out         // at corpus.extra.parsecatch.Main.lambda$main$0(Main.java:28)
  s11: read corpus.extra.parsecatch.Main.setting // at corpus.extra.parsecatch.Main.lambda$main$0(Main.java:28)
}

proc corpus.extra.parsecatch.Main.main {
  s5: fork corpus.extra.parsecatch.Main.lambda$main$0[corpus.extra.parsecatch.Main.main:22#5] java.lang.Thread@Main.java:22 // at corpus.extra.parsecatch.Main.main(Main.java:31)
  s6: join java.lang.Thread@Main.java:22 // at corpus.extra.parsecatch.Main.main(Main.java:32)
  s7: read corpus.extra.parsecatch.Main.lock // at corpus.extra.parsecatch.Main.main(Main.java:33)
  s8: acquire java.util.concurrent.locks.ReentrantLock@Main.java:17 // at corpus.extra.parsecatch.Main.main(Main.java:33)
  s9: read java.lang.System.out          // at corpus.extra.parsecatch.Main.main(Main.java:34)
  s10: read corpus.extra.parsecatch.Main.limit // at corpus.extra.parsecatch.Main.main(Main.java:34)
  s12: read corpus.extra.parsecatch.Main.lock // at corpus.extra.parsecatch.Main.main(Main.java:35)
  s13: release java.util.concurrent.locks.ReentrantLock@Main.java:17 // at corpus.extra.parsecatch.Main.main(Main.java:35)
}

proc entry {
  init0: call corpus.extra.parsecatch.Main.<clinit> // at corpus.extra.parsecatch.Main.main(Main.java:22)
  main: call corpus.extra.parsecatch.Main.main // at corpus.extra.parsecatch.Main.main(Main.java:22)
}
