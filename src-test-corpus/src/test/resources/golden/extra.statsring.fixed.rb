main corpus.extra.statsring.fixed.Main.main
var java.util.concurrent.atomic.AtomicLong@Main.java:26[corpus.extra.statsring.fixed.Main@Main.java:68].value { 0 1 2 * } = 0

proc corpus.extra.statsring.fixed.Main.<init>[corpus.extra.statsring.fixed.Main@Main.java:68] {
  s4: write corpus.extra.statsring.fixed.Main@Main.java:68.done // at corpus.extra.statsring.fixed.Main.<init>(Main.java:26)
  s6: write corpus.extra.statsring.fixed.Main@Main.java:68.slots // at corpus.extra.statsring.fixed.Main.<init>(Main.java:27)
  s9: write corpus.extra.statsring.fixed.Main@Main.java:68.lock // at corpus.extra.statsring.fixed.Main.<init>(Main.java:28)
  s10: read corpus.extra.statsring.fixed.Main@Main.java:68.slots // at corpus.extra.statsring.fixed.Main.<init>(Main.java:31)
  s11: call corpus.extra.statsring.fixed.Main.fill[corpus.extra.statsring.fixed.Main.<init>:31#11,corpus.extra.statsring.fixed.Main@Main.java:68] // at corpus.extra.statsring.fixed.Main.<init>(Main.java:31)
}

proc corpus.extra.statsring.fixed.Main.await[corpus.extra.statsring.fixed.Main@Main.java:68] {
  s1: read corpus.extra.statsring.fixed.Main@Main.java:68.lock // at corpus.extra.statsring.fixed.Main.await(Main.java:60)
  s2: acquire java.lang.Object@Main.java:28[corpus.extra.statsring.fixed.Main@Main.java:68] // at corpus.extra.statsring.fixed.Main.await(Main.java:60)
  s3: read corpus.extra.statsring.fixed.Main@Main.java:68.done // at corpus.extra.statsring.fixed.Main.await(Main.java:61)
  s4: switch java.util.concurrent.atomic.AtomicLong@Main.java:26[corpus.extra.statsring.fixed.Main@Main.java:68].value 0 s7 1 s7 2 s14 * s6e11 // at corpus.extra.statsring.fixed.Main.await(Main.java:61)
  s7: read corpus.extra.statsring.fixed.Main@Main.java:68.lock // at corpus.extra.statsring.fixed.Main.await(Main.java:62)
  s8: wait java.lang.Object@Main.java:28[corpus.extra.statsring.fixed.Main@Main.java:68] // at corpus.extra.statsring.fixed.Main.await(Main.java:62)
  s8_1: goto s3                          // at corpus.extra.statsring.fixed.Main.await(Main.java:62)
  s14: release java.lang.Object@Main.java:28[corpus.extra.statsring.fixed.Main@Main.java:68] // at corpus.extra.statsring.fixed.Main.await(Main.java:64)
  s14_1: goto exit                       // at corpus.extra.statsring.fixed.Main.await(Main.java:64)
  s6e11: jump s7 s14                     // at corpus.extra.statsring.fixed.Main.await(Main.java:61)
}

proc corpus.extra.statsring.fixed.Main.fill[corpus.extra.statsring.fixed.Main.<init>:31#11,corpus.extra.statsring.fixed.Main@Main.java:68] {
  s3: jump s3_1 exit                     // at corpus.extra.statsring.fixed.Main.fill(Main.java:36)
  s3_1: read java.util.concurrent.atomic.AtomicLong[]@Main.java:27[corpus.extra.statsring.fixed.Main@Main.java:68][] // at corpus.extra.statsring.fixed.Main.fill(Main.java:36)
  s3_2: write java.util.concurrent.atomic.AtomicLong[]@Main.java:27[corpus.extra.statsring.fixed.Main@Main.java:68][] // at corpus.extra.statsring.fixed.Main.fill(Main.java:36)
}

proc corpus.extra.statsring.fixed.Main.finish[corpus.extra.statsring.fixed.Main@Main.java:68] {
  s1: call corpus.extra.statsring.fixed.Main.record[corpus.extra.statsring.fixed.Main@Main.java:68] // at corpus.extra.statsring.fixed.Main.finish(Main.java:51)
  s2: read corpus.extra.statsring.fixed.Main@Main.java:68.done // at corpus.extra.statsring.fixed.Main.finish(Main.java:52)
  s3: acquire java.util.concurrent.atomic.AtomicLong@Main.java:26[corpus.extra.statsring.fixed.Main@Main.java:68].atomic // at corpus.extra.statsring.fixed.Main.finish(Main.java:52)
  s3_1: switch java.util.concurrent.atomic.AtomicLong@Main.java:26[corpus.extra.statsring.fixed.Main@Main.java:68].value 0 s3_2 1 s3_5 2 s3_8 * s3_11 // at corpus.extra.statsring.fixed.Main.finish(Main.java:52)
  s3_2: assign java.util.concurrent.atomic.AtomicLong@Main.java:26[corpus.extra.statsring.fixed.Main@Main.java:68].value 1 // at corpus.extra.statsring.fixed.Main.finish(Main.java:52)
  s3_3: release java.util.concurrent.atomic.AtomicLong@Main.java:26[corpus.extra.statsring.fixed.Main@Main.java:68].atomic // at corpus.extra.statsring.fixed.Main.finish(Main.java:52)
  s3_4: goto exit                        // at corpus.extra.statsring.fixed.Main.finish(Main.java:52)
  s3_5: assign java.util.concurrent.atomic.AtomicLong@Main.java:26[corpus.extra.statsring.fixed.Main@Main.java:68].value 2 // at corpus.extra.statsring.fixed.Main.finish(Main.java:52)
  s3_6: release java.util.concurrent.atomic.AtomicLong@Main.java:26[corpus.extra.statsring.fixed.Main@Main.java:68].atomic // at corpus.extra.statsring.fixed.Main.finish(Main.java:52)
  s3_7: goto s6                          // at corpus.extra.statsring.fixed.Main.finish(Main.java:52)
  s3_8: assign java.util.concurrent.atomic.AtomicLong@Main.java:26[corpus.extra.statsring.fixed.Main@Main.java:68].value * // at corpus.extra.statsring.fixed.Main.finish(Main.java:52)
  s3_9: release java.util.concurrent.atomic.AtomicLong@Main.java:26[corpus.extra.statsring.fixed.Main@Main.java:68].atomic // at corpus.extra.statsring.fixed.Main.finish(Main.java:52)
  s3_10: goto s5e10                      // at corpus.extra.statsring.fixed.Main.finish(Main.java:52)
  s3_11: jump s3_12 s3_15 s3_18 s3_21    // at corpus.extra.statsring.fixed.Main.finish(Main.java:52)
  s3_12: assign java.util.concurrent.atomic.AtomicLong@Main.java:26[corpus.extra.statsring.fixed.Main@Main.java:68].value 0 // at corpus.extra.statsring.fixed.Main.finish(Main.java:52)
  s3_13: release java.util.concurrent.atomic.AtomicLong@Main.java:26[corpus.extra.statsring.fixed.Main@Main.java:68].atomic // at corpus.extra.statsring.fixed.Main.finish(Main.java:52)
  s3_14: goto exit                       // at corpus.extra.statsring.fixed.Main.finish(Main.java:52)
  s3_15: assign java.util.concurrent.atomic.AtomicLong@Main.java:26[corpus.extra.statsring.fixed.Main@Main.java:68].value 1 // at corpus.extra.statsring.fixed.Main.finish(Main.java:52)
  s3_16: release java.util.concurrent.atomic.AtomicLong@Main.java:26[corpus.extra.statsring.fixed.Main@Main.java:68].atomic // at corpus.extra.statsring.fixed.Main.finish(Main.java:52)
  s3_17: goto exit                       // at corpus.extra.statsring.fixed.Main.finish(Main.java:52)
  s3_18: assign java.util.concurrent.atomic.AtomicLong@Main.java:26[corpus.extra.statsring.fixed.Main@Main.java:68].value 2 // at corpus.extra.statsring.fixed.Main.finish(Main.java:52)
  s3_19: release java.util.concurrent.atomic.AtomicLong@Main.java:26[corpus.extra.statsring.fixed.Main@Main.java:68].atomic // at corpus.extra.statsring.fixed.Main.finish(Main.java:52)
  s3_20: goto s6                         // at corpus.extra.statsring.fixed.Main.finish(Main.java:52)
  s3_21: assign java.util.concurrent.atomic.AtomicLong@Main.java:26[corpus.extra.statsring.fixed.Main@Main.java:68].value * // at corpus.extra.statsring.fixed.Main.finish(Main.java:52)
  s3_22: release java.util.concurrent.atomic.AtomicLong@Main.java:26[corpus.extra.statsring.fixed.Main@Main.java:68].atomic // at corpus.extra.statsring.fixed.Main.finish(Main.java:52)
  s3_23: goto s5e10                      // at corpus.extra.statsring.fixed.Main.finish(Main.java:52)
  s6: read corpus.extra.statsring.fixed.Main@Main.java:68.lock // at corpus.extra.statsring.fixed.Main.finish(Main.java:53)
  s7: acquire java.lang.Object@Main.java:28[corpus.extra.statsring.fixed.Main@Main.java:68] // at corpus.extra.statsring.fixed.Main.finish(Main.java:53)
  s8: read corpus.extra.statsring.fixed.Main@Main.java:68.lock // at corpus.extra.statsring.fixed.Main.finish(Main.java:54)
  s9: notifyAll java.lang.Object@Main.java:28[corpus.extra.statsring.fixed.Main@Main.java:68] // at corpus.extra.statsring.fixed.Main.finish(Main.java:54)
  s10: release java.lang.Object@Main.java:28[corpus.extra.statsring.fixed.Main@Main.java:68] // at corpus.extra.statsring.fixed.Main.finish(Main.java:55)
  s10_1: goto exit                       // at corpus.extra.statsring.fixed.Main.finish(Main.java:55)
  s5e10: jump s6 exit                    // at corpus.extra.statsring.fixed.Main.finish(Main.java:52)
}

proc corpus.extra.statsring.fixed.Main.main {
  s2: call corpus.extra.statsring.fixed.Main.<init>[corpus.extra.statsring.fixed.Main@Main.java:68] // at corpus.extra.statsring.fixed.Main.main(Main.java:68)
  s14: fork corpus.extra.statsring.fixed.Main.finish[corpus.extra.statsring.fixed.Main@Main.java:68] java.lang.Thread@Main.java:69 // at corpus.extra.statsring.fixed.Main.main(Main.java:71)
  s15: fork corpus.extra.statsring.fixed.Main.finish[corpus.extra.statsring.fixed.Main@Main.java:68] java.lang.Thread@Main.java:70 // at corpus.extra.statsring.fixed.Main.main(Main.java:72)
  s16: call corpus.extra.statsring.fixed.Main.await[corpus.extra.statsring.fixed.Main@Main.java:68] // at corpus.extra.statsring.fixed.Main.main(Main.java:73)
  s17: join java.lang.Thread@Main.java:69 // at corpus.extra.statsring.fixed.Main.main(Main.java:74)
  s18: join java.lang.Thread@Main.java:70 // at corpus.extra.statsring.fixed.Main.main(Main.java:75)
}

proc corpus.extra.statsring.fixed.Main.record[corpus.extra.statsring.fixed.Main@Main.java:68] {
  s3: read corpus.extra.statsring.fixed.Main@Main.java:68.slots // at corpus.extra.statsring.fixed.Main.record(Main.java:44)
  s4: jump s4_1 exit                     // at corpus.extra.statsring.fixed.Main.record(Main.java:44)
  s4_1: read java.util.concurrent.atomic.AtomicLong[]@Main.java:27[corpus.extra.statsring.fixed.Main@Main.java:68][] // at corpus.extra.statsring.fixed.Main.record(Main.java:44)
}
