main entry
counter java.util.concurrent.CountDownLatch@Main.java:24.count cap 1 init 1
var java.util.ArrayList@Main.java:25.size { 0 1 2 3 * } = 0

proc corpus.extra.guardedcast.Main$Label.<init>[corpus.extra.guardedcast.Main$Label@Main.java:55] {
}

proc corpus.extra.guardedcast.Main$Task.<init>[corpus.extra.guardedcast.Main$Task@Main.java:54] {
  s3: write corpus.extra.guardedcast.Main$Task@Main.java:54.name // at corpus.extra.guardedcast.Main$Task.<init>(Main.java:34)
}

proc corpus.extra.guardedcast.Main.<clinit> {
  s2: write corpus.extra.guardedcast.Main.SUMMED // at corpus.extra.guardedcast.Main.<clinit>(Main.java:24)
  s6: write corpus.extra.guardedcast.Main.ITEMS // at corpus.extra.guardedcast.Main.<clinit>(Main.java:25)
}

proc corpus.extra.guardedcast.Main.main {
  s1: read corpus.extra.guardedcast.Main.ITEMS // at corpus.extra.guardedcast.Main.main(Main.java:54)
  s3: call corpus.extra.guardedcast.Main$Task.<init>[corpus.extra.guardedcast.Main$Task@Main.java:54] // at corpus.extra.guardedcast.Main.main(Main.java:54)
  s4_9: switch java.util.ArrayList@Main.java:25.size 0 s4_1 1 s4_3 2 s4_5 3 s4_7 * s4 // at corpus.extra.guardedcast.Main.main(Main.java:54)
  s4_1: assign java.util.ArrayList@Main.java:25.size 1 // at corpus.extra.guardedcast.Main.main(Main.java:54)
  s4_2: goto s4                          // at corpus.extra.guardedcast.Main.main(Main.java:54)
  s4_3: assign java.util.ArrayList@Main.java:25.size 2 // at corpus.extra.guardedcast.Main.main(Main.java:54)
  s4_4: goto s4                          // at corpus.extra.guardedcast.Main.main(Main.java:54)
  s4_5: assign java.util.ArrayList@Main.java:25.size 3 // at corpus.extra.guardedcast.Main.main(Main.java:54)
  s4_6: goto s4                          // at corpus.extra.guardedcast.Main.main(Main.java:54)
  s4_7: assign java.util.ArrayList@Main.java:25.size * // at corpus.extra.guardedcast.Main.main(Main.java:54)
  s4: skip                               // at corpus.extra.guardedcast.Main.main(Main.java:54)
  s4_10: write java.util.ArrayList@Main.java:25.$state // at corpus.extra.guardedcast.Main.main(Main.java:54)
  s5: read corpus.extra.guardedcast.Main.ITEMS // at corpus.extra.guardedcast.Main.main(Main.java:55)
  s7: call corpus.extra.guardedcast.Main$Label.<init>[corpus.extra.guardedcast.Main$Label@Main.java:55] // at corpus.extra.guardedcast.Main.main(Main.java:55)
  s8_9: switch java.util.ArrayList@Main.java:25.size 0 s8_1 1 s8_3 2 s8_5 3 s8_7 * s8 // at corpus.extra.guardedcast.Main.main(Main.java:55)
  s8_1: assign java.util.ArrayList@Main.java:25.size 1 // at corpus.extra.guardedcast.Main.main(Main.java:55)
  s8_2: goto s8                          // at corpus.extra.guardedcast.Main.main(Main.java:55)
  s8_3: assign java.util.ArrayList@Main.java:25.size 2 // at corpus.extra.guardedcast.Main.main(Main.java:55)
  s8_4: goto s8                          // at corpus.extra.guardedcast.Main.main(Main.java:55)
  s8_5: assign java.util.ArrayList@Main.java:25.size 3 // at corpus.extra.guardedcast.Main.main(Main.java:55)
  s8_6: goto s8                          // at corpus.extra.guardedcast.Main.main(Main.java:55)
  s8_7: assign java.util.ArrayList@Main.java:25.size * // at corpus.extra.guardedcast.Main.main(Main.java:55)
  s8: skip                               // at corpus.extra.guardedcast.Main.main(Main.java:55)
  s8_10: write java.util.ArrayList@Main.java:25.$state // at corpus.extra.guardedcast.Main.main(Main.java:55)
  s9: read corpus.extra.guardedcast.Main.ITEMS // at corpus.extra.guardedcast.Main.main(Main.java:56)
  s10_9: switch java.util.ArrayList@Main.java:25.size 0 s10_1 1 s10_3 2 s10_5 3 s10_7 * s10 // at corpus.extra.guardedcast.Main.main(Main.java:56)
  s10_1: assign java.util.ArrayList@Main.java:25.size 1 // at corpus.extra.guardedcast.Main.main(Main.java:56)
  s10_2: goto s10                        // at corpus.extra.guardedcast.Main.main(Main.java:56)
  s10_3: assign java.util.ArrayList@Main.java:25.size 2 // at corpus.extra.guardedcast.Main.main(Main.java:56)
  s10_4: goto s10                        // at corpus.extra.guardedcast.Main.main(Main.java:56)
  s10_5: assign java.util.ArrayList@Main.java:25.size 3 // at corpus.extra.guardedcast.Main.main(Main.java:56)
  s10_6: goto s10                        // at corpus.extra.guardedcast.Main.main(Main.java:56)
  s10_7: assign java.util.ArrayList@Main.java:25.size * // at corpus.extra.guardedcast.Main.main(Main.java:56)
  s10: skip                              // at corpus.extra.guardedcast.Main.main(Main.java:56)
  s10_10: write java.util.ArrayList@Main.java:25.$state // at corpus.extra.guardedcast.Main.main(Main.java:56)
  s15: fork corpus.extra.guardedcast.Main.sum java.lang.Thread@Main.java:57 // at corpus.extra.guardedcast.Main.main(Main.java:58)
  s16: read corpus.extra.guardedcast.Main.SUMMED // at corpus.extra.guardedcast.Main.main(Main.java:59)
  s17: until java.util.concurrent.CountDownLatch@Main.java:24.count <= 0 // at corpus.extra.guardedcast.Main.main(Main.java:59)
  s18: join java.lang.Thread@Main.java:57 // at corpus.extra.guardedcast.Main.main(Main.java:60)
}

proc corpus.extra.guardedcast.Main.sum {
  s0: read corpus.extra.guardedcast.Main.ITEMS // at corpus.extra.guardedcast.Main.sum(Main.java:42)
  s1: read java.util.ArrayList@Main.java:25.$state // at corpus.extra.guardedcast.Main.sum(Main.java:42)
  s2: read java.util.ArrayList@Main.java:25.$state // at corpus.extra.guardedcast.Main.sum(Main.java:42)
  s2_1: switch java.util.ArrayList@Main.java:25.size 0 s18 1 s3 2 s3 3 s3 * s3 // at corpus.extra.guardedcast.Main.sum(Main.java:42)
  s3: jump s4 s18                        // at corpus.extra.guardedcast.Main.sum(Main.java:42)
  s4: read java.util.ArrayList@Main.java:25.$state // at corpus.extra.guardedcast.Main.sum(Main.java:42)
  s6: jump s7 s2                         // at corpus.extra.guardedcast.Main.sum(Main.java:43)
  s7: read corpus.extra.guardedcast.Main.total // at corpus.extra.guardedcast.Main.sum(Main.java:44)
  s8: jump s9 exit                       // at corpus.extra.guardedcast.Main.sum(Main.java:44)
  s9: read corpus.extra.guardedcast.Main$Task@Main.java:54.name // at corpus.extra.guardedcast.Main.sum(Main.java:44)
  s12: write corpus.extra.guardedcast.Main.total // at corpus.extra.guardedcast.Main.sum(Main.java:44)
  s12_1: goto s2                         // at corpus.extra.guardedcast.Main.sum(Main.java:44)
  s18: read corpus.extra.guardedcast.Main.SUMMED // at corpus.extra.guardedcast.Main.sum(Main.java:50)
  s19: trydown java.util.concurrent.CountDownLatch@Main.java:24.count 1 else s19_1 // at corpus.extra.guardedcast.Main.sum(Main.java:50)
  s19_1: skip                            // at corpus.extra.guardedcast.Main.sum(Main.java:50)
}

proc entry {
  init0: call corpus.extra.guardedcast.Main.<clinit> // at corpus.extra.guardedcast.Main.main(Main.java:54)
  main: call corpus.extra.guardedcast.Main.main // at corpus.extra.guardedcast.Main.main(Main.java:54)
}
