main entry
counter java.util.concurrent.CountDownLatch@Main.java:19.count cap 1 init 1
var corpus.extra.thrownresult.Main$Gate.tryPass#thrown { false true } = false per-thread
var corpus.extra.thrownresult.Main$Gate@Main.java:20.closed { false true } = false

proc corpus.extra.thrownresult.Main$Gate.<init>[corpus.extra.thrownresult.Main$Gate@Main.java:20] {
}

proc corpus.extra.thrownresult.Main$Gate.close[corpus.extra.thrownresult.Main$Gate@Main.java:20] {
  s1: assign corpus.extra.thrownresult.Main$Gate@Main.java:20.closed true // at corpus.extra.thrownresult.Main$Gate.close(Main.java:27)
}

proc corpus.extra.thrownresult.Main$Gate.tryPass[corpus.extra.thrownresult.Main.main:49#9,corpus.extra.thrownresult.Main$Gate@Main.java:20] {
  s1: switch corpus.extra.thrownresult.Main$Gate@Main.java:20.closed false s8 true raise // at corpus.extra.thrownresult.Main$Gate.tryPass(Main.java:31)
  s8: read corpus.extra.thrownresult.Main$Gate@Main.java:20.free // at corpus.extra.thrownresult.Main$Gate.tryPass(Main.java:34)
  s8_1: goto exit                        // at corpus.extra.thrownresult.Main$Gate.tryPass(Main.java:34)
  raise: raise                           // at corpus.extra.thrownresult.Main$Gate.tryPass(Main.java:31)
}

proc corpus.extra.thrownresult.Main$Gate.tryPass[corpus.extra.thrownresult.Main.main:49#9,corpus.extra.thrownresult.Main$Gate@Main.java:20]#result:boolean {
  s1: switch corpus.extra.thrownresult.Main$Gate@Main.java:20.closed false s8 true thrown_0 // at corpus.extra.thrownresult.Main$Gate.tryPass(Main.java:31)
  s8: read corpus.extra.thrownresult.Main$Gate@Main.java:20.free // at corpus.extra.thrownresult.Main$Gate.tryPass(Main.java:34)
  s9: jump exit raise                    // at corpus.extra.thrownresult.Main$Gate.tryPass(Main.java:34)
  thrown_0: assign corpus.extra.thrownresult.Main$Gate.tryPass#thrown true // at corpus.extra.thrownresult.Main$Gate.tryPass(Main.java:31)
  raise: raise                           // at corpus.extra.thrownresult.Main$Gate.tryPass(Main.java:31)
}

proc corpus.extra.thrownresult.Main.<clinit> {
  s2: write corpus.extra.thrownresult.Main.open // at corpus.extra.thrownresult.Main.<clinit>(Main.java:19)
  s4: call corpus.extra.thrownresult.Main$Gate.<init>[corpus.extra.thrownresult.Main$Gate@Main.java:20] // at corpus.extra.thrownresult.Main.<clinit>(Main.java:20)
  s5: write corpus.extra.thrownresult.Main.gate // at corpus.extra.thrownresult.Main.<clinit>(Main.java:20)
}

proc corpus.extra.thrownresult.Main.lambda$main$0 {
  s0: read corpus.extra.thrownresult.Main.open // at corpus.extra.thrownresult.Main.lambda$main$0(Main.java:41)
  s1: until java.util.concurrent.CountDownLatch@Main.java:19.count <= 0 // at corpus.extra.thrownresult.Main.lambda$main$0(Main.java:41)
}

proc corpus.extra.thrownresult.Main.main {
  s5: fork corpus.extra.thrownresult.Main.lambda$main$0 java.lang.Thread@Main.java:39 // at corpus.extra.thrownresult.Main.main(Main.java:46)
  s6: read corpus.extra.thrownresult.Main.gate // at corpus.extra.thrownresult.Main.main(Main.java:47)
  s7: call corpus.extra.thrownresult.Main$Gate.close[corpus.extra.thrownresult.Main$Gate@Main.java:20] // at corpus.extra.thrownresult.Main.main(Main.java:47)
  s8: read corpus.extra.thrownresult.Main.gate // at corpus.extra.thrownresult.Main.main(Main.java:49)
  s9: call corpus.extra.thrownresult.Main$Gate.tryPass[corpus.extra.thrownresult.Main.main:49#9,corpus.extra.thrownresult.Main$Gate@Main.java:20]#result:boolean else h9e0r // at corpus.extra.thrownresult.Main.main(Main.java:49)
  s9_1: goto s13                         // at corpus.extra.thrownresult.Main.main(Main.java:49)
  h9e0r: switch corpus.extra.thrownresult.Main$Gate.tryPass#thrown false s11 true h9e0rc0 // at corpus.extra.thrownresult.Main.main(Main.java:49)
  h9e0rc0: assign corpus.extra.thrownresult.Main$Gate.tryPass#thrown false // at corpus.extra.thrownresult.Main.main(Main.java:49)
  s9_2: goto s18                         // at corpus.extra.thrownresult.Main.main(Main.java:49)
  s11: read java.lang.System.out         // at corpus.extra.thrownresult.Main.main(Main.java:50)
  s13: read corpus.extra.thrownresult.Main.open // at corpus.extra.thrownresult.Main.main(Main.java:52)
  s14: trydown java.util.concurrent.CountDownLatch@Main.java:19.count 1 else s14_1 // at corpus.extra.thrownresult.Main.main(Main.java:52)
  s14_1: skip                            // at corpus.extra.thrownresult.Main.main(Main.java:52)
  s14_2: goto s20                        // at corpus.extra.thrownresult.Main.main(Main.java:52)
  s18: read java.lang.System.out         // at corpus.extra.thrownresult.Main.main(Main.java:54)
  s20: join java.lang.Thread@Main.java:39 // at corpus.extra.thrownresult.Main.main(Main.java:56)
}

proc entry {
  init0: call corpus.extra.thrownresult.Main.<clinit> // at corpus.extra.thrownresult.Main.main(Main.java:39)
  main: call corpus.extra.thrownresult.Main.main // at corpus.extra.thrownresult.Main.main(Main.java:39)
}
