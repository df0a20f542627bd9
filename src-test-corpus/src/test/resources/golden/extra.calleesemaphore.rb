main entry
counter java.util.concurrent.Semaphore@Main.java:17.permits limit 2 init 1

proc corpus.extra.calleesemaphore.Main.<clinit> {
  s2: write corpus.extra.calleesemaphore.Main.permit // at corpus.extra.calleesemaphore.Main.<clinit>(Main.java:17)
  s4: write corpus.extra.calleesemaphore.Main.slots // at corpus.extra.calleesemaphore.Main.<clinit>(Main.java:18)
  s5: write corpus.extra.calleesemaphore.Main.next // at corpus.extra.calleesemaphore.Main.<clinit>(Main.java:19)
}

proc corpus.extra.calleesemaphore.Main.lambda$main$0 {
  s0: call corpus.extra.calleesemaphore.Main.store else s4 // at corpus.extra.calleesemaphore.Main.lambda$main$0(Main.java:30)
  s0_1: goto exit                        // at corpus.extra.calleesemaphore.Main.lambda$main$0(Main.java:30)
  s4: read java.lang.System.out          // at corpus.extra.calleesemaphore.Main.lambda$main$0(Main.java:32)
}

proc corpus.extra.calleesemaphore.Main.main {
  s5: fork corpus.extra.calleesemaphore.Main.lambda$main$0 java.lang.Thread@Main.java:28 // at corpus.extra.calleesemaphore.Main.main(Main.java:35)
  s6: join java.lang.Thread@Main.java:28 // at corpus.extra.calleesemaphore.Main.main(Main.java:36)
  s7: read corpus.extra.calleesemaphore.Main.permit // at corpus.extra.calleesemaphore.Main.main(Main.java:37)
  s8: down java.util.concurrent.Semaphore@Main.java:17.permits 1 // at corpus.extra.calleesemaphore.Main.main(Main.java:37)
}

proc corpus.extra.calleesemaphore.Main.store {
  s1: read corpus.extra.calleesemaphore.Main.permit // at corpus.extra.calleesemaphore.Main.store(Main.java:22)
  s2: down java.util.concurrent.Semaphore@Main.java:17.permits 1 // at corpus.extra.calleesemaphore.Main.store(Main.java:22)
  s3: read corpus.extra.calleesemaphore.Main.slots // at corpus.extra.calleesemaphore.Main.store(Main.java:23)
  s4: read corpus.extra.calleesemaphore.Main.next // at corpus.extra.calleesemaphore.Main.store(Main.java:23)
  s5: jump s5_1 raise                    // at corpus.extra.calleesemaphore.Main.store(Main.java:23)
  s5_1: write int[]@Main.java:18[]       // at corpus.extra.calleesemaphore.Main.store(Main.java:23)
  s6: read corpus.extra.calleesemaphore.Main.permit // at corpus.extra.calleesemaphore.Main.store(Main.java:24)
  s7: up java.util.concurrent.Semaphore@Main.java:17.permits 1 // at corpus.extra.calleesemaphore.Main.store(Main.java:24)
  s7_1: goto exit                        // at corpus.extra.calleesemaphore.Main.store(Main.java:24)
  raise: raise                           // at corpus.extra.calleesemaphore.Main.store(Main.java:22)
}

proc entry {
  init0: call corpus.extra.calleesemaphore.Main.<clinit> // at corpus.extra.calleesemaphore.Main.main(Main.java:28)
  main: call corpus.extra.calleesemaphore.Main.main // at corpus.extra.calleesemaphore.Main.main(Main.java:28)
}
