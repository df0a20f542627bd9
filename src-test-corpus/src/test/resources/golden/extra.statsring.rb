main corpus.extra.statsring.Main.main

proc corpus.extra.statsring.Main.<init>[corpus.extra.statsring.Main@Main.java:70] {
  s4: write corpus.extra.statsring.Main@Main.java:70.done // at corpus.extra.statsring.Main.<init>(Main.java:28)
  s6: write corpus.extra.statsring.Main@Main.java:70.slots // at corpus.extra.statsring.Main.<init>(Main.java:29)
  s9: write corpus.extra.statsring.Main@Main.java:70.lock // at corpus.extra.statsring.Main.<init>(Main.java:30)
  s10: read corpus.extra.statsring.Main@Main.java:70.slots // at corpus.extra.statsring.Main.<init>(Main.java:33)
  s11: call corpus.extra.statsring.Main.fill[corpus.extra.statsring.Main.<init>:33#11,corpus.extra.statsring.Main@Main.java:70] // at corpus.extra.statsring.Main.<init>(Main.java:33)
}

proc corpus.extra.statsring.Main.await[corpus.extra.statsring.Main@Main.java:70] {
  s1: read corpus.extra.statsring.Main@Main.java:70.lock // at corpus.extra.statsring.Main.await(Main.java:62)
  s2: acquire java.lang.Object@Main.java:30[corpus.extra.statsring.Main@Main.java:70] // at corpus.extra.statsring.Main.await(Main.java:62)
  s3: read corpus.extra.statsring.Main@Main.java:70.done // at corpus.extra.statsring.Main.await(Main.java:63)
  s6: jump s7 s14                        // at corpus.extra.statsring.Main.await(Main.java:63)
  s7: read corpus.extra.statsring.Main@Main.java:70.lock // at corpus.extra.statsring.Main.await(Main.java:64)
  s8: wait java.lang.Object@Main.java:30[corpus.extra.statsring.Main@Main.java:70] // at corpus.extra.statsring.Main.await(Main.java:64)
  s8_1: goto s3                          // at corpus.extra.statsring.Main.await(Main.java:64)
  s14: release java.lang.Object@Main.java:30[corpus.extra.statsring.Main@Main.java:70] // at corpus.extra.statsring.Main.await(Main.java:66)
}

proc corpus.extra.statsring.Main.fill[corpus.extra.statsring.Main.<init>:33#11,corpus.extra.statsring.Main@Main.java:70] {
  s3: jump s3_1 exit                     // at corpus.extra.statsring.Main.fill(Main.java:38)
  s3_1: read java.util.concurrent.atomic.AtomicLong[]@Main.java:29[corpus.extra.statsring.Main@Main.java:70][] // at corpus.extra.statsring.Main.fill(Main.java:38)
  s3_2: write java.util.concurrent.atomic.AtomicLong[]@Main.java:29[corpus.extra.statsring.Main@Main.java:70][] // at corpus.extra.statsring.Main.fill(Main.java:38)
}

proc corpus.extra.statsring.Main.finish[corpus.extra.statsring.Main@Main.java:70] {
  s1: call corpus.extra.statsring.Main.record[corpus.extra.statsring.Main@Main.java:70] // at corpus.extra.statsring.Main.finish(Main.java:53)
  s2: read corpus.extra.statsring.Main@Main.java:70.done // at corpus.extra.statsring.Main.finish(Main.java:54)
  s5: jump s6 exit                       // at corpus.extra.statsring.Main.finish(Main.java:54)
  s6: read corpus.extra.statsring.Main@Main.java:70.lock // at corpus.extra.statsring.Main.finish(Main.java:55)
  s7: acquire java.lang.Object@Main.java:30[corpus.extra.statsring.Main@Main.java:70] // at corpus.extra.statsring.Main.finish(Main.java:55)
  s8: read corpus.extra.statsring.Main@Main.java:70.lock // at corpus.extra.statsring.Main.finish(Main.java:56)
  s9: notifyAll java.lang.Object@Main.java:30[corpus.extra.statsring.Main@Main.java:70] // at corpus.extra.statsring.Main.finish(Main.java:56)
  s10: release java.lang.Object@Main.java:30[corpus.extra.statsring.Main@Main.java:70] // at corpus.extra.statsring.Main.finish(Main.java:57)
}

proc corpus.extra.statsring.Main.main {
  s2: call corpus.extra.statsring.Main.<init>[corpus.extra.statsring.Main@Main.java:70] // at corpus.extra.statsring.Main.main(Main.java:70)
  s14: fork corpus.extra.statsring.Main.finish[corpus.extra.statsring.Main@Main.java:70] java.lang.Thread@Main.java:71 // at corpus.extra.statsring.Main.main(Main.java:73)
  s15: fork corpus.extra.statsring.Main.finish[corpus.extra.statsring.Main@Main.java:70] java.lang.Thread@Main.java:72 // at corpus.extra.statsring.Main.main(Main.java:74)
  s16: call corpus.extra.statsring.Main.await[corpus.extra.statsring.Main@Main.java:70] // at corpus.extra.statsring.Main.main(Main.java:75)
  s17: join java.lang.Thread@Main.java:71 // at corpus.extra.statsring.Main.main(Main.java:76)
  s18: join java.lang.Thread@Main.java:72 // at corpus.extra.statsring.Main.main(Main.java:77)
}

proc corpus.extra.statsring.Main.record[corpus.extra.statsring.Main@Main.java:70] {
  s3: read corpus.extra.statsring.Main@Main.java:70.slots // at corpus.extra.statsring.Main.record(Main.java:46)
  s4: jump s4_1 exit                     // at corpus.extra.statsring.Main.record(Main.java:46)
  s4_1: read java.util.concurrent.atomic.AtomicLong[]@Main.java:29[corpus.extra.statsring.Main@Main.java:70][] // at corpus.extra.statsring.Main.record(Main.java:46)
}
