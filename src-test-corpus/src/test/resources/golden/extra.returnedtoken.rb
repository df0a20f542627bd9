main entry
var java.util.LinkedList@Main.java:18.size { 0 1 2 3 * } = 0

proc corpus.extra.returnedtoken.Main.<clinit> {
  s2: write corpus.extra.returnedtoken.Main.LOCK // at corpus.extra.returnedtoken.Main.<clinit>(Main.java:17)
  s5: write corpus.extra.returnedtoken.Main.TOKENS // at corpus.extra.returnedtoken.Main.<clinit>(Main.java:18)
}

proc corpus.extra.returnedtoken.Main.main {
  s1: read corpus.extra.returnedtoken.Main.TOKENS // at corpus.extra.returnedtoken.Main.main(Main.java:37)
  s4_9: switch java.util.LinkedList@Main.java:18.size 0 s4_1 1 s4_3 2 s4_5 3 s4_7 * s4 // at corpus.extra.returnedtoken.Main.main(Main.java:37)
  s4_1: assign java.util.LinkedList@Main.java:18.size 1 // at corpus.extra.returnedtoken.Main.main(Main.java:37)
  s4_2: goto s4                          // at corpus.extra.returnedtoken.Main.main(Main.java:37)
  s4_3: assign java.util.LinkedList@Main.java:18.size 2 // at corpus.extra.returnedtoken.Main.main(Main.java:37)
  s4_4: goto s4                          // at corpus.extra.returnedtoken.Main.main(Main.java:37)
  s4_5: assign java.util.LinkedList@Main.java:18.size 3 // at corpus.extra.returnedtoken.Main.main(Main.java:37)
  s4_6: goto s4                          // at corpus.extra.returnedtoken.Main.main(Main.java:37)
  s4_7: assign java.util.LinkedList@Main.java:18.size * // at corpus.extra.returnedtoken.Main.main(Main.java:37)
  s4: skip                               // at corpus.extra.returnedtoken.Main.main(Main.java:37)
  s4_10: write java.util.LinkedList@Main.java:18.$state // at corpus.extra.returnedtoken.Main.main(Main.java:37)
  s13: fork corpus.extra.returnedtoken.Main.work java.lang.Thread@Main.java:38 // at corpus.extra.returnedtoken.Main.main(Main.java:40)
  s14: fork corpus.extra.returnedtoken.Main.work java.lang.Thread@Main.java:39 // at corpus.extra.returnedtoken.Main.main(Main.java:41)
  s15: join java.lang.Thread@Main.java:38 // at corpus.extra.returnedtoken.Main.main(Main.java:42)
  s16: join java.lang.Thread@Main.java:39 // at corpus.extra.returnedtoken.Main.main(Main.java:43)
}

proc corpus.extra.returnedtoken.Main.work {
  s0: read corpus.extra.returnedtoken.Main.LOCK // at corpus.extra.returnedtoken.Main.work(Main.java:21)
  s1: acquire java.lang.Object@Main.java:17 // at corpus.extra.returnedtoken.Main.work(Main.java:21)
  s2: read corpus.extra.returnedtoken.Main.TOKENS // at corpus.extra.returnedtoken.Main.work(Main.java:22)
  s3: read java.util.LinkedList@Main.java:18.$state // at corpus.extra.returnedtoken.Main.work(Main.java:22)
  s3_1: switch java.util.LinkedList@Main.java:18.size 0 s5 1 s16 2 s16 3 s16 * s4 // at corpus.extra.returnedtoken.Main.work(Main.java:22)
  s4: jump s5 s16                        // at corpus.extra.returnedtoken.Main.work(Main.java:22)
  s5: read corpus.extra.returnedtoken.Main.LOCK // at corpus.extra.returnedtoken.Main.work(Main.java:24)
  s6: wait java.lang.Object@Main.java:17 // at corpus.extra.returnedtoken.Main.work(Main.java:24)
  s6_1: goto s2                          // at corpus.extra.returnedtoken.Main.work(Main.java:24)
  s16: read corpus.extra.returnedtoken.Main.TOKENS // at corpus.extra.returnedtoken.Main.work(Main.java:29)
  s17_7: switch java.util.LinkedList@Main.java:18.size 0 s17 1 s17_1 2 s17_3 3 s17_5 * s17 // at corpus.extra.returnedtoken.Main.work(Main.java:29)
  s17_1: assign java.util.LinkedList@Main.java:18.size 0 // at corpus.extra.returnedtoken.Main.work(Main.java:29)
  s17_2: goto s17                        // at corpus.extra.returnedtoken.Main.work(Main.java:29)
  s17_3: assign java.util.LinkedList@Main.java:18.size 1 // at corpus.extra.returnedtoken.Main.work(Main.java:29)
  s17_4: goto s17                        // at corpus.extra.returnedtoken.Main.work(Main.java:29)
  s17_5: assign java.util.LinkedList@Main.java:18.size 2 // at corpus.extra.returnedtoken.Main.work(Main.java:29)
  s17: skip                              // at corpus.extra.returnedtoken.Main.work(Main.java:29)
  s17_8: write java.util.LinkedList@Main.java:18.$state // at corpus.extra.returnedtoken.Main.work(Main.java:29)
  s18: release java.lang.Object@Main.java:17 // at corpus.extra.returnedtoken.Main.work(Main.java:30)
  s20: read corpus.extra.returnedtoken.Main.LOCK // at corpus.extra.returnedtoken.Main.work(Main.java:31)
  s21: acquire java.lang.Object@Main.java:17 // at corpus.extra.returnedtoken.Main.work(Main.java:31)
  s22: read corpus.extra.returnedtoken.Main.LOCK // at corpus.extra.returnedtoken.Main.work(Main.java:32)
  s23: notifyAll java.lang.Object@Main.java:17 // at corpus.extra.returnedtoken.Main.work(Main.java:32)
  s24: release java.lang.Object@Main.java:17 // at corpus.extra.returnedtoken.Main.work(Main.java:33)
}

proc entry {
  init0: call corpus.extra.returnedtoken.Main.<clinit> // at corpus.extra.returnedtoken.Main.main(Main.java:37)
  main: call corpus.extra.returnedtoken.Main.main // at corpus.extra.returnedtoken.Main.main(Main.java:37)
}
