main corpus.extra.statsquiet.fixed.Main.main
var java.util.concurrent.atomic.AtomicLong@Main.java:29[corpus.extra.statsquiet.fixed.Main@Main.java:62].value { 0 1 2 * } = 0

proc corpus.extra.statsquiet.fixed.Main.<init>[corpus.extra.statsquiet.fixed.Main@Main.java:62] {
  s4: write corpus.extra.statsquiet.fixed.Main@Main.java:62.done // at corpus.extra.statsquiet.fixed.Main.<init>(Main.java:29)
  s6: write corpus.extra.statsquiet.fixed.Main@Main.java:62.slots // at corpus.extra.statsquiet.fixed.Main.<init>(Main.java:30)
  s10: write corpus.extra.statsquiet.fixed.Main@Main.java:62.sleepers // at corpus.extra.statsquiet.fixed.Main.<init>(Main.java:31)
  s13: write corpus.extra.statsquiet.fixed.Main@Main.java:62.lock // at corpus.extra.statsquiet.fixed.Main.<init>(Main.java:32)
  s14: read corpus.extra.statsquiet.fixed.Main@Main.java:62.slots // at corpus.extra.statsquiet.fixed.Main.<init>(Main.java:35)
  s16: read java.util.concurrent.atomic.AtomicLong[]@Main.java:30[corpus.extra.statsquiet.fixed.Main@Main.java:62][] // at corpus.extra.statsquiet.fixed.Main.<init>(Main.java:35)
  s16_1: write java.util.concurrent.atomic.AtomicLong[]@Main.java:30[corpus.extra.statsquiet.fixed.Main@Main.java:62][] // at corpus.extra.statsquiet.fixed.Main.<init>(Main.java:35)
}

proc corpus.extra.statsquiet.fixed.Main.await[corpus.extra.statsquiet.fixed.Main@Main.java:62] {
  s1: read corpus.extra.statsquiet.fixed.Main@Main.java:62.lock // at corpus.extra.statsquiet.fixed.Main.await(Main.java:54)
  s2: acquire java.lang.Object@Main.java:32[corpus.extra.statsquiet.fixed.Main@Main.java:62] // at corpus.extra.statsquiet.fixed.Main.await(Main.java:54)
  s3: read corpus.extra.statsquiet.fixed.Main@Main.java:62.done // at corpus.extra.statsquiet.fixed.Main.await(Main.java:55)
  s4: switch java.util.concurrent.atomic.AtomicLong@Main.java:29[corpus.extra.statsquiet.fixed.Main@Main.java:62].value 0 s7 1 s7 2 s14 * s6e11 // at corpus.extra.statsquiet.fixed.Main.await(Main.java:55)
  s7: read corpus.extra.statsquiet.fixed.Main@Main.java:62.lock // at corpus.extra.statsquiet.fixed.Main.await(Main.java:56)
  s8: wait java.lang.Object@Main.java:32[corpus.extra.statsquiet.fixed.Main@Main.java:62] // at corpus.extra.statsquiet.fixed.Main.await(Main.java:56)
  s8_1: goto s3                          // at corpus.extra.statsquiet.fixed.Main.await(Main.java:56)
  s14: release java.lang.Object@Main.java:32[corpus.extra.statsquiet.fixed.Main@Main.java:62] // at corpus.extra.statsquiet.fixed.Main.await(Main.java:58)
  s14_1: goto exit                       // at corpus.extra.statsquiet.fixed.Main.await(Main.java:58)
  s6e11: jump s7 s14                     // at corpus.extra.statsquiet.fixed.Main.await(Main.java:55)
}

proc corpus.extra.statsquiet.fixed.Main.check[corpus.extra.statsquiet.fixed.Main.main:63#4,corpus.extra.statsquiet.fixed.Main@Main.java:62] {
}

proc corpus.extra.statsquiet.fixed.Main.finish[corpus.extra.statsquiet.fixed.Main.main:64#15,corpus.extra.statsquiet.fixed.Main@Main.java:62] {
  s1: read corpus.extra.statsquiet.fixed.Main@Main.java:62.slots // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:44)
  s2: read java.util.concurrent.atomic.AtomicLong[]@Main.java:30[corpus.extra.statsquiet.fixed.Main@Main.java:62][1] // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:44)
  s4: read corpus.extra.statsquiet.fixed.Main@Main.java:62.sleepers // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:45)
  s6: read java.util.ArrayList@Main.java:31[corpus.extra.statsquiet.fixed.Main@Main.java:62].$state // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:45)
  s7: read corpus.extra.statsquiet.fixed.Main@Main.java:62.done // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:46)
  s8: acquire java.util.concurrent.atomic.AtomicLong@Main.java:29[corpus.extra.statsquiet.fixed.Main@Main.java:62].atomic // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:46)
  s8_1: switch java.util.concurrent.atomic.AtomicLong@Main.java:29[corpus.extra.statsquiet.fixed.Main@Main.java:62].value 0 s8_2 1 s8_5 2 s8_8 * s8_11 // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:46)
  s8_2: assign java.util.concurrent.atomic.AtomicLong@Main.java:29[corpus.extra.statsquiet.fixed.Main@Main.java:62].value 1 // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:46)
  s8_3: release java.util.concurrent.atomic.AtomicLong@Main.java:29[corpus.extra.statsquiet.fixed.Main@Main.java:62].atomic // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:46)
  s8_4: goto exit                        // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:46)
  s8_5: assign java.util.concurrent.atomic.AtomicLong@Main.java:29[corpus.extra.statsquiet.fixed.Main@Main.java:62].value 2 // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:46)
  s8_6: release java.util.concurrent.atomic.AtomicLong@Main.java:29[corpus.extra.statsquiet.fixed.Main@Main.java:62].atomic // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:46)
  s8_7: goto s11                         // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:46)
  s8_8: assign java.util.concurrent.atomic.AtomicLong@Main.java:29[corpus.extra.statsquiet.fixed.Main@Main.java:62].value * // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:46)
  s8_9: release java.util.concurrent.atomic.AtomicLong@Main.java:29[corpus.extra.statsquiet.fixed.Main@Main.java:62].atomic // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:46)
  s8_10: goto s10e10                     // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:46)
  s8_11: jump s8_12 s8_15 s8_18 s8_21    // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:46)
  s8_12: assign java.util.concurrent.atomic.AtomicLong@Main.java:29[corpus.extra.statsquiet.fixed.Main@Main.java:62].value 0 // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:46)
  s8_13: release java.util.concurrent.atomic.AtomicLong@Main.java:29[corpus.extra.statsquiet.fixed.Main@Main.java:62].atomic // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:46)
  s8_14: goto exit                       // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:46)
  s8_15: assign java.util.concurrent.atomic.AtomicLong@Main.java:29[corpus.extra.statsquiet.fixed.Main@Main.java:62].value 1 // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:46)
  s8_16: release java.util.concurrent.atomic.AtomicLong@Main.java:29[corpus.extra.statsquiet.fixed.Main@Main.java:62].atomic // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:46)
  s8_17: goto exit                       // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:46)
  s8_18: assign java.util.concurrent.atomic.AtomicLong@Main.java:29[corpus.extra.statsquiet.fixed.Main@Main.java:62].value 2 // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:46)
  s8_19: release java.util.concurrent.atomic.AtomicLong@Main.java:29[corpus.extra.statsquiet.fixed.Main@Main.java:62].atomic // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:46)
  s8_20: goto s11                        // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:46)
  s8_21: assign java.util.concurrent.atomic.AtomicLong@Main.java:29[corpus.extra.statsquiet.fixed.Main@Main.java:62].value * // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:46)
  s8_22: release java.util.concurrent.atomic.AtomicLong@Main.java:29[corpus.extra.statsquiet.fixed.Main@Main.java:62].atomic // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:46)
  s8_23: goto s10e10                     // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:46)
  s11: read corpus.extra.statsquiet.fixed.Main@Main.java:62.lock // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:47)
  s12: acquire java.lang.Object@Main.java:32[corpus.extra.statsquiet.fixed.Main@Main.java:62] // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:47)
  s13: read corpus.extra.statsquiet.fixed.Main@Main.java:62.lock // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:48)
  s14: notifyAll java.lang.Object@Main.java:32[corpus.extra.statsquiet.fixed.Main@Main.java:62] // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:48)
  s15: release java.lang.Object@Main.java:32[corpus.extra.statsquiet.fixed.Main@Main.java:62] // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:49)
  s15_1: goto exit                       // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:49)
  s10e10: jump s11 exit                  // at corpus.extra.statsquiet.fixed.Main.finish(Main.java:46)
}

proc corpus.extra.statsquiet.fixed.Main.main {
  s2: call corpus.extra.statsquiet.fixed.Main.<init>[corpus.extra.statsquiet.fixed.Main@Main.java:62] // at corpus.extra.statsquiet.fixed.Main.main(Main.java:62)
  s4: call corpus.extra.statsquiet.fixed.Main.check[corpus.extra.statsquiet.fixed.Main.main:63#4,corpus.extra.statsquiet.fixed.Main@Main.java:62] // at corpus.extra.statsquiet.fixed.Main.main(Main.java:63)
  s15: fork corpus.extra.statsquiet.fixed.Main.finish[corpus.extra.statsquiet.fixed.Main.main:64#15,corpus.extra.statsquiet.fixed.Main@Main.java:62] java.lang.Thread@Main.java:64 // at corpus.extra.statsquiet.fixed.Main.main(Main.java:66)
  s16: fork corpus.extra.statsquiet.fixed.Main.finish[corpus.extra.statsquiet.fixed.Main.main:64#15,corpus.extra.statsquiet.fixed.Main@Main.java:62] java.lang.Thread@Main.java:65 // at corpus.extra.statsquiet.fixed.Main.main(Main.java:67)
  s17: call corpus.extra.statsquiet.fixed.Main.await[corpus.extra.statsquiet.fixed.Main@Main.java:62] // at corpus.extra.statsquiet.fixed.Main.main(Main.java:68)
  s18: join java.lang.Thread@Main.java:64 // at corpus.extra.statsquiet.fixed.Main.main(Main.java:69)
  s19: join java.lang.Thread@Main.java:65 // at corpus.extra.statsquiet.fixed.Main.main(Main.java:70)
}
