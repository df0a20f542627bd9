main corpus.values.atomiclonggate.fixed.Main.main
var java.util.concurrent.atomic.AtomicLong@Main.java:20[corpus.values.atomiclonggate.fixed.Main@Main.java:40].value { 0 1 2 * } = 0

proc corpus.values.atomiclonggate.fixed.Main.<init>[corpus.values.atomiclonggate.fixed.Main@Main.java:40] {
  s4: write corpus.values.atomiclonggate.fixed.Main@Main.java:40.done // at corpus.values.atomiclonggate.fixed.Main.<init>(Main.java:20)
  s7: write corpus.values.atomiclonggate.fixed.Main@Main.java:40.lock // at corpus.values.atomiclonggate.fixed.Main.<init>(Main.java:21)
}

proc corpus.values.atomiclonggate.fixed.Main.await[corpus.values.atomiclonggate.fixed.Main@Main.java:40] {
  s1: read corpus.values.atomiclonggate.fixed.Main@Main.java:40.lock // at corpus.values.atomiclonggate.fixed.Main.await(Main.java:32)
  s2: acquire java.lang.Object@Main.java:21[corpus.values.atomiclonggate.fixed.Main@Main.java:40] // at corpus.values.atomiclonggate.fixed.Main.await(Main.java:32)
  s3: read corpus.values.atomiclonggate.fixed.Main@Main.java:40.done // at corpus.values.atomiclonggate.fixed.Main.await(Main.java:33)
  s4: switch java.util.concurrent.atomic.AtomicLong@Main.java:20[corpus.values.atomiclonggate.fixed.Main@Main.java:40].value 0 s7 1 s7 2 s14 * s6e11 // at corpus.values.atomiclonggate.fixed.Main.await(Main.java:33)
  s7: read corpus.values.atomiclonggate.fixed.Main@Main.java:40.lock // at corpus.values.atomiclonggate.fixed.Main.await(Main.java:34)
  s8: wait java.lang.Object@Main.java:21[corpus.values.atomiclonggate.fixed.Main@Main.java:40] // at corpus.values.atomiclonggate.fixed.Main.await(Main.java:34)
  s8_1: goto s3                          // at corpus.values.atomiclonggate.fixed.Main.await(Main.java:34)
  s14: release java.lang.Object@Main.java:21[corpus.values.atomiclonggate.fixed.Main@Main.java:40] // at corpus.values.atomiclonggate.fixed.Main.await(Main.java:36)
  s14_1: goto exit                       // at corpus.values.atomiclonggate.fixed.Main.await(Main.java:36)
  s6e11: jump s7 s14                     // at corpus.values.atomiclonggate.fixed.Main.await(Main.java:33)
}

proc corpus.values.atomiclonggate.fixed.Main.finish[corpus.values.atomiclonggate.fixed.Main@Main.java:40] {
  s1: read corpus.values.atomiclonggate.fixed.Main@Main.java:40.done // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:24)
  s2: acquire java.util.concurrent.atomic.AtomicLong@Main.java:20[corpus.values.atomiclonggate.fixed.Main@Main.java:40].atomic // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:24)
  s2_1: switch java.util.concurrent.atomic.AtomicLong@Main.java:20[corpus.values.atomiclonggate.fixed.Main@Main.java:40].value 0 s2_2 1 s2_5 2 s2_8 * s2_11 // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:24)
  s2_2: assign java.util.concurrent.atomic.AtomicLong@Main.java:20[corpus.values.atomiclonggate.fixed.Main@Main.java:40].value 1 // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:24)
  s2_3: release java.util.concurrent.atomic.AtomicLong@Main.java:20[corpus.values.atomiclonggate.fixed.Main@Main.java:40].atomic // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:24)
  s2_4: goto exit                        // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:24)
  s2_5: assign java.util.concurrent.atomic.AtomicLong@Main.java:20[corpus.values.atomiclonggate.fixed.Main@Main.java:40].value 2 // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:24)
  s2_6: release java.util.concurrent.atomic.AtomicLong@Main.java:20[corpus.values.atomiclonggate.fixed.Main@Main.java:40].atomic // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:24)
  s2_7: goto s5                          // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:24)
  s2_8: assign java.util.concurrent.atomic.AtomicLong@Main.java:20[corpus.values.atomiclonggate.fixed.Main@Main.java:40].value * // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:24)
  s2_9: release java.util.concurrent.atomic.AtomicLong@Main.java:20[corpus.values.atomiclonggate.fixed.Main@Main.java:40].atomic // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:24)
  s2_10: goto s4e10                      // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:24)
  s2_11: jump s2_12 s2_15 s2_18 s2_21    // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:24)
  s2_12: assign java.util.concurrent.atomic.AtomicLong@Main.java:20[corpus.values.atomiclonggate.fixed.Main@Main.java:40].value 0 // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:24)
  s2_13: release java.util.concurrent.atomic.AtomicLong@Main.java:20[corpus.values.atomiclonggate.fixed.Main@Main.java:40].atomic // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:24)
  s2_14: goto exit                       // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:24)
  s2_15: assign java.util.concurrent.atomic.AtomicLong@Main.java:20[corpus.values.atomiclonggate.fixed.Main@Main.java:40].value 1 // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:24)
  s2_16: release java.util.concurrent.atomic.AtomicLong@Main.java:20[corpus.values.atomiclonggate.fixed.Main@Main.java:40].atomic // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:24)
  s2_17: goto exit                       // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:24)
  s2_18: assign java.util.concurrent.atomic.AtomicLong@Main.java:20[corpus.values.atomiclonggate.fixed.Main@Main.java:40].value 2 // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:24)
  s2_19: release java.util.concurrent.atomic.AtomicLong@Main.java:20[corpus.values.atomiclonggate.fixed.Main@Main.java:40].atomic // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:24)
  s2_20: goto s5                         // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:24)
  s2_21: assign java.util.concurrent.atomic.AtomicLong@Main.java:20[corpus.values.atomiclonggate.fixed.Main@Main.java:40].value * // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:24)
  s2_22: release java.util.concurrent.atomic.AtomicLong@Main.java:20[corpus.values.atomiclonggate.fixed.Main@Main.java:40].atomic // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:24)
  s2_23: goto s4e10                      // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:24)
  s5: read corpus.values.atomiclonggate.fixed.Main@Main.java:40.lock // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:25)
  s6: acquire java.lang.Object@Main.java:21[corpus.values.atomiclonggate.fixed.Main@Main.java:40] // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:25)
  s7: read corpus.values.atomiclonggate.fixed.Main@Main.java:40.lock // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:26)
  s8: notifyAll java.lang.Object@Main.java:21[corpus.values.atomiclonggate.fixed.Main@Main.java:40] // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:26)
  s9: release java.lang.Object@Main.java:21[corpus.values.atomiclonggate.fixed.Main@Main.java:40] // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:27)
  s9_1: goto exit                        // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:27)
  s4e10: jump s5 exit                    // at corpus.values.atomiclonggate.fixed.Main.finish(Main.java:24)
}

proc corpus.values.atomiclonggate.fixed.Main.main {
  s2: call corpus.values.atomiclonggate.fixed.Main.<init>[corpus.values.atomiclonggate.fixed.Main@Main.java:40] // at corpus.values.atomiclonggate.fixed.Main.main(Main.java:40)
  s14: fork corpus.values.atomiclonggate.fixed.Main.finish[corpus.values.atomiclonggate.fixed.Main@Main.java:40] java.lang.Thread@Main.java:41 // at corpus.values.atomiclonggate.fixed.Main.main(Main.java:43)
  s15: fork corpus.values.atomiclonggate.fixed.Main.finish[corpus.values.atomiclonggate.fixed.Main@Main.java:40] java.lang.Thread@Main.java:42 // at corpus.values.atomiclonggate.fixed.Main.main(Main.java:44)
  s16: call corpus.values.atomiclonggate.fixed.Main.await[corpus.values.atomiclonggate.fixed.Main@Main.java:40] // at corpus.values.atomiclonggate.fixed.Main.main(Main.java:45)
  s17: join java.lang.Thread@Main.java:41 // at corpus.values.atomiclonggate.fixed.Main.main(Main.java:46)
  s18: join java.lang.Thread@Main.java:42 // at corpus.values.atomiclonggate.fixed.Main.main(Main.java:47)
}
