main corpus.extra.statsprinted.fixed.Main.main
var java.util.concurrent.atomic.AtomicLong@Main.java:32[corpus.extra.statsprinted.fixed.Main@Main.java:65].value { 0 1 2 * } = 0

proc corpus.extra.statsprinted.fixed.Main.<init>[corpus.extra.statsprinted.fixed.Main@Main.java:65] {
  s4: write corpus.extra.statsprinted.fixed.Main@Main.java:65.done // at corpus.extra.statsprinted.fixed.Main.<init>(Main.java:32)
  s6: write corpus.extra.statsprinted.fixed.Main@Main.java:65.slots // at corpus.extra.statsprinted.fixed.Main.<init>(Main.java:33)
  s10: write corpus.extra.statsprinted.fixed.Main@Main.java:65.trace // at corpus.extra.statsprinted.fixed.Main.<init>(Main.java:34)
  s13: write corpus.extra.statsprinted.fixed.Main@Main.java:65.lock // at corpus.extra.statsprinted.fixed.Main.<init>(Main.java:35)
  s14: read corpus.extra.statsprinted.fixed.Main@Main.java:65.slots // at corpus.extra.statsprinted.fixed.Main.<init>(Main.java:38)
  s16: read java.util.concurrent.atomic.AtomicLong[]@Main.java:33[corpus.extra.statsprinted.fixed.Main@Main.java:65][] // at corpus.extra.statsprinted.fixed.Main.<init>(Main.java:38)
  s16_1: write java.util.concurrent.atomic.AtomicLong[]@Main.java:33[corpus.extra.statsprinted.fixed.Main@Main.java:65][] // at corpus.extra.statsprinted.fixed.Main.<init>(Main.java:38)
  s17: read corpus.extra.statsprinted.fixed.Main@Main.java:65.trace // at corpus.extra.statsprinted.fixed.Main.<init>(Main.java:39)
  s20: write java.util.ArrayList@Main.java:34[corpus.extra.statsprinted.fixed.Main@Main.java:65].$state // at corpus.extra.statsprinted.fixed.Main.<init>(Main.java:39)
}

proc corpus.extra.statsprinted.fixed.Main.await[corpus.extra.statsprinted.fixed.Main@Main.java:65] {
  s1: read corpus.extra.statsprinted.fixed.Main@Main.java:65.lock // at corpus.extra.statsprinted.fixed.Main.await(Main.java:57)
  s2: acquire java.lang.Object@Main.java:35[corpus.extra.statsprinted.fixed.Main@Main.java:65] // at corpus.extra.statsprinted.fixed.Main.await(Main.java:57)
  s3: read corpus.extra.statsprinted.fixed.Main@Main.java:65.done // at corpus.extra.statsprinted.fixed.Main.await(Main.java:58)
  s4: switch java.util.concurrent.atomic.AtomicLong@Main.java:32[corpus.extra.statsprinted.fixed.Main@Main.java:65].value 0 s7 1 s7 2 s14 * s6e11 // at corpus.extra.statsprinted.fixed.Main.await(Main.java:58)
  s7: read corpus.extra.statsprinted.fixed.Main@Main.java:65.lock // at corpus.extra.statsprinted.fixed.Main.await(Main.java:59)
  s8: wait java.lang.Object@Main.java:35[corpus.extra.statsprinted.fixed.Main@Main.java:65] // at corpus.extra.statsprinted.fixed.Main.await(Main.java:59)
  s8_1: goto s3                          // at corpus.extra.statsprinted.fixed.Main.await(Main.java:59)
  s14: release java.lang.Object@Main.java:35[corpus.extra.statsprinted.fixed.Main@Main.java:65] // at corpus.extra.statsprinted.fixed.Main.await(Main.java:61)
  s14_1: goto exit                       // at corpus.extra.statsprinted.fixed.Main.await(Main.java:61)
  s6e11: jump s7 s14                     // at corpus.extra.statsprinted.fixed.Main.await(Main.java:58)
}

proc corpus.extra.statsprinted.fixed.Main.finish[corpus.extra.statsprinted.fixed.Main@Main.java:65] {
  s1: read corpus.extra.statsprinted.fixed.Main@Main.java:65.slots // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:48)
  s2: read java.util.concurrent.atomic.AtomicLong[]@Main.java:33[corpus.extra.statsprinted.fixed.Main@Main.java:65][1] // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:48)
  s4: read corpus.extra.statsprinted.fixed.Main@Main.java:65.done // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:49)
  s5: acquire java.util.concurrent.atomic.AtomicLong@Main.java:32[corpus.extra.statsprinted.fixed.Main@Main.java:65].atomic // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:49)
  s5_1: switch java.util.concurrent.atomic.AtomicLong@Main.java:32[corpus.extra.statsprinted.fixed.Main@Main.java:65].value 0 s5_2 1 s5_5 2 s5_8 * s5_11 // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:49)
  s5_2: assign java.util.concurrent.atomic.AtomicLong@Main.java:32[corpus.extra.statsprinted.fixed.Main@Main.java:65].value 1 // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:49)
  s5_3: release java.util.concurrent.atomic.AtomicLong@Main.java:32[corpus.extra.statsprinted.fixed.Main@Main.java:65].atomic // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:49)
  s5_4: goto exit                        // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:49)
  s5_5: assign java.util.concurrent.atomic.AtomicLong@Main.java:32[corpus.extra.statsprinted.fixed.Main@Main.java:65].value 2 // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:49)
  s5_6: release java.util.concurrent.atomic.AtomicLong@Main.java:32[corpus.extra.statsprinted.fixed.Main@Main.java:65].atomic // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:49)
  s5_7: goto s8                          // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:49)
  s5_8: assign java.util.concurrent.atomic.AtomicLong@Main.java:32[corpus.extra.statsprinted.fixed.Main@Main.java:65].value * // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:49)
  s5_9: release java.util.concurrent.atomic.AtomicLong@Main.java:32[corpus.extra.statsprinted.fixed.Main@Main.java:65].atomic // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:49)
  s5_10: goto s7e10                      // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:49)
  s5_11: jump s5_12 s5_15 s5_18 s5_21    // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:49)
  s5_12: assign java.util.concurrent.atomic.AtomicLong@Main.java:32[corpus.extra.statsprinted.fixed.Main@Main.java:65].value 0 // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:49)
  s5_13: release java.util.concurrent.atomic.AtomicLong@Main.java:32[corpus.extra.statsprinted.fixed.Main@Main.java:65].atomic // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:49)
  s5_14: goto exit                       // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:49)
  s5_15: assign java.util.concurrent.atomic.AtomicLong@Main.java:32[corpus.extra.statsprinted.fixed.Main@Main.java:65].value 1 // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:49)
  s5_16: release java.util.concurrent.atomic.AtomicLong@Main.java:32[corpus.extra.statsprinted.fixed.Main@Main.java:65].atomic // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:49)
  s5_17: goto exit                       // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:49)
  s5_18: assign java.util.concurrent.atomic.AtomicLong@Main.java:32[corpus.extra.statsprinted.fixed.Main@Main.java:65].value 2 // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:49)
  s5_19: release java.util.concurrent.atomic.AtomicLong@Main.java:32[corpus.extra.statsprinted.fixed.Main@Main.java:65].atomic // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:49)
  s5_20: goto s8                         // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:49)
  s5_21: assign java.util.concurrent.atomic.AtomicLong@Main.java:32[corpus.extra.statsprinted.fixed.Main@Main.java:65].value * // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:49)
  s5_22: release java.util.concurrent.atomic.AtomicLong@Main.java:32[corpus.extra.statsprinted.fixed.Main@Main.java:65].atomic // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:49)
  s5_23: goto s7e10                      // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:49)
  s8: read corpus.extra.statsprinted.fixed.Main@Main.java:65.lock // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:50)
  s9: acquire java.lang.Object@Main.java:35[corpus.extra.statsprinted.fixed.Main@Main.java:65] // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:50)
  s10: read corpus.extra.statsprinted.fixed.Main@Main.java:65.lock // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:51)
  s11: notifyAll java.lang.Object@Main.java:35[corpus.extra.statsprinted.fixed.Main@Main.java:65] // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:51)
  s12: release java.lang.Object@Main.java:35[corpus.extra.statsprinted.fixed.Main@Main.java:65] // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:52)
  s12_1: goto exit                       // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:52)
  s7e10: jump s8 exit                    // at corpus.extra.statsprinted.fixed.Main.finish(Main.java:49)
}

proc corpus.extra.statsprinted.fixed.Main.main {
  s2: call corpus.extra.statsprinted.fixed.Main.<init>[corpus.extra.statsprinted.fixed.Main@Main.java:65] // at corpus.extra.statsprinted.fixed.Main.main(Main.java:65)
  s5: read java.lang.System.out          // at corpus.extra.statsprinted.fixed.Main.main(Main.java:66)
  s8: call corpus.extra.statsprinted.fixed.Main.print[corpus.extra.statsprinted.fixed.Main.main:66#8,corpus.extra.statsprinted.fixed.Main@Main.java:65] // at corpus.extra.statsprinted.fixed.Main.main(Main.java:66)
  s19: fork corpus.extra.statsprinted.fixed.Main.finish[corpus.extra.statsprinted.fixed.Main@Main.java:65] java.lang.Thread@Main.java:67 // at corpus.extra.statsprinted.fixed.Main.main(Main.java:69)
  s20: fork corpus.extra.statsprinted.fixed.Main.finish[corpus.extra.statsprinted.fixed.Main@Main.java:65] java.lang.Thread@Main.java:68 // at corpus.extra.statsprinted.fixed.Main.main(Main.java:70)
  s21: call corpus.extra.statsprinted.fixed.Main.await[corpus.extra.statsprinted.fixed.Main@Main.java:65] // at corpus.extra.statsprinted.fixed.Main.main(Main.java:71)
  s22: join java.lang.Thread@Main.java:67 // at corpus.extra.statsprinted.fixed.Main.main(Main.java:72)
  s23: join java.lang.Thread@Main.java:68 // at corpus.extra.statsprinted.fixed.Main.main(Main.java:73)
}

proc corpus.extra.statsprinted.fixed.Main.print[corpus.extra.statsprinted.fixed.Main.main:66#8,corpus.extra.statsprinted.fixed.Main@Main.java:65] {
  s3: read corpus.extra.statsprinted.fixed.Main@Main.java:65.trace // at corpus.extra.statsprinted.fixed.Main.print(Main.java:44)
  s6: read java.util.ArrayList@Main.java:34[corpus.extra.statsprinted.fixed.Main@Main.java:65].$state // at corpus.extra.statsprinted.fixed.Main.print(Main.java:44)
}
