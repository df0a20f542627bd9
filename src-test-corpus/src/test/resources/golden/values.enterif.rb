main entry
var corpus.values.enterif.Main.ticks { 0 * } = 0

proc corpus.values.enterif.Main.<clinit> {
  s2: write corpus.values.enterif.Main.a // at corpus.values.enterif.Main.<clinit>(Main.java:21)
  s5: write corpus.values.enterif.Main.b // at corpus.values.enterif.Main.<clinit>(Main.java:22)
}

proc corpus.values.enterif.Main.enterIf[corpus.values.enterif.Main.inOrder:43#2,corpus.values.enterif.Main.lambda$main$0:58#2] {
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.values.enterif.Main.enterIf(Main.java:31)
  s3: call corpus.values.enterif.Main.ready#result:boolean else s6e2 // at corpus.values.enterif.Main.enterIf(Main.java:34)
  s3_1: goto exit                        // at corpus.values.enterif.Main.enterIf(Main.java:34)
  s6e2: release java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.values.enterif.Main.enterIf(Main.java:37)
}

proc corpus.values.enterif.Main.enterIf[corpus.values.enterif.Main.inOrder:43#2,corpus.values.enterif.Main.lambda$main$0:58#2]#result:boolean,p0=nonnull {
  s1e1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.values.enterif.Main.enterIf(Main.java:31)
  s3e1: call corpus.values.enterif.Main.ready#result:boolean else s6e3 // at corpus.values.enterif.Main.enterIf(Main.java:34)
  s3e1_1: goto exit                      // at corpus.values.enterif.Main.enterIf(Main.java:34)
  s6e3: release java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.values.enterif.Main.enterIf(Main.java:37)
  raise: raise                           // at corpus.values.enterif.Main.enterIf(Main.java:31)
}

proc corpus.values.enterif.Main.enterIf[corpus.values.enterif.Main.inOrder:43#2,corpus.values.enterif.Main.lambda$main$1:59#2] {
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:22 // at corpus.values.enterif.Main.enterIf(Main.java:31)
  s3: call corpus.values.enterif.Main.ready#result:boolean else s6e2 // at corpus.values.enterif.Main.enterIf(Main.java:34)
  s3_1: goto exit                        // at corpus.values.enterif.Main.enterIf(Main.java:34)
  s6e2: release java.util.concurrent.locks.ReentrantLock@Main.java:22 // at corpus.values.enterif.Main.enterIf(Main.java:37)
}

proc corpus.values.enterif.Main.enterIf[corpus.values.enterif.Main.inOrder:43#2,corpus.values.enterif.Main.lambda$main$1:59#2]#result:boolean,p0=nonnull {
  s1e1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:22 // at corpus.values.enterif.Main.enterIf(Main.java:31)
  s3e1: call corpus.values.enterif.Main.ready#result:boolean else s6e3 // at corpus.values.enterif.Main.enterIf(Main.java:34)
  s3e1_1: goto exit                      // at corpus.values.enterif.Main.enterIf(Main.java:34)
  s6e3: release java.util.concurrent.locks.ReentrantLock@Main.java:22 // at corpus.values.enterif.Main.enterIf(Main.java:37)
  raise: raise                           // at corpus.values.enterif.Main.enterIf(Main.java:31)
}

proc corpus.values.enterif.Main.inOrder[corpus.values.enterif.Main.lambda$main$0:58#2] {
  s2: call corpus.values.enterif.Main.enterIf[corpus.values.enterif.Main.inOrder:43#2,corpus.values.enterif.Main.lambda$main$0:58#2]#result:boolean,p0=nonnull else exit // at corpus.values.enterif.Main.inOrder(Main.java:43)
  s4: acquire java.util.concurrent.locks.ReentrantLock@Main.java:22 // at corpus.values.enterif.Main.inOrder(Main.java:45)
  s5: switch corpus.values.enterif.Main.ticks 0 s7e6 * s7e8 // at corpus.values.enterif.Main.inOrder(Main.java:47)
  s8: release java.util.concurrent.locks.ReentrantLock@Main.java:22 // at corpus.values.enterif.Main.inOrder(Main.java:49)
  s19: release java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.values.enterif.Main.inOrder(Main.java:52)
  s19_1: goto exit                       // at corpus.values.enterif.Main.inOrder(Main.java:52)
  s7e6: assign corpus.values.enterif.Main.ticks * // at corpus.values.enterif.Main.inOrder(Main.java:47)
  s7e6_1: goto s8                        // at corpus.values.enterif.Main.inOrder(Main.java:47)
  s7e8: assign corpus.values.enterif.Main.ticks * // at corpus.values.enterif.Main.inOrder(Main.java:47)
  s7e8_1: goto s8                        // at corpus.values.enterif.Main.inOrder(Main.java:47)
}

proc corpus.values.enterif.Main.inOrder[corpus.values.enterif.Main.lambda$main$1:59#2] {
  s2: call corpus.values.enterif.Main.enterIf[corpus.values.enterif.Main.inOrder:43#2,corpus.values.enterif.Main.lambda$main$1:59#2]#result:boolean,p0=nonnull else exit // at corpus.values.enterif.Main.inOrder(Main.java:43)
  s4: acquire java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.values.enterif.Main.inOrder(Main.java:45)
  s5: switch corpus.values.enterif.Main.ticks 0 s7e6 * s7e8 // at corpus.values.enterif.Main.inOrder(Main.java:47)
  s8: release java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.values.enterif.Main.inOrder(Main.java:49)
  s19: release java.util.concurrent.locks.ReentrantLock@Main.java:22 // at corpus.values.enterif.Main.inOrder(Main.java:52)
  s19_1: goto exit                       // at corpus.values.enterif.Main.inOrder(Main.java:52)
  s7e6: assign corpus.values.enterif.Main.ticks * // at corpus.values.enterif.Main.inOrder(Main.java:47)
  s7e6_1: goto s8                        // at corpus.values.enterif.Main.inOrder(Main.java:47)
  s7e8: assign corpus.values.enterif.Main.ticks * // at corpus.values.enterif.Main.inOrder(Main.java:47)
  s7e8_1: goto s8                        // at corpus.values.enterif.Main.inOrder(Main.java:47)
}

proc corpus.values.enterif.Main.lambda$main$0 {
  s0: read corpus.values.enterif.Main.a  // at corpus.values.enterif.Main.lambda$main$0(Main.java:58)
  s1: read corpus.values.enterif.Main.b  // at corpus.values.enterif.Main.lambda$main$0(Main.java:58)
  s2: call corpus.values.enterif.Main.inOrder[corpus.values.enterif.Main.lambda$main$0:58#2] // at corpus.values.enterif.Main.lambda$main$0(Main.java:58)
}

proc corpus.values.enterif.Main.lambda$main$1 {
  s0: read corpus.values.enterif.Main.b  // at corpus.values.enterif.Main.lambda$main$1(Main.java:59)
  s1: read corpus.values.enterif.Main.a  // at corpus.values.enterif.Main.lambda$main$1(Main.java:59)
  s2: call corpus.values.enterif.Main.inOrder[corpus.values.enterif.Main.lambda$main$1:59#2] // at corpus.values.enterif.Main.lambda$main$1(Main.java:59)
}

proc corpus.values.enterif.Main.main {
  s9: fork corpus.values.enterif.Main.lambda$main$0 java.lang.Thread@Main.java:58 // at corpus.values.enterif.Main.main(Main.java:60)
  s10: fork corpus.values.enterif.Main.lambda$main$1 java.lang.Thread@Main.java:59 // at corpus.values.enterif.Main.main(Main.java:61)
  s11: join java.lang.Thread@Main.java:58 // at corpus.values.enterif.Main.main(Main.java:62)
  s12: join java.lang.Thread@Main.java:59 // at corpus.values.enterif.Main.main(Main.java:63)
}

proc corpus.values.enterif.Main.ready {
  s0: switch corpus.values.enterif.Main.ticks 0 exit * s2e6 // at corpus.values.enterif.Main.ready(Main.java:27)
  s2e6: goto exit                        // at corpus.values.enterif.Main.ready(Main.java:27)
}

proc corpus.values.enterif.Main.ready#result:boolean {
  s0: switch corpus.values.enterif.Main.ticks 0 exit * s2e6 // at corpus.values.enterif.Main.ready(Main.java:27)
  s2e6: jump exit raise                  // at corpus.values.enterif.Main.ready(Main.java:27)
  raise: raise                           // at corpus.values.enterif.Main.ready(Main.java:27)
}

proc entry {
  init0: call corpus.values.enterif.Main.<clinit> // at corpus.values.enterif.Main.main(Main.java:58)
  main: call corpus.values.enterif.Main.main // at corpus.values.enterif.Main.main(Main.java:58)
}
