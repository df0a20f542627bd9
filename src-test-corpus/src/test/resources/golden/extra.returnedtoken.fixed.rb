main entry
var java.util.LinkedList@Main.java:21.size { 0 1 2 3 * } = 0

proc corpus.extra.returnedtoken.fixed.Main.<clinit> {
  s2: write corpus.extra.returnedtoken.fixed.Main.LOCK // at corpus.extra.returnedtoken.fixed.Main.<clinit>(Main.java:20)
  s5: write corpus.extra.returnedtoken.fixed.Main.TOKENS // at corpus.extra.returnedtoken.fixed.Main.<clinit>(Main.java:21)
}

proc corpus.extra.returnedtoken.fixed.Main.main {
  s1: read corpus.extra.returnedtoken.fixed.Main.TOKENS // at corpus.extra.returnedtoken.fixed.Main.main(Main.java:42)
  s4_9: switch java.util.LinkedList@Main.java:21.size 0 s4_1 1 s4_3 2 s4_5 3 s4_7 * s4 // at corpus.extra.returnedtoken.fixed.Main.main(Main.java:42)
  s4_1: assign java.util.LinkedList@Main.java:21.size 1 // at corpus.extra.returnedtoken.fixed.Main.main(Main.java:42)
  s4_2: goto s4                          // at corpus.extra.returnedtoken.fixed.Main.main(Main.java:42)
  s4_3: assign java.util.LinkedList@Main.java:21.size 2 // at corpus.extra.returnedtoken.fixed.Main.main(Main.java:42)
  s4_4: goto s4                          // at corpus.extra.returnedtoken.fixed.Main.main(Main.java:42)
  s4_5: assign java.util.LinkedList@Main.java:21.size 3 // at corpus.extra.returnedtoken.fixed.Main.main(Main.java:42)
  s4_6: goto s4                          // at corpus.extra.returnedtoken.fixed.Main.main(Main.java:42)
  s4_7: assign java.util.LinkedList@Main.java:21.size * // at corpus.extra.returnedtoken.fixed.Main.main(Main.java:42)
  s4: skip                               // at corpus.extra.returnedtoken.fixed.Main.main(Main.java:42)
  s4_10: write java.util.LinkedList@Main.java:21.$state // at corpus.extra.returnedtoken.fixed.Main.main(Main.java:42)
  s13: fork corpus.extra.returnedtoken.fixed.Main.work java.lang.Thread@Main.java:43 // at corpus.extra.returnedtoken.fixed.Main.main(Main.java:45)
  s14: fork corpus.extra.returnedtoken.fixed.Main.work java.lang.Thread@Main.java:44 // at corpus.extra.returnedtoken.fixed.Main.main(Main.java:46)
  s15: join java.lang.Thread@Main.java:43 // at corpus.extra.returnedtoken.fixed.Main.main(Main.java:47)
  s16: join java.lang.Thread@Main.java:44 // at corpus.extra.returnedtoken.fixed.Main.main(Main.java:48)
}

proc corpus.extra.returnedtoken.fixed.Main.work {
  s0: read corpus.extra.returnedtoken.fixed.Main.LOCK // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:25)
  s1: acquire java.lang.Object@Main.java:20 // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:25)
  s2: read corpus.extra.returnedtoken.fixed.Main.TOKENS // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:26)
  s3: read java.util.LinkedList@Main.java:21.$state // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:26)
  s3_1: switch java.util.LinkedList@Main.java:21.size 0 s5 1 s16 2 s16 3 s16 * s4 // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:26)
  s4: jump s5 s16                        // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:26)
  s5: read corpus.extra.returnedtoken.fixed.Main.LOCK // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:28)
  s6: wait java.lang.Object@Main.java:20 // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:28)
  s6_1: goto s2                          // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:28)
  s16: read corpus.extra.returnedtoken.fixed.Main.TOKENS // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:33)
  s17_7: switch java.util.LinkedList@Main.java:21.size 0 s17 1 s17_1 2 s17_3 3 s17_5 * s17 // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:33)
  s17_1: assign java.util.LinkedList@Main.java:21.size 0 // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:33)
  s17_2: goto s17                        // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:33)
  s17_3: assign java.util.LinkedList@Main.java:21.size 1 // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:33)
  s17_4: goto s17                        // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:33)
  s17_5: assign java.util.LinkedList@Main.java:21.size 2 // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:33)
  s17: skip                              // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:33)
  s17_8: write java.util.LinkedList@Main.java:21.$state // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:33)
  s18: release java.lang.Object@Main.java:20 // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:34)
  s20: read corpus.extra.returnedtoken.fixed.Main.LOCK // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:35)
  s21: acquire java.lang.Object@Main.java:20 // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:35)
  s22: read corpus.extra.returnedtoken.fixed.Main.TOKENS // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:36)
  s23_9: switch java.util.LinkedList@Main.java:21.size 0 s23_1 1 s23_3 2 s23_5 3 s23_7 * s23 // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:36)
  s23_1: assign java.util.LinkedList@Main.java:21.size 1 // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:36)
  s23_2: goto s23                        // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:36)
  s23_3: assign java.util.LinkedList@Main.java:21.size 2 // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:36)
  s23_4: goto s23                        // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:36)
  s23_5: assign java.util.LinkedList@Main.java:21.size 3 // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:36)
  s23_6: goto s23                        // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:36)
  s23_7: assign java.util.LinkedList@Main.java:21.size * // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:36)
  s23: skip                              // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:36)
  s23_10: write java.util.LinkedList@Main.java:21.$state // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:36)
  s24: read corpus.extra.returnedtoken.fixed.Main.LOCK // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:37)
  s25: notifyAll java.lang.Object@Main.java:20 // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:37)
  s26: release java.lang.Object@Main.java:20 // at corpus.extra.returnedtoken.fixed.Main.work(Main.java:38)
}

proc entry {
  init0: call corpus.extra.returnedtoken.fixed.Main.<clinit> // at corpus.extra.returnedtoken.fixed.Main.main(Main.java:42)
  main: call corpus.extra.returnedtoken.fixed.Main.main // at corpus.extra.returnedtoken.fixed.Main.main(Main.java:42)
}
