main entry
counter java.util.concurrent.Semaphore@Main.java:23.permits limit 2 init 1
var corpus.extra.futurecondition.fixed.Main$1@Main.java:81.completed { false true } = false
var corpus.extra.futurecondition.fixed.Main$1@Main.java:81.ex { null nonnull } = null

proc corpus.extra.futurecondition.fixed.Main$1.<init>[corpus.extra.futurecondition.fixed.Main$1@Main.java:81] {
  s1: call corpus.extra.futurecondition.fixed.Main$Fut.<init>[corpus.extra.futurecondition.fixed.Main$1@Main.java:81] // at corpus.extra.futurecondition.fixed.Main$1.<init>(Main.java:81)
}

proc corpus.extra.futurecondition.fixed.Main$Fut.<init>[corpus.extra.futurecondition.fixed.Main$1@Main.java:81] {
  s4: write corpus.extra.futurecondition.fixed.Main$1@Main.java:81.lock // at corpus.extra.futurecondition.fixed.Main$Fut.<init>(Main.java:28)
  s5: read corpus.extra.futurecondition.fixed.Main$1@Main.java:81.lock // at corpus.extra.futurecondition.fixed.Main$Fut.<init>(Main.java:29)
  s7: write corpus.extra.futurecondition.fixed.Main$1@Main.java:81.condition // at corpus.extra.futurecondition.fixed.Main$Fut.<init>(Main.java:29)
}

proc corpus.extra.futurecondition.fixed.Main$Fut.complete[corpus.extra.futurecondition.fixed.Main$1@Main.java:81] {
  s1: read corpus.extra.futurecondition.fixed.Main$1@Main.java:81.lock // at corpus.extra.futurecondition.fixed.Main$Fut.complete(Main.java:51)
  s2: acquire java.util.concurrent.locks.ReentrantLock@Main.java:28[corpus.extra.futurecondition.fixed.Main$1@Main.java:81] // at corpus.extra.futurecondition.fixed.Main$Fut.complete(Main.java:51)
  s3: switch corpus.extra.futurecondition.fixed.Main$1@Main.java:81.completed false s14 true s6 // at corpus.extra.futurecondition.fixed.Main$Fut.complete(Main.java:53)
  s6: read corpus.extra.futurecondition.fixed.Main$1@Main.java:81.lock // at corpus.extra.futurecondition.fixed.Main$Fut.complete(Main.java:60)
  s7: release java.util.concurrent.locks.ReentrantLock@Main.java:28[corpus.extra.futurecondition.fixed.Main$1@Main.java:81] // at corpus.extra.futurecondition.fixed.Main$Fut.complete(Main.java:60)
  s7_1: goto exit                        // at corpus.extra.futurecondition.fixed.Main$Fut.complete(Main.java:60)
  s14: assign corpus.extra.futurecondition.fixed.Main$1@Main.java:81.completed true // at corpus.extra.futurecondition.fixed.Main$Fut.complete(Main.java:56)
  s15: read corpus.extra.futurecondition.fixed.Main$1@Main.java:81.condition // at corpus.extra.futurecondition.fixed.Main$Fut.complete(Main.java:57)
  s16: signalAll java.util.concurrent.locks.Condition@Main.java:29[corpus.extra.futurecondition.fixed.Main$1@Main.java:81] on java.util.concurrent.locks.ReentrantLock@Main.java:28[corpus.extra.futurecondition.fixed.Main$1@Main.java:81] // at corpus.extra.futurecondition.fixed.Main$Fut.complete(Main.java:57)
  s18: read corpus.extra.futurecondition.fixed.Main$1@Main.java:81.lock // at corpus.extra.futurecondition.fixed.Main$Fut.complete(Main.java:60)
  s19: release java.util.concurrent.locks.ReentrantLock@Main.java:28[corpus.extra.futurecondition.fixed.Main$1@Main.java:81] // at corpus.extra.futurecondition.fixed.Main$Fut.complete(Main.java:60)
}

proc corpus.extra.futurecondition.fixed.Main$Fut.get[corpus.extra.futurecondition.fixed.Main.main:91#11,corpus.extra.futurecondition.fixed.Main$1@Main.java:81] {
  s1: read corpus.extra.futurecondition.fixed.Main$1@Main.java:81.lock // at corpus.extra.futurecondition.fixed.Main$Fut.get(Main.java:36)
  s2: acquire java.util.concurrent.locks.ReentrantLock@Main.java:28[corpus.extra.futurecondition.fixed.Main$1@Main.java:81] // at corpus.extra.futurecondition.fixed.Main$Fut.get(Main.java:36)
  s3: switch corpus.extra.futurecondition.fixed.Main$1@Main.java:81.completed false s5 true s13 // at corpus.extra.futurecondition.fixed.Main$Fut.get(Main.java:38)
  s5: read corpus.extra.futurecondition.fixed.Main$1@Main.java:81.condition // at corpus.extra.futurecondition.fixed.Main$Fut.get(Main.java:39)
  s6: await java.util.concurrent.locks.Condition@Main.java:29[corpus.extra.futurecondition.fixed.Main$1@Main.java:81] on java.util.concurrent.locks.ReentrantLock@Main.java:28[corpus.extra.futurecondition.fixed.Main$1@Main.java:81] // at corpus.extra.futurecondition.fixed.Main$Fut.get(Main.java:39)
  s6_1: goto s3                          // at corpus.extra.futurecondition.fixed.Main$Fut.get(Main.java:39)
  s10: read corpus.extra.futurecondition.fixed.Main$1@Main.java:81.lock // at corpus.extra.futurecondition.fixed.Main$Fut.get(Main.java:46)
  s11: release java.util.concurrent.locks.ReentrantLock@Main.java:28[corpus.extra.futurecondition.fixed.Main$1@Main.java:81] // at corpus.extra.futurecondition.fixed.Main$Fut.get(Main.java:46)
  s11_1: goto raise                      // at corpus.extra.futurecondition.fixed.Main$Fut.get(Main.java:46)
  s13: switch corpus.extra.futurecondition.fixed.Main$1@Main.java:81.ex null s23 nonnull s16 // at corpus.extra.futurecondition.fixed.Main$Fut.get(Main.java:41)
  s16: read corpus.extra.futurecondition.fixed.Main$1@Main.java:81.ex // at corpus.extra.futurecondition.fixed.Main$Fut.get(Main.java:42)
  s16_1: goto s10                        // at corpus.extra.futurecondition.fixed.Main$Fut.get(Main.java:42)
  s23: read corpus.extra.futurecondition.fixed.Main$1@Main.java:81.lock // at corpus.extra.futurecondition.fixed.Main$Fut.get(Main.java:46)
  s24: release java.util.concurrent.locks.ReentrantLock@Main.java:28[corpus.extra.futurecondition.fixed.Main$1@Main.java:81] // at corpus.extra.futurecondition.fixed.Main$Fut.get(Main.java:46)
  s24_1: goto exit                       // at corpus.extra.futurecondition.fixed.Main$Fut.get(Main.java:46)
  raise: raise                           // at corpus.extra.futurecondition.fixed.Main$Fut.get(Main.java:36)
}

proc corpus.extra.futurecondition.fixed.Main$Fut.isDone[corpus.extra.futurecondition.fixed.Main$1@Main.java:81] {
  s1: read corpus.extra.futurecondition.fixed.Main$1@Main.java:81.completed // at corpus.extra.futurecondition.fixed.Main$Fut.isDone(Main.java:32)
}

proc corpus.extra.futurecondition.fixed.Main.<clinit> {
  s2: write corpus.extra.futurecondition.fixed.Main.PERMIT // at corpus.extra.futurecondition.fixed.Main.<clinit>(Main.java:23)
}

proc corpus.extra.futurecondition.fixed.Main.lambda$main$0[corpus.extra.futurecondition.fixed.Main.main:83#10] {
  s1: switch corpus.extra.futurecondition.fixed.Main$1@Main.java:81.completed false s3 true s4 // at corpus.extra.futurecondition.fixed.Main.lambda$main$0(Main.java:84)
  s3: call corpus.extra.futurecondition.fixed.Main$Fut.complete[corpus.extra.futurecondition.fixed.Main$1@Main.java:81] // at corpus.extra.futurecondition.fixed.Main.lambda$main$0(Main.java:85)
  s4: read corpus.extra.futurecondition.fixed.Main.PERMIT // at corpus.extra.futurecondition.fixed.Main.lambda$main$0(Main.java:87)
  s5: down java.util.concurrent.Semaphore@Main.java:23.permits 1 // at corpus.extra.futurecondition.fixed.Main.lambda$main$0(Main.java:87)
}

proc corpus.extra.futurecondition.fixed.Main.main {
  s2: call corpus.extra.futurecondition.fixed.Main$1.<init>[corpus.extra.futurecondition.fixed.Main$1@Main.java:81] // at corpus.extra.futurecondition.fixed.Main.main(Main.java:81)
  s4: read corpus.extra.futurecondition.fixed.Main.PERMIT // at corpus.extra.futurecondition.fixed.Main.main(Main.java:82)
  s5: down java.util.concurrent.Semaphore@Main.java:23.permits 1 // at corpus.extra.futurecondition.fixed.Main.main(Main.java:82)
  s10: fork corpus.extra.futurecondition.fixed.Main.lambda$main$0[corpus.extra.futurecondition.fixed.Main.main:83#10] java.lang.Thread@Main.java:83 // at corpus.extra.futurecondition.fixed.Main.main(Main.java:89)
  s11: call corpus.extra.futurecondition.fixed.Main$Fut.get[corpus.extra.futurecondition.fixed.Main.main:91#11,corpus.extra.futurecondition.fixed.Main$1@Main.java:81] else s17 // at corpus.extra.futurecondition.fixed.Main.main(Main.java:91)
  s12: read corpus.extra.futurecondition.fixed.Main.PERMIT // at corpus.extra.futurecondition.fixed.Main.main(Main.java:92)
  s13: up java.util.concurrent.Semaphore@Main.java:23.permits 1 // at corpus.extra.futurecondition.fixed.Main.main(Main.java:92)
  s13_1: goto s19                        // at corpus.extra.futurecondition.fixed.Main.main(Main.java:92)
  s17: read java.lang.System.out         // at corpus.extra.futurecondition.fixed.Main.main(Main.java:94)
  s19: join java.lang.Thread@Main.java:83 // at corpus.extra.futurecondition.fixed.Main.main(Main.java:96)
}

proc entry {
  init0: call corpus.extra.futurecondition.fixed.Main.<clinit> // at corpus.extra.futurecondition.fixed.Main.main(Main.java:81)
  main: call corpus.extra.futurecondition.fixed.Main.main // at corpus.extra.futurecondition.fixed.Main.main(Main.java:81)
}
