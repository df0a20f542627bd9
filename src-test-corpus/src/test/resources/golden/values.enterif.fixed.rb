main entry
var corpus.values.enterif.fixed.Main.ticks { 0 * } = 0

proc corpus.values.enterif.fixed.Main.<clinit> {
  s2: write corpus.values.enterif.fixed.Main.a // at corpus.values.enterif.fixed.Main.<clinit>(Main.java:20)
  s5: write corpus.values.enterif.fixed.Main.b // at corpus.values.enterif.fixed.Main.<clinit>(Main.java:21)
}

proc corpus.values.enterif.fixed.Main.enterIf[corpus.values.enterif.fixed.Main.inOrder:42#2,corpus.values.enterif.fixed.Main.lambda$main$0:57#2] {
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.values.enterif.fixed.Main.enterIf(Main.java:30)
  s3: call corpus.values.enterif.fixed.Main.ready#result:boolean else s6e2 // at corpus.values.enterif.fixed.Main.enterIf(Main.java:33)
  s3_1: goto exit                        // at corpus.values.enterif.fixed.Main.enterIf(Main.java:33)
  s6e2: release java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.values.enterif.fixed.Main.enterIf(Main.java:36)
}

proc corpus.values.enterif.fixed.Main.enterIf[corpus.values.enterif.fixed.Main.inOrder:42#2,corpus.values.enterif.fixed.Main.lambda$main$0:57#2]#result:boolean,p0=nonnull {
  s1e1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.values.enterif.fixed.Main.enterIf(Main.java:30)
  s3e1: call corpus.values.enterif.fixed.Main.ready#result:boolean else s6e3 // at corpus.values.enterif.fixed.Main.enterIf(Main.java:33)
  s3e1_1: goto exit                      // at corpus.values.enterif.fixed.Main.enterIf(Main.java:33)
  s6e3: release java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.values.enterif.fixed.Main.enterIf(Main.java:36)
  raise: raise                           // at corpus.values.enterif.fixed.Main.enterIf(Main.java:30)
}

proc corpus.values.enterif.fixed.Main.inOrder[corpus.values.enterif.fixed.Main.lambda$main$0:57#2] {
  s2: call corpus.values.enterif.fixed.Main.enterIf[corpus.values.enterif.fixed.Main.inOrder:42#2,corpus.values.enterif.fixed.Main.lambda$main$0:57#2]#result:boolean,p0=nonnull else exit // at corpus.values.enterif.fixed.Main.inOrder(Main.java:42)
  s4: acquire java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.values.enterif.fixed.Main.inOrder(Main.java:44)
  s5: switch corpus.values.enterif.fixed.Main.ticks 0 s7e6 * s7e8 // at corpus.values.enterif.fixed.Main.inOrder(Main.java:46)
  s8: release java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.values.enterif.fixed.Main.inOrder(Main.java:48)
  s19: release java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.values.enterif.fixed.Main.inOrder(Main.java:51)
  s19_1: goto exit                       // at corpus.values.enterif.fixed.Main.inOrder(Main.java:51)
  s7e6: assign corpus.values.enterif.fixed.Main.ticks * // at corpus.values.enterif.fixed.Main.inOrder(Main.java:46)
  s7e6_1: goto s8                        // at corpus.values.enterif.fixed.Main.inOrder(Main.java:46)
  s7e8: assign corpus.values.enterif.fixed.Main.ticks * // at corpus.values.enterif.fixed.Main.inOrder(Main.java:46)
  s7e8_1: goto s8                        // at corpus.values.enterif.fixed.Main.inOrder(Main.java:46)
}

proc corpus.values.enterif.fixed.Main.lambda$main$0 {
  s0: read corpus.values.enterif.fixed.Main.a // at corpus.values.enterif.fixed.Main.lambda$main$0(Main.java:57)
  s1: read corpus.values.enterif.fixed.Main.b // at corpus.values.enterif.fixed.Main.lambda$main$0(Main.java:57)
  s2: call corpus.values.enterif.fixed.Main.inOrder[corpus.values.enterif.fixed.Main.lambda$main$0:57#2] // at corpus.values.enterif.fixed.Main.lambda$main$0(Main.java:57)
}

proc corpus.values.enterif.fixed.Main.lambda$main$1 {
  s0: read corpus.values.enterif.fixed.Main.a // at corpus.values.enterif.fixed.Main.lambda$main$1(Main.java:58)
  s1: read corpus.values.enterif.fixed.Main.b // at corpus.values.enterif.fixed.Main.lambda$main$1(Main.java:58)
  s2: call corpus.values.enterif.fixed.Main.inOrder[corpus.values.enterif.fixed.Main.lambda$main$0:57#2] // at corpus.values.enterif.fixed.Main.lambda$main$1(Main.java:58)
}

proc corpus.values.enterif.fixed.Main.main {
  s9: fork corpus.values.enterif.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:57 // at corpus.values.enterif.fixed.Main.main(Main.java:59)
  s10: fork corpus.values.enterif.fixed.Main.lambda$main$1 java.lang.Thread@Main.java:58 // at corpus.values.enterif.fixed.Main.main(Main.java:60)
  s11: join java.lang.Thread@Main.java:57 // at corpus.values.enterif.fixed.Main.main(Main.java:61)
  s12: join java.lang.Thread@Main.java:58 // at corpus.values.enterif.fixed.Main.main(Main.java:62)
}

proc corpus.values.enterif.fixed.Main.ready {
  s0: switch corpus.values.enterif.fixed.Main.ticks 0 exit * s2e6 // at corpus.values.enterif.fixed.Main.ready(Main.java:26)
  s2e6: goto exit                        // at corpus.values.enterif.fixed.Main.ready(Main.java:26)
}

proc corpus.values.enterif.fixed.Main.ready#result:boolean {
  s0: switch corpus.values.enterif.fixed.Main.ticks 0 exit * s2e6 // at corpus.values.enterif.fixed.Main.ready(Main.java:26)
  s2e6: jump exit raise                  // at corpus.values.enterif.fixed.Main.ready(Main.java:26)
  raise: raise                           // at corpus.values.enterif.fixed.Main.ready(Main.java:26)
}

proc entry {
  init0: call corpus.values.enterif.fixed.Main.<clinit> // at corpus.values.enterif.fixed.Main.main(Main.java:57)
  main: call corpus.values.enterif.fixed.Main.main // at corpus.values.enterif.fixed.Main.main(Main.java:57)
}
