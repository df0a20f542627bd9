main entry

proc corpus.extra.trylock.Main.<clinit> {
  s2: write corpus.extra.trylock.Main.A  // at corpus.extra.trylock.Main.<clinit>(Main.java:18)
  s5: write corpus.extra.trylock.Main.B  // at corpus.extra.trylock.Main.<clinit>(Main.java:19)
}

proc corpus.extra.trylock.Main.lambda$main$0 {
  s0: read corpus.extra.trylock.Main.B   // at corpus.extra.trylock.Main.lambda$main$0(Main.java:25)
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.trylock.Main.lambda$main$0(Main.java:25)
  s2: read corpus.extra.trylock.Main.A   // at corpus.extra.trylock.Main.lambda$main$0(Main.java:26)
  s3: trylock java.util.concurrent.locks.ReentrantLock@Main.java:18 else s11 // at corpus.extra.trylock.Main.lambda$main$0(Main.java:26)
  s5: read corpus.extra.trylock.Main.hits // at corpus.extra.trylock.Main.lambda$main$0(Main.java:27)
  s7: write corpus.extra.trylock.Main.hits // at corpus.extra.trylock.Main.lambda$main$0(Main.java:27)
  s8: read corpus.extra.trylock.Main.A   // at corpus.extra.trylock.Main.lambda$main$0(Main.java:28)
  s9: release java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.extra.trylock.Main.lambda$main$0(Main.java:28)
  s9_1: goto s14                         // at corpus.extra.trylock.Main.lambda$main$0(Main.java:28)
  s11: read corpus.extra.trylock.Main.misses // at corpus.extra.trylock.Main.lambda$main$0(Main.java:30)
  s13: write corpus.extra.trylock.Main.misses // at corpus.extra.trylock.Main.lambda$main$0(Main.java:30)
  s14: read corpus.extra.trylock.Main.B  // at corpus.extra.trylock.Main.lambda$main$0(Main.java:32)
  s15: release java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.trylock.Main.lambda$main$0(Main.java:32)
}

proc corpus.extra.trylock.Main.main {
  s5: fork corpus.extra.trylock.Main.lambda$main$0 java.lang.Thread@Main.java:24 // at corpus.extra.trylock.Main.main(Main.java:34)
  s6: read corpus.extra.trylock.Main.A   // at corpus.extra.trylock.Main.main(Main.java:35)
  s7: acquire java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.extra.trylock.Main.main(Main.java:35)
  s8: read corpus.extra.trylock.Main.B   // at corpus.extra.trylock.Main.main(Main.java:36)
  s9: acquire java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.trylock.Main.main(Main.java:36)
  s10: read corpus.extra.trylock.Main.hits // at corpus.extra.trylock.Main.main(Main.java:37)
  s12: write corpus.extra.trylock.Main.hits // at corpus.extra.trylock.Main.main(Main.java:37)
  s13: read corpus.extra.trylock.Main.B  // at corpus.extra.trylock.Main.main(Main.java:38)
  s14: release java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.trylock.Main.main(Main.java:38)
  s15: read corpus.extra.trylock.Main.A  // at corpus.extra.trylock.Main.main(Main.java:39)
  s16: release java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.extra.trylock.Main.main(Main.java:39)
  s17: join java.lang.Thread@Main.java:24 // at corpus.extra.trylock.Main.main(Main.java:40)
}

proc entry {
  init0: call corpus.extra.trylock.Main.<clinit> // at corpus.extra.trylock.Main.main(Main.java:24)
  main: call corpus.extra.trylock.Main.main // at corpus.extra.trylock.Main.main(Main.java:24)
}
