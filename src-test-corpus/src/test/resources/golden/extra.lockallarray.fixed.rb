main entry

proc corpus.extra.lockallarray.fixed.Main.<clinit> {
  s1: write corpus.extra.lockallarray.fixed.Main.LOCKS // at corpus.extra.lockallarray.fixed.Main.<clinit>(Main.java:20)
}

proc corpus.extra.lockallarray.fixed.Main.main {
  s2: read corpus.extra.lockallarray.fixed.Main.LOCKS // at corpus.extra.lockallarray.fixed.Main.main(Main.java:24)
  s5: read corpus.extra.lockallarray.fixed.Main.LOCKS // at corpus.extra.lockallarray.fixed.Main.main(Main.java:25)
  s8: write java.util.concurrent.locks.Lock[]@Main.java:20[0] // at corpus.extra.lockallarray.fixed.Main.main(Main.java:25)
  s8_1: goto s24                         // at corpus.extra.lockallarray.fixed.Main.main(Main.java:25)
  s19: fork corpus.extra.lockallarray.fixed.Main.update java.lang.Thread@Main.java:27 // at corpus.extra.lockallarray.fixed.Main.main(Main.java:29)
  s20: fork corpus.extra.lockallarray.fixed.Main.update java.lang.Thread@Main.java:28 // at corpus.extra.lockallarray.fixed.Main.main(Main.java:30)
  s21: join java.lang.Thread@Main.java:27 // at corpus.extra.lockallarray.fixed.Main.main(Main.java:31)
  s22: join java.lang.Thread@Main.java:28 // at corpus.extra.lockallarray.fixed.Main.main(Main.java:32)
  s22_1: goto exit                       // at corpus.extra.lockallarray.fixed.Main.main(Main.java:32)
  s24: read corpus.extra.lockallarray.fixed.Main.LOCKS // at corpus.extra.lockallarray.fixed.Main.main(Main.java:24)
  s27: read corpus.extra.lockallarray.fixed.Main.LOCKS // at corpus.extra.lockallarray.fixed.Main.main(Main.java:25)
  s30: write java.util.concurrent.locks.Lock[]@Main.java:20[1] // at corpus.extra.lockallarray.fixed.Main.main(Main.java:25)
  s30_1: goto s19                        // at corpus.extra.lockallarray.fixed.Main.main(Main.java:25)
}

proc corpus.extra.lockallarray.fixed.Main.update {
  s0: read corpus.extra.lockallarray.fixed.Main.LOCKS // at corpus.extra.lockallarray.fixed.Main.update(Main.java:36)
  s4: read java.util.concurrent.locks.Lock[]@Main.java:20[0] // at corpus.extra.lockallarray.fixed.Main.update(Main.java:36)
  s5: acquire java.util.concurrent.locks.ReentrantLock@Main.java:25 // at corpus.extra.lockallarray.fixed.Main.update(Main.java:37)
  s5_1: goto s26                         // at corpus.extra.lockallarray.fixed.Main.update(Main.java:37)
  s8: read corpus.extra.lockallarray.fixed.Main.total // at corpus.extra.lockallarray.fixed.Main.update(Main.java:39)
  s10: write corpus.extra.lockallarray.fixed.Main.total // at corpus.extra.lockallarray.fixed.Main.update(Main.java:39)
  s11: read corpus.extra.lockallarray.fixed.Main.LOCKS // at corpus.extra.lockallarray.fixed.Main.update(Main.java:40)
  s15: read java.util.concurrent.locks.Lock[]@Main.java:20[0] // at corpus.extra.lockallarray.fixed.Main.update(Main.java:40)
  s16: release java.util.concurrent.locks.ReentrantLock@Main.java:25 // at corpus.extra.lockallarray.fixed.Main.update(Main.java:41)
  s21: read java.util.concurrent.locks.Lock[]@Main.java:20[1] // at corpus.extra.lockallarray.fixed.Main.update(Main.java:40)
  s22: release java.util.concurrent.locks.ReentrantLock@Main.java:25#2 // at corpus.extra.lockallarray.fixed.Main.update(Main.java:41)
  s22_1: goto exit                       // at corpus.extra.lockallarray.fixed.Main.update(Main.java:41)
  s26: read java.util.concurrent.locks.Lock[]@Main.java:20[1] // at corpus.extra.lockallarray.fixed.Main.update(Main.java:36)
  s27: acquire java.util.concurrent.locks.ReentrantLock@Main.java:25#2 // at corpus.extra.lockallarray.fixed.Main.update(Main.java:37)
  s27_1: goto s8                         // at corpus.extra.lockallarray.fixed.Main.update(Main.java:37)
}

proc entry {
  init0: call corpus.extra.lockallarray.fixed.Main.<clinit> // at corpus.extra.lockallarray.fixed.Main.main(Main.java:24)
  main: call corpus.extra.lockallarray.fixed.Main.main // at corpus.extra.lockallarray.fixed.Main.main(Main.java:24)
}
