main entry
counter java.util.concurrent.Semaphore@Main.java:15.permits limit 3 init 1

proc corpus.extra.calleesemaphore.fixed.Main.<clinit> {
  s2: write corpus.extra.calleesemaphore.fixed.Main.permit // at corpus.extra.calleesemaphore.fixed.Main.<clinit>(Main.java:15)
  s4: write corpus.extra.calleesemaphore.fixed.Main.slots // at corpus.extra.calleesemaphore.fixed.Main.<clinit>(Main.java:16)
  s5: write corpus.extra.calleesemaphore.fixed.Main.next // at corpus.extra.calleesemaphore.fixed.Main.<clinit>(Main.java:17)
}

proc corpus.extra.calleesemaphore.fixed.Main.lambda$main$0 {
  s0: call corpus.extra.calleesemaphore.fixed.Main.store else s4 // at corpus.extra.calleesemaphore.fixed.Main.lambda$main$0(Main.java:31)
  s0_1: goto exit                        // at corpus.extra.calleesemaphore.fixed.Main.lambda$main$0(Main.java:31)
  s4: read java.lang.System.out          // at corpus.extra.calleesemaphore.fixed.Main.lambda$main$0(Main.java:33)
}

proc corpus.extra.calleesemaphore.fixed.Main.main {
  s5: fork corpus.extra.calleesemaphore.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:29 // at corpus.extra.calleesemaphore.fixed.Main.main(Main.java:36)
  s6: join java.lang.Thread@Main.java:29 // at corpus.extra.calleesemaphore.fixed.Main.main(Main.java:37)
  s7: read corpus.extra.calleesemaphore.fixed.Main.permit // at corpus.extra.calleesemaphore.fixed.Main.main(Main.java:38)
  s8: down java.util.concurrent.Semaphore@Main.java:15.permits 1 // at corpus.extra.calleesemaphore.fixed.Main.main(Main.java:38)
}

proc corpus.extra.calleesemaphore.fixed.Main.store {
  s1: read corpus.extra.calleesemaphore.fixed.Main.permit // at corpus.extra.calleesemaphore.fixed.Main.store(Main.java:20)
  s2: down java.util.concurrent.Semaphore@Main.java:15.permits 1 // at corpus.extra.calleesemaphore.fixed.Main.store(Main.java:20)
  s3: read corpus.extra.calleesemaphore.fixed.Main.slots // at corpus.extra.calleesemaphore.fixed.Main.store(Main.java:22)
  s4: read corpus.extra.calleesemaphore.fixed.Main.next // at corpus.extra.calleesemaphore.fixed.Main.store(Main.java:22)
  s5: jump s5_1 s11                      // at corpus.extra.calleesemaphore.fixed.Main.store(Main.java:22)
  s5_1: write int[]@Main.java:16[]       // at corpus.extra.calleesemaphore.fixed.Main.store(Main.java:22)
  s6: read corpus.extra.calleesemaphore.fixed.Main.permit // at corpus.extra.calleesemaphore.fixed.Main.store(Main.java:24)
  s7: up java.util.concurrent.Semaphore@Main.java:15.permits 1 // at corpus.extra.calleesemaphore.fixed.Main.store(Main.java:24)
  s7_1: goto exit                        // at corpus.extra.calleesemaphore.fixed.Main.store(Main.java:24)
  s11: read corpus.extra.calleesemaphore.fixed.Main.permit // at corpus.extra.calleesemaphore.fixed.Main.store(Main.java:24)
  s12: up java.util.concurrent.Semaphore@Main.java:15.permits 1 // at corpus.extra.calleesemaphore.fixed.Main.store(Main.java:24)
  raise: raise                           // at corpus.extra.calleesemaphore.fixed.Main.store(Main.java:20)
}

proc entry {
  init0: call corpus.extra.calleesemaphore.fixed.Main.<clinit> // at corpus.extra.calleesemaphore.fixed.Main.main(Main.java:29)
  main: call corpus.extra.calleesemaphore.fixed.Main.main // at corpus.extra.calleesemaphore.fixed.Main.main(Main.java:29)
}
