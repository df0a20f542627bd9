main entry
counter java.util.concurrent.CountDownLatch@Main.java:19.count cap 1 init 1
var corpus.extra.thrownresult.fixed.Main$Gate.tryPass#thrown { false true } = false per-thread
var corpus.extra.thrownresult.fixed.Main$Gate@Main.java:20.closed { false true } = false

proc corpus.extra.thrownresult.fixed.Main$Gate.<init>[corpus.extra.thrownresult.fixed.Main$Gate@Main.java:20] {
}

proc corpus.extra.thrownresult.fixed.Main$Gate.tryPass[corpus.extra.thrownresult.fixed.Main.main:48#7,corpus.extra.thrownresult.fixed.Main$Gate@Main.java:20] {
  s1: switch corpus.extra.thrownresult.fixed.Main$Gate@Main.java:20.closed false s8 true raise // at corpus.extra.thrownresult.fixed.Main$Gate.tryPass(Main.java:31)
  s8: read corpus.extra.thrownresult.fixed.Main$Gate@Main.java:20.free // at corpus.extra.thrownresult.fixed.Main$Gate.tryPass(Main.java:34)
  s8_1: goto exit                        // at corpus.extra.thrownresult.fixed.Main$Gate.tryPass(Main.java:34)
  raise: raise                           // at corpus.extra.thrownresult.fixed.Main$Gate.tryPass(Main.java:31)
}

proc corpus.extra.thrownresult.fixed.Main$Gate.tryPass[corpus.extra.thrownresult.fixed.Main.main:48#7,corpus.extra.thrownresult.fixed.Main$Gate@Main.java:20]#result:boolean {
  s1: switch corpus.extra.thrownresult.fixed.Main$Gate@Main.java:20.closed false s8 true thrown_0 // at corpus.extra.thrownresult.fixed.Main$Gate.tryPass(Main.java:31)
  s8: read corpus.extra.thrownresult.fixed.Main$Gate@Main.java:20.free // at corpus.extra.thrownresult.fixed.Main$Gate.tryPass(Main.java:34)
  s9: jump exit raise                    // at corpus.extra.thrownresult.fixed.Main$Gate.tryPass(Main.java:34)
  thrown_0: assign corpus.extra.thrownresult.fixed.Main$Gate.tryPass#thrown true // at corpus.extra.thrownresult.fixed.Main$Gate.tryPass(Main.java:31)
  raise: raise                           // at corpus.extra.thrownresult.fixed.Main$Gate.tryPass(Main.java:31)
}

proc corpus.extra.thrownresult.fixed.Main.<clinit> {
  s2: write corpus.extra.thrownresult.fixed.Main.open // at corpus.extra.thrownresult.fixed.Main.<clinit>(Main.java:19)
  s4: call corpus.extra.thrownresult.fixed.Main$Gate.<init>[corpus.extra.thrownresult.fixed.Main$Gate@Main.java:20] // at corpus.extra.thrownresult.fixed.Main.<clinit>(Main.java:20)
  s5: write corpus.extra.thrownresult.fixed.Main.gate // at corpus.extra.thrownresult.fixed.Main.<clinit>(Main.java:20)
}

proc corpus.extra.thrownresult.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.thrownresult.fixed.Main.open // at corpus.extra.thrownresult.fixed.Main.lambda$main$0(Main.java:41)
  s1: until java.util.concurrent.CountDownLatch@Main.java:19.count <= 0 // at corpus.extra.thrownresult.fixed.Main.lambda$main$0(Main.java:41)
}

proc corpus.extra.thrownresult.fixed.Main.main {
  s5: fork corpus.extra.thrownresult.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:39 // at corpus.extra.thrownresult.fixed.Main.main(Main.java:46)
  s6: read corpus.extra.thrownresult.fixed.Main.gate // at corpus.extra.thrownresult.fixed.Main.main(Main.java:48)
  s7: call corpus.extra.thrownresult.fixed.Main$Gate.tryPass[corpus.extra.thrownresult.fixed.Main.main:48#7,corpus.extra.thrownresult.fixed.Main$Gate@Main.java:20]#result:boolean else h7e0r // at corpus.extra.thrownresult.fixed.Main.main(Main.java:48)
  s7_1: goto s11                         // at corpus.extra.thrownresult.fixed.Main.main(Main.java:48)
  h7e0r: switch corpus.extra.thrownresult.fixed.Main$Gate.tryPass#thrown false s9 true h7e0rc0 // at corpus.extra.thrownresult.fixed.Main.main(Main.java:48)
  h7e0rc0: assign corpus.extra.thrownresult.fixed.Main$Gate.tryPass#thrown false // at corpus.extra.thrownresult.fixed.Main.main(Main.java:48)
  s7_2: goto s16                         // at corpus.extra.thrownresult.fixed.Main.main(Main.java:48)
  s9: read java.lang.System.out          // at corpus.extra.thrownresult.fixed.Main.main(Main.java:49)
  s11: read corpus.extra.thrownresult.fixed.Main.open // at corpus.extra.thrownresult.fixed.Main.main(Main.java:51)
  s12: trydown java.util.concurrent.CountDownLatch@Main.java:19.count 1 else s12_1 // at corpus.extra.thrownresult.fixed.Main.main(Main.java:51)
  s12_1: skip                            // at corpus.extra.thrownresult.fixed.Main.main(Main.java:51)
  s12_2: goto s18                        // at corpus.extra.thrownresult.fixed.Main.main(Main.java:51)
  s16: read java.lang.System.out         // at corpus.extra.thrownresult.fixed.Main.main(Main.java:53)
  s18: join java.lang.Thread@Main.java:39 // at corpus.extra.thrownresult.fixed.Main.main(Main.java:55)
}

proc entry {
  init0: call corpus.extra.thrownresult.fixed.Main.<clinit> // at corpus.extra.thrownresult.fixed.Main.main(Main.java:39)
  main: call corpus.extra.thrownresult.fixed.Main.main // at corpus.extra.thrownresult.fixed.Main.main(Main.java:39)
}
