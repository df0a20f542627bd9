main entry
counter java.util.concurrent.CountDownLatch@Main.java:21.count cap 1 init 1
var java.util.LinkedList@Main.java:20.size { 0 1 2 3 * } = 0

proc corpus.extra.filledlist.Main.<clinit> {
  s2: write corpus.extra.filledlist.Main.LOCK // at corpus.extra.filledlist.Main.<clinit>(Main.java:19)
  s5: write corpus.extra.filledlist.Main.IDLE // at corpus.extra.filledlist.Main.<clinit>(Main.java:20)
  s8: write corpus.extra.filledlist.Main.CREATED // at corpus.extra.filledlist.Main.<clinit>(Main.java:21)
}

proc corpus.extra.filledlist.Main.lambda$main$0 {
  s0: call corpus.extra.filledlist.Main.lease[corpus.extra.filledlist.Main.lambda$main$0:42#0] // at corpus.extra.filledlist.Main.lambda$main$0(Main.java:42)
}

proc corpus.extra.filledlist.Main.lease[corpus.extra.filledlist.Main.lambda$main$0:42#0] {
  s0: read corpus.extra.filledlist.Main.LOCK // at corpus.extra.filledlist.Main.lease(Main.java:24)
  s1: acquire java.lang.Object@Main.java:19 // at corpus.extra.filledlist.Main.lease(Main.java:24)
  s2: read corpus.extra.filledlist.Main.IDLE // at corpus.extra.filledlist.Main.lease(Main.java:25)
  s3: read java.util.LinkedList@Main.java:20.$state // at corpus.extra.filledlist.Main.lease(Main.java:25)
  s3_1: switch java.util.LinkedList@Main.java:20.size 0 s15 1 s5 2 s5 3 s5 * s4 // at corpus.extra.filledlist.Main.lease(Main.java:25)
  s4: jump s5 s15                        // at corpus.extra.filledlist.Main.lease(Main.java:25)
  s5: read corpus.extra.filledlist.Main.IDLE // at corpus.extra.filledlist.Main.lease(Main.java:26)
  s6_7: switch java.util.LinkedList@Main.java:20.size 0 s6 1 s6_1 2 s6_3 3 s6_5 * s6 // at corpus.extra.filledlist.Main.lease(Main.java:26)
  s6_1: assign java.util.LinkedList@Main.java:20.size 0 // at corpus.extra.filledlist.Main.lease(Main.java:26)
  s6_2: goto s6                          // at corpus.extra.filledlist.Main.lease(Main.java:26)
  s6_3: assign java.util.LinkedList@Main.java:20.size 1 // at corpus.extra.filledlist.Main.lease(Main.java:26)
  s6_4: goto s6                          // at corpus.extra.filledlist.Main.lease(Main.java:26)
  s6_5: assign java.util.LinkedList@Main.java:20.size 2 // at corpus.extra.filledlist.Main.lease(Main.java:26)
  s6: skip                               // at corpus.extra.filledlist.Main.lease(Main.java:26)
  s6_8: write java.util.LinkedList@Main.java:20.$state // at corpus.extra.filledlist.Main.lease(Main.java:26)
  s7: release java.lang.Object@Main.java:19 // at corpus.extra.filledlist.Main.lease(Main.java:26)
  s7_1: goto exit                        // at corpus.extra.filledlist.Main.lease(Main.java:26)
  s15: read corpus.extra.filledlist.Main.CREATED // at corpus.extra.filledlist.Main.lease(Main.java:29)
  s16: trydown java.util.concurrent.CountDownLatch@Main.java:21.count 1 else s16_1 // at corpus.extra.filledlist.Main.lease(Main.java:29)
  s16_1: skip                            // at corpus.extra.filledlist.Main.lease(Main.java:29)
  s18: release java.lang.Object@Main.java:19 // at corpus.extra.filledlist.Main.lease(Main.java:30)
}

proc corpus.extra.filledlist.Main.main {
  s3: call corpus.extra.filledlist.Main.release[corpus.extra.filledlist.Main.main:41#3] // at corpus.extra.filledlist.Main.main(Main.java:41)
  s8: fork corpus.extra.filledlist.Main.lambda$main$0 java.lang.Thread@Main.java:42 // at corpus.extra.filledlist.Main.main(Main.java:43)
  s9: read corpus.extra.filledlist.Main.CREATED // at corpus.extra.filledlist.Main.main(Main.java:44)
  s10: until java.util.concurrent.CountDownLatch@Main.java:21.count <= 0 // at corpus.extra.filledlist.Main.main(Main.java:44)
  s11: join java.lang.Thread@Main.java:42 // at corpus.extra.filledlist.Main.main(Main.java:45)
}

proc corpus.extra.filledlist.Main.release[corpus.extra.filledlist.Main.main:41#3] {
  s1: read corpus.extra.filledlist.Main.LOCK // at corpus.extra.filledlist.Main.release(Main.java:35)
  s2: acquire java.lang.Object@Main.java:19 // at corpus.extra.filledlist.Main.release(Main.java:35)
  s3: read corpus.extra.filledlist.Main.IDLE // at corpus.extra.filledlist.Main.release(Main.java:36)
  s4_9: switch java.util.LinkedList@Main.java:20.size 0 s4_1 1 s4_3 2 s4_5 3 s4_7 * s4 // at corpus.extra.filledlist.Main.release(Main.java:36)
  s4_1: assign java.util.LinkedList@Main.java:20.size 1 // at corpus.extra.filledlist.Main.release(Main.java:36)
  s4_2: goto s4                          // at corpus.extra.filledlist.Main.release(Main.java:36)
  s4_3: assign java.util.LinkedList@Main.java:20.size 2 // at corpus.extra.filledlist.Main.release(Main.java:36)
  s4_4: goto s4                          // at corpus.extra.filledlist.Main.release(Main.java:36)
  s4_5: assign java.util.LinkedList@Main.java:20.size 3 // at corpus.extra.filledlist.Main.release(Main.java:36)
  s4_6: goto s4                          // at corpus.extra.filledlist.Main.release(Main.java:36)
  s4_7: assign java.util.LinkedList@Main.java:20.size * // at corpus.extra.filledlist.Main.release(Main.java:36)
  s4: skip                               // at corpus.extra.filledlist.Main.release(Main.java:36)
  s4_10: write java.util.LinkedList@Main.java:20.$state // at corpus.extra.filledlist.Main.release(Main.java:36)
  s5: release java.lang.Object@Main.java:19 // at corpus.extra.filledlist.Main.release(Main.java:37)
}

proc entry {
  init0: call corpus.extra.filledlist.Main.<clinit> // at corpus.extra.filledlist.Main.main(Main.java:41)
  main: call corpus.extra.filledlist.Main.main // at corpus.extra.filledlist.Main.main(Main.java:41)
}
