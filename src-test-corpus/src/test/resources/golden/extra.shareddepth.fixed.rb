main entry

proc corpus.extra.shareddepth.fixed.Main.<clinit> {
  s2: write corpus.extra.shareddepth.fixed.Main.lock // at corpus.extra.shareddepth.fixed.Main.<clinit>(Main.java:20)
  s5: write corpus.extra.shareddepth.fixed.Main.other // at corpus.extra.shareddepth.fixed.Main.<clinit>(Main.java:21)
}

proc corpus.extra.shareddepth.fixed.Main.c1 {
  s0: call corpus.extra.shareddepth.fixed.Main.c2 // at corpus.extra.shareddepth.fixed.Main.c1(Main.java:33)
}

proc corpus.extra.shareddepth.fixed.Main.c2 {
  s0: call corpus.extra.shareddepth.fixed.Main.c3 // at corpus.extra.shareddepth.fixed.Main.c2(Main.java:32)
}

proc corpus.extra.shareddepth.fixed.Main.c3 {
  s0: call corpus.extra.shareddepth.fixed.Main.c4 // at corpus.extra.shareddepth.fixed.Main.c3(Main.java:31)
}

proc corpus.extra.shareddepth.fixed.Main.c4 {
  s0: call corpus.extra.shareddepth.fixed.Main.helper // at corpus.extra.shareddepth.fixed.Main.c4(Main.java:30)
}

proc corpus.extra.shareddepth.fixed.Main.helper {
  s0: read corpus.extra.shareddepth.fixed.Main.other // at corpus.extra.shareddepth.fixed.Main.helper(Main.java:25)
  s1: acquire java.lang.Object@Main.java:21 // at corpus.extra.shareddepth.fixed.Main.helper(Main.java:25)
  s2: read corpus.extra.shareddepth.fixed.Main.calls // at corpus.extra.shareddepth.fixed.Main.helper(Main.java:26)
  s4: write corpus.extra.shareddepth.fixed.Main.calls // at corpus.extra.shareddepth.fixed.Main.helper(Main.java:26)
  s5: release java.lang.Object@Main.java:21 // at corpus.extra.shareddepth.fixed.Main.helper(Main.java:27)
}

proc corpus.extra.shareddepth.fixed.Main.main {
  s0: goto s8e1                          // at corpus.extra.shareddepth.fixed.Main.main(Main.java:46)
  s21: read corpus.extra.shareddepth.fixed.Main.other // at corpus.extra.shareddepth.fixed.Main.main(Main.java:54)
  s22: acquire java.lang.Object@Main.java:21 // at corpus.extra.shareddepth.fixed.Main.main(Main.java:54)
  s23: read corpus.extra.shareddepth.fixed.Main.lock // at corpus.extra.shareddepth.fixed.Main.main(Main.java:55)
  s24: acquire java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.shareddepth.fixed.Main.main(Main.java:55)
  s25: read corpus.extra.shareddepth.fixed.Main.lock // at corpus.extra.shareddepth.fixed.Main.main(Main.java:56)
  s26: release java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.shareddepth.fixed.Main.main(Main.java:56)
  s27: release java.lang.Object@Main.java:21 // at corpus.extra.shareddepth.fixed.Main.main(Main.java:57)
  s27_1: goto exit                       // at corpus.extra.shareddepth.fixed.Main.main(Main.java:57)
  s8e1: write java.lang.Thread[]@Main.java:46[0] // at corpus.extra.shareddepth.fixed.Main.main(Main.java:48)
  s9e1: read java.lang.Thread[]@Main.java:46[0] // at corpus.extra.shareddepth.fixed.Main.main(Main.java:49)
  s10e1: fork corpus.extra.shareddepth.fixed.Main.work java.lang.Thread@Main.java:48 // at corpus.extra.shareddepth.fixed.Main.main(Main.java:49)
  s44e3: write java.lang.Thread[]@Main.java:46[1] // at corpus.extra.shareddepth.fixed.Main.main(Main.java:48)
  s45e3: read java.lang.Thread[]@Main.java:46[1] // at corpus.extra.shareddepth.fixed.Main.main(Main.java:49)
  s46e3: fork corpus.extra.shareddepth.fixed.Main.work java.lang.Thread@Main.java:48#2 // at corpus.extra.shareddepth.fixed.Main.main(Main.java:49)
  s17e7: read java.lang.Thread[]@Main.java:46[0] // at corpus.extra.shareddepth.fixed.Main.main(Main.java:51)
  s18e7: join java.lang.Thread@Main.java:48 // at corpus.extra.shareddepth.fixed.Main.main(Main.java:52)
  s35e9: read java.lang.Thread[]@Main.java:46[1] // at corpus.extra.shareddepth.fixed.Main.main(Main.java:51)
  s36e9: join java.lang.Thread@Main.java:48#2 // at corpus.extra.shareddepth.fixed.Main.main(Main.java:52)
  s36e9_1: goto s21                      // at corpus.extra.shareddepth.fixed.Main.main(Main.java:52)
}

proc corpus.extra.shareddepth.fixed.Main.work {
  s0: call corpus.extra.shareddepth.fixed.Main.c1 // at corpus.extra.shareddepth.fixed.Main.work(Main.java:36)
  s1: read corpus.extra.shareddepth.fixed.Main.lock // at corpus.extra.shareddepth.fixed.Main.work(Main.java:37)
  s2: acquire java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.shareddepth.fixed.Main.work(Main.java:37)
  s3: call corpus.extra.shareddepth.fixed.Main.c1 // at corpus.extra.shareddepth.fixed.Main.work(Main.java:39)
  s4: read corpus.extra.shareddepth.fixed.Main.lock // at corpus.extra.shareddepth.fixed.Main.work(Main.java:41)
  s5: release java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.shareddepth.fixed.Main.work(Main.java:41)
}

proc entry {
  init0: call corpus.extra.shareddepth.fixed.Main.<clinit> // at corpus.extra.shareddepth.fixed.Main.main(Main.java:46)
  main: call corpus.extra.shareddepth.fixed.Main.main // at corpus.extra.shareddepth.fixed.Main.main(Main.java:46)
}
