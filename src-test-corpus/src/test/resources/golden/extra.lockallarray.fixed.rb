main entry

proc corpus.extra.lockallarray.fixed.Main.<clinit> {
  s1: write corpus.extra.lockallarray.fixed.Main.LOCKS // at corpus.extra.lockallarray.fixed.Main.<clinit>(Main.java:20)
}

proc corpus.extra.lockallarray.fixed.Main.main {
  s0: goto s2e1                          // at corpus.extra.lockallarray.fixed.Main.main(Main.java:24)
  s19: fork corpus.extra.lockallarray.fixed.Main.update java.lang.Thread@Main.java:27 // at corpus.extra.lockallarray.fixed.Main.main(Main.java:29)
  s20: fork corpus.extra.lockallarray.fixed.Main.update java.lang.Thread@Main.java:28 // at corpus.extra.lockallarray.fixed.Main.main(Main.java:30)
  s21: join java.lang.Thread@Main.java:27 // at corpus.extra.lockallarray.fixed.Main.main(Main.java:31)
  s22: join java.lang.Thread@Main.java:28 // at corpus.extra.lockallarray.fixed.Main.main(Main.java:32)
  s22_1: goto exit                       // at corpus.extra.lockallarray.fixed.Main.main(Main.java:32)
  s2e1: read corpus.extra.lockallarray.fixed.Main.LOCKS // at corpus.extra.lockallarray.fixed.Main.main(Main.java:24)
  s5e1: read corpus.extra.lockallarray.fixed.Main.LOCKS // at corpus.extra.lockallarray.fixed.Main.main(Main.java:25)
  s8e1: write java.util.concurrent.locks.Lock[]@Main.java:20[0] // at corpus.extra.lockallarray.fixed.Main.main(Main.java:25)
  s24e3: read corpus.extra.lockallarray.fixed.Main.LOCKS // at corpus.extra.lockallarray.fixed.Main.main(Main.java:24)
  s27e3: read corpus.extra.lockallarray.fixed.Main.LOCKS // at corpus.extra.lockallarray.fixed.Main.main(Main.java:25)
  s30e3: write java.util.concurrent.locks.Lock[]@Main.java:20[1] // at corpus.extra.lockallarray.fixed.Main.main(Main.java:25)
  s30e3_1: goto s19                      // at corpus.extra.lockallarray.fixed.Main.main(Main.java:25)
}

proc corpus.extra.lockallarray.fixed.Main.update {
  s0: read corpus.extra.lockallarray.fixed.Main.LOCKS // at corpus.extra.lockallarray.fixed.Main.update(Main.java:36)
  s0_1: goto s4e2                        // at corpus.extra.lockallarray.fixed.Main.update(Main.java:36)
  s8: read corpus.extra.lockallarray.fixed.Main.total // at corpus.extra.lockallarray.fixed.Main.update(Main.java:39)
  s10: write corpus.extra.lockallarray.fixed.Main.total // at corpus.extra.lockallarray.fixed.Main.update(Main.java:39)
  s11: read corpus.extra.lockallarray.fixed.Main.LOCKS // at corpus.extra.lockallarray.fixed.Main.update(Main.java:40)
  s11_1: goto s15e7                      // at corpus.extra.lockallarray.fixed.Main.update(Main.java:40)
  s4e2: read java.util.concurrent.locks.Lock[]@Main.java:20[0] // at corpus.extra.lockallarray.fixed.Main.update(Main.java:36)
  s5e2: acquire java.util.concurrent.locks.ReentrantLock@Main.java:25 // at corpus.extra.lockallarray.fixed.Main.update(Main.java:37)
  s26e4: read java.util.concurrent.locks.Lock[]@Main.java:20[1] // at corpus.extra.lockallarray.fixed.Main.update(Main.java:36)
  s27e4: acquire java.util.concurrent.locks.ReentrantLock@Main.java:25#2 // at corpus.extra.lockallarray.fixed.Main.update(Main.java:37)
  s27e4_1: goto s8                       // at corpus.extra.lockallarray.fixed.Main.update(Main.java:37)
  s15e7: read java.util.concurrent.locks.Lock[]@Main.java:20[0] // at corpus.extra.lockallarray.fixed.Main.update(Main.java:40)
  s16e7: release java.util.concurrent.locks.ReentrantLock@Main.java:25 // at corpus.extra.lockallarray.fixed.Main.update(Main.java:41)
  s21e9: read java.util.concurrent.locks.Lock[]@Main.java:20[1] // at corpus.extra.lockallarray.fixed.Main.update(Main.java:40)
  s22e9: release java.util.concurrent.locks.ReentrantLock@Main.java:25#2 // at corpus.extra.lockallarray.fixed.Main.update(Main.java:41)
}

proc entry {
  init0: call corpus.extra.lockallarray.fixed.Main.<clinit> // at corpus.extra.lockallarray.fixed.Main.main(Main.java:24)
  main: call corpus.extra.lockallarray.fixed.Main.main // at corpus.extra.lockallarray.fixed.Main.main(Main.java:24)
}
