main entry

proc corpus.extra.lockallarray.Main.<clinit> {
  s3: write corpus.extra.lockallarray.Main.A // at corpus.extra.lockallarray.Main.<clinit>(Main.java:20)
  s7: write corpus.extra.lockallarray.Main.B // at corpus.extra.lockallarray.Main.<clinit>(Main.java:21)
  s9: read corpus.extra.lockallarray.Main.A // at corpus.extra.lockallarray.Main.<clinit>(Main.java:22)
  s10: write java.util.concurrent.locks.Lock[]@Main.java:22[0] // at corpus.extra.lockallarray.Main.<clinit>(Main.java:22)
  s11: read corpus.extra.lockallarray.Main.B // at corpus.extra.lockallarray.Main.<clinit>(Main.java:22)
  s12: write java.util.concurrent.locks.Lock[]@Main.java:22[1] // at corpus.extra.lockallarray.Main.<clinit>(Main.java:22)
  s13: write corpus.extra.lockallarray.Main.FORWARD // at corpus.extra.lockallarray.Main.<clinit>(Main.java:22)
  s15: read corpus.extra.lockallarray.Main.B // at corpus.extra.lockallarray.Main.<clinit>(Main.java:23)
  s16: write java.util.concurrent.locks.Lock[]@Main.java:23[0] // at corpus.extra.lockallarray.Main.<clinit>(Main.java:23)
  s17: read corpus.extra.lockallarray.Main.A // at corpus.extra.lockallarray.Main.<clinit>(Main.java:23)
  s18: write java.util.concurrent.locks.Lock[]@Main.java:23[1] // at corpus.extra.lockallarray.Main.<clinit>(Main.java:23)
  s19: write corpus.extra.lockallarray.Main.BACKWARD // at corpus.extra.lockallarray.Main.<clinit>(Main.java:23)
}

proc corpus.extra.lockallarray.Main.backward {
  s0: read corpus.extra.lockallarray.Main.BACKWARD // at corpus.extra.lockallarray.Main.backward(Main.java:46)
  s0_1: goto s4e2                        // at corpus.extra.lockallarray.Main.backward(Main.java:46)
  s8: read corpus.extra.lockallarray.Main.total // at corpus.extra.lockallarray.Main.backward(Main.java:49)
  s10: write corpus.extra.lockallarray.Main.total // at corpus.extra.lockallarray.Main.backward(Main.java:49)
  s11: read corpus.extra.lockallarray.Main.BACKWARD // at corpus.extra.lockallarray.Main.backward(Main.java:50)
  s11_1: goto s15e7                      // at corpus.extra.lockallarray.Main.backward(Main.java:50)
  s4e2: read java.util.concurrent.locks.Lock[]@Main.java:23[0] // at corpus.extra.lockallarray.Main.backward(Main.java:46)
  s5e2: acquire java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.extra.lockallarray.Main.backward(Main.java:47)
  s26e4: read java.util.concurrent.locks.Lock[]@Main.java:23[1] // at corpus.extra.lockallarray.Main.backward(Main.java:46)
  s27e4: acquire java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.lockallarray.Main.backward(Main.java:47)
  s27e4_1: goto s8                       // at corpus.extra.lockallarray.Main.backward(Main.java:47)
  s15e7: read java.util.concurrent.locks.Lock[]@Main.java:23[0] // at corpus.extra.lockallarray.Main.backward(Main.java:50)
  s16e7: release java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.extra.lockallarray.Main.backward(Main.java:51)
  s21e9: read java.util.concurrent.locks.Lock[]@Main.java:23[1] // at corpus.extra.lockallarray.Main.backward(Main.java:50)
  s22e9: release java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.lockallarray.Main.backward(Main.java:51)
}

proc corpus.extra.lockallarray.Main.forward {
  s0: read corpus.extra.lockallarray.Main.FORWARD // at corpus.extra.lockallarray.Main.forward(Main.java:36)
  s0_1: goto s4e2                        // at corpus.extra.lockallarray.Main.forward(Main.java:36)
  s8: read corpus.extra.lockallarray.Main.total // at corpus.extra.lockallarray.Main.forward(Main.java:39)
  s10: write corpus.extra.lockallarray.Main.total // at corpus.extra.lockallarray.Main.forward(Main.java:39)
  s11: read corpus.extra.lockallarray.Main.FORWARD // at corpus.extra.lockallarray.Main.forward(Main.java:40)
  s11_1: goto s15e7                      // at corpus.extra.lockallarray.Main.forward(Main.java:40)
  s4e2: read java.util.concurrent.locks.Lock[]@Main.java:22[0] // at corpus.extra.lockallarray.Main.forward(Main.java:36)
  s5e2: acquire java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.lockallarray.Main.forward(Main.java:37)
  s26e4: read java.util.concurrent.locks.Lock[]@Main.java:22[1] // at corpus.extra.lockallarray.Main.forward(Main.java:36)
  s27e4: acquire java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.extra.lockallarray.Main.forward(Main.java:37)
  s27e4_1: goto s8                       // at corpus.extra.lockallarray.Main.forward(Main.java:37)
  s15e7: read java.util.concurrent.locks.Lock[]@Main.java:22[0] // at corpus.extra.lockallarray.Main.forward(Main.java:40)
  s16e7: release java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.lockallarray.Main.forward(Main.java:41)
  s21e9: read java.util.concurrent.locks.Lock[]@Main.java:22[1] // at corpus.extra.lockallarray.Main.forward(Main.java:40)
  s22e9: release java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.extra.lockallarray.Main.forward(Main.java:41)
}

proc corpus.extra.lockallarray.Main.main {
  s9: fork corpus.extra.lockallarray.Main.forward java.lang.Thread@Main.java:27 // at corpus.extra.lockallarray.Main.main(Main.java:29)
  s10: fork corpus.extra.lockallarray.Main.backward java.lang.Thread@Main.java:28 // at corpus.extra.lockallarray.Main.main(Main.java:30)
  s11: join java.lang.Thread@Main.java:27 // at corpus.extra.lockallarray.Main.main(Main.java:31)
  s12: join java.lang.Thread@Main.java:28 // at corpus.extra.lockallarray.Main.main(Main.java:32)
}

proc entry {
  init0: call corpus.extra.lockallarray.Main.<clinit> // at corpus.extra.lockallarray.Main.main(Main.java:27)
  main: call corpus.extra.lockallarray.Main.main // at corpus.extra.lockallarray.Main.main(Main.java:27)
}
