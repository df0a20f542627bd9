main entry
counter java.util.concurrent.CountDownLatch@Main.java:23.count cap 1 init 1
var java.util.LinkedList@Main.java:22.size { 0 1 2 3 * } = 0

proc corpus.extra.filledlist.fixed.Main.<clinit> {
  s2: write corpus.extra.filledlist.fixed.Main.LOCK // at corpus.extra.filledlist.fixed.Main.<clinit>(Main.java:21)
  s5: write corpus.extra.filledlist.fixed.Main.IDLE // at corpus.extra.filledlist.fixed.Main.<clinit>(Main.java:22)
  s8: write corpus.extra.filledlist.fixed.Main.CREATED // at corpus.extra.filledlist.fixed.Main.<clinit>(Main.java:23)
}

proc corpus.extra.filledlist.fixed.Main.lambda$main$0 {
  s0: call corpus.extra.filledlist.fixed.Main.lease[corpus.extra.filledlist.fixed.Main.lambda$main$0:43#0] // at corpus.extra.filledlist.fixed.Main.lambda$main$0(Main.java:43)
}

proc corpus.extra.filledlist.fixed.Main.lease[corpus.extra.filledlist.fixed.Main.lambda$main$0:43#0] {
  s0: read corpus.extra.filledlist.fixed.Main.LOCK // at corpus.extra.filledlist.fixed.Main.lease(Main.java:26)
  s1: acquire java.lang.Object@Main.java:21 // at corpus.extra.filledlist.fixed.Main.lease(Main.java:26)
  s2: read corpus.extra.filledlist.fixed.Main.IDLE // at corpus.extra.filledlist.fixed.Main.lease(Main.java:27)
  s3: read java.util.LinkedList@Main.java:22.$state // at corpus.extra.filledlist.fixed.Main.lease(Main.java:27)
  s3_1: switch java.util.LinkedList@Main.java:22.size 0 s15 1 s5 2 s5 3 s5 * s4 // at corpus.extra.filledlist.fixed.Main.lease(Main.java:27)
  s4: jump s5 s15                        // at corpus.extra.filledlist.fixed.Main.lease(Main.java:27)
  s5: read corpus.extra.filledlist.fixed.Main.IDLE // at corpus.extra.filledlist.fixed.Main.lease(Main.java:28)
  s6_7: switch java.util.LinkedList@Main.java:22.size 0 s6 1 s6_1 2 s6_3 3 s6_5 * s6 // at corpus.extra.filledlist.fixed.Main.lease(Main.java:28)
  s6_1: assign java.util.LinkedList@Main.java:22.size 0 // at corpus.extra.filledlist.fixed.Main.lease(Main.java:28)
  s6_2: goto s6                          // at corpus.extra.filledlist.fixed.Main.lease(Main.java:28)
  s6_3: assign java.util.LinkedList@Main.java:22.size 1 // at corpus.extra.filledlist.fixed.Main.lease(Main.java:28)
  s6_4: goto s6                          // at corpus.extra.filledlist.fixed.Main.lease(Main.java:28)
  s6_5: assign java.util.LinkedList@Main.java:22.size 2 // at corpus.extra.filledlist.fixed.Main.lease(Main.java:28)
  s6: skip                               // at corpus.extra.filledlist.fixed.Main.lease(Main.java:28)
  s6_8: write java.util.LinkedList@Main.java:22.$state // at corpus.extra.filledlist.fixed.Main.lease(Main.java:28)
  s7: release java.lang.Object@Main.java:21 // at corpus.extra.filledlist.fixed.Main.lease(Main.java:28)
  s7_1: goto exit                        // at corpus.extra.filledlist.fixed.Main.lease(Main.java:28)
  s15: read corpus.extra.filledlist.fixed.Main.CREATED // at corpus.extra.filledlist.fixed.Main.lease(Main.java:31)
  s16: trydown java.util.concurrent.CountDownLatch@Main.java:23.count 1 else s16_1 // at corpus.extra.filledlist.fixed.Main.lease(Main.java:31)
  s16_1: skip                            // at corpus.extra.filledlist.fixed.Main.lease(Main.java:31)
  s18: release java.lang.Object@Main.java:21 // at corpus.extra.filledlist.fixed.Main.lease(Main.java:32)
}

proc corpus.extra.filledlist.fixed.Main.main {
  s5: fork corpus.extra.filledlist.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:43 // at corpus.extra.filledlist.fixed.Main.main(Main.java:44)
  s6: read corpus.extra.filledlist.fixed.Main.CREATED // at corpus.extra.filledlist.fixed.Main.main(Main.java:45)
  s7: until java.util.concurrent.CountDownLatch@Main.java:23.count <= 0 // at corpus.extra.filledlist.fixed.Main.main(Main.java:45)
  s10: call corpus.extra.filledlist.fixed.Main.release[corpus.extra.filledlist.fixed.Main.main:46#10] // at corpus.extra.filledlist.fixed.Main.main(Main.java:46)
  s11: join java.lang.Thread@Main.java:43 // at corpus.extra.filledlist.fixed.Main.main(Main.java:47)
}

proc corpus.extra.filledlist.fixed.Main.release[corpus.extra.filledlist.fixed.Main.main:46#10] {
  s1: read corpus.extra.filledlist.fixed.Main.LOCK // at corpus.extra.filledlist.fixed.Main.release(Main.java:37)
  s2: acquire java.lang.Object@Main.java:21 // at corpus.extra.filledlist.fixed.Main.release(Main.java:37)
  s3: read corpus.extra.filledlist.fixed.Main.IDLE // at corpus.extra.filledlist.fixed.Main.release(Main.java:38)
  s4_9: switch java.util.LinkedList@Main.java:22.size 0 s4_1 1 s4_3 2 s4_5 3 s4_7 * s4 // at corpus.extra.filledlist.fixed.Main.release(Main.java:38)
  s4_1: assign java.util.LinkedList@Main.java:22.size 1 // at corpus.extra.filledlist.fixed.Main.release(Main.java:38)
  s4_2: goto s4                          // at corpus.extra.filledlist.fixed.Main.release(Main.java:38)
  s4_3: assign java.util.LinkedList@Main.java:22.size 2 // at corpus.extra.filledlist.fixed.Main.release(Main.java:38)
  s4_4: goto s4                          // at corpus.extra.filledlist.fixed.Main.release(Main.java:38)
  s4_5: assign java.util.LinkedList@Main.java:22.size 3 // at corpus.extra.filledlist.fixed.Main.release(Main.java:38)
  s4_6: goto s4                          // at corpus.extra.filledlist.fixed.Main.release(Main.java:38)
  s4_7: assign java.util.LinkedList@Main.java:22.size * // at corpus.extra.filledlist.fixed.Main.release(Main.java:38)
  s4: skip                               // at corpus.extra.filledlist.fixed.Main.release(Main.java:38)
  s4_10: write java.util.LinkedList@Main.java:22.$state // at corpus.extra.filledlist.fixed.Main.release(Main.java:38)
  s5: release java.lang.Object@Main.java:21 // at corpus.extra.filledlist.fixed.Main.release(Main.java:39)
}

proc entry {
  init0: call corpus.extra.filledlist.fixed.Main.<clinit> // at corpus.extra.filledlist.fixed.Main.main(Main.java:43)
  main: call corpus.extra.filledlist.fixed.Main.main // at corpus.extra.filledlist.fixed.Main.main(Main.java:43)
}
