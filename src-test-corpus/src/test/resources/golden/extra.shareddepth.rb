main entry

proc corpus.extra.shareddepth.Main.<clinit> {
  s2: write corpus.extra.shareddepth.Main.lock // at corpus.extra.shareddepth.Main.<clinit>(Main.java:18)
  s5: write corpus.extra.shareddepth.Main.other // at corpus.extra.shareddepth.Main.<clinit>(Main.java:19)
}

proc corpus.extra.shareddepth.Main.c1 {
  s0: call corpus.extra.shareddepth.Main.c2 // at corpus.extra.shareddepth.Main.c1(Main.java:31)
}

proc corpus.extra.shareddepth.Main.c2 {
  s0: call corpus.extra.shareddepth.Main.c3 // at corpus.extra.shareddepth.Main.c2(Main.java:30)
}

proc corpus.extra.shareddepth.Main.c3 {
  s0: call corpus.extra.shareddepth.Main.c4 // at corpus.extra.shareddepth.Main.c3(Main.java:29)
}

proc corpus.extra.shareddepth.Main.c4 {
  s0: call corpus.extra.shareddepth.Main.helper // at corpus.extra.shareddepth.Main.c4(Main.java:28)
}

proc corpus.extra.shareddepth.Main.helper {
  s0: read corpus.extra.shareddepth.Main.other // at corpus.extra.shareddepth.Main.helper(Main.java:23)
  s1: acquire java.lang.Object@Main.java:19 // at corpus.extra.shareddepth.Main.helper(Main.java:23)
  s2: read corpus.extra.shareddepth.Main.calls // at corpus.extra.shareddepth.Main.helper(Main.java:24)
  s4: write corpus.extra.shareddepth.Main.calls // at corpus.extra.shareddepth.Main.helper(Main.java:24)
  s5: release java.lang.Object@Main.java:19 // at corpus.extra.shareddepth.Main.helper(Main.java:25)
}

proc corpus.extra.shareddepth.Main.main {
  s0: goto s8e1                          // at corpus.extra.shareddepth.Main.main(Main.java:44)
  s13: read corpus.extra.shareddepth.Main.other // at corpus.extra.shareddepth.Main.main(Main.java:49)
  s14: acquire java.lang.Object@Main.java:19 // at corpus.extra.shareddepth.Main.main(Main.java:49)
  s15: read corpus.extra.shareddepth.Main.lock // at corpus.extra.shareddepth.Main.main(Main.java:50)
  s16: acquire java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.extra.shareddepth.Main.main(Main.java:50)
  s17: read corpus.extra.shareddepth.Main.lock // at corpus.extra.shareddepth.Main.main(Main.java:51)
  s18: release java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.extra.shareddepth.Main.main(Main.java:51)
  s19: release java.lang.Object@Main.java:19 // at corpus.extra.shareddepth.Main.main(Main.java:52)
  s19_1: goto s29e7                      // at corpus.extra.shareddepth.Main.main(Main.java:52)
  s8e1: write java.lang.Thread[]@Main.java:44[0] // at corpus.extra.shareddepth.Main.main(Main.java:46)
  s9e1: read java.lang.Thread[]@Main.java:44[0] // at corpus.extra.shareddepth.Main.main(Main.java:47)
  s10e1: fork corpus.extra.shareddepth.Main.work java.lang.Thread@Main.java:46 // at corpus.extra.shareddepth.Main.main(Main.java:47)
  s44e3: write java.lang.Thread[]@Main.java:44[1] // at corpus.extra.shareddepth.Main.main(Main.java:46)
  s45e3: read java.lang.Thread[]@Main.java:44[1] // at corpus.extra.shareddepth.Main.main(Main.java:47)
  s46e3: fork corpus.extra.shareddepth.Main.work java.lang.Thread@Main.java:46#2 // at corpus.extra.shareddepth.Main.main(Main.java:47)
  s46e3_1: goto s13                      // at corpus.extra.shareddepth.Main.main(Main.java:47)
  s29e7: read java.lang.Thread[]@Main.java:44[0] // at corpus.extra.shareddepth.Main.main(Main.java:53)
  s30e7: join java.lang.Thread@Main.java:46 // at corpus.extra.shareddepth.Main.main(Main.java:54)
  s35e9: read java.lang.Thread[]@Main.java:44[1] // at corpus.extra.shareddepth.Main.main(Main.java:53)
  s36e9: join java.lang.Thread@Main.java:46#2 // at corpus.extra.shareddepth.Main.main(Main.java:54)
}

proc corpus.extra.shareddepth.Main.work {
  s0: call corpus.extra.shareddepth.Main.c1 // at corpus.extra.shareddepth.Main.work(Main.java:34)
  s1: read corpus.extra.shareddepth.Main.lock // at corpus.extra.shareddepth.Main.work(Main.java:35)
  s2: acquire java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.extra.shareddepth.Main.work(Main.java:35)
  s3: call corpus.extra.shareddepth.Main.c1 // at corpus.extra.shareddepth.Main.work(Main.java:37)
  s4: read corpus.extra.shareddepth.Main.lock // at corpus.extra.shareddepth.Main.work(Main.java:39)
  s5: release java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.extra.shareddepth.Main.work(Main.java:39)
}

proc entry {
  init0: call corpus.extra.shareddepth.Main.<clinit> // at corpus.extra.shareddepth.Main.main(Main.java:44)
  main: call corpus.extra.shareddepth.Main.main // at corpus.extra.shareddepth.Main.main(Main.java:44)
}
