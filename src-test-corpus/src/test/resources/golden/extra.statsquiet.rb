main corpus.extra.statsquiet.Main.main

proc corpus.extra.statsquiet.Main.<init>[corpus.extra.statsquiet.Main@Main.java:58] {
  s4: write corpus.extra.statsquiet.Main@Main.java:58.done // at corpus.extra.statsquiet.Main.<init>(Main.java:28)
  s6: write corpus.extra.statsquiet.Main@Main.java:58.slots // at corpus.extra.statsquiet.Main.<init>(Main.java:29)
  s9: write corpus.extra.statsquiet.Main@Main.java:58.lock // at corpus.extra.statsquiet.Main.<init>(Main.java:30)
  s10: read corpus.extra.statsquiet.Main@Main.java:58.slots // at corpus.extra.statsquiet.Main.<init>(Main.java:33)
  s12: read java.util.concurrent.atomic.AtomicLong[]@Main.java:29[corpus.extra.statsquiet.Main@Main.java:58][] // at corpus.extra.statsquiet.Main.<init>(Main.java:33)
  s12_1: write java.util.concurrent.atomic.AtomicLong[]@Main.java:29[corpus.extra.statsquiet.Main@Main.java:58][] // at corpus.extra.statsquiet.Main.<init>(Main.java:33)
}

proc corpus.extra.statsquiet.Main.await[corpus.extra.statsquiet.Main@Main.java:58] {
  s1: read corpus.extra.statsquiet.Main@Main.java:58.lock // at corpus.extra.statsquiet.Main.await(Main.java:50)
  s2: acquire java.lang.Object@Main.java:30[corpus.extra.statsquiet.Main@Main.java:58] // at corpus.extra.statsquiet.Main.await(Main.java:50)
  s3: read corpus.extra.statsquiet.Main@Main.java:58.done // at corpus.extra.statsquiet.Main.await(Main.java:51)
  s6: jump s7 s14                        // at corpus.extra.statsquiet.Main.await(Main.java:51)
  s7: read corpus.extra.statsquiet.Main@Main.java:58.lock // at corpus.extra.statsquiet.Main.await(Main.java:52)
  s8: wait java.lang.Object@Main.java:30[corpus.extra.statsquiet.Main@Main.java:58] // at corpus.extra.statsquiet.Main.await(Main.java:52)
  s8_1: goto s3                          // at corpus.extra.statsquiet.Main.await(Main.java:52)
  s14: release java.lang.Object@Main.java:30[corpus.extra.statsquiet.Main@Main.java:58] // at corpus.extra.statsquiet.Main.await(Main.java:54)
}

proc corpus.extra.statsquiet.Main.check[corpus.extra.statsquiet.Main.main:59#4,corpus.extra.statsquiet.Main@Main.java:58] {
}

proc corpus.extra.statsquiet.Main.finish[corpus.extra.statsquiet.Main@Main.java:58] {
  s1: read corpus.extra.statsquiet.Main@Main.java:58.slots // at corpus.extra.statsquiet.Main.finish(Main.java:41)
  s2: read java.util.concurrent.atomic.AtomicLong[]@Main.java:29[corpus.extra.statsquiet.Main@Main.java:58][1] // at corpus.extra.statsquiet.Main.finish(Main.java:41)
  s4: read corpus.extra.statsquiet.Main@Main.java:58.done // at corpus.extra.statsquiet.Main.finish(Main.java:42)
  s7: jump s8 exit                       // at corpus.extra.statsquiet.Main.finish(Main.java:42)
  s8: read corpus.extra.statsquiet.Main@Main.java:58.lock // at corpus.extra.statsquiet.Main.finish(Main.java:43)
  s9: acquire java.lang.Object@Main.java:30[corpus.extra.statsquiet.Main@Main.java:58] // at corpus.extra.statsquiet.Main.finish(Main.java:43)
  s10: read corpus.extra.statsquiet.Main@Main.java:58.lock // at corpus.extra.statsquiet.Main.finish(Main.java:44)
  s11: notifyAll java.lang.Object@Main.java:30[corpus.extra.statsquiet.Main@Main.java:58] // at corpus.extra.statsquiet.Main.finish(Main.java:44)
  s12: release java.lang.Object@Main.java:30[corpus.extra.statsquiet.Main@Main.java:58] // at corpus.extra.statsquiet.Main.finish(Main.java:45)
}

proc corpus.extra.statsquiet.Main.main {
  s2: call corpus.extra.statsquiet.Main.<init>[corpus.extra.statsquiet.Main@Main.java:58] // at corpus.extra.statsquiet.Main.main(Main.java:58)
  s4: call corpus.extra.statsquiet.Main.check[corpus.extra.statsquiet.Main.main:59#4,corpus.extra.statsquiet.Main@Main.java:58] // at corpus.extra.statsquiet.Main.main(Main.java:59)
  s15: fork corpus.extra.statsquiet.Main.finish[corpus.extra.statsquiet.Main@Main.java:58] java.lang.Thread@Main.java:60 // at corpus.extra.statsquiet.Main.main(Main.java:62)
  s16: fork corpus.extra.statsquiet.Main.finish[corpus.extra.statsquiet.Main@Main.java:58] java.lang.Thread@Main.java:61 // at corpus.extra.statsquiet.Main.main(Main.java:63)
  s17: call corpus.extra.statsquiet.Main.await[corpus.extra.statsquiet.Main@Main.java:58] // at corpus.extra.statsquiet.Main.main(Main.java:64)
  s18: join java.lang.Thread@Main.java:60 // at corpus.extra.statsquiet.Main.main(Main.java:65)
  s19: join java.lang.Thread@Main.java:61 // at corpus.extra.statsquiet.Main.main(Main.java:66)
}
