main entry
counter java.util.concurrent.Semaphore@Main.java:21.permits limit 2 init 1
var java.util.concurrent.atomic.AtomicBoolean@Main.java:20.value { false true } = false

proc corpus.extra.checkhelper.fixed.Main.<clinit> {
  s2: write corpus.extra.checkhelper.fixed.Main.SHUT // at corpus.extra.checkhelper.fixed.Main.<clinit>(Main.java:20)
  s5: write corpus.extra.checkhelper.fixed.Main.PERMIT // at corpus.extra.checkhelper.fixed.Main.<clinit>(Main.java:21)
}

proc corpus.extra.checkhelper.fixed.Main.check[corpus.extra.checkhelper.fixed.Main.main:35#20] {
  s2: jump raise exit                    // at corpus.extra.checkhelper.fixed.Main.check(Main.java:25)
  raise: raise                           // at corpus.extra.checkhelper.fixed.Main.check(Main.java:25)
}

proc corpus.extra.checkhelper.fixed.Main.check[corpus.extra.checkhelper.fixed.Main.main:35#20]#args,p0=0 {
  raise: raise                           // at corpus.extra.checkhelper.fixed.Main.check(Main.java:25)
}

proc corpus.extra.checkhelper.fixed.Main.check[corpus.extra.checkhelper.fixed.Main.main:35#20]#args,p0=1 {
}

proc corpus.extra.checkhelper.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.checkhelper.fixed.Main.PERMIT // at corpus.extra.checkhelper.fixed.Main.lambda$main$0(Main.java:32)
  s1: down java.util.concurrent.Semaphore@Main.java:21.permits 1 // at corpus.extra.checkhelper.fixed.Main.lambda$main$0(Main.java:32)
}

proc corpus.extra.checkhelper.fixed.Main.main {
  s1: read corpus.extra.checkhelper.fixed.Main.PERMIT // at corpus.extra.checkhelper.fixed.Main.main(Main.java:31)
  s2: down java.util.concurrent.Semaphore@Main.java:21.permits 1 // at corpus.extra.checkhelper.fixed.Main.main(Main.java:31)
  s7: fork corpus.extra.checkhelper.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:32 // at corpus.extra.checkhelper.fixed.Main.main(Main.java:33)
  s8: read corpus.extra.checkhelper.fixed.Main.SHUT // at corpus.extra.checkhelper.fixed.Main.main(Main.java:35)
  s9: switch java.util.concurrent.atomic.AtomicBoolean@Main.java:20.value false s20e3 true s20e4 // at corpus.extra.checkhelper.fixed.Main.main(Main.java:35)
  s15: read java.lang.System.out         // at corpus.extra.checkhelper.fixed.Main.main(Main.java:38)
  s17: join java.lang.Thread@Main.java:32 // at corpus.extra.checkhelper.fixed.Main.main(Main.java:40)
  s17_1: goto exit                       // at corpus.extra.checkhelper.fixed.Main.main(Main.java:40)
  s21: read corpus.extra.checkhelper.fixed.Main.PERMIT // at corpus.extra.checkhelper.fixed.Main.main(Main.java:36)
  s22: up java.util.concurrent.Semaphore@Main.java:21.permits 1 // at corpus.extra.checkhelper.fixed.Main.main(Main.java:36)
  s22_1: goto s17                        // at corpus.extra.checkhelper.fixed.Main.main(Main.java:36)
  s20e3: call corpus.extra.checkhelper.fixed.Main.check[corpus.extra.checkhelper.fixed.Main.main:35#20]#args,p0=1 else s15 // at corpus.extra.checkhelper.fixed.Main.main(Main.java:35)
  s20e3_1: goto s21                      // at corpus.extra.checkhelper.fixed.Main.main(Main.java:35)
  s20e4: call corpus.extra.checkhelper.fixed.Main.check[corpus.extra.checkhelper.fixed.Main.main:35#20]#args,p0=0 else s15 // at corpus.extra.checkhelper.fixed.Main.main(Main.java:35)
  s20e4_1: goto s21                      // at corpus.extra.checkhelper.fixed.Main.main(Main.java:35)
}

proc entry {
  init0: call corpus.extra.checkhelper.fixed.Main.<clinit> // at corpus.extra.checkhelper.fixed.Main.main(Main.java:31)
  main: call corpus.extra.checkhelper.fixed.Main.main // at corpus.extra.checkhelper.fixed.Main.main(Main.java:31)
}
