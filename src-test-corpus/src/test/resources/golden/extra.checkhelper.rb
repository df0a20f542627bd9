main entry
counter java.util.concurrent.Semaphore@Main.java:21.permits limit 2 init 1
var java.util.concurrent.atomic.AtomicBoolean@Main.java:20.value { false true } = false

proc corpus.extra.checkhelper.Main.<clinit> {
  s2: write corpus.extra.checkhelper.Main.SHUT // at corpus.extra.checkhelper.Main.<clinit>(Main.java:20)
  s5: write corpus.extra.checkhelper.Main.PERMIT // at corpus.extra.checkhelper.Main.<clinit>(Main.java:21)
}

proc corpus.extra.checkhelper.Main.check[corpus.extra.checkhelper.Main.main:36#22] {
  s2: jump raise exit                    // at corpus.extra.checkhelper.Main.check(Main.java:25)
  raise: raise                           // at corpus.extra.checkhelper.Main.check(Main.java:25)
}

proc corpus.extra.checkhelper.Main.check[corpus.extra.checkhelper.Main.main:36#22]#args,p0=0 {
  raise: raise                           // at corpus.extra.checkhelper.Main.check(Main.java:25)
}

proc corpus.extra.checkhelper.Main.check[corpus.extra.checkhelper.Main.main:36#22]#args,p0=1 {
}

proc corpus.extra.checkhelper.Main.lambda$main$0 {
  s0: read corpus.extra.checkhelper.Main.PERMIT // at corpus.extra.checkhelper.Main.lambda$main$0(Main.java:32)
  s1: down java.util.concurrent.Semaphore@Main.java:21.permits 1 // at corpus.extra.checkhelper.Main.lambda$main$0(Main.java:32)
}

proc corpus.extra.checkhelper.Main.main {
  s1: read corpus.extra.checkhelper.Main.PERMIT // at corpus.extra.checkhelper.Main.main(Main.java:31)
  s2: down java.util.concurrent.Semaphore@Main.java:21.permits 1 // at corpus.extra.checkhelper.Main.main(Main.java:31)
  s7: fork corpus.extra.checkhelper.Main.lambda$main$0 java.lang.Thread@Main.java:32 // at corpus.extra.checkhelper.Main.main(Main.java:33)
  s8: read corpus.extra.checkhelper.Main.SHUT // at corpus.extra.checkhelper.Main.main(Main.java:34)
  s9: acquire java.util.concurrent.atomic.AtomicBoolean@Main.java:20.atomic // at corpus.extra.checkhelper.Main.main(Main.java:34)
  s9_1: assign java.util.concurrent.atomic.AtomicBoolean@Main.java:20.value true // at corpus.extra.checkhelper.Main.main(Main.java:34)
  s9_2: release java.util.concurrent.atomic.AtomicBoolean@Main.java:20.atomic // at corpus.extra.checkhelper.Main.main(Main.java:34)
  s10: read corpus.extra.checkhelper.Main.SHUT // at corpus.extra.checkhelper.Main.main(Main.java:36)
  s11: switch java.util.concurrent.atomic.AtomicBoolean@Main.java:20.value false s22e3 true s22e4 // at corpus.extra.checkhelper.Main.main(Main.java:36)
  s17: read java.lang.System.out         // at corpus.extra.checkhelper.Main.main(Main.java:39)
  s19: join java.lang.Thread@Main.java:32 // at corpus.extra.checkhelper.Main.main(Main.java:41)
  s19_1: goto exit                       // at corpus.extra.checkhelper.Main.main(Main.java:41)
  s23: read corpus.extra.checkhelper.Main.PERMIT // at corpus.extra.checkhelper.Main.main(Main.java:37)
  s24: up java.util.concurrent.Semaphore@Main.java:21.permits 1 // at corpus.extra.checkhelper.Main.main(Main.java:37)
  s24_1: goto s19                        // at corpus.extra.checkhelper.Main.main(Main.java:37)
  s22e3: call corpus.extra.checkhelper.Main.check[corpus.extra.checkhelper.Main.main:36#22]#args,p0=1 else s17 // at corpus.extra.checkhelper.Main.main(Main.java:36)
  s22e3_1: goto s23                      // at corpus.extra.checkhelper.Main.main(Main.java:36)
  s22e4: call corpus.extra.checkhelper.Main.check[corpus.extra.checkhelper.Main.main:36#22]#args,p0=0 else s17 // at corpus.extra.checkhelper.Main.main(Main.java:36)
  s22e4_1: goto s23                      // at corpus.extra.checkhelper.Main.main(Main.java:36)
}

proc entry {
  init0: call corpus.extra.checkhelper.Main.<clinit> // at corpus.extra.checkhelper.Main.main(Main.java:31)
  main: call corpus.extra.checkhelper.Main.main // at corpus.extra.checkhelper.Main.main(Main.java:31)
}
