main entry
var java.util.concurrent.atomic.AtomicInteger@Main.java:19.value { 0 1 2 * } = 0

proc corpus.extra.updatedgate.fixed.Main.<clinit> {
  s2: write corpus.extra.updatedgate.fixed.Main.PROGRESS // at corpus.extra.updatedgate.fixed.Main.<clinit>(Main.java:17)
  s5: write corpus.extra.updatedgate.fixed.Main.HIGHEST // at corpus.extra.updatedgate.fixed.Main.<clinit>(Main.java:18)
  s8: write corpus.extra.updatedgate.fixed.Main.FINISHED // at corpus.extra.updatedgate.fixed.Main.<clinit>(Main.java:19)
}

proc corpus.extra.updatedgate.fixed.Main.fetch[corpus.extra.updatedgate.fixed.Main.lambda$main$0:30#0] {
  s1: read corpus.extra.updatedgate.fixed.Main.HIGHEST // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:22)
  s4: read corpus.extra.updatedgate.fixed.Main.FINISHED // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:23)
  s6: acquire java.util.concurrent.atomic.AtomicInteger@Main.java:19.atomic // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:23)
  s6_1: switch java.util.concurrent.atomic.AtomicInteger@Main.java:19.value 0 s6_2 1 s6_5 2 s6_8 * s6_11 // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:23)
  s6_2: assign java.util.concurrent.atomic.AtomicInteger@Main.java:19.value 1 // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:23)
  s6_3: release java.util.concurrent.atomic.AtomicInteger@Main.java:19.atomic // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:23)
  s6_4: goto s7                          // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:23)
  s6_5: assign java.util.concurrent.atomic.AtomicInteger@Main.java:19.value 2 // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:23)
  s6_6: release java.util.concurrent.atomic.AtomicInteger@Main.java:19.atomic // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:23)
  s6_7: goto s7                          // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:23)
  s6_8: assign java.util.concurrent.atomic.AtomicInteger@Main.java:19.value * // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:23)
  s6_9: release java.util.concurrent.atomic.AtomicInteger@Main.java:19.atomic // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:23)
  s6_10: goto s7                         // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:23)
  s6_11: jump s6_12 s6_15 s6_18 s6_21    // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:23)
  s6_12: assign java.util.concurrent.atomic.AtomicInteger@Main.java:19.value 0 // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:23)
  s6_13: release java.util.concurrent.atomic.AtomicInteger@Main.java:19.atomic // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:23)
  s6_14: goto s7                         // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:23)
  s6_15: assign java.util.concurrent.atomic.AtomicInteger@Main.java:19.value 1 // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:23)
  s6_16: release java.util.concurrent.atomic.AtomicInteger@Main.java:19.atomic // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:23)
  s6_17: goto s7                         // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:23)
  s6_18: assign java.util.concurrent.atomic.AtomicInteger@Main.java:19.value 2 // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:23)
  s6_19: release java.util.concurrent.atomic.AtomicInteger@Main.java:19.atomic // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:23)
  s6_20: goto s7                         // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:23)
  s6_21: assign java.util.concurrent.atomic.AtomicInteger@Main.java:19.value * // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:23)
  s6_22: release java.util.concurrent.atomic.AtomicInteger@Main.java:19.atomic // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:23)
  s7: read corpus.extra.updatedgate.fixed.Main.PROGRESS // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:24)
  s8: acquire java.lang.Object@Main.java:17 // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:24)
  s9: read corpus.extra.updatedgate.fixed.Main.PROGRESS // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:25)
  s10: notifyAll java.lang.Object@Main.java:17 // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:25)
  s11: release java.lang.Object@Main.java:17 // at corpus.extra.updatedgate.fixed.Main.fetch(Main.java:26)
}

proc corpus.extra.updatedgate.fixed.Main.lambda$fetch$0 {
}

proc corpus.extra.updatedgate.fixed.Main.lambda$main$0 {
  s0: call corpus.extra.updatedgate.fixed.Main.fetch[corpus.extra.updatedgate.fixed.Main.lambda$main$0:30#0] // at corpus.extra.updatedgate.fixed.Main.lambda$main$0(Main.java:30)
}

proc corpus.extra.updatedgate.fixed.Main.lambda$main$1 {
  s0: call corpus.extra.updatedgate.fixed.Main.fetch[corpus.extra.updatedgate.fixed.Main.lambda$main$0:30#0] // at corpus.extra.updatedgate.fixed.Main.lambda$main$1(Main.java:31)
}

proc corpus.extra.updatedgate.fixed.Main.main {
  s9: fork corpus.extra.updatedgate.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:30 // at corpus.extra.updatedgate.fixed.Main.main(Main.java:32)
  s10: fork corpus.extra.updatedgate.fixed.Main.lambda$main$1 java.lang.Thread@Main.java:31 // at corpus.extra.updatedgate.fixed.Main.main(Main.java:33)
  s11: read corpus.extra.updatedgate.fixed.Main.PROGRESS // at corpus.extra.updatedgate.fixed.Main.main(Main.java:34)
  s12: acquire java.lang.Object@Main.java:17 // at corpus.extra.updatedgate.fixed.Main.main(Main.java:34)
  s13: read corpus.extra.updatedgate.fixed.Main.FINISHED // at corpus.extra.updatedgate.fixed.Main.main(Main.java:35)
  s14: switch java.util.concurrent.atomic.AtomicInteger@Main.java:19.value 0 s16 1 s16 2 s23 * s15e4 // at corpus.extra.updatedgate.fixed.Main.main(Main.java:35)
  s16: read corpus.extra.updatedgate.fixed.Main.PROGRESS // at corpus.extra.updatedgate.fixed.Main.main(Main.java:36)
  s17: wait java.lang.Object@Main.java:17 // at corpus.extra.updatedgate.fixed.Main.main(Main.java:36)
  s17_1: goto s13                        // at corpus.extra.updatedgate.fixed.Main.main(Main.java:36)
  s23: release java.lang.Object@Main.java:17 // at corpus.extra.updatedgate.fixed.Main.main(Main.java:38)
  s25: read java.lang.System.out         // at corpus.extra.updatedgate.fixed.Main.main(Main.java:39)
  s26: read corpus.extra.updatedgate.fixed.Main.FINISHED // at corpus.extra.updatedgate.fixed.Main.main(Main.java:39)
  s27: switch java.util.concurrent.atomic.AtomicInteger@Main.java:19.value 0 exit 1 exit 2 exit * s28e8 // at corpus.extra.updatedgate.fixed.Main.main(Main.java:39)
  s15e4: jump s16 s23                    // at corpus.extra.updatedgate.fixed.Main.main(Main.java:35)
  s28e8: goto exit                       // at corpus.extra.updatedgate.fixed.Main.main(Main.java:39)
}

proc entry {
  init0: call corpus.extra.updatedgate.fixed.Main.<clinit> // at corpus.extra.updatedgate.fixed.Main.main(Main.java:30)
  main: call corpus.extra.updatedgate.fixed.Main.main // at corpus.extra.updatedgate.fixed.Main.main(Main.java:30)
}
